import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { isErrorBody, type ErrorBody, type ErrorCode } from '@irrigo/contracts';
import type { Response } from 'express';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';

/** What a client is told to wait before trying again when the database is not answering. */
const DATABASE_RETRY_AFTER_S = 5;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'VALIDATION_FAILED',
  415: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  502: 'UPSTREAM_UNAVAILABLE',
  503: 'UPSTREAM_UNAVAILABLE',
  504: 'UPSTREAM_TIMEOUT',
};

/**
 * Turns every error into the one JSON shape of DESIGN.md. Unexpected errors are logged in full here and
 * leave as a plain 500: no stack traces, SQL or host names ever reach a caller.
 */
@Catch()
export class ErrorBodyFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_S));
      this.send(response, { statusCode: HttpStatus.SERVICE_UNAVAILABLE, code: 'UPSTREAM_UNAVAILABLE', message: 'The database is not available right now' });
      return;
    }
    const body = this.toErrorBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    this.send(response, body);
  }

  private send(response: Response, body: ErrorBody): void {
    response.status(body.statusCode).setHeader('Cache-Control', 'no-store').json(body);
  }

  private toErrorBody(exception: unknown): ErrorBody {
    if (!(exception instanceof HttpException)) {
      return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' };
    }
    const status = exception.getStatus();
    const payload = exception.getResponse();
    if (isErrorBody(payload)) return payload;
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED');
    const message = status >= 500 ? 'Something went wrong on our side' : exception.message;
    return { statusCode: status, code, message };
  }
}
