import { HttpStatus } from '@nestjs/common';
import { MEDIA_MAX_BYTES } from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import express, { type Request, type Response } from 'express';

/**
 * The raw body parser of the media upload, and of nothing else: every byte of whatever type was sent (the
 * type is judged by the bytes), up to MEDIA_MAX_BYTES, not inflated (a gzip body could hide any size).
 * The services' JSON parser leaves such bodies alone (it only reads application/json).
 */
const rawMediaBody = express.raw({ type: () => true, limit: MEDIA_MAX_BYTES, inflate: false });

/**
 * Reads the request's body as bytes, after the guard and the inspection's scope have let it through:
 * exactly 10 MB is accepted, one byte more is 413 MEDIA_TOO_LARGE (refused from Content-Length before anything
 * is read when the client says its size); no body or an empty one is 400.
 */
export async function readMediaBody(request: Request, response: Response): Promise<Buffer> {
  await new Promise<void>((resolve, reject) => rawMediaBody(request, response, (error?: unknown) => (error ? reject(toDomainError(error)) : resolve())));
  const body = request.body as unknown;
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw DomainException.validation(['the body must be the photo or video file itself (it was empty)'], 'The file is empty');
  }
  return body;
}

function toDomainError(error: unknown): unknown {
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  if (type === 'entity.too.large') {
    return new DomainException('MEDIA_TOO_LARGE', HttpStatus.PAYLOAD_TOO_LARGE, `A photo or video may be at most ${MEDIA_MAX_BYTES} bytes (10 MB)`);
  }
  if (type === 'encoding.unsupported') {
    return new DomainException('VALIDATION_FAILED', HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Send the file without a Content-Encoding');
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new DomainException('VALIDATION_FAILED', status, error instanceof Error ? error.message : 'The body could not be read');
  }
  return error;
}
