import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { IdentifiedRequest } from '@irrigo/nest-kit';
import type { SessionClient } from './sessions.service.js';

/**
 * Where a request came from, for sessions, the audit log and rate limits: the address is the one the
 * gateway signed in its assertion, never a forwarded-for header a client could write.
 */
export function requestClientOf(request: IdentifiedRequest): SessionClient {
  if (!request.identity) throw new Error('the request client (@RequestClient(), a credentials strategy) was read on a route without a gateway assertion');
  const userAgent = request.headers['user-agent'];
  return { ip: request.identity.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}

/** The request's SessionClient (requestClientOf) as a route parameter. */
export const RequestClient = createParamDecorator((_: unknown, ctx: ExecutionContext): SessionClient =>
  requestClientOf(ctx.switchToHttp().getRequest<IdentifiedRequest>()),
);
