import { describe, expect, it } from '@jest/globals';
import { HcpError, readHcpErrorBody } from './hcp-error.js';

describe('readHcpErrorBody: the five error shapes of Housecall Pro', () => {
  it('reads {message}', () => {
    expect(readHcpErrorBody({ message: 'Unauthorized' }, 'x')).toEqual({ message: 'Unauthorized', details: [] });
  });

  it('reads {error: {message}}', () => {
    expect(readHcpErrorBody({ error: { message: 'Job not found' } }, 'x')).toEqual({ message: 'Job not found', details: [] });
  });

  it('reads {error: "…"}', () => {
    expect(readHcpErrorBody({ error: 'Internal Server Error' }, 'x')).toEqual({ message: 'Internal Server Error', details: [] });
  });

  it('reads {errors: {field: [...]}} (422) into a message and details', () => {
    expect(readHcpErrorBody({ errors: { first_name: ["can't be blank"], email: ['is invalid', 'is taken'] } }, 'x')).toEqual({
      message: "first_name can't be blank; email is invalid; email is taken",
      details: ["first_name can't be blank", 'email is invalid', 'email is taken'],
    });
  });

  it('reads {message, attr: [...]} (400), whether the list is called attr or after the attribute', () => {
    expect(readHcpErrorBody({ message: 'Invalid parameters', attr: ['page_size'] }, 'x')).toEqual({
      message: 'Invalid parameters (page_size)',
      details: ['page_size'],
    });
    expect(readHcpErrorBody({ message: 'Invalid parameter: page', page: ['must be a positive integer'] }, 'x')).toEqual({
      message: 'Invalid parameter: page (page must be a positive integer)',
      details: ['page must be a positive integer'],
    });
  });

  it('falls back to the status text for bodies that are not JSON or say nothing', () => {
    expect(readHcpErrorBody(undefined, 'Bad Gateway').message).toBe('Bad Gateway');
    expect(readHcpErrorBody('<html>oops</html>', 'Bad Gateway').message).toBe('<html>oops</html>');
    expect(readHcpErrorBody({}, 'Bad Gateway').message).toBe('Bad Gateway');
  });

  it('retries only what may change by asking again', () => {
    expect(new HcpError(429, 'slow down').retryable).toBe(true);
    expect(new HcpError(503, 'down').retryable).toBe(true);
    expect(new HcpError(0, 'reset', 'network').retryable).toBe(true);
    expect(new HcpError(401, 'Unauthorized').retryable).toBe(false);
    expect(new HcpError(404, 'missing').retryable).toBe(false);
    expect(new HcpError(0, 'too slow', 'timeout').retryable).toBe(false);
  });
});
