import { ApiError } from '@irrigo/api-client';
import { describeCompletionFailure, describeRequestFailure, describeVerifyFailure } from './reset-failure.js';

const apiError = (status: number, body: unknown) => new ApiError(status, 'Error', typeof body === 'string' ? body : JSON.stringify(body));

describe('describeCompletionFailure', () => {
  it('lists the §5 rules a weak password misses, from what was typed', () => {
    const failure = describeCompletionFailure(apiError(400, { statusCode: 400, code: 'PASSWORD_TOO_WEAK', message: 'Weak', details: ['x'] }), 'sprinkler');
    expect(failure.message).toEqual({ key: 'passwordReset.errors.PASSWORD_TOO_WEAK' });
    expect(failure.details).toEqual([
      { key: 'passwordReset.complete.rules.uppercase', values: { min: 8 } },
      { key: 'passwordReset.complete.rules.number', values: { min: 8 } },
      { key: 'passwordReset.complete.rules.special', values: { min: 8 } },
    ]);
  });

  it('keeps the wait of a rate limit', () => {
    const body = JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' });
    const limited = new ApiError(429, 'Too Many Requests', body, { retryAfterSeconds: 120 });
    expect(describeCompletionFailure(limited, 'x').message).toEqual({ key: 'passwordReset.errors.RATE_LIMITED', withWait: true, waitSeconds: 120 });
  });

  it('translates a gateway that cannot reach the service', () => {
    const failure = describeCompletionFailure(apiError(502, { statusCode: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'auth is down' }), 'x');
    expect(failure.message).toEqual({ key: 'apiErrors.UPSTREAM_UNAVAILABLE' });
  });
});

describe('describeRequestFailure', () => {
  it('falls back to Failed to request password reset when an error is not an API answer', () => {
    expect(describeRequestFailure(new Error('boom'))).toEqual({ message: { key: 'passwordReset.request.failed' }, details: [] });
  });
});

describe('describeVerifyFailure', () => {
  it('says a refused token in words for the Verify step', () => {
    const refused = apiError(400, { statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'Invalid or expired reset token' });
    expect(describeVerifyFailure(refused)).toEqual({ message: { key: 'passwordReset.verify.invalid' }, details: [] });
  });

  it('says it could not check the token when the server cannot be reached', () => {
    expect(describeVerifyFailure(new TypeError('Failed to fetch'))).toEqual({
      message: { key: 'passwordReset.verify.failed' },
      details: [{ key: 'common:errors.network' }],
    });
  });
});
