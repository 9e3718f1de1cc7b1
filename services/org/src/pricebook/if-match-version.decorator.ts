import { createParamDecorator, HttpStatus, type ExecutionContext } from '@nestjs/common';
import { DomainException } from '@irrigo/nest-kit';
import type { Request } from 'express';

/**
 * The version an edit was made on, from `If-Match` (`"3"`, `3` or `W/"3"`). Required: an edit that does not
 * say which version it changes could silently overwrite someone else's.
 */
export const IfMatchVersion = createParamDecorator((_: unknown, context: ExecutionContext): number => {
  const header = context.switchToHttp().getRequest<Request>().headers['if-match'];
  const match = typeof header === 'string' ? /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header) : null;
  if (!match) throw DomainException.validation(['If-Match must carry the version being edited, e.g. If-Match: "3"']);
  return Number(match[1]);
});

export function staleVersion(ids: string[], what: string): DomainException {
  return new DomainException(
    'STALE_VERSION',
    HttpStatus.PRECONDITION_FAILED,
    `Someone changed ${what} since you loaded it; reload and try again. Nothing was changed.`,
    ids,
  );
}
