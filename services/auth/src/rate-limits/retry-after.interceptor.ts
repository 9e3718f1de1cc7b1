import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, type Observable } from 'rxjs';
import { RateLimitedException } from './rate-limited.exception.js';

/** Adds Retry-After (seconds) to every 429 a limiter raised; the error body itself is nest-kit's. */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof RateLimitedException) {
          context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }),
    );
  }
}
