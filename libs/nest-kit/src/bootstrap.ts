import { NestFactory, type IEntryNestModule } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { ServiceEnv } from './config/service-env.js';
import { jsonBodyParser } from './http/json-body.js';
import { OpenApiDocument } from './openapi/openapi-document.js';

const BODY_LIMIT = '1mb';

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

/** Starts a service: listen on its PORT (HOST defaults to loopback; containers set 0.0.0.0). */
export async function runService(rootModule: IEntryNestModule): Promise<void> {
  const app = await createServiceApp(rootModule);
  const env = app.get(ServiceEnv);
  await app.listen(env.PORT, process.env['HOST'] ?? '127.0.0.1');
}
