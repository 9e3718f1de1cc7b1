import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength, validateSync } from 'class-validator';
import { IsServicePublicKeys } from '../identity/service-keys.js';
import { envNamespace } from './config-namespace.js';

/**
 * Environment every service reads. A service extends this class with its own settings; `validateEnv`
 * checks it once at boot and stops the process with one clear message naming every wrong variable.
 */
export class ServiceEnv {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT!: number;

  /** The address to listen on: loopback unless a container says 0.0.0.0. */
  @IsString()
  @MinLength(1)
  HOST = '127.0.0.1';

  @IsString()
  @MinLength(1, { message: 'DATABASE_URL must name a PostgreSQL database (npm start provides an embedded one)' })
  DATABASE_URL!: string;

  @Transform(({ value }) => (value === undefined ? 5 : Number(value)))
  @IsInt()
  @Min(1)
  DATABASE_POOL_SIZE = 5;

  /** JSON of the gateway's Ed25519 public JWK: the key that signs identity assertions. */
  @IsString()
  @MinLength(1)
  IDENTITY_PUBLIC_JWK!: string;

  /**
   * JSON object: each service that may call this one's /internal routes → its Ed25519 public JWK
   * ({"gateway":{…},"auth":{…}}). A service token is accepted only when signed by the key of the service it names.
   */
  @IsServicePublicKeys()
  SERVICE_PUBLIC_JWKS!: string;

  @IsOptional()
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';
}

export class InvalidEnvironmentError extends Error {
  constructor(service: string, problems: string[]) {
    super(`${service}: invalid configuration\n  - ${problems.join('\n  - ')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** How the service runs: its mode, where it listens, how much it logs. */
export const serviceConfig = envNamespace('service', (env: ServiceEnv) => ({
  nodeEnv: env.NODE_ENV,
  port: env.PORT,
  host: env.HOST,
  logLevel: env.LOG_LEVEL,
}));

/** Its own PostgreSQL database. */
export const databaseConfig = envNamespace('database', (env: ServiceEnv) => ({ url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }));

/** The keys it checks callers with: the gateway's identity key and each calling service's key. */
export const identityConfig = envNamespace('identity', (env: ServiceEnv) => ({
  identityPublicJwk: env.IDENTITY_PUBLIC_JWK,
  servicePublicJwks: env.SERVICE_PUBLIC_JWKS,
}));

/** The namespaces every service has; a service adds its own for the variables its env class adds. */
export const SERVICE_NAMESPACES = [serviceConfig, databaseConfig, identityConfig] as const;

/** Validates any environment class (a service's ServiceEnv subclass, or the gateway's own). */
export function validateEnv<T extends object>(service: string, envClass: new () => T, raw: Record<string, unknown>): T {
  const env = plainToInstance(envClass, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false, skipMissingProperties: false });
  if (errors.length > 0) {
    const problems = errors.flatMap((e) => Object.values(e.constraints ?? { invalid: `${e.property} is invalid` }));
    throw new InvalidEnvironmentError(service, problems);
  }
  return env;
}
