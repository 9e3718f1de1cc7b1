import { describe, expect, it } from '@jest/globals';
import { InvalidEnvironmentError, ServiceEnv, validateEnv } from '../src/index.js';

describe('validateEnv', () => {
  it('names every wrong variable in one message', () => {
    expect(() => validateEnv('auth', ServiceEnv, { PORT: 'abc', INTERNAL_SERVICE_SECRET: 'short' })).toThrow(InvalidEnvironmentError);
    try {
      validateEnv('auth', ServiceEnv, { PORT: 'abc', INTERNAL_SERVICE_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('auth: invalid configuration');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('INTERNAL_SERVICE_SECRET must be at least 32 characters');
      expect(message).toContain('PORT');
    }
  });

  it('fills defaults and converts numbers', () => {
    const env = validateEnv('auth', ServiceEnv, {
      PORT: '3101',
      DATABASE_URL: 'postgres://localhost/x',
      IDENTITY_PUBLIC_JWK: '{}',
      INTERNAL_SERVICE_SECRET: 'x'.repeat(32),
    });
    expect(env.PORT).toBe(3101);
    expect(env.DATABASE_POOL_SIZE).toBe(5);
    expect(env.LOG_LEVEL).toBe('info');
  });
});
