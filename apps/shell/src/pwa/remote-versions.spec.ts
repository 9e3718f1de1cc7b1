import { answer } from '@irrigo/test-web';
import remoteVersionPlugin from './remote-version-plugin.js';
import { findChangedRemotes, forgetRunningBuilds, recordRunningBuild, remoteBuildFingerprint } from './remote-versions.js';

const MANIFEST_URL = 'http://localhost/remotes/mf-tech/mf-manifest.json';

/** An mf-manifest.json as Module Federation writes it, reduced to what identifies a build. */
function manifest(exposeFile: string, sharedFile = '1444.987f02f8.js') {
  return {
    id: 'mf_tech',
    name: 'mf_tech',
    metaData: { name: 'mf_tech', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [
      { id: 'mf_tech:@irrigo/ui', name: '@irrigo/ui', assets: { js: { sync: [sharedFile], async: [] }, css: { sync: ['4153.c024c289.css'], async: [] } } },
    ],
    remotes: [],
    exposes: [
      {
        id: 'mf_tech:TechDashboard',
        name: 'TechDashboard',
        path: './TechDashboard',
        assets: { js: { sync: [exposeFile], async: ['2739.04dedf2d.js'] }, css: { sync: [], async: ['2739.6d46adab.css'] } },
      },
    ],
  };
}

beforeEach(() => forgetRunningBuilds());

describe('remoteBuildFingerprint', () => {
  it('is the same for the same build, whatever order the manifest lists its files in', () => {
    const reordered = manifest('__federation_expose_TechDashboard.39453914.js');
    reordered.exposes[0]!.assets.js.async.reverse();
    reordered.shared.reverse();
    expect(remoteBuildFingerprint(reordered)).toBe(remoteBuildFingerprint(manifest('__federation_expose_TechDashboard.39453914.js')));
  });

  it('changes when any exposed or shared file has a new content hash', () => {
    const running = remoteBuildFingerprint(manifest('__federation_expose_TechDashboard.39453914.js'));
    expect(remoteBuildFingerprint(manifest('__federation_expose_TechDashboard.aa11bb22.js'))).not.toBe(running);
    expect(remoteBuildFingerprint(manifest('__federation_expose_TechDashboard.39453914.js', '1444.00ff00ff.js'))).not.toBe(running);
  });

  it('is undefined for anything that is not a federation manifest', () => {
    expect(remoteBuildFingerprint('<!doctype html>')).toBeUndefined();
    expect(remoteBuildFingerprint({ statusCode: 502, code: 'UPSTREAM_UNAVAILABLE' })).toBeUndefined();
    expect(remoteBuildFingerprint({ metaData: {}, exposes: [], shared: [] })).toBeUndefined();
  });
});

describe('findChangedRemotes', () => {
  it('reports a remote whose served build differs from the one the page loaded, asking past every cache', async () => {
    recordRunningBuild(MANIFEST_URL, manifest('__federation_expose_TechDashboard.39453914.js'));
    const fetchManifest = jest.fn(async (_url: string) => answer(200, manifest('__federation_expose_TechDashboard.aa11bb22.js')));

    await expect(findChangedRemotes(fetchManifest)).resolves.toEqual([MANIFEST_URL]);
    expect(fetchManifest).toHaveBeenCalledWith(MANIFEST_URL);
  });

  it('fetches with cache "no-store" by default', async () => {
    recordRunningBuild(MANIFEST_URL, manifest('__federation_expose_TechDashboard.39453914.js'));
    const fetchSpy = jest.fn(async () => answer(200, manifest('__federation_expose_TechDashboard.39453914.js')));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;

    await expect(findChangedRemotes()).resolves.toEqual([]);
    expect(fetchSpy).toHaveBeenCalledWith(MANIFEST_URL, { cache: 'no-store' });
  });

  it('does not report a remote that is unchanged, unreachable, down or answering something else', async () => {
    recordRunningBuild(MANIFEST_URL, manifest('__federation_expose_TechDashboard.39453914.js'));
    const answers = [
      async () => answer(200, manifest('__federation_expose_TechDashboard.39453914.js')),
      async () => Promise.reject(new TypeError('Failed to fetch')),
      async () => answer(503, { statusCode: 503, code: 'UPSTREAM_UNAVAILABLE' }),
      async () => answer(200, { unexpected: true }),
    ];
    for (const fetchManifest of answers) await expect(findChangedRemotes(fetchManifest)).resolves.toEqual([]);
  });

  it('checks nothing before a remote has been loaded', async () => {
    const fetchManifest = jest.fn(async () => answer(200, manifest('x.11111111.js')));
    await expect(findChangedRemotes(fetchManifest)).resolves.toEqual([]);
    expect(fetchManifest).not.toHaveBeenCalled();
  });
});

describe('remoteVersionPlugin', () => {
  type AfterLoadManifest = (args: { manifestUrl: string; manifestJson?: unknown; error?: unknown }) => void;
  const afterLoadManifest = remoteVersionPlugin().afterLoadManifest as unknown as AfterLoadManifest;

  it('takes the manifest the federation runtime loaded as the build the page runs', async () => {
    afterLoadManifest({ manifestUrl: MANIFEST_URL, manifestJson: manifest('__federation_expose_TechDashboard.39453914.js') });
    const newBuild = async () => answer(200, manifest('__federation_expose_TechDashboard.aa11bb22.js'));
    await expect(findChangedRemotes(newBuild)).resolves.toEqual([MANIFEST_URL]);
  });

  it('ignores a manifest that failed to load', async () => {
    afterLoadManifest({ manifestUrl: MANIFEST_URL, error: new Error('RUNTIME-003') });
    const fetchManifest = jest.fn(async () => answer(200, manifest('x.11111111.js')));
    await expect(findChangedRemotes(fetchManifest)).resolves.toEqual([]);
    expect(fetchManifest).not.toHaveBeenCalled();
  });
});
