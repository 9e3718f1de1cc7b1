import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { sendErrorBody } from '../proxy/upstream-proxy.js';

const WINDOW_MS = 60_000;

/**
 * A ceiling on /api calls per client address, in front of every service: it keeps one runaway client or
 * script from starving everyone else. It is coarse on purpose (services/auth keeps its own, much tighter
 * limits on sign-ins, resets and codes, per account and per address, in its database). Counts live in
 * this gateway's memory, so behind N gateways a client gets up to N times the limit. The address is
 * Express's `request.ip`, which honours TRUST_PROXY and nothing a client can set otherwise.
 * `perMinute` 0 turns it off (benchmarks drive the API far harder than any person).
 */
export function apiRateLimit(perMinute: number): RequestHandler {
  if (perMinute === 0) return (_request: Request, _response: Response, next: NextFunction) => next();
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // The health answer is shared and cheap, and load balancers poll it.
    skip: (request) => !/^\/api(\/|$)/i.test(request.path) || request.path === '/api/health',
    handler: (_request, response, _next, options) => {
      const retryAfterSeconds = Math.ceil(options.windowMs / 1000);
      // Retry-After is set by the library from the window's reset; fall back to the whole window.
      if (!response.getHeader('retry-after')) response.setHeader('Retry-After', String(retryAfterSeconds));
      sendErrorBody(response, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' });
    },
  });
}
