import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * What the shell's entry starts before anything else (src/main.tsx), so the first screen's files travel while the
 * shared libraries (react-dom, i18next, the router) are still downloading instead of after them:
 * /config.json (index.html already preloads it) and, once it answers, the current route's remote screen (its
 * mf-manifest.json, remoteEntry and the screen's own chunks), through the federation runtime so the screen's later
 * load reuses every file.
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

/**
 * Loads the current route's remote screen ahead of React. A guarded route is fetched too: the visitor is nearly
 * always the person it is for (a technician opening the installed app lands on /tech-dashboard), and a guard that
 * redirects costs only these files. Any failure is left to the screen's own load, which shows the translated
 * "temporarily unavailable" card.
 */
export async function preloadRouteScreen(pathname: string, routes: readonly RouteScreen[], config: Promise<unknown>): Promise<void> {
  const route = routeScreenFor(pathname, routes);
  if (!route) return;
  const [, remote, module] = route;
  const entry = manifestUrlOf(await config, remote);
  if (!entry) return;
  const name = remoteFederationName(remote);
  // The shell registers every remote again at start-up with the same entry, which the runtime leaves as it is.
  registerRemotes([{ name, entry }]);
  await preloadRemote([{ nameOrAlias: name, exposes: [module], resourceCategory: 'sync' }]);
}

/** Called by the entry, first thing: /config.json and the current route's screen start travelling now. */
export function startStartupPreloads(): void {
  const config = requestRuntimeConfig()
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .catch(() => undefined);
  const routes = typeof __ROUTE_SCREENS__ === 'undefined' ? [] : __ROUTE_SCREENS__;
  preloadRouteScreen(window.location.pathname, routes, config).catch(() => undefined);
}
