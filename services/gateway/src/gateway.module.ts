import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_FILTER } from '@nestjs/core';
import { ErrorBodyFilter } from '@irrigo/nest-kit';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as PinoLogger } from 'pino';
import { GATEWAY_NAMESPACES, type GatewayEnv } from './gateway.env.js';
import { HealthController } from './health/health.controller.js';
import { UpstreamHealthService } from './health/upstream-health.service.js';
import { SessionResolver } from './identity/session-resolver.js';
import { UpstreamAgents } from './proxy/upstream-agents.js';
import { RuntimeConfigController } from './runtime-config/runtime-config.controller.js';

/**
 * The gateway's own routes and the pieces its Express pipeline shares. Most traffic never reaches a
 * controller: it is proxied before Nest's router (see gateway-app.ts).
 */
@Module({})
export class GatewayModule {
  /** `env` is validated already (gateway-app.ts); `logger` is the pino instance the request logger already writes with, so every line has one format. */
  static forRoot(env: GatewayEnv, logger: PinoLogger): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          validatePredefined: false,
          skipProcessEnv: true,
          load: GATEWAY_NAMESPACES.map((namespace) => namespace.load(env)),
        }),
        LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true }),
      ],
      controllers: [HealthController, RuntimeConfigController],
      providers: [SessionResolver, UpstreamHealthService, UpstreamAgents, { provide: APP_FILTER, useClass: ErrorBodyFilter }],
    };
  }
}
