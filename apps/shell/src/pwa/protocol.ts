// What the page and the service worker (sw.ts) agree on. Plain data only: this file is compiled into both, the
// page with the DOM's types and the worker with WebWorker's.

/** The page asks the worker to fetch the technician remotes' precache lists again and cache what is new. */
export const PRECACHE_REMOTES_MESSAGE = 'IRRIGO_PRECACHE_REMOTES';

/** The worker's answer to PRECACHE_REMOTES_MESSAGE (through the message's port). */
export interface PrecacheRemotesReply {
  type: typeof PRECACHE_REMOTES_MESSAGE;
  /** Each remote whose list was read, with how many of its files are now cached. */
  remotes: { list: string; files: number; failed: number }[];
}

/** The file each technician remote's build writes beside its mf-manifest.json (tools/build/pwa.mjs). */
export const REMOTE_PRECACHE_FILE = 'precache-manifest.json';

/** One line of a remote's precache list: a URL relative to the list, and null for a content-hashed name. */
export interface RemotePrecacheEntry {
  url: string;
  revision: string | null;
}

export function isRemotePrecacheList(value: unknown): value is RemotePrecacheEntry[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as RemotePrecacheEntry).url === 'string' &&
        ((entry as RemotePrecacheEntry).revision === null || typeof (entry as RemotePrecacheEntry).revision === 'string'),
    )
  );
}

/** `main.1a2b3c4d.js`: the same rule as the build's and the gateway's. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/** Paths that are never pages of the app, even when the browser navigates to them. */
export const NOT_APP_PAGES = [
  /^\/api(\/|$)/,
  /^\/remotes(\/|$)/,
  /^\/config\.json$/,
  /^\/health(\/|$)/,
  /^\/internal(\/|$)/,
  /^\/sw\.js$/,
  /^\/manifest\.webmanifest$/,
];

/** Where the remotes are and what they are made of: always asked of the network first, the last copy kept for offline. */
export const RUNTIME_MANIFEST_PATH = /^\/config\.json$|^\/remotes\/[^/]+\/(mf-manifest\.json|remoteEntry\.js|precache-manifest\.json)$/;

export const CACHE_NAMES = {
  /** /config.json, each remote's mf-manifest.json, remoteEntry.js and precache list (NetworkFirst). */
  manifests: 'irrigo-manifests-v1',
  /** The technician remotes' files, from their precache lists; pruned to the current lists. */
  remotePrecache: 'irrigo-remote-precache-v1',
  /** Other content-hashed files, fonts and icons met while online (CacheFirst, expiring). */
  assets: 'irrigo-assets-v1',
} as const;
