import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

const NUL = '\u0000';

/** Every public form of the service, each with a NUL hidden in one field of an otherwise well-formed body. */
const PUBLIC_FORMS: Array<{ path: string; field: string; body: Record<string, string> }> = [
  { path: '/api/admin/setup', field: 'fullName', body: { ...ADMIN, fullName: `Marta${NUL}` } },
  { path: '/api/admin/login', field: 'email', body: { email: `marta@example.com${NUL}`, password: 'correct horse battery' } },
  { path: '/api/email-auth/admin/login', field: 'password', body: { email: 'marta@example.com', password: `correct${NUL}horse` } },
  { path: '/api/auth/technician/login', field: 'email', body: { email: `${NUL}tech@example.com`, password: 'correct horse battery' } },
  { path: '/api/email-auth/technician/login', field: 'password', body: { email: 'tech@example.com', password: NUL } },
  { path: '/api/auth/sign-in', field: 'email', body: { email: `ana@example.com${NUL}`, password: 'correct horse battery' } },
  { path: '/api/auth/sign-up', field: 'fullName', body: { fullName: `Ana${NUL}`, email: 'ana@example.com', password: 'correct horse battery' } },
  { path: '/api/auth/sign-up/confirm', field: 'code', body: { email: 'ana@example.com', code: `123${NUL}456` } },
  { path: '/api/auth/activate', field: 'code', body: { email: 'tech@example.com', code: `ABC${NUL}`, newPassword: 'correct horse battery' } },
  { path: '/api/password-reset/request', field: 'email', body: { userType: 'admin', email: `marta@example.com${NUL}` } },
  { path: '/api/password-reset/verify', field: 'resetToken', body: { resetToken: `token${NUL}` } },
  { path: '/api/password-reset/complete', field: 'newPassword', body: { resetToken: 'token', newPassword: `pass${NUL}word-long`, userType: 'admin' } },
];

describe('hostile input on the public forms of services/auth', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await startAuthTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(PUBLIC_FORMS)('$path answers a NUL in $field with 400 VALIDATION_FAILED naming the field', async ({ path, field, body }) => {
    const response = await request(t.server)
      .post(path)
      .set(await t.asBrowser(null))
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid',
      details: [`${field} must not contain a NUL character (\\u0000)`],
    });
  });

  it('sets nothing up from a refused setup, and a clean one still works', async () => {
    const exists = await request(t.server)
      .get('/api/admin/exists')
      .set(await t.asBrowser(null))
      .expect(200);
    expect(exists.body).toEqual({ exists: false });
    await request(t.server)
      .post('/api/admin/setup')
      .set(await t.asBrowser(null))
      .send(ADMIN)
      .expect(201);
  });

  it('answers a sign-in body nested 20,000 deep with 400 BODY_TOO_DEEP', async () => {
    const deep = `{"email":"marta@example.com","password":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const response = await request(t.server)
      .post('/api/admin/login')
      .set(await t.asBrowser(null))
      .set('content-type', 'application/json')
      .send(deep);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BODY_TOO_DEEP');
  });
});
