import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { SESSION_COOKIE } from '@irrigo/contracts';
import type { Request } from 'express';

/**
 * The session token from the Cookie header the gateway passes along. Only the sign-up screens read it
 * here: an account still without a role is no user to the gateway's assertion (its role would be
 * invalid there), yet it must be able to choose one. Everything else uses the assertion.
 */
export function sessionTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const raw = pair.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1');
    if (!raw) return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export const SessionToken = createParamDecorator((_: unknown, ctx: ExecutionContext): string | null => sessionTokenOf(ctx.switchToHttp().getRequest<Request>().headers.cookie));
