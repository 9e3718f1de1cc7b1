import { randomUUID } from 'node:crypto';
import { HEADERS, UNTRUSTED_CLIENT_HEADERS } from '@irrigo/contracts';
import { requestIdOf } from '@irrigo/nest-kit';
import type { NextFunction, Request, Response } from 'express';

/**
 * First thing on every request: it gets an id (kept from the load balancer only when we trust it,
 * otherwise ours), echoed on the response and carried to the services, and every header a browser
 * could use to pass for someone else is dropped before anything reads it.
 */
export function requestContext(trustProxy: boolean) {
  return (request: Request, response: Response, next: NextFunction): void => {
    for (const header of UNTRUSTED_CLIENT_HEADERS) delete request.headers[header];
    const id = trustProxy ? requestIdOf(request.headers) : randomUUID();
    request.headers[HEADERS.requestId] = id;
    response.setHeader(HEADERS.requestId, id);
    next();
  };
}

/** The request id `requestContext` assigned. */
export function requestIdOfRequest(request: Request): string {
  const id = request.headers[HEADERS.requestId];
  return typeof id === 'string' ? id : randomUUID();
}
