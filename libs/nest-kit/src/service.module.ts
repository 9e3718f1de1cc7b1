import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { ServiceEnv, validateEnv } from './config/service-env.js';
import { dataSourceOptions, openServiceDataSource, type ServiceDatabaseOptions } from './database/database.options.js';
import { ErrorBodyFilter } from './errors/error-body.filter.js';
import { createValidationPipe } from './errors/validation.pipe.js';
import { HealthController } from './health/health.controller.js';
import { AccessGuard } from './identity/access.guard.js';
import { SERVICE_NAME } from './identity/service-name.js';
import { loggerOptions } from './logging/logger.options.js';
import { OpenApiController } from './openapi/openapi.controller.js';
import { OpenApiDocument } from './openapi/openapi-document.js';

export interface ServiceModuleOptions<E extends ServiceEnv> {
  /** auth, org, inspections: names the logs, the service tokens and the default schema. */
  name: string;
  /** The service's environment class; validated once at boot and injectable by its class. */
  env: new () => E;
  database: ServiceDatabaseOptions;
  /** The environment to validate; process.env unless a test passes its own. */
  rawEnv?: Record<string, unknown>;
}

/**
 * Everything a service shares, wired in one import: validated config, structured logs, its database with
 * migrations applied, the access guard (default deny), validation of every body, the error format, health and
 * the service's OpenAPI document (GET /internal/openapi.json, for the gateway).
 */
@Global()
@Module({})
export class ServiceModule {
  static forService<E extends ServiceEnv>(options: ServiceModuleOptions<E>): DynamicModule {
    const env = validateEnv(options.name, options.env, options.rawEnv ?? process.env);
    return {
      module: ServiceModule,
      imports: [
        LoggerModule.forRoot(loggerOptions(options.name, env.NODE_ENV === 'test' && !options.rawEnv?.['LOG_LEVEL'] ? 'silent' : env.LOG_LEVEL)),
        TypeOrmModule.forRootAsync({
          useFactory: () => dataSourceOptions(env.DATABASE_URL, env.DATABASE_POOL_SIZE, options.database),
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
        { provide: ServiceEnv, useValue: env },
        { provide: options.env, useValue: env },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: ErrorBodyFilter },
        OpenApiDocument,
      ],
      exports: [SERVICE_NAME, ServiceEnv, options.env],
    };
  }
}
