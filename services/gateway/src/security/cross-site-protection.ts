import type { NextFunction, Request, Response } from 'express';
import { sendErrorBody } from '../proxy/upstream-proxy.js';

/**
 * Methods that must not change anything, so a page of another site may cause them without harm. OPTIONS is
 * the browser asking before a cross-origin call. Every other method (POST, PUT, PATCH, DELETE and any
 * unusual one) is treated as state-changing.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The browser polls it to tell online from offline; it changes nothing whatever the method. */
const UNPROTECTED_PATHS = new Set(['/api/health']);

/**
 * Server-to-server deliveries that the owning service authenticates by a signature over the body (Housecall
 * Pro's webhooks: Api-Timestamp + Api-Signature, checked by services/org). They come from no page, so they
 * carry neither Sec-Fetch-Site nor Origin; a browser always sends one of the two on a POST, so a page of
 * another site posting here is still refused below.
 */
const SIGNED_DELIVERY_PATHS = new Set(['/api/housecall-pro/webhooks']);
const SIGNATURE_HEADER = 'api-signature';

/**
 * The one route whose body is a file: a photo or video of an inspection, sent as itself with its image/… or
 * video/… type (services/inspections judges it by its bytes). No HTML form can send such a type, and a script
 * of another site must ask first (CORS preflight), so it is as safe here as JSON.
 */
const MEDIA_UPLOAD_PATH = /^\/api\/inspections\/[^/]+\/media\/[^/]+$/;
const MEDIA_TYPE = /^(image|video)\/[a-z0-9.+-]+$/;

/**
 * The same file sent resumably (tus, services/inspections): POST creates the upload without a body, HEAD asks
 * how much arrived, PATCH sends the next bytes as application/offset+octet-stream, DELETE drops it. No HTML form
 * can send that type either, and every tus request carries Tus-Resumable, which a script of another site must ask
 * about first; the origin rules below stay as for every other call.
 */
const RESUMABLE_UPLOAD_PATH = /^\/api\/inspections\/[^/]+\/media\/[^/]+\/resumable$/;
const TUS_CHUNK_TYPE = 'application/offset+octet-stream';
/** What a configured origin's page needs on that route: to send the tus headers and read them (and Location) back. */
const TUS_REQUEST_HEADERS = 'Tus-Resumable, Upload-Length, Upload-Offset, Upload-Metadata';
const TUS_RESPONSE_HEADERS = 'Location, Tus-Resumable, Upload-Offset, Upload-Length';

const REFUSED = 'Cross-site request refused';
const NOT_JSON = `${REFUSED}: API calls that change something must send JSON (Content-Type: application/json)`;

/** What a configured origin's pages may do through CORS: the API's methods with a JSON body, reading our retry and request-id headers. */
const CORS_ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const CORS_ALLOWED_HEADERS = 'Content-Type';
const CORS_EXPOSED_HEADERS = 'Retry-After, X-Request-Id';
const CORS_PREFLIGHT_MAX_AGE_S = '600';

export interface CrossSiteProtectionOptions {
  /**
   * The origins the product's pages are served from (PUBLIC_ORIGINS), normalised by `new URL().origin`.
   * Empty: the origin each request was addressed to (scheme and Host as the gateway sees them).
   */
  publicOrigins: readonly string[];
}

/**
 * Cross-site request protection for /api. A state-changing call is accepted only when the browser says it
 * comes from a page of ours (`Sec-Fetch-Site: same-origin`, or `none` for what the user did themselves) or,
 * from browsers that do not send that header, when its `Origin` is ours; a call with neither header is
 * refused, since browsers send one of them on every such request. The body must then be JSON: an HTML form
 * of another site can send urlencoded, multipart or text/plain bodies without asking, never JSON.
 * CORS is answered only for the configured public origins, with credentials, never with `*`.
 */
