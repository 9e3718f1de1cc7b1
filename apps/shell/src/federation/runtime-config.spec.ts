import { mockApi } from '../testing/api-mock.js';
import { loadRuntimeConfig, RuntimeConfigError } from './runtime-config.js';

const remotes = {
  'mf-auth': '/remotes/mf-auth/mf-manifest.json',
  'mf-admin': '/remotes/mf-admin/mf-manifest.json',
  'mf-tech': 'https://cdn.example/mf-tech/mf-manifest.json',
};

describe('loadRuntimeConfig', () => {
  it('reads where every remote lives', async () => {
    mockApi({ '/config.json': { status: 200, body: { remotes, features: { offlineQueue: true } } } });

    await expect(loadRuntimeConfig()).resolves.toEqual({ remotes, features: { offlineQueue: true } });
  });

  it('refuses a config that leaves a remote out', async () => {
    mockApi({ '/config.json': { status: 200, body: { remotes: { 'mf-auth': remotes['mf-auth'] }, features: {} } } });

    await expect(loadRuntimeConfig()).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  it('fails clearly when the gateway answers an error', async () => {
    mockApi({ '/config.json': { status: 502, body: { statusCode: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'down' } } });

    await expect(loadRuntimeConfig()).rejects.toThrow('/config.json answered 502');
  });

  it('fails clearly when the gateway cannot be reached', async () => {
    mockApi({});
    jest.mocked(globalThis.fetch).mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(loadRuntimeConfig()).rejects.toThrow('/config.json could not be reached');
  });
});
