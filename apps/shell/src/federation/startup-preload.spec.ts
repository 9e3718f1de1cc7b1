import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchMock, mockApi } from '../testing/api-mock.js';
import { loadRuntimeConfig } from './runtime-config.js';
import { detectLanguage } from '@irrigo/i18n';
import { STORAGE_KEYS } from '@irrigo/session';
import retryPlugin from './retry-plugin.js';
import {
  exposeAssetsOf,
  interfaceLanguageGuess,
  LANGUAGE_STORAGE_KEY,
  preloadRouteScreen,
  routeScreenFor,
  screenFilesToPreload,
  startStartupPreloads,
  takeStartupConfigRequest,
  takeStartupManifestRequest,
  type RouteScreen,
} from './startup-preload.js';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn(async () => undefined), registerRemotes: jest.fn() }));

const ROUTES: RouteScreen[] = [
  ['/tech-login', 'mf-auth', './TechLogin'],
  ['/tech-dashboard', 'mf-tech', './TechDashboard'],
  ['/inspection/:id', 'mf-admin', './Section'],
  ['/', 'mf-admin', './Dashboard'],
];

const remotes = {
  'mf-auth': '/remotes/mf-auth/mf-manifest.json',
  'mf-admin': '/remotes/mf-admin/mf-manifest.json',
  'mf-tech': 'https://cdn.example/mf-tech/mf-manifest.json',
};

afterEach(() => {
  takeStartupConfigRequest();
  jest.clearAllMocks();
});

describe('routeScreenFor', () => {
  it('finds the route of a path, parameters and trailing slash included', () => {
    expect(routeScreenFor('/tech-dashboard', ROUTES)?.[1]).toBe('mf-tech');
    expect(routeScreenFor('/tech-login/', ROUTES)?.[2]).toBe('./TechLogin');
    expect(routeScreenFor('/inspection/42', ROUTES)?.[2]).toBe('./Section');
    expect(routeScreenFor('/', ROUTES)?.[2]).toBe('./Dashboard');
  });

  it('finds nothing for a path the table does not know', () => {
    expect(routeScreenFor('/inspection', ROUTES)).toBeUndefined();
    expect(routeScreenFor('/nowhere/else', ROUTES)).toBeUndefined();
  });
});

