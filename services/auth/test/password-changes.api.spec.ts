import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, auditRows, seedAccount, signIn, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

const PATH = '/api/auth/technician/change-password';

describe('POST /api/auth/technician/change-password', () => {
  let t: AuthTestApp;
  let adminToken: string;
  let technicianId: string;
  let password = 'Temporal-Inicial-1';

  beforeAll(async () => {
    t = await startAuthTestApp();
    ({ token: adminToken } = await t.setUpAdmin());
    technicianId = await seedAccount(t, { email: 'lucia.vega@example.com', password, role: 'technician', firstName: 'Lucía', lastName: 'Vega', mustChangePassword: true });
    await seedAccount(t, { email: 'otro.tecnico@example.com', password: 'Otro-Tecnico-2030', role: 'technician', firstName: 'Otro', lastName: 'Técnico' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const change = async (token: string | null, body: object) => request(t.server).post(PATH).set(await t.asBrowser(token)).send(body);
  const technicianLogin = async (email: string, secret: string) =>
    request(t.server).post('/api/auth/technician/login').set(await t.asBrowser(null)).send({ email, password: secret });

  it("changes the signed-in technician's password, clears the must-change mark and ends their other sessions only", async () => {
    const current = await signIn(t, 'lucia.vega@example.com', password, 'technician');
    const other = await signIn(t, 'lucia.vega@example.com', password, 'technician');

    const response = await change(current, { email: 'lucia.vega@example.com', newPassword: 'riego6', confirmPassword: 'riego6' }).then((r) => r);
    // Six characters are enough for this form (spec §5), but a guessable one is still refused.
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('PASSWORD_TOO_COMMON');

    const ok = await change(current, { email: 'lucia.vega@example.com', newPassword: 'k7#Qz!', confirmPassword: 'k7#Qz!' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Password updated successfully' });
    password = 'k7#Qz!';

    expect(await t.resolve(current)).not.toBeNull();
    expect(await t.resolve(other)).toBeNull();
    expect((await technicianLogin('lucia.vega@example.com', 'Temporal-Inicial-1')).status).toBe(401);
    expect((await technicianLogin('lucia.vega@example.com', password)).status).toBe(200);
    const me = await request(t.server).get('/api/auth/user').set(await t.asBrowser(current));
    expect(me.body.mustChangePassword).toBe(false);
    expect(await auditRows(t, 'password-changed')).toEqual([expect.objectContaining({ account_id: technicianId, email: 'lucia.vega@example.com' })]);
  });

  it('acts on the signed-in technician whatever e-mail the body names', async () => {
    const token = await signIn(t, 'lucia.vega@example.com', password, 'technician');
    const response = await change(token, { email: 'otro.tecnico@example.com', newPassword: 'Sol-de-Tarde-88' });
    expect(response.status).toBe(200);
    password = 'Sol-de-Tarde-88';
    expect((await technicianLogin('otro.tecnico@example.com', 'Otro-Tecnico-2030')).status).toBe(200);
    expect((await technicianLogin('otro.tecnico@example.com', 'Sol-de-Tarde-88')).status).toBe(401);
    expect((await technicianLogin('lucia.vega@example.com', 'Sol-de-Tarde-88')).status).toBe(200);
  });

  it('refuses a confirmation that does not match, and a password made of the name or e-mail', async () => {
    const token = await signIn(t, 'lucia.vega@example.com', password, 'technician');
    const mismatch = await change(token, { newPassword: 'Sol-de-Tarde-99', confirmPassword: 'Sol-de-Tarde-98' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ statusCode: 400, code: 'PASSWORDS_DO_NOT_MATCH', message: 'Passwords do not match' });

    const personal = await change(token, { newPassword: 'LUCIA.vega#2030' });
    expect(personal.status).toBe(400);
    expect(personal.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', details: ["The password must not contain the account's e-mail address or name."] });
  });

  it('lists every broken rule of a bad body', async () => {
    const token = await signIn(t, 'lucia.vega@example.com', password, 'technician');
    const response = await change(token, { newPassword: 'abc12', confirmPassword: 7, technicianId: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details).toEqual(
      expect.arrayContaining(['property technicianId should not exist', 'newPassword must be at least 6 characters', 'confirmPassword must be a string']),
    );
    const tooLong = await change(token, { newPassword: 'ñ'.repeat(257) });
    expect(tooLong.body.details).toEqual(['newPassword must be at most 256 characters']);
  });

  it('is for technicians only', async () => {
    const response = await change(adminToken, { newPassword: 'Sol-de-Tarde-77' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
    expect((await request(t.server).post('/api/admin/login').set(await t.asBrowser(null)).send({ email: ADMIN.email, password: ADMIN.password })).status).toBe(200);
  });

  it('requires a signed-in user and the gateway', async () => {
    const anonymous = await change(null, { newPassword: 'Sol-de-Tarde-77' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    await request(t.server).post(PATH).send({ newPassword: 'Sol-de-Tarde-77' }).expect(401);
  });
});
