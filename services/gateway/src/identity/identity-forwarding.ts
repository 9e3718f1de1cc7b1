import { HEADERS, type IdentityClaims } from '@irrigo/contracts';
import { signIdentityAssertion } from '@irrigo/nest-kit';
import type { NextFunction, Request, Response } from 'express';
import type { CryptoKey } from 'jose';
import { sendErrorBody } from '../proxy/upstream-proxy.js';
import { upstreamServiceFor } from '../routing/api-routes.js';
import { requestIdOfRequest } from './request-context.js';
import { sessionTokenOf } from './session-cookie.js';
import type { SessionResolver } from './session-resolver.js';

const LOGOUT_PATH = '/api/auth/logout';
/** What a browser is told to wait before asking again while sign-in cannot be checked. */
const AUTH_RETRY_AFTER_S = 5;

/**
 * Before an /api request leaves for its service: the session cookie becomes a verified account (a user
 * with its role, an account without a role yet, or none; 503 AUTH_UNAVAILABLE when auth cannot say) and
 * the gateway vouches for it, the client address and the request id in a short-lived signed assertion
 * addressed to the service that owns the path. Services trust that header and nothing else the client
 * sent; which routes take an account without a role is theirs to say (@AnyAccount()).
 */
export function identityForwarding(sessions: SessionResolver, signingKey: CryptoKey) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    const service = upstreamServiceFor(request.path);
    if (!service) return next();

    const requestId = requestIdOfRequest(request);
    const token = sessionTokenOf(request.headers.cookie);
    if (token && request.method === 'POST' && request.path === LOGOUT_PATH) {
      // Before and after: no request may reuse the session once sign-out has been asked for or done.
      sessions.evict(token);
      response.on('finish', () => sessions.evict(token));
    }
    const user = token ? await sessions.resolve(token, requestId) : null;
    if (user === undefined) {
      // Auth could not say who this cookie belongs to. Sent on as anonymous, the request would get 401 or a
      // "nobody" answer (GET /api/auth/user) and the browser would sign its user out; a 503 with its own code
      // lets it keep the session and say the service is unavailable. Requests without a cookie go on as before.
      response.setHeader('Retry-After', String(AUTH_RETRY_AFTER_S));
      sendErrorBody(response, { statusCode: 503, code: 'AUTH_UNAVAILABLE', message: 'Sign-in cannot be checked right now; try again in a moment' });
      return;
    }

    const claims: IdentityClaims = {
      rid: requestId,
      ip: clientAddressOf(request),
      https: request.protocol === 'https',
      ...(user ? { usr: user } : {}),
    };
    // Addressed to the one service that owns the path: no other service accepts it.
    request.headers[HEADERS.identity] = await signIdentityAssertion(signingKey, claims, service);
    next();
  };
}

/** The socket's address, or the forwarded client's when TRUST_PROXY tells Express whom to believe. */
function clientAddressOf(request: Request): string {
  const address = request.ip ?? request.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
