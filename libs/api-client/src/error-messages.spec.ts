/** @jest-environment node */
import { ERROR_CODES } from '@irrigo/contracts';
import {
  ApiError,
  FAILURE_REASONS,
  RequestTimeoutError,
  defineErrorMessages,
  errorMessageKeys,
  failureReasonOf,
  waitMinutes,
  type ErrorMessageTable,
  type FailureReason,
} from './index.js';

const answer = (status: number, body: unknown = '', retryAfterSeconds?: number) =>
  new ApiError(status, 'status text', typeof body === 'string' ? body : JSON.stringify(body), { retryAfterSeconds });
const coded = (status: number, code: string, message = 'An English sentence from the server') => answer(status, { statusCode: status, code, message });

const table = Object.fromEntries(FAILURE_REASONS.map((reason) => [reason, `errors.${reason}`])) as Record<FailureReason, string>;
const errorMessage = defineErrorMessages(table as ErrorMessageTable);

describe('failureReasonOf', () => {
  it('takes the stable code of a service answer, whatever its status', () => {
    for (const code of ERROR_CODES) expect(failureReasonOf(coded(400, code))).toBe(code);
    expect(failureReasonOf(coded(503, 'AUTH_UNAVAILABLE'))).toBe('AUTH_UNAVAILABLE');
  });

  it.each([
    [400, 'VALIDATION_FAILED'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL_ERROR'],
    [502, 'UPSTREAM_UNAVAILABLE'],
    [503, 'UPSTREAM_UNAVAILABLE'],
    [504, 'UPSTREAM_TIMEOUT'],
    [418, 'UNKNOWN'],
  ])('reads a %i without a code of ours (a proxy page) by its status', (status, reason) => {
    expect(failureReasonOf(answer(status, '<html>Bad Gateway</html>'))).toBe(reason);
    expect(failureReasonOf(coded(status, 'A_CODE_FROM_THE_FUTURE'))).toBe(reason);
  });

  it('tells a call that never reached a server from one that ran out of time', () => {
    expect(failureReasonOf(new TypeError('Failed to fetch'))).toBe('NETWORK');
    expect(failureReasonOf(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('NETWORK');
    expect(failureReasonOf(new Error('Load failed'))).toBe('NETWORK');
    expect(failureReasonOf(new RequestTimeoutError('/api/health', 5000))).toBe('TIMEOUT');
    expect(failureReasonOf(new DOMException('signal timed out', 'TimeoutError'))).toBe('TIMEOUT');
  });

  it("reads the spec's generic '<status>: <text>' form by its status", () => {
    expect(failureReasonOf(new Error('401: Unauthorized'))).toBe('UNAUTHENTICATED');
    expect(failureReasonOf(new Error('502: {"statusCode":502}'))).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('calls anything else unknown', () => {
    expect(failureReasonOf(new Error('boom'))).toBe('UNKNOWN');
    expect(failureReasonOf('boom')).toBe('UNKNOWN');
    expect(failureReasonOf(undefined)).toBe('UNKNOWN');
  });
});

describe('a remote table', () => {
  it("gives the remote's key, never the server's sentence", () => {
    const message = errorMessage(coded(403, 'FORBIDDEN', 'Not allowed here'));
    expect(message).toEqual({ reason: 'FORBIDDEN', key: 'errors.FORBIDDEN', status: 403, retryAfterSeconds: undefined });
    expect(JSON.stringify(message)).not.toContain('Not allowed here');
  });

  it('says the service is unavailable, not signed out, when auth cannot be asked', () => {
    expect(errorMessage(coded(503, 'AUTH_UNAVAILABLE')).key).toBe('errors.AUTH_UNAVAILABLE');
  });

  it('keeps the wait of a rate limit', () => {
    const message = errorMessage(answer(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' }, 120));
    expect(message).toMatchObject({ key: 'errors.RATE_LIMITED', retryAfterSeconds: 120 });
    expect(waitMinutes(message.retryAfterSeconds)).toBe(2);
    expect(waitMinutes(30)).toBe(1);
    expect(waitMinutes(undefined)).toBeUndefined();
  });

  it("lets a screen say its own words for the reasons the spec names, and the remote's for the rest", () => {
    const overrides = { UNAUTHENTICATED: 'login.wrongCredentials', NETWORK: 'login.noConnection' };
    expect(errorMessage(answer(401), overrides).key).toBe('login.wrongCredentials');
    expect(errorMessage(new TypeError('Failed to fetch'), overrides).key).toBe('login.noConnection');
    expect(errorMessage(answer(500), overrides).key).toBe('errors.INTERNAL_ERROR');
  });

  it('lists every key a remote can show, overrides included', () => {
    const keys = errorMessageKeys(table, { NETWORK: 'login.noConnection' });
    expect(keys).toContain('errors.AUTH_UNAVAILABLE');
    expect(keys).toContain('login.noConnection');
    expect(keys).toHaveLength(FAILURE_REASONS.length + 1);
  });
});
