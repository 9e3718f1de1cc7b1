import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchMock, mockApi } from '../testing/api-mock.js';
import { loadRuntimeConfig } from './runtime-config.js';
import { preloadRouteScreen, routeScreenFor, startStartupPreloads, takeStartupConfigRequest, type RouteScreen } from './startup-preload.js';

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

describe('preloadRouteScreen', () => {
  it("registers the route's remote from /config.json and preloads its screen's files", async () => {
    await preloadRouteScreen('/tech-dashboard', ROUTES, Promise.resolve({ remotes }));

    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_tech', entry: 'https://cdn.example/mf-tech/mf-manifest.json' }]);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_tech', exposes: ['./TechDashboard'], resourceCategory: 'sync' }]);
  });

  it('makes a relative manifest URL absolute, as the shell registers it', async () => {
    await preloadRouteScreen('/tech-login', ROUTES, Promise.resolve({ remotes }));

    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_auth', entry: 'http://localhost/remotes/mf-auth/mf-manifest.json' }]);
  });

  it('leaves an unknown path and an unreadable config to the normal start-up', async () => {
    await preloadRouteScreen('/nowhere', ROUTES, Promise.resolve({ remotes }));
    await preloadRouteScreen('/tech-login', ROUTES, Promise.resolve(undefined));
    await preloadRouteScreen('/tech-login', ROUTES, Promise.resolve({ remotes: { 'mf-auth': 42 } }));

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
