import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { HEADERS } from '@irrigo/contracts';
import { importServiceSigningKey, type ServiceName } from '@irrigo/nest-kit';
import { SignJWT } from 'jose';
import { ADMIN, auditRows, seedAccount, sessionCookieOf, sessionTokenOf, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';
import { signUpAndConfirm } from './support/sign-up.js';

describe('sessions: GET /api/auth/user, POST /api/auth/logout, POST /internal/sessions/resolve', () => {
  let t: AuthTestApp;
  let adminId: string;

  beforeAll(async () => {
    t = await startAuthTestApp();
    ({ id: adminId } = await t.setUpAdmin());
  });

  afterAll(async () => {
    await t?.close();
  });

  const signIn = async (email = ADMIN.email, password = ADMIN.password) =>
    sessionTokenOf(
      await request(t.server)
        .post('/api/admin/login')
        .set(await t.asBrowser(null))
        .send({ email, password })
        .expect(200),
    );
  const sessionRow = async (token: string) => {
    const user = await t.resolve(token);
    if (!user) throw new Error('session does not resolve');
    return user.sessionId;
  };

  describe('GET /api/auth/user', () => {
    it('answers the signed-in user as the account is now', async () => {
      const token = await signIn();
      const response = await request(t.server)
        .get('/api/auth/user')
        .set(await t.asBrowser(token));
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        id: adminId,
        email: ADMIN.email,
        name: ADMIN.fullName,
        role: 'admin',
        locationId: t.org.location?.id,
        organizationId: t.org.organization?.id,
        technicianId: null,
        mustChangePassword: false,
      });
      expect(response.body).not.toHaveProperty('passwordHash');
    });

    it('requires a signed-in user', async () => {
      const response = await request(t.server)
        .get('/api/auth/user')
        .set(await t.asBrowser(null));
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    });

    it('refuses an account without a role yet: 401 ROLE_REQUIRED', async () => {
      const { token } = await signUpAndConfirm(t, { fullName: 'Sin Rol', email: 'user.sin.rol@example.com', password: 'Aspersor-Azul-2033' });
      const response = await request(t.server)
        .get('/api/auth/user')
        .set(await t.asBrowser(token));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'ROLE_REQUIRED', message: 'Choose your role to continue' });
    });

    it('refuses a direct call, whatever identity headers a client invents', async () => {
      await request(t.server).get('/api/auth/user').expect(401);
      await request(t.server)
        .get('/api/auth/user')
        .set('x-admin-user', JSON.stringify({ id: adminId, email: ADMIN.email, role: 'admin' }))
        .expect(401);
    });

    it('answers 401 when the account behind a still-valid assertion has been disabled', async () => {
      const id = await seedAccount(t, { email: 'leaving@example.com', password: 'leaving-password', role: 'supervisor' });
      const token = await signIn('leaving@example.com', 'leaving-password');
      const headers = await t.asBrowser(token);
      await t.dataSource.query('UPDATE auth.accounts SET disabled_at = now() WHERE id = $1', [id]);
      await request(t.server).get('/api/auth/user').set(headers).expect(401);
      expect(await t.resolve(token)).toBeNull();
    });
  });

  describe('POST /api/auth/logout', () => {
    it('ends the session server-side and clears the cookie', async () => {
      const token = await signIn();
      const response = await request(t.server)
        .post('/api/auth/logout')
        .set(await t.asBrowser(token, { https: true }));
      expect(response.status).toBe(204);
      const cleared = sessionCookieOf(response) ?? '';
      expect(cleared).toMatch(/^irrigo_session=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cleared).toMatch(/HttpOnly/);
      expect(cleared).toMatch(/SameSite=Lax/);
      expect(cleared).toMatch(/Secure/);
      expect(await t.resolve(token)).toBeNull();
      expect((await auditRows(t, 'sign-out')).at(-1)).toMatchObject({ account_id: adminId, email: ADMIN.email, organization_id: t.org.organization?.id });
    });

    it("leaves the user's other sessions alone", async () => {
      const kept = await signIn();
      const ended = await signIn();
      await request(t.server)
        .post('/api/auth/logout')
        .set(await t.asBrowser(ended))
        .expect(204);
      expect(await t.resolve(kept)).not.toBeNull();
    });

    it('works signed out too, clearing a stale cookie', async () => {
      const signOuts = (await auditRows(t, 'sign-out')).length;
      const response = await request(t.server)
        .post('/api/auth/logout')
        .set(await t.asBrowser(null));
      expect(await auditRows(t, 'sign-out')).toHaveLength(signOuts);
      expect(response.status).toBe(204);
      expect(sessionCookieOf(response)).toMatch(/^irrigo_session=;/);
    });

    it('refuses a direct call', async () => {
      await request(t.server).post('/api/auth/logout').expect(401);
    });
  });

  describe('POST /internal/sessions/resolve', () => {
    const resolveAs = async (caller: ServiceName, body: object) =>
      request(t.server)
        .post('/internal/sessions/resolve')
        .set(await t.identity.serviceHeaders(caller, 'auth'))
        .send(body);

    it('answers the VerifiedUser of a live session', async () => {
      const token = await signIn();
      const response = await resolveAs('gateway', { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        user: {
          id: adminId,
          email: ADMIN.email,
          name: ADMIN.fullName,
          role: 'admin',
          organizationId: t.org.organization?.id,
          locationId: t.org.location?.id,
          technicianId: null,
          sessionId: expect.any(String),
        },
      });
    });

    it('answers an account without a role yet with role null, and null once it is disabled', async () => {
      const { token, user } = await signUpAndConfirm(t, { fullName: 'Recién Llegada', email: 'recien@example.com', password: 'Goteo-Naranja-2034' });
      const response = await resolveAs('gateway', { token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        user: {
          id: user.id,
          email: 'recien@example.com',
          name: 'Recién Llegada',
          role: null,
          organizationId: null,
          locationId: null,
          technicianId: null,
          sessionId: expect.any(String),
        },
      });
      await t.dataSource.query('UPDATE auth.accounts SET disabled_at = now() WHERE id = $1', [user.id]);
      expect((await resolveAs('gateway', { token })).body).toEqual({ user: null });
    });

    it('answers null for an unknown or malformed token', async () => {
      expect((await resolveAs('gateway', { token: 'A'.repeat(43) })).body).toEqual({ user: null });
      expect((await resolveAs('gateway', { token: "' OR 1=1 --" })).body).toEqual({ user: null });
      expect((await resolveAs('gateway', { token: '' })).body).toEqual({ user: null });
    });

    it('answers null once the session is past its idle or its absolute limit', async () => {
      const idle = await signIn();
      const idleId = await sessionRow(idle);
      await t.dataSource.query(`UPDATE auth.sessions SET idle_expires_at = now() - interval '1 second' WHERE id = $1`, [idleId]);
      expect(await t.resolve(idle)).toBeNull();

      const old = await signIn();
      const oldId = await sessionRow(old);
      await t.dataSource.query(`UPDATE auth.sessions SET absolute_expires_at = now() - interval '1 second' WHERE id = $1`, [oldId]);
      expect(await t.resolve(old)).toBeNull();
    });

    it('slides the idle limit when the session is used, at most once a minute, never past the absolute limit', async () => {
      const token = await signIn();
      const id = await sessionRow(token);
      const read = async () =>
        (
          (await t.dataSource.query('SELECT last_seen_at, idle_expires_at, absolute_expires_at FROM auth.sessions WHERE id = $1', [id])) as [
            { last_seen_at: Date; idle_expires_at: Date; absolute_expires_at: Date },
          ]
        )[0];

      const fresh = await read();
      await t.resolve(token);
      expect((await read()).last_seen_at).toEqual(fresh.last_seen_at);

      await t.dataSource.query(
        `UPDATE auth.sessions SET last_seen_at = now() - interval '2 hours', idle_expires_at = now() + interval '1 hour' WHERE id = $1`,
        [id],
      );
      const usedAt = new Date();
      await t.resolve(token);
      const slid = await read();
      // Seen at the use (not two hours ago), and the idle limit is a whole idle lifetime from there, as at sign-in.
      expect(slid.last_seen_at.getTime()).toBeGreaterThanOrEqual(usedAt.getTime());
      expect(slid.idle_expires_at.getTime() - slid.last_seen_at.getTime()).toBe(fresh.idle_expires_at.getTime() - fresh.last_seen_at.getTime());

      await t.dataSource.query(
        `UPDATE auth.sessions SET last_seen_at = now() - interval '2 hours', absolute_expires_at = now() + interval '30 minutes' WHERE id = $1`,
        [id],
      );
      await t.resolve(token);
      const capped = await read();
      expect(capped.idle_expires_at.getTime()).toBe(capped.absolute_expires_at.getTime());
    });

    it('is for the gateway only', async () => {
      const token = await signIn();
      const fromOrg = await resolveAs('org', { token });
      expect(fromOrg.status).toBe(403);
      expect(fromOrg.body.code).toBe('FORBIDDEN');
    });

    it('refuses with 401 a token signed with org’s own key that claims to come from the gateway', async () => {
      const token = await signIn();
      const orgKey = await importServiceSigningKey(t.identity.servicePrivateJwk('org'));
      for (const kid of ['gateway', 'org']) {
        const forged = await new SignJWT({})
          .setProtectedHeader({ alg: 'EdDSA', kid })
          .setIssuer('svc:gateway')
          .setAudience('svc:auth')
          .setIssuedAt()
          .setExpirationTime('60s')
          .sign(orgKey);
        const response = await request(t.server).post('/internal/sessions/resolve').set(HEADERS.service, forged).send({ token });
        expect(response.status).toBe(401);
        expect(response.body.code).toBe('UNAUTHENTICATED');
      }
    });

    it('refuses a caller without a service token, even with a gateway assertion', async () => {
      const token = await signIn();
      await request(t.server).post('/internal/sessions/resolve').send({ token }).expect(401);
      await request(t.server)
        .post('/internal/sessions/resolve')
        .set(await t.identity.gatewayHeaders({ role: 'admin' }))
        .send({ token })
        .expect(401);
      await request(t.server)
        .post('/internal/sessions/resolve')
        .set(await t.identity.serviceHeaders('gateway', 'org'))
        .send({ token })
        .expect(401);
    });

    it('rejects a bad body with details', async () => {
      const response = await resolveAs('gateway', { token: 42, cookie: 'x' });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(expect.arrayContaining(['property cookie should not exist', 'token must be a string']));
    });
  });
});
