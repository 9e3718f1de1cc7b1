import { describe, expect, it } from '@jest/globals';
import { variablesReadBy } from '@irrigo/nest-kit';
import { edgeConfig, GATEWAY_NAMESPACES, gatewayConfig, trustProxySetting, validateGatewayEnv } from './gateway.env.js';

const SERVICE_KEY = '{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo","d":"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"}';
const REQUIRED = { IDENTITY_PRIVATE_JWK: '{"kty":"OKP"}', SERVICE_PRIVATE_JWK: SERVICE_KEY };

describe('GatewayEnv', () => {
  it('fills in the embedded stack’s defaults', () => {
    const env = validateGatewayEnv(REQUIRED);
    expect(env).toMatchObject({
      PORT: 8080,
      AUTH_SERVICE_URL: 'http://127.0.0.1:3101',
      ORG_SERVICE_URL: 'http://127.0.0.1:3102',
      INSPECTIONS_SERVICE_URL: 'http://127.0.0.1:3103',
      UPSTREAM_TIMEOUT_MS: 15_000,
      REMOTE_TIMEOUT_MS: 5_000,
      REMOTE_MF_TECH_MANIFEST: '/remotes/mf-tech/mf-manifest.json',
    });
    expect(env.SHELL_DIST_DIR).toMatch(/apps\/shell\/dist$/);
  });

  it('accepts container host names (docker compose)', () => {
    const env = validateGatewayEnv({ ...REQUIRED, AUTH_SERVICE_URL: 'http://auth:3101', REMOTE_MF_AUTH_ORIGIN: 'http://mf-auth', UPSTREAM_TIMEOUT_MS: '2500' });
    expect(env.AUTH_SERVICE_URL).toBe('http://auth:3101');
    expect(env.REMOTE_MF_AUTH_ORIGIN).toBe('http://mf-auth');
    expect(env.UPSTREAM_TIMEOUT_MS).toBe(2500);
  });

  it('names every missing or wrong variable at once', () => {
    expect(() => validateGatewayEnv({})).toThrow(/IDENTITY_PRIVATE_JWK[\s\S]*SERVICE_PRIVATE_JWK is required/);
    expect(() => validateGatewayEnv({ ...REQUIRED, ORG_SERVICE_URL: 'not a url', SERVICE_PRIVATE_JWK: 'short' })).toThrow(
      /ORG_SERVICE_URL[\s\S]*SERVICE_PRIVATE_JWK must be the JSON of an Ed25519 private JWK/,
    );
  });

  it('reads PUBLIC_ORIGINS as the origins browsers send, and defaults to none (the addressed origin)', () => {
    expect(validateGatewayEnv(REQUIRED).PUBLIC_ORIGINS).toEqual([]);
    expect(validateGatewayEnv({ ...REQUIRED, PUBLIC_ORIGINS: '' }).PUBLIC_ORIGINS).toEqual([]);
    expect(
      validateGatewayEnv({ ...REQUIRED, PUBLIC_ORIGINS: ' https://App.Example.com/ ,http://localhost:4200, https://office.example.com:443,' }).PUBLIC_ORIGINS,
    ).toEqual(['https://app.example.com', 'http://localhost:4200', 'https://office.example.com']);
  });

  it.each([
    'https://app.example.com/shell',
    'app.example.com',
    '*',
    'null',
    'ftp://files.example.com',
    'https://user@app.example.com',
    'https://app.example.com?x=1',
  ])('refuses %s in PUBLIC_ORIGINS, naming the variable', (value) => {
    expect(() => validateGatewayEnv({ ...REQUIRED, PUBLIC_ORIGINS: `https://ok.example.com, ${value}` })).toThrow(/PUBLIC_ORIGINS must list origins/);
  });

  it('trusts X-Forwarded-* only when TRUST_PROXY says so', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('10.0.0.0/8, loopback')).toBe('10.0.0.0/8, loopback');
  });

  it('puts every variable in a config namespace; HOST defaults to loopback and TRUST_PROXY is read as Express takes it', () => {
    const env = validateGatewayEnv({ ...REQUIRED, TRUST_PROXY: '2' });
    expect(variablesReadBy(env, GATEWAY_NAMESPACES)).toEqual(Object.keys(env).sort());
    expect(gatewayConfig(env)).toMatchObject({ port: 8080, host: '127.0.0.1' });
    expect(edgeConfig(env)).toMatchObject({ trustProxy: 2, publicOrigins: [], apiDocsPublic: false });
  });
});
