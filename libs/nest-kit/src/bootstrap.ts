import type { DynamicModule } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { NestFactory, type IEntryNestModule } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { InvalidEnvironmentError, serviceConfig } from './config/service-env.js';
import { jsonBodyParser } from './http/json-body.js';
import { OpenApiDocument } from './openapi/openapi-document.js';

const BODY_LIMIT = '1mb';

/** A service's root module: `forEnvironment()` validates process.env and returns the module with its features. */
export interface ServiceRootModule {
  forEnvironment(rawEnv?: Record<string, unknown>): DynamicModule;
}

/** Creates a service's Nest application with the settings every service shares; tests use it too. */
export async function createServiceApp(rootModule: IEntryNestModule): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(rootModule, { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // body-parser's JSON parser with the size limit, and a depth check on the raw bytes before parsing.
  app.use(jsonBodyParser({ limit: BODY_LIMIT }));
  app.enableShutdownHooks();
  app.get(OpenApiDocument).attach(app);
  return app;
}

/**
 * Starts a service from its root module: listen on PORT and HOST (loopback unless a container says 0.0.0.0).
 * A wrong environment is an operator's mistake: it prints the one message naming every wrong variable, without
 * a stack trace, and exits 1.
 */
export async function runService(root: ServiceRootModule): Promise<void> {
  let rootModule: DynamicModule;
  try {
    rootModule = root.forEnvironment();
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const app = await createServiceApp(rootModule);
  const service = app.get<ConfigType<typeof serviceConfig>>(serviceConfig.KEY);
  await app.listen(service.port, service.host);
}
