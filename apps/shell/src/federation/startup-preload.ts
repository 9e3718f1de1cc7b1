import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * What the shell's entry starts before anything else (src/main.tsx), so the first screen's files travel while the
 * shared libraries (react-dom, i18next, the router) are still downloading instead of after them:
 * /config.json (index.html already preloads it) and, once it answers, the current route's remote screen (its
 * mf-manifest.json, remoteEntry, the screen's own chunks and its texts), through the federation runtime so the
 * screen's later load reuses every file.
 *
 * The entry runs before the federation runtime has negotiated the shared modules, so this file must not import any
 * of them (@irrigo/*, react): the route table comes from the build (`__ROUTE_SCREENS__`, tools/build routeScreens).
 */

export const RUNTIME_CONFIG_URL = '/config.json';

/** `[path, remote, exposed module]` of every route in ROUTES, written by the shell's build (rspack-app.mjs `define`). */
declare const __ROUTE_SCREENS__: readonly (readonly [path: string, remote: string, module: string])[] | undefined;

export type RouteScreen = readonly [path: string, remote: string, module: string];

/**
 * The federation container name of a remote: its folder name with dashes made identifier-safe
 * ('mf-auth' → 'mf_auth'), the same rule as `federationName` in tools/build/rspack-app.mjs.
 */
export function remoteFederationName(remote: string): string {
  return remote.replace(/[^a-zA-Z0-9_$]/g, '_');
}

/** The route (react-router's rules for our table: literal segments and `:param`) that shows `pathname`. */
export function routeScreenFor(pathname: string, routes: readonly RouteScreen[]): RouteScreen | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return routes.find(([path]) => {
    const pattern = path.split('/').filter(Boolean);
    return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
  });
}

let configRequest: Promise<Response> | null = null;

/**
 * Asks for /config.json once. Same URL, mode and credentials as index.html's `<link rel="preload" as="fetch"
 * crossorigin>`, so the browser answers from that preload instead of asking again.
 */
function requestRuntimeConfig(): Promise<Response> {
  configRequest ??= fetch(RUNTIME_CONFIG_URL, { credentials: 'same-origin' });
  return configRequest;
}

/**
 * The start-up's /config.json answer, handed over once (a copy, so whoever else read it is not disturbed); null
 * when start-up did not ask for it or it was already taken, so a Retry goes back to the network.
 */
export function takeStartupConfigRequest(): Promise<Response> | null {
  const request = configRequest;
  configRequest = null;
  return request ? request.then((response) => response.clone()) : null;
}

function manifestUrlOf(config: unknown, remote: string): string | undefined {
  if (typeof config !== 'object' || config === null || !('remotes' in config)) return undefined;
  const { remotes } = config as { remotes: unknown };
  if (typeof remotes !== 'object' || remotes === null) return undefined;
  const url = (remotes as Record<string, unknown>)[remote];
  return typeof url === 'string' && url !== '' ? new URL(url, window.location.href).href : undefined;
}

/** libs/session's STORAGE_KEYS.language, read here without the lib (see above); a test keeps the two equal. */
export const LANGUAGE_STORAGE_KEY = 'irrigo.language';

/**
 * The interface language by spec §1's rule (libs/i18n detectLanguage is the authority; a test keeps the two in step):
 * the stored choice, else Spanish when the browser's language starts with "es", else English. A wrong guess only
 * costs one preloaded file.
 */
export function interfaceLanguageGuess(): 'en' | 'es' {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes): the browser's language decides, as in libs/i18n.
  }
  if (stored === 'en' || stored === 'es') return stored;
  return navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

interface ExposeAssets {
  sync: string[];
  async: string[];
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The files mf-manifest.json lists for one exposed module ('./TechLogin'), JS and CSS together. */
export function exposeAssetsOf(manifest: unknown, module: string): ExposeAssets {
  const exposes = typeof manifest === 'object' && manifest !== null ? (manifest as { exposes?: unknown }).exposes : undefined;
  const expose: unknown = Array.isArray(exposes) ? exposes.find((item: { path?: unknown }) => item?.path === module) : undefined;
  const assets = (expose as { assets?: { js?: Record<string, unknown>; css?: Record<string, unknown> } } | undefined)?.assets;
  return {
    sync: [...stringsOf(assets?.js?.['sync']), ...stringsOf(assets?.css?.['sync'])],
    async: [...stringsOf(assets?.js?.['async']), ...stringsOf(assets?.css?.['async'])],
  };
}

/**
 * What to preload of a screen: its own files, plus its texts in the interface language. A remote names each language's
 * file `<namespace>-<language>` (addTranslationLoaders in libs/i18n), so `auth-en.1a2b3c4d.js` is English.
 */
export function screenFilesToPreload({ sync, async }: ExposeAssets, language: string): Set<string> {
  const texts = new RegExp(`-${language}(\\.[0-9a-f]{8})?\\.js$`);
  return new Set([...sync, ...async.filter((file) => texts.test(file))]);
}

const manifestRequests = new Map<string, Promise<Response>>();

/**
 * The start-up's request of a remote's mf-manifest.json, handed to the federation runtime once (the shell's retry
 * plugin asks here first), so the runtime does not ask the network a second time.
 */
export function takeStartupManifestRequest(url: string): Promise<Response> | undefined {
  const request = manifestRequests.get(url);
  manifestRequests.delete(url);
  return request?.then((response) => response.clone());
}

/**
 * Loads the current route's remote screen ahead of React: its mf-manifest.json, remoteEntry, the screen's chunks and
 * its texts in the interface language, through the federation runtime so the screen's own load reuses every file. A
 * guarded route is fetched too: the visitor is nearly always the person it is for (a technician opening the installed
 * app lands on /tech-dashboard), and a guard that redirects costs only these files. Any failure is left to the
 * screen's own load, which shows the translated "temporarily unavailable" card.
 */
export async function preloadRouteScreen(pathname: string, routes: readonly RouteScreen[], config: Promise<unknown>): Promise<void> {
  const route = routeScreenFor(pathname, routes);
  if (!route) return;
  const [, remote, module] = route;
  const entry = manifestUrlOf(await config, remote);
  if (!entry) return;
  // As the runtime asks for it (no init): the same request, so a browser cache or service worker treats both alike.
  const manifestRequest = fetch(entry);
  manifestRequests.set(entry, manifestRequest);
  const manifest: unknown = await manifestRequest.then((response) => (response.ok ? response.clone().json() : undefined));
  if (!manifest) return;
  const files = screenFilesToPreload(exposeAssetsOf(manifest, module), interfaceLanguageGuess());
  const name = remoteFederationName(remote);
  // The shell registers every remote again at start-up with the same entry, which the runtime leaves as it is.
  registerRemotes([{ name, entry }]);
  await preloadRemote([{ nameOrAlias: name, exposes: [module], resourceCategory: 'all', filter: (url) => files.has(url.slice(url.lastIndexOf('/') + 1)) }]);
}

/** Called by the entry, first thing: /config.json and the current route's screen start travelling now. */
export function startStartupPreloads(): void {
  const config = requestRuntimeConfig()
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .catch(() => undefined);
  const routes = typeof __ROUTE_SCREENS__ === 'undefined' ? [] : __ROUTE_SCREENS__;
  preloadRouteScreen(window.location.pathname, routes, config).catch(() => undefined);
}
