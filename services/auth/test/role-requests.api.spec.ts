import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Technician } from '@irrigo/contracts';
import request from 'supertest';
import { ADMIN, auditRows, seedAccount, sessionCookieOf, sessionTokenOf, signIn, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';
import { cookieOnly, signUpAndConfirm } from './support/sign-up.js';

const ROLE = '/api/auth/role';
const REQUESTS = '/api/auth/role-requests';
const PASSWORD = 'Aspersor-Rotor-2032';

describe('role selection and role requests: GET/POST /api/auth/role, /api/auth/role-requests', () => {
  let t: AuthTestApp;
  let adminToken: string;
  let managerToken: string;
  let roster: Technician;
  let count = 0;

  const newAccount = (name = 'Persona Nueva', email = `persona${(count += 1)}@example.com`) =>
    signUpAndConfirm(t, { fullName: name, email, password: PASSWORD });
  const choose = async (token: string | null, role: string) =>
    request(t.server)
      .post(ROLE)
      .set(await t.asBrowser(token))
      .send({ role });
  const asAdmin = async (token = adminToken) => t.asBrowser(token);

  beforeAll(async () => {
    t = await startAuthTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('before the one-time setup, refuses an administrator request and points to /admin-setup', async () => {
    const { token } = await newAccount();
    const refused = await choose(token, 'admin');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'ADMIN_NOT_SET_UP',
      message: 'No administrator has been set up yet. Set up the organization at /admin-setup.',
    });
    expect(
      (
        await request(t.server)
          .get(ROLE)
          .set(await t.asBrowser(token))
      ).body.user,
    ).toMatchObject({ setupComplete: false, requestedRole: null });

    ({ token: adminToken } = await t.setUpAdmin());
    await seedAccount(t, { email: 'gerente@example.com', password: 'Gerente-Segura-1', role: 'manager' });
    managerToken = await signIn(t, 'gerente@example.com', 'Gerente-Segura-1');
    roster = t.org.addTechnician({ firstName: 'María', lastName: 'González', email: 'maria.gonzalez@example.com' });
  });

  it('links a technician whose verified e-mail is on the roster, with a new session and the technician login', async () => {
    const { token } = await newAccount('Maria G', 'Maria.Gonzalez@example.com');
    const linked = await choose(token, 'technician');
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({
      outcome: 'linked',
      user: { id: expect.any(String), email: 'Maria.Gonzalez@example.com', name: 'Maria G', role: 'technician', setupComplete: true, requestedRole: null },
    });
    const renewed = sessionTokenOf(linked);
    expect(renewed).not.toBe(token);
    expect(await t.resolve(token)).toBeNull();
    expect(await t.resolve(renewed)).toMatchObject({
      role: 'technician',
      technicianId: roster.id,
      locationId: roster.locationId,
      organizationId: t.org.organization?.id,
    });
    const technicianLogin = await request(t.server)
      .post('/api/auth/technician/login')
      .set(await t.asBrowser(null))
      .send({ email: 'maria.gonzalez@example.com', password: PASSWORD });
    expect(technicianLogin.body).toEqual({
      technician: { id: roster.id, email: 'Maria.Gonzalez@example.com', firstName: 'María', lastName: 'González', role: 'technician' },
    });

    // Only while setupComplete is false.
    const again = await choose(renewed, 'admin');
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('FORBIDDEN');
    expect((await auditRows(t, 'role-changed')).at(-1)).toMatchObject({ details: { role: 'technician', via: 'roster-email' } });
  });

  it('turns a technician choice without a roster match into a request an admin approves by linking a technician', async () => {
    const { token, user } = await newAccount('Pedro Campo');
    const requested = await choose(token, 'technician');
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ outcome: 'requested', user: { ...user, setupComplete: true, requestedRole: 'technician' } });
    // Still signed in, still without a role: the same session, which role selection shows as waiting.
    expect(sessionCookieOf(requested)).toBeUndefined();
    expect(await t.resolve(token)).toMatchObject({ id: user.id, role: null });
    expect(
      (
        await request(t.server)
          .get(ROLE)
          .set(await t.asBrowser(token))
      ).body.user,
    ).toMatchObject({ setupComplete: true, requestedRole: 'technician' });
    expect((await choose(token, 'technician')).status).toBe(403);

    const listed = await request(t.server)
      .get(REQUESTS)
      .set(await asAdmin());
    expect(listed.status).toBe(200);
    const pending = (listed.body.requests as { id: string; accountId: string }[]).find((entry) => entry.accountId === user.id);
    expect(pending).toEqual({
      id: expect.any(String),
      accountId: user.id,
      email: user.email,
      name: 'Pedro Campo',
      requestedRole: 'technician',
      status: 'pending',
      createdAt: expect.any(String),
    });
    const id = pending?.id ?? '';

    const missing = await request(t.server)
      .post(`${REQUESTS}/${id}/approve`)
      .set(await asAdmin())
      .send({});
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual(['technicianId is required to approve a technician']);
    expect(
      (
        await request(t.server)
          .post(`${REQUESTS}/${id}/approve`)
          .set(await asAdmin())
          .send({ technicianId: randomUUID() })
      ).body.code,
    ).toBe('TECHNICIAN_NOT_FOUND');
    // The roster technician María is already linked to an account.
    expect(
      (
        await request(t.server)
          .post(`${REQUESTS}/${id}/approve`)
          .set(await asAdmin())
          .send({ technicianId: roster.id })
      ).status,
    ).toBe(409);

    const pedro = t.org.addTechnician({ firstName: 'Pedro', lastName: 'Campo', email: null });
    const approved = await request(t.server)
      .post(`${REQUESTS}/${id}/approve`)
      .set(await asAdmin(managerToken))
      .send({ technicianId: pedro.id });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, status: 'approved', requestedRole: 'technician' });
    expect(await t.resolve(token)).toMatchObject({ role: 'technician', technicianId: pedro.id });
    // The role is the account's now: the same session that waited reaches the signed-in routes.
    expect(
      (
        await request(t.server)
          .get('/api/auth/user')
          .set(await t.asBrowser(token))
      ).body,
    ).toMatchObject({ id: user.id, role: 'technician' });
    expect(
      (
        await request(t.server)
          .post(`${REQUESTS}/${id}/decline`)
          .set(await asAdmin())
          .send({})
      ).status,
    ).toBe(404);
    expect((await auditRows(t, 'role-changed')).at(-1)).toMatchObject({
      account_id: user.id,
      actor_id: expect.any(String),
      details: { role: 'technician', via: 'approval' },
    });
  });

  it('keeps a requested administrator role off the account until an admin (not a manager) approves it', async () => {
    const { token, user } = await newAccount('Quiere Admin');
    expect((await choose(token, 'admin')).body).toMatchObject({ outcome: 'requested', user: { role: null, setupComplete: true, requestedRole: 'admin' } });
    const [row] = (await t.dataSource.query('SELECT role FROM auth.accounts WHERE id = $1', [user.id])) as [{ role: string | null }];
    expect(row.role).toBeNull();
    expect((await auditRows(t, 'role-requested')).at(-1)).toMatchObject({ account_id: user.id, details: { requestedRole: 'admin' } });

    const id = (
      (
        await request(t.server)
          .get(REQUESTS)
          .set(await asAdmin(managerToken))
      ).body.requests as { id: string; accountId: string }[]
    ).find((entry) => entry.accountId === user.id)?.id;
    const byManager = await request(t.server)
      .post(`${REQUESTS}/${id}/approve`)
      .set(await asAdmin(managerToken))
      .send({});
    expect(byManager.status).toBe(403);
    expect(
      (
        await request(t.server)
          .post(`${REQUESTS}/${id}/approve`)
          .set(await asAdmin())
          .send({})
      ).status,
    ).toBe(200);
    expect(await t.resolve(token)).toMatchObject({ role: 'admin', organizationId: t.org.organization?.id });
  });

  it('sends a declined account back to choosing its role', async () => {
    const { token, user } = await newAccount('Rechazado');
    await choose(token, 'admin');
    const id = (
      (
        await request(t.server)
          .get(REQUESTS)
          .set(await asAdmin())
      ).body.requests as { id: string; accountId: string }[]
    ).find((entry) => entry.accountId === user.id)?.id;
    const declined = await request(t.server)
      .post(`${REQUESTS}/${id}/decline`)
      .set(await asAdmin())
      .send({});
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', requestedRole: 'admin' });
    expect(
      (
        await request(t.server)
          .get(ROLE)
          .set(await t.asBrowser(token))
      ).body.user,
    ).toMatchObject({ role: null, setupComplete: false, requestedRole: null });
    expect((await auditRows(t, 'role-request-declined')).at(-1)).toMatchObject({ account_id: user.id });
    expect((await choose(token, 'technician')).body.outcome).toBe('requested');
  });

  it('needs a session (401), the right role for the admin side (403), and valid input (400); 404 for unknown requests', async () => {
    expect((await choose(null, 'technician')).status).toBe(401);
    expect((await choose('not-a-real-session-token-at-all-000000000000', 'technician')).status).toBe(401);
    expect(
      (
        await request(t.server)
          .get(ROLE)
          .set(await t.asBrowser(null))
      ).status,
    ).toBe(401);
    const { token } = await newAccount();
    // Who is signed in comes from the gateway's assertion only: the cookie by itself is nobody.
    expect(
      (
        await request(t.server)
          .get(ROLE)
          .set(await cookieOnly(t, token))
      ).status,
    ).toBe(401);
    expect(
      (
        await request(t.server)
          .post(ROLE)
          .set(await cookieOnly(t, token))
          .send({ role: 'technician' })
      ).status,
    ).toBe(401);
    const bad = await choose(token, 'owner');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(['role must be one of the following values: admin, technician']);

    expect(
      (
        await request(t.server)
          .get(REQUESTS)
          .set(await t.asBrowser(null))
      ).status,
    ).toBe(401);
    // A role-less account gets no further than role selection: the admin side refuses it for want of a role.
    const roleless = await request(t.server)
      .get(REQUESTS)
      .set(await t.asBrowser(token));
    expect(roleless.status).toBe(401);
    expect(roleless.body.code).toBe('ROLE_REQUIRED');
    expect(
      (
        await request(t.server)
          .post(`${REQUESTS}/${randomUUID()}/approve`)
          .set(await t.asBrowser(token))
          .send({})
      ).body.code,
    ).toBe('ROLE_REQUIRED');
    const technician = await t.identity.gatewayHeaders({ role: 'technician' });
    expect((await request(t.server).get(REQUESTS).set(technician)).status).toBe(403);
    expect(
      (
        await request(t.server)
          .post(`${REQUESTS}/${randomUUID()}/approve`)
          .set(await t.identity.gatewayHeaders({ role: 'supervisor' }))
          .send({})
      ).status,
    ).toBe(403);
    const malformed = await request(t.server)
      .post(`${REQUESTS}/not-an-id/approve`)
      .set(await asAdmin())
      .send({});
    expect(malformed.status).toBe(400);
    expect(malformed.body.details).toEqual(['id must be a role request id']);
    const badBody = await request(t.server)
      .post(`${REQUESTS}/${randomUUID()}/approve`)
      .set(await asAdmin())
      .send({ technicianId: 'x', role: 'admin' });
    expect(badBody.status).toBe(400);
    expect(badBody.body.details).toEqual(expect.arrayContaining(['technicianId must be a technician id', 'property role should not exist']));
    expect(
      (
        await request(t.server)
          .post(`${REQUESTS}/${randomUUID()}/decline`)
          .set(await asAdmin())
          .send({})
      ).status,
    ).toBe(404);
  });

  it('refuses direct calls without the gateway assertion', async () => {
    await request(t.server).get(ROLE).expect(401);
    await request(t.server).post(ROLE).send({ role: 'technician' }).expect(401);
    await request(t.server).get(REQUESTS).expect(401);
    await request(t.server).post(`${REQUESTS}/${randomUUID()}/approve`).send({}).expect(401);
    await request(t.server).post(`${REQUESTS}/${randomUUID()}/decline`).send({}).expect(401);
    expect(ADMIN.email).toBeTruthy();
  });
});
