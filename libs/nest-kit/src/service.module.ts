import { Global, Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import { ConfigModule, type ConfigObject, type ConfigType } from '@nestjs/config';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { EnvNamespace } from './config/config-namespace.js';
import { databaseConfig, SERVICE_NAMESPACES, serviceConfig, ServiceEnv, validateEnv } from './config/service-env.js';
import { dataSourceOptions, openServiceDataSource, type ServiceDatabaseOptions } from './database/database.options.js';
import { ErrorBodyFilter } from './errors/error-body.filter.js';
import { createValidationPipe } from './errors/validation.pipe.js';
import { HealthController } from './health/health.controller.js';
import { AccessGuard } from './identity/access.guard.js';
import { IdentityAssertionStrategy } from './identity/identity-assertion.strategy.js';
import { SERVICE_NAME } from './identity/service-name.js';
import { ServiceTokenStrategy } from './identity/service-token.strategy.js';
import { loggerOptions } from './logging/logger.options.js';
import { OpenApiController } from './openapi/openapi.controller.js';
import { OpenApiDocument } from './openapi/openapi-document.js';

export interface ServiceModuleOptions<E extends ServiceEnv> {
  /** auth, org, inspections: names the logs, the service tokens and the default schema. */
  name: string;
  /** The service's environment class: its class-validator rules are checked once at boot. */
  env: new () => E;
  /** The namespaces of the variables the service adds to ServiceEnv (service, database and identity are always there). */
  config?: readonly EnvNamespace<E, ConfigObject>[];
  database: ServiceDatabaseOptions;
  /** The environment to validate; process.env unless a test passes its own. */
  rawEnv?: Record<string, unknown> | undefined;
}

/** What a service's root module is: its shared skeleton plus its feature modules. */
export interface ServiceRootOptions<E extends ServiceEnv> extends ServiceModuleOptions<E> {
  features: NonNullable<ModuleMetadata['imports']>;
}

/**
 * Everything a service shares, wired in one import: validated config (@nestjs/config namespaces), structured
 * logs, its database with migrations applied, the access guard (Passport strategies, default deny), validation of every body, the
 * error format, health (@nestjs/terminus) and the service's OpenAPI document (GET /internal/openapi.json, for the gateway).
 */
@Global()
@Module({})
export class ServiceModule {
  static forService<E extends ServiceEnv>(options: ServiceModuleOptions<E>): DynamicModule {
    // Validated as a whole first, so a wrong environment stops the boot with one message naming every variable.
    const env = validateEnv(options.name, options.env, options.rawEnv ?? process.env);
    // Tests are quiet unless they ask for a level.
    const quiet = env.NODE_ENV === 'test' && !options.rawEnv?.['LOG_LEVEL'];
    return {
      module: ServiceModule,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          validatePredefined: false,
          skipProcessEnv: true,
          load: [...SERVICE_NAMESPACES, ...(options.config ?? [])].map((namespace) => namespace.load(env)),
        }),
        LoggerModule.forRootAsync({
          inject: [serviceConfig.KEY],
          useFactory: (service: ConfigType<typeof serviceConfig>) => loggerOptions(options.name, quiet ? 'silent' : service.logLevel),
        }),
        TypeOrmModule.forRootAsync({
          inject: [databaseConfig.KEY],
          useFactory: (database: ConfigType<typeof databaseConfig>) => dataSourceOptions(database.url, database.poolSize, options.database),
          dataSourceFactory: async (dataSource) => {
            if (!dataSource) throw new Error('TypeORM passed no data source options');
            return openServiceDataSource(dataSource);
          },
        }),
        // Readiness is polled every second by the gateway; a database that is down is its answer, not a log line.
        TerminusModule.forRoot({ logger: false }),
      ],
      controllers: [HealthController, OpenApiController],
      providers: [
        { provide: SERVICE_NAME, useValue: options.name },
        // The whole validated environment, for code not yet moved to a namespace.
        { provide: ServiceEnv, useValue: env },
        { provide: options.env, useValue: env },
        // Identity through Passport: the gateway's assertion and the service token, chosen per route by AccessGuard.
        IdentityAssertionStrategy,
        ServiceTokenStrategy,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ErrorBodyFilter },
        OpenApiDocument,
      ],
      exports: [SERVICE_NAME, ServiceEnv, options.env],
    };
  }

  /**
   * A service's root module, built the same way by every service: the shared skeleton, then its feature modules.
   * `root` is the service's AppModule class, whose static `forEnvironment(rawEnv?)` returns this.
   */
  static root<E extends ServiceEnv>(root: new () => object, options: ServiceRootOptions<E>): DynamicModule {
    const { features, ...service } = options;
    return { module: root, imports: [ServiceModule.forService(service), ...features] };
  }
}
