import { ApiError } from '@irrigo/api-client';
import { describeAdminLoginFailure } from './login-failure.js';

const apiError = (status: number, body: unknown = '') =>
  new ApiError(status, 'status text', typeof body === 'string' ? body : JSON.stringify(body));

describe('describeAdminLoginFailure', () => {
  it('translates the codes it knows', () => {
    expect(describeAdminLoginFailure(apiError(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }))).toEqual({
      key: 'apiErrors.INVALID_CREDENTIALS',
    });
    expect(describeAdminLoginFailure(apiError(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' }))).toEqual({
      key: 'apiErrors.RATE_LIMITED',
    });
  });

  it("shows the server's own message for other codes", () => {
    expect(describeAdminLoginFailure(apiError(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Not allowed here' }))).toEqual({
      text: 'Not allowed here',
    });
  });

  it('treats a proxy error page as the service being unavailable', () => {
    expect(describeAdminLoginFailure(apiError(502, '<html>Bad Gateway</html>'))).toEqual({ key: 'apiErrors.UPSTREAM_UNAVAILABLE' });
  });

  it('explains a request that never reached the server', () => {
    expect(describeAdminLoginFailure(new TypeError('Failed to fetch'))).toEqual({ key: 'common:errors.network' });
  });

  it('leaves Login failed alone when there is nothing more to say', () => {
    expect(describeAdminLoginFailure(apiError(400, 'Bad Request'))).toBeNull();
    expect(describeAdminLoginFailure(new Error('odd'))).toBeNull();
  });
});
