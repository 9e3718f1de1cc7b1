import { Agent as HttpAgent, type ClientRequest, type IncomingMessage, ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Socket } from 'node:net';
import { HEADERS, type ErrorBody } from '@irrigo/contracts';
import { Logger } from '@nestjs/common';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { hasSessionCookie } from '../identity/session-cookie.js';

/** Idle pooled sockets are dropped before Node's default 5 s server keep-alive would close them under us. */
const FREE_SOCKET_TIMEOUT_MS = 4_000;
const TIMED_OUT = 'IRRIGO_UPSTREAM_TIMEOUT';

/**
 * One pool of kept-alive connections per upstream: opening a connection per request costs the gateway
 * three quarters of its throughput (research/stack-facts.md "Gateway").
 */
export function keepAliveAgent(target: string): HttpAgent {
  const options = { keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: FREE_SOCKET_TIMEOUT_MS };
  return new URL(target).protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
}

export interface UpstreamProxyOptions {
  /** What the browser is told is down or slow ("the org service", "the mf-tech remote"). */
  label: string;
  target: string;
  agent: HttpAgent;
  /** Time allowed without a byte from the upstream before the browser gets 504. */
  timeoutMs: number;
  /** Which requests this upstream serves, decided on the path alone. */
  pathFilter: (pathname: string) => boolean;
  pathRewrite?: (path: string) => string;
  /**
   * `api`: a service's answer is not stored by browsers or shared caches unless the service chose a policy,
   * and never when it belongs to a session (the request carried the session cookie or the answer sets one);
   * CORS is the gateway's alone. `static`: the upstream's headers pass as they are.
   */
  answers: 'api' | 'static';
}

/**
 * A proxy mounted at the root with a path filter (mounting on a path would strip the prefix). Failures
 * become the JSON error shape: a refused or reset connection is 502 at once, silence is 504 after
 * `timeoutMs`, and the request never waits longer than that whatever the upstream does.
 */
export function upstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const logger = new Logger(`Proxy ${options.label}`);
  return createProxyMiddleware({
    target: options.target,
    agent: options.agent,
    pathFilter: options.pathFilter,
    ...(options.pathRewrite ? { pathRewrite: options.pathRewrite } : {}),
    xfwd: false,
    on: {
      proxyReq: (proxyRequest: ClientRequest, request: IncomingMessage) => {
        dropHopByHopHeaders(proxyRequest, request);
        proxyRequest.setTimeout(options.timeoutMs, () =>
          proxyRequest.destroy(Object.assign(new Error('upstream did not answer in time'), { code: TIMED_OUT })),
        );
      },
      proxyRes: (proxyResponse: IncomingMessage, request: IncomingMessage) => {
        if (options.answers === 'api') keepApiAnswerPrivate(proxyResponse, request);
      },
      error: (error: Error, request: IncomingMessage, response: ServerResponse | Socket) => {
        const code = (error as NodeJS.ErrnoException).code ?? error.message;
        if (!(response instanceof ServerResponse)) {
          response.destroy();
          return;
        }
        if (response.headersSent) {
          // Part of the answer is already on its way: cutting the connection is the only honest signal left.
          logger.warn(`${request.method} ${request.url} broke off mid-answer (${code})`);
          response.destroy();
          return;
        }
        const timedOut = code === TIMED_OUT;
        logger.warn(`${request.method} ${request.url} → ${timedOut ? 'no answer in time' : `unreachable (${code})`}`);
        sendErrorBody(
          response,
          timedOut
            ? { statusCode: 504, code: 'UPSTREAM_TIMEOUT', message: `The ${options.label} did not answer in time` }
            : { statusCode: 502, code: 'UPSTREAM_UNAVAILABLE', message: `The ${options.label} is not available` },
        );
      },
    },
  });
}

/**
 * A shared cache (a CDN, a company proxy) must never hand one person's answer to another, and a browser must
 * not keep it on disk after sign-out; a service that chose a cacheable policy by mistake does not change that.
 */
function keepApiAnswerPrivate(proxyResponse: IncomingMessage, request: IncomingMessage): void {
  const headers = proxyResponse.headers;
  const ofSession = hasSessionCookie(request.headers.cookie) || (headers['set-cookie']?.length ?? 0) > 0;
  if (ofSession || !headers['cache-control']) headers['cache-control'] = 'no-store';
  // The gateway decides which origins may read the API (cross-site-protection.ts); a service never widens that.
  for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name];
}

/**
 * Connection handling belongs to each hop: a browser's `Connection: close` (or any header it names there)
 * must not reach the service, or every pooled connection would be closed after one request.
 */
function dropHopByHopHeaders(proxyRequest: ClientRequest, request: IncomingMessage): void {
  const named = (request.headers.connection ?? '').split(',').map((token) => token.trim().toLowerCase());
  for (const header of new Set(['connection', 'keep-alive', 'proxy-connection', ...named])) {
    // What the gateway itself vouches for is never the client's to drop.
    if (header && header !== HEADERS.identity && header !== HEADERS.requestId) proxyRequest.removeHeader(header);
  }
}

/** Writes an ErrorBody from plain Express/Node code paths (the Nest filter covers controllers). */
export function sendErrorBody(response: ServerResponse, body: ErrorBody): void {
  const payload = JSON.stringify(body);
  response.statusCode = body.statusCode;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('content-length', Buffer.byteLength(payload));
  response.setHeader('cache-control', 'no-store');
  response.end(payload);
}
