import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, seedAccount, sessionTokenOf, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

const PATH = '/api/email-auth/technician/set-password';

describe('POST /api/email-auth/technician/set-password', () => {
  let t: AuthTestApp;
  let adminToken: string;
  let managerToken: string;
  let supervisorToken: string;

  beforeAll(async () => {
    t = await startAuthTestApp();
    ({ token: adminToken } = await t.setUpAdmin());
    await seedAccount(t, { email: 'manager@example.com', password: 'manager-password', role: 'manager' });
    await seedAccount(t, { email: 'supervisor@example.com', password: 'supervisor-password', role: 'supervisor' });
    const login = async (email: string, password: string) =>
      sessionTokenOf(
        await request(t.server)
          .post('/api/admin/login')
          .set(await t.asBrowser(null))
          .send({ email, password })
          .expect(200),
      );
    managerToken = await login('manager@example.com', 'manager-password');
    supervisorToken = await login('supervisor@example.com', 'supervisor-password');
  });

  afterAll(async () => {
    await t?.close();
  });

  const setPassword = async (token: string | null, body: object) =>
    request(t.server)
      .post(PATH)
      .set(await t.asBrowser(token))
      .send(body);
  const technicianLogin = async (email: string, password: string) =>
    request(t.server)
      .post('/api/auth/technician/login')
      .set(await t.asBrowser(null))
      .send({ email, password });

  it('gives a roster technician a sign-in that must be changed at first use', async () => {
    const roster = t.org.addTechnician({ firstName: 'Pedro', lastName: 'Álvarez', email: 'Pedro@Example.com' });
    const response = await setPassword(adminToken, { technicianId: roster.id, newPassword: 'temporal-2025', confirmPassword: 'temporal-2025' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Technician password has been set successfully' });

    const login = await technicianLogin('pedro@example.com', 'temporal-2025');
    expect(login.status).toBe(200);
    expect(login.body.technician).toEqual({ id: roster.id, email: 'Pedro@Example.com', firstName: 'Pedro', lastName: 'Álvarez', role: 'technician' });
    const me = await request(t.server)
      .get('/api/auth/user')
      .set(await t.asBrowser(sessionTokenOf(login)));
    expect(me.body).toEqual({
      id: expect.any(String),
      email: 'Pedro@Example.com',
      name: 'Pedro Álvarez',
      role: 'technician',
      locationId: roster.locationId,
      organizationId: t.org.organization?.id,
      technicianId: roster.id,
      mustChangePassword: true,
    });
  });

  it('replaces the password, follows roster changes and signs the technician out everywhere', async () => {
    const roster = t.org.addTechnician({ firstName: 'Rosa', lastName: 'Díaz', email: 'rosa@example.com' });
    await setPassword(managerToken, { technicianId: roster.id, newPassword: 'first-password', confirmPassword: 'first-password' }).then((r) =>
      expect(r.status).toBe(200),
    );
    const session = sessionTokenOf(await technicianLogin('rosa@example.com', 'first-password'));
    expect(await t.resolve(session)).not.toBeNull();

    const movedTo = randomUUID();
    t.org.technicians.set(roster.id, { ...roster, email: 'rosa.diaz@example.com', locationId: movedTo });
    const again = await setPassword(adminToken, { technicianId: roster.id, newPassword: 'second-password', confirmPassword: 'second-password' });
    expect(again.status).toBe(200);

    expect(await t.resolve(session)).toBeNull();
    expect((await technicianLogin('rosa@example.com', 'second-password')).status).toBe(401);
    expect((await technicianLogin('rosa.diaz@example.com', 'first-password')).status).toBe(401);
    const login = await technicianLogin('rosa.diaz@example.com', 'second-password');
    expect(login.status).toBe(200);
    expect(await t.resolve(sessionTokenOf(login))).toMatchObject({ locationId: movedTo, technicianId: roster.id });
    const [{ count }] = (await t.dataSource.query('SELECT count(*)::int AS count FROM auth.accounts WHERE technician_id = $1', [roster.id])) as [
      { count: number },
    ];
    expect(count).toBe(1);
  });

  it('refuses passwords that do not match', async () => {
    const roster = t.org.addTechnician();
    const response = await setPassword(adminToken, { technicianId: roster.id, newPassword: 'one-password', confirmPassword: 'another-password' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'PASSWORDS_DO_NOT_MATCH', message: 'Passwords do not match' });
  });

  it("refuses a common password or one made of the technician's name, and records who set a password", async () => {
    const roster = t.org.addTechnician({ firstName: 'Carmen', lastName: 'Ortega', email: 'carmen@example.com' });
    const common = await setPassword(adminToken, { technicianId: roster.id, newPassword: 'qwerty123', confirmPassword: 'qwerty123' });
    expect(common.status).toBe(400);
    expect(common.body.code).toBe('PASSWORD_TOO_COMMON');
    const personal = await setPassword(adminToken, { technicianId: roster.id, newPassword: 'Ortega-2025', confirmPassword: 'Ortega-2025' });
    expect(personal.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', details: ["The password must not contain the account's e-mail address or name."] });

    expect((await setPassword(adminToken, { technicianId: roster.id, newPassword: 'Nubes-de-Agosto', confirmPassword: 'Nubes-de-Agosto' })).status).toBe(200);
    const admin = await t.resolve(adminToken);
    const [row] = (await t.dataSource.query(
      `SELECT account_id, actor_id, organization_id, email FROM auth.audit_events WHERE type = 'password-set' AND email = 'carmen@example.com'`,
    )) as [{ account_id: string; actor_id: string; organization_id: string; email: string }];
    expect(row).toEqual({ account_id: expect.any(String), actor_id: admin?.id, organization_id: t.org.organization?.id, email: 'carmen@example.com' });
  });

  it('answers 404 for a technician the roster does not have', async () => {
    const response = await setPassword(adminToken, { technicianId: randomUUID(), newPassword: 'some-password', confirmPassword: 'some-password' });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('TECHNICIAN_NOT_FOUND');
  });

  it('answers 422 for a technician without an e-mail, who could not sign in', async () => {
    const roster = t.org.addTechnician({ email: null });
    const response = await setPassword(adminToken, { technicianId: roster.id, newPassword: 'some-password', confirmPassword: 'some-password' });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('TECHNICIAN_HAS_NO_EMAIL');
  });

  it("refuses a technician whose e-mail is another account's", async () => {
    const roster = t.org.addTechnician({ email: ADMIN.email.toUpperCase() });
    const response = await setPassword(adminToken, { technicianId: roster.id, newPassword: 'Rain-Gauge-Copper-64', confirmPassword: 'Rain-Gauge-Copper-64' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('CONFLICT');
    expect(
      (
        await request(t.server)
          .post('/api/admin/login')
          .set(await t.asBrowser(null))
          .send({ email: ADMIN.email, password: ADMIN.password })
      ).status,
    ).toBe(200);
  });

  it('is for admins and managers only', async () => {
    const roster = t.org.addTechnician();
    const body = { technicianId: roster.id, newPassword: 'some-password', confirmPassword: 'some-password' };
    const supervisor = await setPassword(supervisorToken, body);
    expect(supervisor.status).toBe(403);
    expect(supervisor.body.code).toBe('FORBIDDEN');

    const technicianToken = sessionTokenOf(await technicianLogin('pedro@example.com', 'temporal-2025'));
    expect((await setPassword(technicianToken, body)).status).toBe(403);
  });

  it('requires a signed-in user and the gateway', async () => {
    const roster = t.org.addTechnician();
    const body = { technicianId: roster.id, newPassword: 'some-password', confirmPassword: 'some-password' };
    const anonymous = await setPassword(null, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    await request(t.server).post(PATH).send(body).expect(401);
  });

  it('lists every broken rule of a bad body', async () => {
    const response = await setPassword(adminToken, { technicianId: 'pro_123', newPassword: 'short', extra: 1 });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        'property extra should not exist',
        'technicianId must be a UUID',
        'newPassword must be at least 8 characters',
        'confirmPassword must be a string',
      ]),
    );
  });
});