export function crossSiteProtection(options: CrossSiteProtectionOptions) {
  const configured = new Set(options.publicOrigins);

  return (request: Request, response: Response, next: NextFunction): void => {
    if (!/^\/api(\/|$)/i.test(request.path) || UNPROTECTED_PATHS.has(request.path)) return next();

    const origin = headerOf(request, 'origin');
    if (configured.size > 0) response.vary('Origin');
    const corsOrigin = origin !== undefined && configured.has(origin) ? origin : null;

    if (request.method === 'OPTIONS' && origin !== undefined && headerOf(request, 'access-control-request-method') !== undefined) {
      if (!corsOrigin) return refuse(request, response, REFUSED, 'preflight from an origin that is not configured');
      allowCors(response, corsOrigin, request);
      response.setHeader('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
      response.setHeader(
        'Access-Control-Allow-Headers',
        RESUMABLE_UPLOAD_PATH.test(request.path) ? `${CORS_ALLOWED_HEADERS}, ${TUS_REQUEST_HEADERS}` : CORS_ALLOWED_HEADERS,
      );
      response.setHeader('Access-Control-Max-Age', CORS_PREFLIGHT_MAX_AGE_S);
      response.setHeader('Cache-Control', 'no-store');
      response.status(204).end();
      return;
    }
    if (corsOrigin) allowCors(response, corsOrigin, request);
    if (SAFE_METHODS.has(request.method)) return next();

    const site = headerOf(request, 'sec-fetch-site');
    if (SIGNED_DELIVERY_PATHS.has(request.path) && site === undefined && origin === undefined && headerOf(request, SIGNATURE_HEADER) !== undefined) {
      // The body goes on untouched (the gateway never parses it): the signature covers its exact bytes.
      if (!isJsonOrEmpty(request)) return refuse(request, response, NOT_JSON, 'body is not JSON');
      return next();
    }
    const fromOurPages =
      site === undefined
        ? origin !== undefined && isOurOrigin(origin, request, configured)
        : site === 'same-origin' || site === 'none' || ((site === 'same-site' || site === 'cross-site') && corsOrigin !== null);
    if (!fromOurPages)
      return refuse(request, response, REFUSED, site === undefined && origin === undefined ? 'neither Sec-Fetch-Site nor Origin' : 'foreign origin');
    if (!isJsonOrEmpty(request) && !isMediaUpload(request)) return refuse(request, response, NOT_JSON, 'body is not JSON');
    next();
  };
}

/**
 * Our origin: one of the configured public origins, or when none is configured the origin the request was
 * addressed to. Once origins are configured the Host header no longer counts, so a page reaching the gateway
 * under another name (DNS rebinding onto a local install) cannot pass for it.
 */
function isOurOrigin(origin: string, request: Request, configured: ReadonlySet<string>): boolean {
  if (configured.size > 0) return configured.has(origin);
  return origin === addressedOrigin(request);
}

/** Scheme and Host of the request; Express reads X-Forwarded-Proto/Host only under TRUST_PROXY. */
export function addressedOrigin(request: Request): string | null {
  const host = request.host;
  if (!host) return null;
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

/** A body, when there is one, is declared as JSON; a bodiless call (sign-out) may say nothing or JSON. */
function isJsonOrEmpty(request: Request): boolean {
  const contentType = headerOf(request, 'content-type');
  if (contentType !== undefined) return contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';
  const length = headerOf(request, 'content-length');
  const hasBody = headerOf(request, 'transfer-encoding') !== undefined || (length !== undefined && length.trim() !== '0');
  return !hasBody;
}

/** A PUT of a photo or video to its upload route declared as one, or a tus PATCH of its next bytes to its resumable route. */
function isMediaUpload(request: Request): boolean {
  const contentType = headerOf(request, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType === undefined) return false;
  if (request.method === 'PUT' && MEDIA_UPLOAD_PATH.test(request.path)) return MEDIA_TYPE.test(contentType);
  if (request.method === 'PATCH' && RESUMABLE_UPLOAD_PATH.test(request.path)) return contentType === TUS_CHUNK_TYPE;
  return false;
}

function allowCors(response: Response, origin: string, request: Request): void {
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Access-Control-Allow-Credentials', 'true');
  response.setHeader(
    'Access-Control-Expose-Headers',
    RESUMABLE_UPLOAD_PATH.test(request.path) ? `${CORS_EXPOSED_HEADERS}, ${TUS_RESPONSE_HEADERS}` : CORS_EXPOSED_HEADERS,
  );
}

function refuse(request: Request, response: Response, message: string, reason: string): void {
  request.log.warn(
    {
      method: request.method,
      path: request.path,
      reason,
      origin: headerOf(request, 'origin') ?? null,
      secFetchSite: headerOf(request, 'sec-fetch-site') ?? null,
      contentType: headerOf(request, 'content-type') ?? null,
    },
    'cross-site request refused',
  );
  sendErrorBody(response, { statusCode: 403, code: 'FORBIDDEN', message });
}

function headerOf(request: Request, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
