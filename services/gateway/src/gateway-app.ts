import { REMOTE_NAMES } from '@irrigo/contracts';
import { importIdentityKey, InvalidEnvironmentError, loggerOptions } from '@irrigo/nest-kit';
import type { ConfigType } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { pinoHttp, type Options as PinoHttpOptions } from 'pino-http';
import { edgeConfig, gatewayConfig, signingKeysConfig, upstreamsConfig, validateGatewayEnv } from './gateway.env.js';
import { apiDocs } from './docs/api-docs.js';
import { GatewayModule } from './gateway.module.js';
import { readinessGate } from './health/readiness-gate.js';
import { UpstreamHealthService } from './health/upstream-health.service.js';
import { identityForwarding } from './identity/identity-forwarding.js';
import { requestContext } from './identity/request-context.js';
import { SessionResolver } from './identity/session-resolver.js';
import { UpstreamAgents } from './proxy/upstream-agents.js';
import { sendErrorBody, upstreamProxy } from './proxy/upstream-proxy.js';
import { isCanonicalPath, UPSTREAM_SERVICES, upstreamServiceFor } from './routing/api-routes.js';
import { allowedHosts } from './security/allowed-hosts.js';
import { apiRateLimit } from './security/api-rate-limit.js';
import { crossSiteProtection } from './security/cross-site-protection.js';
import { securityHeaders } from './security/security-headers.js';
import { shellStatic } from './shell/shell-static.js';

/** Routes the gateway answers itself (Nest controllers, after the Express pipeline). */
const OWN_API_PATHS = new Set(['/api/health']);

/**
 * Builds the gateway: an Express pipeline in front of Nest's router, in this order:
 * request id and header stripping → request log → security headers → refusals (a Host it does not serve,
 * /internal, odd paths)
 * → /api: a per-address ceiling, cross-site request protection and CORS, 503 for a service that is not ready,
 *   the API docs (/api/docs), identity, then the owning service
 * → /remotes/<name>: the remote's static server → the shell's files with the SPA fallback
 * → the gateway's own routes (health, config.json).
 * Tests call it with their own environment (and, to read the log, a destination), then `init()`.
 */
export async function createGatewayApp(rawEnv: Record<string, unknown> = process.env, logDestination?: DestinationStream): Promise<NestExpressApplication> {
  const env = validateGatewayEnv(rawEnv);
  const level = env.NODE_ENV === 'test' && !rawEnv['LOG_LEVEL'] ? 'silent' : env.LOG_LEVEL;
  const requestLogger = pinoHttp(requestLoggerOptions(level), logDestination);

  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRoot(env, requestLogger.logger), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  const gateway = app.get<ConfigType<typeof gatewayConfig>>(gatewayConfig.KEY);
  const edge = app.get<ConfigType<typeof edgeConfig>>(edgeConfig.KEY);
  const upstreamSettings = app.get<ConfigType<typeof upstreamsConfig>>(upstreamsConfig.KEY);
  const keys = app.get<ConfigType<typeof signingKeysConfig>>(signingKeysConfig.KEY);
  app.set('trust proxy', edge.trustProxy);

  const upstreams = app.get(UpstreamAgents);
  const signingKey = await importIdentityKey(keys.identityPrivateJwk);

  app.use(requestContext(edge.trustProxy !== false));
  app.use(requestLogger);
  app.use(...securityHeaders());
  app.use(allowedHosts({ publicOrigins: edge.publicOrigins }));
  app.use(refuseUnexposedPaths);
  app.use(apiRateLimit(edge.apiRateLimitPerMinute));
  app.use(crossSiteProtection({ publicOrigins: edge.publicOrigins }));
  app.use(readinessGate(app.get(UpstreamHealthService)));

  app.use(
    apiDocs({
      app,
      sessions: app.get(SessionResolver),
      serviceUrls: upstreamSettings.services,
      open: edge.apiDocsPublic,
    }),
  );
  app.use(identityForwarding(app.get(SessionResolver), signingKey));
  for (const service of UPSTREAM_SERVICES) {
    app.use(
      upstreamProxy({
        label: `${service} service`,
        target: upstreams.services[service].url,
        agent: upstreams.services[service].agent,
        timeoutMs: upstreamSettings.upstreamTimeoutMs,
        pathFilter: (pathname) => upstreamServiceFor(pathname) === service,
        answers: 'api',
      }),
    );
  }
  app.use(unknownApiPath);

  for (const remote of REMOTE_NAMES) {
    const prefix = `/remotes/${remote}`;
    app.use(
      upstreamProxy({
        label: `${remote} remote`,
        target: upstreams.remotes[remote].url,
        agent: upstreams.remotes[remote].agent,
        timeoutMs: upstreamSettings.remoteTimeoutMs,
        pathFilter: (pathname) => pathname.startsWith(`${prefix}/`),
        // Each remote's server serves its build at its own root.
        pathRewrite: (path) => path.slice(prefix.length),
        answers: 'static',
      }),
    );
  }
  app.use('/remotes', (_request: Request, response: Response) => sendErrorBody(response, { statusCode: 404, code: 'NOT_FOUND', message: 'No such remote' }));

  app.use(shellStatic(gateway.shellDistDir));
  app.use(pipelineError);
  return app;
}

