import { describe, expect, it } from '@jest/globals';
import { InvalidEnvironmentError, validateEnv } from '@irrigo/nest-kit';
import { AuthEnv } from './auth.env.js';

const base = { PORT: '3101', DATABASE_URL: 'postgres://localhost/auth', IDENTITY_PUBLIC_JWK: '{}', INTERNAL_SERVICE_SECRET: 's'.repeat(32) };

describe('AuthEnv', () => {
  it('defaults org to its local port and sessions to 12 idle hours within 14 days', () => {
    const env = validateEnv('auth', AuthEnv, base);
    expect(env).toMatchObject({ ORG_SERVICE_URL: 'http://127.0.0.1:3102', SESSION_IDLE_MINUTES: 720, SESSION_ABSOLUTE_HOURS: 336 });
  });

  it('reads the settings from the environment', () => {
    const env = validateEnv('auth', AuthEnv, { ...base, ORG_SERVICE_URL: 'http://org:3102', SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '8' });
    expect(env).toMatchObject({ ORG_SERVICE_URL: 'http://org:3102', SESSION_IDLE_MINUTES: 30, SESSION_ABSOLUTE_HOURS: 8 });
  });

  it('stops at boot on a nonsense value', () => {
    expect(() => validateEnv('auth', AuthEnv, { ...base, SESSION_IDLE_MINUTES: 'soon', ORG_SERVICE_URL: 'not a url' })).toThrow(InvalidEnvironmentError);
  });
});
