import { ApiError } from '@irrigo/api-client';
import { completionFailure, requestFailure, verifyFailure } from './reset-errors.js';

const apiError = (status: number, body: unknown) => new ApiError(status, 'Error', typeof body === 'string' ? body : JSON.stringify(body));

describe('completionFailure', () => {
  it('lists the §5 rules a weak password misses, from what was typed', () => {
    const failure = completionFailure(apiError(400, { statusCode: 400, code: 'PASSWORD_TOO_WEAK', message: 'Weak', details: ['x'] }), 'sprinkler');
    expect(failure.message).toEqual({ key: 'auth:passwordReset.errors.PASSWORD_TOO_WEAK' });
    expect(failure.details).toEqual([
      { key: 'passwordReset.complete.rules.uppercase', values: { min: 8 } },
      { key: 'passwordReset.complete.rules.number', values: { min: 8 } },
      { key: 'passwordReset.complete.rules.special', values: { min: 8 } },
    ]);
  });

  it('keeps the wait of a rate limit', () => {
    const body = JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' });
    const limited = new ApiError(429, 'Too Many Requests', body, { retryAfterSeconds: 120 });
    expect(completionFailure(limited, 'x').message).toEqual({ key: 'auth:passwordReset.errors.RATE_LIMITED', withWait: true, waitSeconds: 120 });
  });

  it('says Failed to reset password, then that the service is down, for a gateway that cannot reach it', () => {
    const failure = completionFailure(apiError(502, { statusCode: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'auth is down' }), 'x');
    expect(failure).toEqual({ message: { key: 'auth:passwordReset.complete.failed' }, details: [{ key: 'auth:apiErrors.UPSTREAM_UNAVAILABLE' }] });
  });

  it("never passes on the server's sentence or its details", () => {
    const failure = completionFailure(
      apiError(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Password reset failed', details: ['resetToken must be a string'] }),
      'x',
    );
    expect(failure).toEqual({ message: { key: 'auth:passwordReset.complete.failed' }, details: [{ key: 'auth:apiErrors.VALIDATION_FAILED' }] });
  });
});

describe('requestFailure', () => {
  it('falls back to Failed to request password reset when an error is not an API answer', () => {
    expect(requestFailure(new Error('boom'))).toEqual({ message: { key: 'auth:passwordReset.request.failed' }, details: [] });
  });
});

describe('verifyFailure', () => {
  it('says a refused token in words for the Verify step', () => {
    const refused = apiError(400, { statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'Invalid or expired reset token' });
    expect(verifyFailure(refused)).toEqual({ message: { key: 'auth:passwordReset.verify.invalid' }, details: [] });
  });

  it('says it could not check the token when the server cannot be reached', () => {
    expect(verifyFailure(new TypeError('Failed to fetch'))).toEqual({
      message: { key: 'auth:passwordReset.verify.failed' },
      details: [{ key: 'auth:apiErrors.NETWORK' }],
    });
  });
});
