// The installable, offline-first side of the front-end builds (issue 9): the shell's web app manifest, icons and
// service worker, and the precache list each technician remote publishes for that service worker.
// createAppConfig (rspack-app.mjs) adds these plugins; nothing here runs in the dev server's builds except the copy
// of the manifest and icons, so development never has a service worker in the way.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CopyRspackPlugin } from '@rspack/core';
import { InjectManifest } from '@aaroon/workbox-rspack-plugin';

/**
 * The remotes a technician needs with no signal (the technician routes /tech-login, /tech-dashboard,
 * /tech-settings live in these). mf-admin is left out on purpose: the office stays online-only.
 */
export const OFFLINE_REMOTES = Object.freeze(['mf-auth', 'mf-tech']);

/** Where a remote's build lists its files for the shell's service worker (beside its mf-manifest.json). */
export const REMOTE_PRECACHE_FILE = 'precache-manifest.json';

/** `main.1a2b3c4d.js`: the content hash is in the name, so the URL alone identifies the version. */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/** The container entry: `remoteEntry.1a2b3c4d.js` in production, as createAppConfig names it. */
const REMOTE_ENTRY_FILE = /^remoteEntry(\.[0-9a-f]{8})?\.js$/;

/** Files a browser never needs: maps are not served, mf-stats is build metadata. */
const NEVER_PRECACHED = [/\.map$/i, /(^|\/)mf-stats\.json$/, /\.LICENSE\.txt$/i];

/** A remote's index.html is its standalone dev page; the shell never loads it. */
const NOT_PART_OF_A_REMOTE = [...NEVER_PRECACHED, /\.html$/i];

/**
 * The shell's installability and offline start: copies public/ (manifest.webmanifest, icons) into the build in
 * every mode, and in production compiles src/pwa/sw.ts into sw.js with the build's file list injected.
 * @param {{ root: string, isProduction: boolean }} options
 * @returns {import('@rspack/core').RspackPluginInstance[]}
 */
export function shellServiceWorkerPlugins({ root, isProduction }) {
  const publicDir = join(root, 'public');
  const plugins = existsSync(publicDir) ? [new CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.', globOptions: { ignore: ['**/.*'] } }] })] : [];
  if (!isProduction) return plugins;
  plugins.push(
    new InjectManifest({
      swSrc: join(root, 'src/pwa/sw.ts'),
      swDest: 'sw.js',
      // The shell's own mf-manifest/mf-stats describe a host nobody loads; the icon source is for tools/build/icons.mjs.
      exclude: [...NEVER_PRECACHED, /(^|\/)mf-manifest\.json$/, /irrigo-icon\.svg$/],
      // Hashed names already say which version a file is: no ?__WB_REVISION__ cache-busting for them.
      dontCacheBustURLsMatching: HASHED_FILE,
      maximumFileSizeToCacheInBytes: 5_000_000,
    }),
  );
  return plugins;
}

/**
 * A technician remote's production build also emits REMOTE_PRECACHE_FILE: every file the shell needs to run the
 * remote offline (hashed JS/CSS/fonts/images, its hashed remoteEntry, mf-manifest.json), as `{ url, revision }` with URLs
 * relative to the remote's folder. Hashed files carry `revision: null` (the name is the version); the others an MD5
 * of their content, so the service worker re-fetches them only when a deploy changed them.
 * @param {{ name: string, isProduction: boolean }} options
 * @returns {import('@rspack/core').RspackPluginInstance[]}
 */
export function remotePrecachePlugins({ name, isProduction }) {
  if (!isProduction || !OFFLINE_REMOTES.includes(name)) return [];
  return [new RemotePrecacheListPlugin()];
}

class RemotePrecacheListPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemotePrecacheListPlugin', (compilation) => {
      // REPORT runs after content hashing and after Module Federation has written mf-manifest.json.
      compilation.hooks.processAssets.tap({ name: 'RemotePrecacheListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entries = compilation
          .getAssets()
          .filter(({ name }) => name !== REMOTE_PRECACHE_FILE && !NOT_PART_OF_A_REMOTE.some((pattern) => pattern.test(name)))
          .map(({ name, source }) => ({
            url: name,
            revision: HASHED_FILE.test(name) ? null : createHash('md5').update(source.buffer()).digest('hex'),
          }))
          .sort((a, b) => a.url.localeCompare(b.url));
        for (const [required, pattern] of [
          ['remoteEntry.js', REMOTE_ENTRY_FILE],
          ['mf-manifest.json', /^mf-manifest\.json$/],
        ]) {
          if (!entries.some((entry) => pattern.test(entry.url))) {
            compilation.errors.push(new Error(`RemotePrecacheListPlugin: ${required} is missing from the build, the offline list would be incomplete`));
          }
        }
        compilation.emitAsset(REMOTE_PRECACHE_FILE, new sources.RawSource(`${JSON.stringify(entries, null, 1)}\n`));
      });
    });
  }
}
