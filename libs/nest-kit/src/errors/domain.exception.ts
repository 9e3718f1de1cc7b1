import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorBody, ErrorCode } from '@irrigo/contracts';

/** An error a caller is meant to see: a stable code, a plain message, optional details as a list. */
export class DomainException extends HttpException {
  constructor(
    readonly code: ErrorCode,
    status: number,
    message: string,
    readonly details?: string[],
  ) {
    const body: ErrorBody = { statusCode: status, code, message, ...(details?.length ? { details } : {}) };
    super(body, status);
  }

  static unauthenticated(message = 'Sign in to continue'): DomainException {
    return new DomainException('UNAUTHENTICATED', HttpStatus.UNAUTHORIZED, message);
  }

  static forbidden(message = 'You do not have permission to do this'): DomainException {
    return new DomainException('FORBIDDEN', HttpStatus.FORBIDDEN, message);
  }

  static notFound(message = 'Not found'): DomainException {
    return new DomainException('NOT_FOUND', HttpStatus.NOT_FOUND, message);
  }

  static validation(details: string[], message = 'The request is not valid'): DomainException {
    return new DomainException('VALIDATION_FAILED', HttpStatus.BAD_REQUEST, message, details);
  }
}
