import { HttpStatus } from '@nestjs/common';
import { DomainException } from '@irrigo/nest-kit';

/** 429 RATE_LIMITED; the Retry-After header is added on the way out (RetryAfterInterceptor). */
export class RateLimitedException extends DomainException {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', HttpStatus.TOO_MANY_REQUESTS, `Too many attempts. Try again in ${waitInWords(retryAfterSeconds)}.`);
  }
}

function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
