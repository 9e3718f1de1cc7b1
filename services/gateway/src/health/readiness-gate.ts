import type { NextFunction, Request, Response } from 'express';
import { sessionTokenOf } from '../identity/session-cookie.js';
import { sendErrorBody } from '../proxy/upstream-proxy.js';
import { upstreamServiceFor } from '../routing/api-routes.js';
import type { UpstreamHealthService } from './upstream-health.service.js';

/** What a browser is told to wait before trying a service that is not ready again. */
const RETRY_AFTER_S = 5;

/**
 * Traffic for a service that reports not ready (its database stalled, say) is answered here at once with 503,
 * instead of piling up on the service until each request times out.
 */
export function readinessGate(health: UpstreamHealthService) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const service = upstreamServiceFor(request.path);
    if (!service) return next();
    health.isAccepting(service).then(
      (accepting) => {
        if (accepting) return next();
        response.setHeader('Retry-After', String(RETRY_AFTER_S));
        // A browser with a session asking auth itself (who am I?) is told what identity forwarding tells it on
        // every other route: its session cannot be checked, which is not "signed out".
        if (service === 'auth' && sessionTokenOf(request.headers.cookie)) {
          sendErrorBody(response, { statusCode: 503, code: 'AUTH_UNAVAILABLE', message: 'Sign-in cannot be checked right now; try again in a moment' });
          return;
        }
        sendErrorBody(response, { statusCode: 503, code: 'UPSTREAM_UNAVAILABLE', message: `The ${service} service is not ready` });
      },
      (error: unknown) => next(error),
    );
  };
}
