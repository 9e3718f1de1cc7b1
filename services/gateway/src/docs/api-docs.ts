import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { buildServiceDocument } from '@irrigo/nest-kit';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { sessionTokenOf } from '../identity/session-cookie.js';
import { requestIdOfRequest } from '../identity/request-context.js';
import type { SessionResolver } from '../identity/session-resolver.js';
import { sendErrorBody } from '../proxy/upstream-proxy.js';
import { UPSTREAM_SERVICES, type UpstreamService } from '../routing/api-routes.js';
import { API_DOCS_PAGE, API_DOCS_SCRIPT } from './api-docs-page.js';
import { mergeDocuments, type ServiceDocument } from './merged-document.js';

export const API_DOCS_PATH = '/api/docs';
/** Where each service serves its own document (nest-kit's OpenApiController). */
const SERVICE_DOCUMENT_PATH = '/internal/openapi.json';
/** A service's document changes only when it is redeployed; asking once a minute is plenty. */
export const SERVICE_DOCUMENT_TTL_MS = 60_000;
const SERVICE_DOCUMENT_TIMEOUT_MS = 3_000;
const AUTH_RETRY_AFTER_S = 5;

/** The renderer's files, shipped in node_modules (nothing from a CDN: the content policy allows 'self' only). */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const RENDERER_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

export interface ApiDocsOptions {
  /** The gateway's own Nest application, for the document of its own routes. */
  app: INestApplication;
  sessions: SessionResolver;
  serviceUrls: Readonly<Record<UpstreamService, string>>;
  /** API_DOCS_PUBLIC: anyone may read the docs; otherwise signed-in admins only. */
  open: boolean;
}

/**
 * /api/docs (a Swagger UI page), /api/docs/openapi.json (every service's document merged) and the
 * renderer's files. Admins only unless API_DOCS_PUBLIC: 401 when not signed in, 403 for other roles, 503
 * AUTH_UNAVAILABLE when services/auth cannot say whose session cookie it is.
 */
export function apiDocs(options: ApiDocsOptions) {
  const documents = new ServiceDocuments(options.serviceUrls);
  let gatewayDocument: OpenAPIObject | undefined;

  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.path !== API_DOCS_PATH && !request.path.startsWith(`${API_DOCS_PATH}/`)) return next();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendErrorBody(response, { statusCode: 404, code: 'NOT_FOUND', message: `No API route for ${request.method} ${request.path}` });
    }
    if (!options.open) {
      const token = sessionTokenOf(request.headers.cookie);
      const user = token ? await options.sessions.resolve(token, requestIdOfRequest(request)) : null;
      if (user === undefined) {
        // Auth could not say whose cookie this is: not "signed out" (identity-forwarding.ts answers the same).
        response.setHeader('Retry-After', String(AUTH_RETRY_AFTER_S));
        return sendErrorBody(response, { statusCode: 503, code: 'AUTH_UNAVAILABLE', message: 'Sign-in cannot be checked right now; try again in a moment' });
      }
      if (!user)
        return sendErrorBody(response, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in as an administrator to read the API documentation' });
      if (user.role !== 'admin')
        return sendErrorBody(response, { statusCode: 403, code: 'FORBIDDEN', message: 'Only administrators may read the API documentation' });
    }
    response.setHeader('Cache-Control', 'no-store');

    const file = request.path.slice(API_DOCS_PATH.length + 1);
    if (request.path === API_DOCS_PATH) return void response.type('html').send(API_DOCS_PAGE);
    if (file === 'api-docs.js') return void response.type('text/javascript; charset=utf-8').send(API_DOCS_SCRIPT);
    if (file === 'openapi.json') {
      gatewayDocument ??= buildServiceDocument(options.app, 'gateway');
      return void response.json(mergeDocuments(gatewayDocument, await documents.all()));
    }
    const type = RENDERER_FILES[file];
    if (type) return void response.sendFile(join(SWAGGER_UI_DIR, file), { headers: { 'Content-Type': type } });
    sendErrorBody(response, { statusCode: 404, code: 'NOT_FOUND', message: `No API route for ${request.method} ${request.path}` });
  };
}

/** Each service's document, kept for a minute; a service that does not answer is left out and asked again next time. */
class ServiceDocuments {
  private readonly cache = new Map<UpstreamService, { document: OpenAPIObject; expiresAt: number }>();

  constructor(private readonly urls: Readonly<Record<UpstreamService, string>>) {}

  all(): Promise<ServiceDocument[]> {
    return Promise.all(UPSTREAM_SERVICES.map(async (service) => ({ service, document: await this.one(service) })));
  }

  private async one(service: UpstreamService): Promise<OpenAPIObject | null> {
    const cached = this.cache.get(service);
    if (cached && cached.expiresAt > Date.now()) return cached.document;
    try {
      const response = await fetch(new URL(SERVICE_DOCUMENT_PATH, this.urls[service]), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(SERVICE_DOCUMENT_TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return null;
      }
      const document = (await response.json()) as OpenAPIObject;
      if (typeof document !== 'object' || document === null || typeof document.paths !== 'object') return null;
      this.cache.set(service, { document, expiresAt: Date.now() + SERVICE_DOCUMENT_TTL_MS });
      return document;
    } catch {
      return null;
    }
  }
}
