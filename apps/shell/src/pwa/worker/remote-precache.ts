import {
  CACHE_NAMES,
  isRemotePrecacheList,
  PRECACHE_REMOTES_MESSAGE,
  REMOTE_PRECACHE_FILE,
  type PrecacheRemotesReply,
  type RemotePrecacheEntry,
} from '../protocol.js';

/** A remote that answers nothing must not hold the worker's install (or the page's request) forever. */
const FETCH_TIMEOUT_MS = 15_000;

const CONFIG_PATH = '/config.json';

const PARALLEL_FETCHES = 6;

interface RuntimeConfigShape {
  remotes: Record<string, string>;
}

function isRuntimeConfigShape(value: unknown): value is RuntimeConfigShape {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  return typeof remotes === 'object' && remotes !== null && Object.values(remotes).every((url) => typeof url === 'string');
}

async function fetchFresh(url: string, cache: RequestCache): Promise<Response | undefined> {
  try {
    const response = await fetch(url, { cache, credentials: 'same-origin', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.status === 200 ? response : undefined;
  } catch {
    return undefined;
  }
}

/** What the previous run cached for this list: its entries by absolute URL, to skip files whose revision is unchanged. */
async function previousRevisions(manifests: Cache, listUrl: string): Promise<Map<string, string | null>> {
  const cached = await manifests.match(listUrl);
  const body: unknown = await cached?.json().catch(() => undefined);
  if (!isRemotePrecacheList(body)) return new Map();
  return new Map(body.map((entry) => [new URL(entry.url, listUrl).href, entry.revision]));
}

/** Files that live at a stable URL (remoteEntry.js, mf-manifest.json) go where the NetworkFirst route looks for them. */
const cacheFor = (entry: RemotePrecacheEntry, manifests: Cache, files: Cache) => (entry.revision === null ? files : manifests);

/**
 * Caches one remote's files from its list, then forgets files of that remote the list no longer names (an older
 * deploy). A file that fails is counted and skipped: the rest still helps, and the next run tries it again.
 */
async function precacheRemote(listUrl: string, manifests: Cache, files: Cache): Promise<PrecacheRemotesReply['remotes'][number] | undefined> {
  const response = await fetchFresh(listUrl, 'no-cache');
  if (!response) return undefined;
  const list: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (!isRemotePrecacheList(list)) return undefined;
  const previous = await previousRevisions(manifests, listUrl);
  let failed = 0;
  const wanted = new Set(list.map((entry) => new URL(entry.url, listUrl).href));
  const cacheOne = async (entry: RemotePrecacheEntry) => {
    const url = new URL(entry.url, listUrl).href;
    const target = cacheFor(entry, manifests, files);
    const unchanged = entry.revision === null || previous.get(url) === entry.revision;
    if (unchanged && (await target.match(url))) return;
    const file = await fetchFresh(url, entry.revision === null ? 'default' : 'no-cache');
    if (file) await target.put(url, file);
    else failed += 1;
  };
  // A few at a time, as a browser loads a page: one by one is slow on a phone's latency, all at once floods it.
  const queue = [...list];
  await Promise.all(
    Array.from({ length: PARALLEL_FETCHES }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) await cacheOne(entry);
    }),
  );
  // Saved last: a run cut short leaves the old list, so the next run compares against what is really cached.
  await manifests.put(listUrl, response);
  const folder = new URL('.', listUrl).href;
  for (const request of await files.keys()) {
    if (request.url.startsWith(folder) && !wanted.has(request.url)) await files.delete(request);
  }
  return { list: listUrl, files: wanted.size - failed, failed };
}

/**
 * Reads /config.json (keeping it for offline start), then each remote's precache list beside its mf-manifest.json,
 * and caches what the lists name. Only remotes whose build writes a list (the technician ones, tools/build/pwa.mjs)
 * have one; the others answer 404 and stay online-only.
 */
async function precacheOfflineRemotes(): Promise<PrecacheRemotesReply> {
  const [manifests, files] = await Promise.all([caches.open(CACHE_NAMES.manifests), caches.open(CACHE_NAMES.remotePrecache)]);
  const reply: PrecacheRemotesReply = { type: PRECACHE_REMOTES_MESSAGE, remotes: [] };
  const configUrl = new URL(CONFIG_PATH, self.location.origin).href;
  const fresh = await fetchFresh(configUrl, 'no-cache');
  if (fresh) await manifests.put(configUrl, fresh.clone());
  const config: unknown = await (fresh ?? (await manifests.match(configUrl)))?.json().catch(() => undefined);
  if (!isRuntimeConfigShape(config)) return reply;
  for (const manifestUrl of Object.values(config.remotes)) {
    const listUrl = new URL(REMOTE_PRECACHE_FILE, new URL(manifestUrl, self.location.origin));
    // Only this origin is under the worker's control; a remote on a CDN is cached by the CDN.
    if (listUrl.origin !== self.location.origin) continue;
    const done = await precacheRemote(listUrl.href, manifests, files);
    if (done) reply.remotes.push(done);
  }
  return reply;
}

let running: Promise<PrecacheRemotesReply> | null = null;
let rerun: Promise<PrecacheRemotesReply> | null = null;

/**
 * One run at a time: install, activate and the page may all ask at once. A request that arrives during a run gets
 * one more run after it (a deploy may have happened since the running one read its lists).
 */
export function precacheRemotes(): Promise<PrecacheRemotesReply> {
  if (!running) {
    running = precacheOfflineRemotes().finally(() => (running = null));
    return running;
  }
  rerun ??= running
    .catch(() => undefined)
    .then(() => {
      rerun = null;
      return precacheRemotes();
    });
  return rerun;
}
