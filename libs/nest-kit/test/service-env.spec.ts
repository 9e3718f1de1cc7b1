import { describe, expect, it } from '@jest/globals';
import { InvalidEnvironmentError, SERVICE_NAMESPACES, ServiceEnv, validateEnv, variablesReadBy } from '../src/index.js';

describe('validateEnv', () => {
  it('names every wrong variable in one message', () => {
    expect(() => validateEnv('auth', ServiceEnv, { PORT: 'abc', SERVICE_PUBLIC_JWKS: '[]' })).toThrow(InvalidEnvironmentError);
    try {
      validateEnv('auth', ServiceEnv, { PORT: 'abc', SERVICE_PUBLIC_JWKS: '[]' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('auth: invalid configuration');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SERVICE_PUBLIC_JWKS must be a JSON object');
      expect(message).toContain('PORT');
    }
  });

  it('fills defaults and converts numbers', () => {
    const env = validateEnv('auth', ServiceEnv, {
      PORT: '3101',
      DATABASE_URL: 'postgres://localhost/x',
      IDENTITY_PUBLIC_JWK: '{}',
      SERVICE_PUBLIC_JWKS: '{}',
    });
    expect(env.PORT).toBe(3101);
    expect(env.DATABASE_POOL_SIZE).toBe(5);
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('listens on loopback unless HOST says otherwise', () => {
    const base = { PORT: '3101', DATABASE_URL: 'postgres://localhost/x', IDENTITY_PUBLIC_JWK: '{}', SERVICE_PUBLIC_JWKS: '{}' };
    expect(validateEnv('auth', ServiceEnv, base).HOST).toBe('127.0.0.1');
    expect(validateEnv('auth', ServiceEnv, { ...base, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('puts every variable in a config namespace (service, database, identity)', () => {
    const env = validateEnv('auth', ServiceEnv, { PORT: '3101', DATABASE_URL: 'postgres://localhost/x', IDENTITY_PUBLIC_JWK: '{}', SERVICE_PUBLIC_JWKS: '{}' });
    expect(variablesReadBy(env, SERVICE_NAMESPACES)).toEqual(Object.keys(env).sort());
  });
});
