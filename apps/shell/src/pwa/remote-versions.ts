/**
 * Which build of each remote this page is running, so a deploy of any remote can be noticed (a remote deploy does
 * not change the shell's sw.js). The federation runtime reports every mf-manifest.json it reads
 * (remote-version-plugin.ts); the update checks read the same URLs again, uncached, and compare.
 * Plain module, no React: the runtime plugin imports it before the app exists.
 */

const runningBuilds = new Map<string, string>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function addAssetFiles(files: Set<string>, assets: unknown): void {
  if (!isRecord(assets)) return;
  for (const kind of [assets['js'], assets['css']]) {
    if (!isRecord(kind)) continue;
    for (const list of [kind['sync'], kind['async']]) {
      if (Array.isArray(list)) for (const file of list) if (typeof file === 'string') files.add(file);
    }
  }
}

/**
 * What identifies a remote's build: the content-hashed file names its mf-manifest.json lists for every exposed
 * module and shared package, plus its entry. Any change to the remote's code changes at least one of them.
 * Undefined when the answer is not a federation manifest (an error page, a proxy's HTML).
 */
export function remoteBuildFingerprint(manifest: unknown): string | undefined {
  if (!isRecord(manifest) || !isRecord(manifest['metaData'])) return undefined;
  const files = new Set<string>();
  const entry = manifest['metaData']['remoteEntry'];
  if (isRecord(entry) && typeof entry['name'] === 'string') files.add(`${typeof entry['path'] === 'string' ? entry['path'] : ''}/${entry['name']}`);
  for (const group of [manifest['exposes'], manifest['shared']]) {
    if (Array.isArray(group)) for (const item of group) if (isRecord(item)) addAssetFiles(files, item['assets']);
  }
  return files.size > 0 ? [...files].sort().join('\n') : undefined;
}

/** The runtime read this manifest and the page now runs that build of the remote. */
export function recordRunningBuild(manifestUrl: string, manifest: unknown): void {
  const fingerprint = remoteBuildFingerprint(manifest);
  if (fingerprint) runningBuilds.set(manifestUrl, fingerprint);
}

/**
 * The manifest URLs of the remotes whose served build is no longer the one this page runs. Remotes that cannot be
 * reached (offline, down) or answer something else count as unchanged: only a real new build prompts a reload.
 */
export async function findChangedRemotes(fetchManifest: (url: string) => Promise<Response> = (url) => fetch(url, { cache: 'no-store' })): Promise<string[]> {
  const checks = [...runningBuilds].map(async ([url, running]) => {
    try {
      const response = await fetchManifest(url);
      if (!response.ok) return undefined;
      const served = remoteBuildFingerprint(await response.json());
      return served && served !== running ? url : undefined;
    } catch {
      return undefined;
    }
  });
  return (await Promise.all(checks)).filter((url): url is string => url !== undefined);
}

/** For tests: forget every recorded build. */
export function forgetRunningBuilds(): void {
  runningBuilds.clear();
}