/**
 * Starts the gateway on PORT and HOST (loopback unless a container says 0.0.0.0). A wrong environment prints the
 * one message naming every wrong variable, without a stack trace, and exits 1, as the services do.
 */
export async function runGateway(): Promise<void> {
  let app: NestExpressApplication;
  try {
    app = await createGatewayApp();
  } catch (error) {
    if (!(error instanceof InvalidEnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  app.enableShutdownHooks();
  const gateway = app.get<ConfigType<typeof gatewayConfig>>(gatewayConfig.KEY);
  await app.listen(gateway.port, gateway.host);
}

/** Internal routes are for services only, and paths that change meaning once normalised are refused. */
function refuseUnexposedPaths(request: Request, response: Response, next: NextFunction): void {
  if (/^\/internal(\/|$)/i.test(request.path) || !isCanonicalPath(request.path)) {
    sendErrorBody(response, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    return;
  }
  next();
}

function unknownApiPath(request: Request, response: Response, next: NextFunction): void {
  if (!/^\/api(\/|$)/i.test(request.path) || OWN_API_PATHS.has(request.path)) return next();
  sendErrorBody(response, { statusCode: 404, code: 'NOT_FOUND', message: `No API route for ${request.method} ${request.path}` });
}

/**
 * Errors thrown in the Express pipeline (a malformed URL, a failure signing an assertion) leave in the
 * one JSON shape too; Express's own handler would answer with an HTML page and, outside production, a stack.
 */
function pipelineError(error: unknown, request: Request, response: Response, next: NextFunction): void {
  if (response.headersSent) return next(error);
  const status = statusOf(error);
  if (status >= 500) request.log.error({ err: error }, 'gateway pipeline failed');
  sendErrorBody(
    response,
    status >= 500
      ? { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' }
      : { statusCode: status, code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: 'The request is not valid' },
  );
}

function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
  return value >= 400 && value < 600 ? value : 500;
}

/**
 * nest-kit's request log with a shorter access line: every request of the product passes the gateway, so
 * it logs what identifies a request (id, method, path, client, status) and leaves headers to the services.
 */
function requestLoggerOptions(level: string): PinoHttpOptions {
  const { pinoHttp: options } = loggerOptions('gateway', level);
  if (!options || Array.isArray(options) || 'write' in options) throw new Error('nest-kit loggerOptions must return pino-http options');
  return {
    ...(options as PinoHttpOptions),
    serializers: {
      req: (request: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url,
        remoteAddress: request.remoteAddress,
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  };
}
