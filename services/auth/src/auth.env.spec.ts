import { describe, expect, it } from '@jest/globals';
import { InvalidEnvironmentError, SERVICE_NAMESPACES, validateEnv, variablesReadBy } from '@irrigo/nest-kit';
import { AUTH_NAMESPACES, AuthEnv, linksConfig } from './auth.env.js';

const base = {
  PORT: '3101',
  DATABASE_URL: 'postgres://localhost/auth',
  IDENTITY_PUBLIC_JWK: '{}',
  SERVICE_PUBLIC_JWKS: '{"gateway":{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}}',
  SERVICE_PRIVATE_JWK: '{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo","d":"nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"}',
};

describe('AuthEnv', () => {
  it('needs its own service key to call org, and says so at boot', () => {
    const { SERVICE_PRIVATE_JWK: _own, ...withoutKey } = base;
    expect(() => validateEnv('auth', AuthEnv, withoutKey)).toThrow(/SERVICE_PRIVATE_JWK is required/);
    const publicHalf = JSON.stringify(JSON.parse(base.SERVICE_PUBLIC_JWKS).gateway);
    expect(() => validateEnv('auth', AuthEnv, { ...base, SERVICE_PRIVATE_JWK: publicHalf })).toThrow(/SERVICE_PRIVATE_JWK holds a public key/);
  });

  it('defaults org to its local port and sessions to 12 idle hours within 14 days', () => {
    const env = validateEnv('auth', AuthEnv, base);
    expect(env).toMatchObject({ ORG_SERVICE_URL: 'http://127.0.0.1:3102', SESSION_IDLE_MINUTES: 720, SESSION_ABSOLUTE_HOURS: 336 });
  });

  it('defaults mail to the local mail sink and the rate limits to their production values', () => {
    expect(validateEnv('auth', AuthEnv, base)).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Irrigo <no-reply@irrigo.local>',
      RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS: 10,
      RATE_LIMIT_LOGIN_PER_ACCOUNT: 20,
      RATE_LIMIT_LOGIN_ACCOUNT_DELAY_SECONDS: 30,
      LOGIN_KNOWN_ADDRESS_DAYS: 30,
      RATE_LIMIT_LOGIN_PER_ADDRESS: 50,
      RATE_LIMIT_RESET_REQUEST_PER_ACCOUNT: 5,
      RATE_LIMIT_RESET_REQUEST_PER_ADDRESS: 20,
      RATE_LIMIT_RESET_COMPLETE_PER_ADDRESS: 10,
      RATE_LIMIT_SETUP_PER_ADDRESS: 10,
    });
  });

  it('reads mail and limits from the environment and refuses a limit of 0 or a non-SMTP relay', () => {
    const env = validateEnv('auth', AuthEnv, { ...base, SMTP_URL: 'smtps://user:secret@mail.example.com:465', RATE_LIMIT_LOGIN_PER_ACCOUNT: '3' });
    expect(env).toMatchObject({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', RATE_LIMIT_LOGIN_PER_ACCOUNT: 3 });
    expect(() => validateEnv('auth', AuthEnv, { ...base, RATE_LIMIT_LOGIN_PER_ACCOUNT: '0' })).toThrow(InvalidEnvironmentError);
    expect(() => validateEnv('auth', AuthEnv, { ...base, RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS: '0' })).toThrow(InvalidEnvironmentError);
    expect(() => validateEnv('auth', AuthEnv, { ...base, RATE_LIMIT_LOGIN_ACCOUNT_DELAY_SECONDS: '0' })).toThrow(InvalidEnvironmentError);
    expect(() => validateEnv('auth', AuthEnv, { ...base, SMTP_URL: 'http://mail.example.com' })).toThrow(InvalidEnvironmentError);
  });

  it('reads the settings from the environment', () => {
    const env = validateEnv('auth', AuthEnv, { ...base, ORG_SERVICE_URL: 'http://org:3102', SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '8' });
    expect(env).toMatchObject({ ORG_SERVICE_URL: 'http://org:3102', SESSION_IDLE_MINUTES: 30, SESSION_ABSOLUTE_HOURS: 8 });
  });

  it('stops at boot on a nonsense value', () => {
    expect(() => validateEnv('auth', AuthEnv, { ...base, SESSION_IDLE_MINUTES: 'soon', ORG_SERVICE_URL: 'not a url' })).toThrow(InvalidEnvironmentError);
  });

  it('reads PUBLIC_URL for the links in e-mails, and stops at boot when it is not an http(s) address', () => {
    expect(linksConfig(validateEnv('auth', AuthEnv, base))).toEqual({ publicUrl: null });
    expect(linksConfig(validateEnv('auth', AuthEnv, { ...base, PUBLIC_URL: '' }))).toEqual({ publicUrl: null });
    expect(linksConfig(validateEnv('auth', AuthEnv, { ...base, PUBLIC_URL: 'https://irrigo.example.com/' }))).toEqual({
      publicUrl: 'https://irrigo.example.com/',
    });
    for (const wrong of ['irrigo.example.com', 'ftp://irrigo.example.com', 'javascript:alert(1)']) {
      expect(() => validateEnv('auth', AuthEnv, { ...base, PUBLIC_URL: wrong })).toThrow(/PUBLIC_URL must be the http\(s\) address/);
    }
  });

  it('puts every variable in a config namespace', () => {
    const env = validateEnv('auth', AuthEnv, { ...base, PUBLIC_URL: 'https://irrigo.example.com' });
    expect(variablesReadBy(env, [...SERVICE_NAMESPACES, ...AUTH_NAMESPACES])).toEqual(Object.keys(env).sort());
  });
});
