import { describe, expect, it } from '@jest/globals';
import { InvalidEnvironmentError, SERVICE_NAMESPACES, validateEnv, variablesReadBy } from '@irrigo/nest-kit';
import { ORG_NAMESPACES, OrgEnv } from './org.env.js';

const BASE = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5442/postgres',
  IDENTITY_PUBLIC_JWK: '{}',
  SERVICE_PUBLIC_JWKS: '{"gateway":{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}}',
  HCP_API_URL: 'http://127.0.0.1:4010',
  HCP_API_KEY: 'dev-hcp-key',
};

describe('OrgEnv', () => {
  it('defaults to port 3102, the Token scheme, 8 s timeouts and a sync every 15 minutes', () => {
    expect(validateEnv('org', OrgEnv, BASE)).toMatchObject({
      PORT: 3102,
      HCP_AUTH_SCHEME: 'Token',
      HCP_TIMEOUT_MS: 8_000,
      HCP_SYNC_INTERVAL_MINUTES: 15,
      HCP_STATUS_CACHE_SECONDS: 10,
    });
  });

  it('reads numbers and the scheme from strings; 0 turns the timer off', () => {
    expect(validateEnv('org', OrgEnv, { ...BASE, PORT: '0', HCP_AUTH_SCHEME: 'Bearer', HCP_TIMEOUT_MS: '500', HCP_SYNC_INTERVAL_MINUTES: '0' })).toMatchObject({
      PORT: 0,
      HCP_AUTH_SCHEME: 'Bearer',
      HCP_TIMEOUT_MS: 500,
      HCP_SYNC_INTERVAL_MINUTES: 0,
    });
  });

  it('stops the boot with every problem named when Housecall Pro is not configured', () => {
    const { HCP_API_URL: _url, HCP_API_KEY: _key, ...withoutHcp } = BASE;
    expect(() => validateEnv('org', OrgEnv, { ...withoutHcp, HCP_AUTH_SCHEME: 'Basic' })).toThrow(InvalidEnvironmentError);
    try {
      validateEnv('org', OrgEnv, { ...withoutHcp, HCP_AUTH_SCHEME: 'Basic' });
    } catch (error) {
      expect(String(error)).toMatch(/HCP_API_URL must be an http\(s\) URL/);
      expect(String(error)).toMatch(/HCP_API_KEY must hold/);
      expect(String(error)).toMatch(/HCP_AUTH_SCHEME/);
    }
  });

  it('takes the webhook secret when it is long enough, and runs without one', () => {
    expect(validateEnv('org', OrgEnv, BASE).HCP_WEBHOOK_SECRET).toBeNull();
    expect(validateEnv('org', OrgEnv, { ...BASE, HCP_WEBHOOK_SECRET: '' }).HCP_WEBHOOK_SECRET).toBeNull();
    expect(validateEnv('org', OrgEnv, { ...BASE, HCP_WEBHOOK_SECRET: 'whsec_0123456789abcdef' }).HCP_WEBHOOK_SECRET).toBe('whsec_0123456789abcdef');
    expect(() => validateEnv('org', OrgEnv, { ...BASE, HCP_WEBHOOK_SECRET: 'short' })).toThrow(/HCP_WEBHOOK_SECRET must be the webhook signing secret/);
  });

  it('puts every variable in a config namespace', () => {
    const env = validateEnv('org', OrgEnv, BASE);
    expect(variablesReadBy(env, [...SERVICE_NAMESPACES, ...ORG_NAMESPACES])).toEqual(Object.keys(env).sort());
  });
});