/** The part of mf-auth's mf-manifest.json the preload reads. */
const AUTH_MANIFEST = {
  exposes: [
    {
      path: './TechLogin',
      assets: {
        js: {
          sync: ['7859.6c23ebc0.js', '__federation_expose_TechLogin.52ea8ea0.js'],
          async: ['auth-en.e60de4e1.js', 'auth-es.0b1c2d3e.js', '3194.82c0f53f.js'],
        },
        css: { sync: ['__federation_expose_TechLogin.fbc6e0cc.css'], async: ['5659.da205c7b.css'] },
      },
    },
    { path: './SignIn', assets: { js: { sync: ['__federation_expose_SignIn.c035b031.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

describe('screenFilesToPreload', () => {
  it("keeps the screen's own files and its texts in the interface language only", () => {
    const assets = exposeAssetsOf(AUTH_MANIFEST, './TechLogin');

    expect([...screenFilesToPreload(assets, 'es')].sort()).toEqual(
      ['7859.6c23ebc0.js', '__federation_expose_TechLogin.52ea8ea0.js', '__federation_expose_TechLogin.fbc6e0cc.css', 'auth-es.0b1c2d3e.js'].sort(),
    );
  });

  it('finds nothing for a module the manifest does not list, or a manifest of another shape', () => {
    expect(exposeAssetsOf(AUTH_MANIFEST, './Nowhere')).toEqual({ sync: [], async: [] });
    expect(exposeAssetsOf({ exposes: 'none' }, './TechLogin')).toEqual({ sync: [], async: [] });
  });
});

describe('interfaceLanguageGuess', () => {
  afterEach(() => window.localStorage.clear());

  it.each([
    [null, 'es-MX'],
    [null, 'en-US'],
    ['en', 'es-CO'],
    ['es', 'en-GB'],
    ['fr', 'es'],
  ])('agrees with libs/i18n (stored %s, browser %s)', (stored, browser) => {
    if (stored) window.localStorage.setItem(STORAGE_KEYS.language, stored);
    jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(browser);

    expect(interfaceLanguageGuess()).toBe(detectLanguage());
  });

  it("reads libs/session's key", () => {
    expect(LANGUAGE_STORAGE_KEY).toBe(STORAGE_KEYS.language);
  });
});

describe('preloadRouteScreen', () => {
  beforeEach(() => mockApi({ '/remotes/mf-auth/mf-manifest.json': { status: 200, body: AUTH_MANIFEST } }));

  it("registers the route's remote and preloads its screen's files, with the interface language's texts", async () => {
    await preloadRouteScreen('/tech-login', ROUTES, Promise.resolve({ remotes }));

    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_auth', entry: 'http://localhost/remotes/mf-auth/mf-manifest.json' }]);
    expect(preloadRemote).toHaveBeenCalledWith([expect.objectContaining({ nameOrAlias: 'mf_auth', exposes: ['./TechLogin'], resourceCategory: 'all' })]);
    const [[[{ filter }]]] = jest.mocked(preloadRemote).mock.calls as unknown as [[[{ filter: (url: string) => boolean }]]];
    const base = 'http://localhost/remotes/mf-auth/';
    expect(filter(`${base}__federation_expose_TechLogin.52ea8ea0.js`)).toBe(true);
    expect(filter(`${base}auth-en.e60de4e1.js`)).toBe(true);
    expect(filter(`${base}auth-es.0b1c2d3e.js`)).toBe(false);
    expect(filter(`${base}3194.82c0f53f.js`)).toBe(false);
  });

  it('hands its manifest request to the federation runtime (through the retry plugin) instead of asking again', async () => {
    await preloadRouteScreen('/tech-login', ROUTES, Promise.resolve({ remotes }));
    const url = 'http://localhost/remotes/mf-auth/mf-manifest.json';
    const plugin = retryPlugin();

    const response = await plugin.fetch?.(url, {});
    await expect((response as Response).json()).resolves.toEqual(AUTH_MANIFEST);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Handed over once: a later load (Retry after a failure) asks the network.
    expect(takeStartupManifestRequest(url)).toBeUndefined();
  });

  it('leaves an unknown path, an unreadable config and a missing manifest to the normal start-up', async () => {
    await preloadRouteScreen('/nowhere', ROUTES, Promise.resolve({ remotes }));
    await preloadRouteScreen('/tech-login', ROUTES, Promise.resolve(undefined));
    await preloadRouteScreen('/tech-login', ROUTES, Promise.resolve({ remotes: { 'mf-auth': 42 } }));
    await preloadRouteScreen('/tech-dashboard', ROUTES, Promise.resolve({ remotes: { ...remotes, 'mf-tech': '/remotes/mf-tech/mf-manifest.json' } }));

    expect(registerRemotes).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});

describe('the start-up request of /config.json', () => {
  it('is asked for once, then read by loadRuntimeConfig without asking the network again', async () => {
    mockApi({ '/config.json': { status: 200, body: { remotes, features: {} } } });

    startStartupPreloads();
    await expect(loadRuntimeConfig(takeStartupConfigRequest())).resolves.toEqual({ remotes, features: {} });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Same credentials as index.html's preload, or the browser would not reuse it.
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { credentials: 'same-origin' });
  });

  it('is handed over only once, so Retry goes back to the network', async () => {
    mockApi({ '/config.json': { status: 200, body: { remotes, features: {} } } });

    startStartupPreloads();
    expect(takeStartupConfigRequest()).not.toBeNull();
    expect(takeStartupConfigRequest()).toBeNull();
  });

  it("fails like the shell's own request when the gateway answers an error", async () => {
    mockApi({ '/config.json': { status: 502, body: { statusCode: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'down' } } });

    startStartupPreloads();
    await expect(loadRuntimeConfig(takeStartupConfigRequest())).rejects.toThrow('/config.json answered 502');
  });
});
