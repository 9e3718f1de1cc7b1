import { ApiError } from '@irrigo/api-client';
import { technicianLoginProblemOf, technicianLoginProblemText } from './technician-login-problem.js';

const apiError = (status: number, body: unknown = '') => new ApiError(status, 'status text', typeof body === 'string' ? body : JSON.stringify(body));

describe('technicianLoginProblemOf (spec §8 catalogue)', () => {
  it.each([
    ['a 401 answer', apiError(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }), 'wrongCredentials'],
    ['a 401 without a body', apiError(401), 'wrongCredentials'],
    ['a message saying Unauthorized', new Error('Unauthorized'), 'wrongCredentials'],
    ['a message saying Invalid', new Error('Invalid credentials'), 'wrongCredentials'],
    ['a message starting with 401', new Error('401: Unauthorized'), 'wrongCredentials'],
    ['a 404 answer', apiError(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }), 'userNotFound'],
    ['a message with 404', new Error('404: Not Found'), 'userNotFound'],
    ['TypeError: Failed to fetch', new TypeError('Failed to fetch'), 'noConnection'],
    ['Safari: Load failed… NetworkError', new TypeError('NetworkError when attempting to fetch resource.'), 'noConnection'],
    ['a 500 answer', apiError(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error' }), 'serverError'],
    ['a gateway 502 page', apiError(502, '<html>Bad Gateway</html>'), 'serverError'],
    ['a 503 service unavailable', apiError(503, { statusCode: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'down' }), 'serverError'],
    ['a message with 500', new Error('500: Internal Server Error'), 'serverError'],
    ['a 429 rate limit', apiError(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many' }), 'tooManyAttempts'],
    [
      'a 400 answer',
      apiError(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid input', details: ['email must be an email'] }),
      'unexpected',
    ],
    ['an unknown error', new Error('Something odd'), 'unexpected'],
    ['a thrown string', 'boom', 'unexpected'],
  ])('maps %s', (_case, error, problem) => {
    expect(technicianLoginProblemOf(error)).toBe(problem);
  });

  it('judges API answers by status, not by words in their body', () => {
    expect(technicianLoginProblemOf(apiError(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Invalid technician' }))).toBe('userNotFound');
  });
});

describe('technicianLoginProblemText', () => {
  it('gives the title and message keys of a problem', () => {
    expect(technicianLoginProblemText('wrongCredentials', { ipad: false })).toEqual({
      titleKey: 'techLogin.problems.wrongCredentials.title',
      messageKey: 'techLogin.problems.wrongCredentials.message',
    });
  });

  it('gives iPads their own No Connection advice, and only that problem', () => {
    expect(technicianLoginProblemText('noConnection', { ipad: true }).messageKey).toBe('techLogin.problems.noConnection.ipadMessage');
    expect(technicianLoginProblemText('noConnection', { ipad: false }).messageKey).toBe('techLogin.problems.noConnection.message');
    expect(technicianLoginProblemText('serverError', { ipad: true }).messageKey).toBe('techLogin.problems.serverError.message');
  });
});
