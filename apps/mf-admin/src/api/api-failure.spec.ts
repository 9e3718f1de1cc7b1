import { ApiError } from '@irrigo/api-client';
import { apiFailure } from './api-failure';

const answer = (status: number, code?: string) => new ApiError(status, 'status', code ? JSON.stringify({ statusCode: status, code, message: 'm' }) : '');

describe('apiFailure', () => {
  it('names a code the screen has words for', () => {
    expect(apiFailure(answer(409, 'TECHNICIAN_NOT_LINKED'), ['TECHNICIAN_NOT_LINKED'])).toBe('TECHNICIAN_NOT_LINKED');
  });

  it('falls back to what the status means when the code is not one of the screen’s', () => {
    const cases: [number, string][] = [
      [400, 'VALIDATION_FAILED'],
      [401, 'signedOut'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [409, 'CONFLICT'],
      [502, 'unavailable'],
      [503, 'unavailable'],
      [418, 'unknown'],
    ];
    for (const [status, failure] of cases) expect(apiFailure(answer(status, 'SOMETHING_ELSE'), ['TECHNICIAN_NOT_LINKED'])).toBe(failure);
  });

  it('tells a network failure from anything else thrown', () => {
    expect(apiFailure(new TypeError('Failed to fetch'), [])).toBe('network');
    expect(apiFailure(new Error('boom'), [])).toBe('unknown');
  });
});
