import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { PasswordHasher } from '../src/accounts/password-hasher.js';
import { ADMIN, auditRows, seedAccount, sessionCookieOf, sessionTokenOf, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

const INVALID = { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' };

describe('sign-in: POST /api/admin/login, POST /api/auth/technician/login', () => {
  let t: AuthTestApp;
  let adminToken: string;
  let technician: { id: string; email: string };
  const technicianPassword = 'regar-los-jardines';

  beforeAll(async () => {
    t = await startAuthTestApp();
    ({ token: adminToken } = await t.setUpAdmin());
    const roster = t.org.addTechnician({ firstName: 'Ana', lastName: 'Núñez', email: 'ana.nunez@example.com' });
    technician = { id: roster.id, email: 'ana.nunez@example.com' };
    await request(t.server)
      .post('/api/email-auth/technician/set-password')
      .set(await t.asBrowser(adminToken))
      .send({ technicianId: roster.id, newPassword: technicianPassword, confirmPassword: technicianPassword })
      .expect(200);
    await seedAccount(t, { email: 'manager@example.com', password: 'manager-password', role: 'manager', fullName: 'Mario Manager' });
    await seedAccount(t, { email: 'supervisor@example.com', password: 'supervisor-password', role: 'supervisor' });
    await seedAccount(t, { email: 'gone@example.com', password: 'disabled-password', role: 'admin', disabled: true });
  });

  afterAll(async () => {
    await t?.close();
  });

  const adminLogin = async (body: object, claims: { https?: boolean } = {}, token: string | null = null) =>
    request(t.server)
      .post('/api/admin/login')
      .set(await t.asBrowser(token, claims))
      .send(body);
  const technicianLogin = async (body: object, claims: { https?: boolean } = {}) =>
    request(t.server)
      .post('/api/auth/technician/login')
      .set(await t.asBrowser(null, claims))
      .send(body);

  describe('admin login', () => {
    it('signs an admin in with any case of the e-mail and answers with the organization name', async () => {
      const response = await adminLogin({ email: '  marta@EXAMPLE.com ', password: ADMIN.password });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: expect.any(String),
        email: ADMIN.email,
        fullName: ADMIN.fullName,
        role: 'admin',
        organizationName: ADMIN.organizationName,
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const user = await t.resolve(sessionTokenOf(response));
      expect(user).toMatchObject({ id: response.body.id, role: 'admin' });
    });

    it('signs managers and supervisors in too', async () => {
      const manager = await adminLogin({ email: 'manager@example.com', password: 'manager-password' });
      expect(manager.status).toBe(200);
      expect(manager.body).toMatchObject({ role: 'manager', fullName: 'Mario Manager' });
      const supervisor = await adminLogin({ email: 'supervisor@example.com', password: 'supervisor-password' });
      expect(supervisor.status).toBe(200);
      expect(supervisor.body.role).toBe('supervisor');
    });

    it('gives a new session at every sign-in and ends the one the browser had', async () => {
      const first = sessionTokenOf(await adminLogin({ email: ADMIN.email, password: ADMIN.password }));
      const firstUser = await t.resolve(first);
      const second = sessionTokenOf(await adminLogin({ email: ADMIN.email, password: ADMIN.password }, {}, first));
      expect(second).not.toBe(first);
      const secondUser = await t.resolve(second);
      expect(secondUser?.sessionId).not.toBe(firstUser?.sessionId);
      expect(await t.resolve(first)).toBeNull();
    });

    it('answers the same 401 for a wrong password, an unknown e-mail, a technician and a disabled account', async () => {
      const attempts = [
        { email: ADMIN.email, password: 'wrong password' },
        { email: 'nobody@example.com', password: ADMIN.password },
        { email: technician.email, password: technicianPassword },
        { email: 'gone@example.com', password: 'disabled-password' },
      ];
      for (const attempt of attempts) {
        const response = await adminLogin(attempt);
        expect(response.status).toBe(401);
        expect(response.body).toEqual(INVALID);
        expect(sessionCookieOf(response)).toBeUndefined();
      }
    });

    it('takes about as long for an unknown e-mail as for a wrong password', async () => {
      // The cost of a sign-in is one argon2id verification; an unknown e-mail pays for it against the decoy hash
      // (PasswordHasher.verify with no hash), so it cannot be told apart by how fast it answers. Counted, not timed.
      const verify = jest.spyOn(t.app.get(PasswordHasher), 'verify');
      try {
        expect((await adminLogin({ email: ADMIN.email, password: 'wrong password' })).status).toBe(401);
        expect(verify).toHaveBeenCalledTimes(1);
        expect(verify.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$/);

        verify.mockClear();
        expect((await adminLogin({ email: 'nobody@example.com', password: 'wrong password' })).status).toBe(401);
        expect(verify).toHaveBeenCalledTimes(1);
        expect(verify.mock.calls[0]?.[0]).toBeFalsy();
      } finally {
        verify.mockRestore();
      }
    });

    it('sets the cookie HttpOnly and SameSite=Lax, Secure only over HTTPS', async () => {
      const plain = sessionCookieOf(await adminLogin({ email: ADMIN.email, password: ADMIN.password }, { https: false })) ?? '';
      expect(plain).toMatch(/HttpOnly/);
      expect(plain).toMatch(/SameSite=Lax/);
      expect(plain).not.toMatch(/Secure/);
      const secure = sessionCookieOf(await adminLogin({ email: ADMIN.email, password: ADMIN.password }, { https: true })) ?? '';
      expect(secure).toMatch(/; Secure/);
    });

    it('rejects a bad body with the broken rules listed', async () => {
      const response = await adminLogin({ email: '', password: 'x'.repeat(300), remember: true });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(
        expect.arrayContaining(['property remember should not exist', 'email should not be empty', 'password must be at most 256 characters']),
      );
    });

    it('takes the credentials from the checked body only: in the query string they are a bad body, not a sign-in', async () => {
      const response = await request(t.server)
        .post('/api/admin/login')
        .query({ email: ADMIN.email, password: ADMIN.password })
        .set(await t.asBrowser(null))
        .send({});
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.body.details).toEqual(expect.arrayContaining(['email should not be empty', 'password must be a string']));
      expect(sessionCookieOf(response)).toBeUndefined();
    });

    it('refuses a direct call without the gateway assertion', async () => {
      const response = await request(t.server).post('/api/admin/login').send({ email: ADMIN.email, password: ADMIN.password });
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
      expect(sessionCookieOf(response)).toBeUndefined();
    });

    it('answers 503 and starts no session when services/org cannot name the organization', async () => {
      const before = (await t.dataSource.query('SELECT count(*)::int AS n FROM auth.sessions')) as [{ n: number }];
      const organization = t.org.organization;
      t.org.organization = null;
      try {
        const orgDown = await adminLogin({ email: ADMIN.email, password: ADMIN.password });
        expect(orgDown.status).toBe(503);
        expect(orgDown.body.code).toBe('UPSTREAM_UNAVAILABLE');
        expect(sessionCookieOf(orgDown)).toBeUndefined();
      } finally {
        t.org.organization = organization;
      }
      const after = (await t.dataSource.query('SELECT count(*)::int AS n FROM auth.sessions')) as [{ n: number }];
      expect(after[0].n).toBe(before[0].n);
    });
  });

  describe('technician login', () => {
    it('signs a technician in and answers with the roster id and names', async () => {
      const response = await technicianLogin({ email: 'ANA.NUNEZ@example.com', password: technicianPassword });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        technician: { id: technician.id, email: technician.email, firstName: 'Ana', lastName: 'Núñez', role: 'technician' },
      });
      const user = await t.resolve(sessionTokenOf(response));
      expect(user).toMatchObject({ role: 'technician', technicianId: technician.id, locationId: t.org.location?.id });
      expect(sessionCookieOf(response)).toMatch(/HttpOnly/);
    });

    it('answers the same 401 for a wrong password, an unknown e-mail and an office account', async () => {
      for (const attempt of [
        { email: technician.email, password: 'wrong password' },
        { email: 'nobody@example.com', password: technicianPassword },
        { email: ADMIN.email, password: ADMIN.password },
      ]) {
        const response = await technicianLogin(attempt);
        expect(response.status).toBe(401);
        expect(response.body).toEqual(INVALID);
      }
    });

    it('sets a Secure cookie over HTTPS', async () => {
      const response = await technicianLogin({ email: technician.email, password: technicianPassword }, { https: true });
      expect(sessionCookieOf(response)).toMatch(/; Secure/);
    });

    it('rejects a bad body and a direct call', async () => {
      const bad = await technicianLogin({ email: technician.email });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual(expect.arrayContaining(['password must be a string']));
      await request(t.server).post('/api/auth/technician/login').send({ email: technician.email, password: technicianPassword }).expect(401);
    });
  });

  describe('e-mail authentication page: POST /api/email-auth/admin/login, POST /api/email-auth/technician/login', () => {
    const emailLogin = async (who: 'admin' | 'technician', body: object, claims: { https?: boolean } = {}) =>
      request(t.server)
        .post(`/api/email-auth/${who}/login`)
        .set(await t.asBrowser(null, claims))
        .send(body);

    it('signs an office user in and answers with the name the page greets', async () => {
      const response = await emailLogin('admin', { email: 'MANAGER@example.com', password: 'manager-password' }, { https: true });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: expect.any(String), email: 'manager@example.com', name: 'Mario Manager', role: 'manager' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(sessionCookieOf(response)).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
      expect(await t.resolve(sessionTokenOf(response))).toMatchObject({ id: response.body.id, role: 'manager' });
    });

    it('signs a technician in with the same answer as the technician login', async () => {
      const response = await emailLogin('technician', { email: technician.email, password: technicianPassword });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ technician: { id: technician.id, email: technician.email, firstName: 'Ana', lastName: 'Núñez', role: 'technician' } });
      expect(await t.resolve(sessionTokenOf(response))).toMatchObject({ role: 'technician' });
    });

    it('answers the one 401 for wrong credentials and for the other kind of account', async () => {
      for (const [who, body] of [
        ['admin', { email: ADMIN.email, password: 'wrong password' }],
        ['admin', { email: technician.email, password: technicianPassword }],
        ['technician', { email: ADMIN.email, password: ADMIN.password }],
        ['technician', { email: 'nobody@example.com', password: technicianPassword }],
      ] as const) {
        const response = await emailLogin(who, body);
        expect(response.status).toBe(401);
        expect(response.body).toEqual(INVALID);
        expect(sessionCookieOf(response)).toBeUndefined();
      }
    });

    it('rejects a bad body with details, and direct calls', async () => {
      for (const who of ['admin', 'technician'] as const) {
        const bad = await emailLogin(who, { email: '', role: 'admin' });
        expect(bad.status).toBe(400);
        expect(bad.body.details).toEqual(expect.arrayContaining(['property role should not exist', 'email should not be empty', 'password must be a string']));
        await request(t.server).post(`/api/email-auth/${who}/login`).send({ email: ADMIN.email, password: ADMIN.password }).expect(401);
      }
    });
  });

  describe('audit', () => {
    it('records sign-ins, and failed ones with the e-mail typed but no account when it is unknown', async () => {
      await adminLogin({ email: 'stranger@example.com', password: 'whatever it is' });
      await adminLogin({ email: ADMIN.email, password: 'not the password' });
      const failed = await auditRows(t, 'sign-in-failed');
      expect(failed.at(-2)).toMatchObject({
        account_id: null,
        email: 'stranger@example.com',
        ip: '127.0.0.1',
        user_agent: 'jest-browser/1.0',
        details: { portal: 'office', reason: 'unknown-account' },
      });
      expect(failed.at(-1)).toMatchObject({ account_id: expect.any(String), email: ADMIN.email, details: { portal: 'office', reason: 'wrong-password' } });
      expect(failed.find((row) => row.details['reason'] === 'wrong-portal')).toBeDefined();
      expect(failed.find((row) => row.details['reason'] === 'disabled')).toBeDefined();

      const signIns = await auditRows(t, 'sign-in');
      expect(signIns.some((row) => row.details['portal'] === 'technician')).toBe(true);
      expect(JSON.stringify(await t.dataSource.query('SELECT * FROM auth.audit_events'))).not.toMatch(/not the password|whatever it is|regar-los-jardines/);
    });
  });
});
