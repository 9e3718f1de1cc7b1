import { HttpStatus } from '@nestjs/common';
import { json, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { DomainException } from '../errors/domain.exception.js';

/**
 * How deeply a JSON body may nest objects and arrays. The API's bodies nest a few levels; 32 leaves room
 * for any honest client while a body nested 20,000 deep (which costs JSON.parse and the validator real
 * CPU, and can blow the stack of recursive code) is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

export interface JsonBodyOptions {
  /** Largest body accepted, as body-parser reads it ('1mb'). */
  limit: string;
  maxDepth?: number;
}

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether UTF-8 JSON text opens more than `maxDepth` objects/arrays inside each other, read from the raw
 * bytes in one pass without parsing. Brackets inside strings do not count; malformed text is left for the
 * parser to refuse. Every byte of a multi-byte UTF-8 character is ≥ 0x80, so none is mistaken for one of these.
 */
export function jsonNestsDeeperThan(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > maxDepth) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/** Carries a refusal out of body-parser's `verify` hook, which wraps whatever it throws as an http-errors 403. */
class BodyRefused extends Error {
  constructor(readonly refusal: DomainException) {
    super(refusal.message);
  }
}

/**
 * The JSON body parser of every service: body-parser with the size limit, plus a `verify` hook that looks at
 * the raw bytes before JSON.parse runs. Too deep → 400 BODY_TOO_DEEP; a charset other than UTF-8 (the only
 * one JSON allows between systems, and the only one the depth scan can read) → 415. Those refusals leave as
 * the service's own DomainException, so the error filter answers them with their code.
 */
export function jsonBodyParser(options: JsonBodyOptions): RequestHandler {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const parse = json({
    limit: options.limit,
    verify: (request, _response, bytes, encoding) => {
      // Kept as Nest's own `rawBody: true` keeps it (RawBodyRequest): signed webhooks are verified over these exact bytes.
      (request as typeof request & { rawBody?: Buffer }).rawBody = bytes;
      if (encoding !== 'utf-8') {
        throw new BodyRefused(new DomainException('VALIDATION_FAILED', HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'JSON bodies must be encoded as UTF-8'));
      }
      if (jsonNestsDeeperThan(bytes, maxDepth)) {
        throw new BodyRefused(
          new DomainException('BODY_TOO_DEEP', HttpStatus.BAD_REQUEST, `The request body nests objects or arrays more than ${maxDepth} levels deep`),
        );
      }
    },
  });
  return (request: Request, response: Response, next: NextFunction) =>
    parse(request, response, (error?: unknown) => {
      if (error instanceof BodyRefused) {
        // body-parser drains the rest of the request; only the refusal itself goes on.
        next(error.refusal);
        return;
      }
      next(error);
    });
}
