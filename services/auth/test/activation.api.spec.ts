import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BulkAccountResult, Technician } from '@irrigo/contracts';
import request from 'supertest';
import { auditRows, sessionTokenOf, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

const PATH = '/api/auth/activate';

describe('POST /api/auth/activate', () => {
  let t: AuthTestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await startAuthTestApp();
    ({ token: adminToken } = await t.setUpAdmin());
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A roster technician with an account on a printed sheet: their code. */
  const onSheet = async (technician: Partial<Technician>): Promise<{ technician: Technician; code: string }> => {
    const roster = t.org.addTechnician(technician);
    const response = await request(t.server)
      .post('/api/admin/bulk-accounts')
      .set(await t.asBrowser(adminToken))
      .send({ technicianIds: [roster.id], delivery: 'sheet' });
    const result = (response.body.results as BulkAccountResult[])[0];
    if (!result?.activationCode) throw new Error(`no code: ${JSON.stringify(response.body)}`);
    return { technician: roster, code: result.activationCode };
  };
  const activate = async (body: object, ip = '198.51.100.1') =>
    request(t.server)
      .post(PATH)
      .set(await t.asBrowser(null, { ip }))
      .send(body);

  it('lets the technician choose their password, signs them in and uses the code up', async () => {
    const { technician, code } = await onSheet({ firstName: 'Luis', lastName: 'García', email: 'Luis.Act@Example.com' });
    const response = await activate({ email: ' luis.act@example.com ', code: code.toLowerCase().replace(/-/g, ' '), newPassword: 'aspersores-del-norte' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.body).toEqual({
      technician: { id: technician.id, email: 'Luis.Act@Example.com', firstName: 'Luis', lastName: 'García', role: 'technician' },
    });

    const me = await request(t.server)
      .get('/api/auth/user')
      .set(await t.asBrowser(sessionTokenOf(response)));
    expect(me.body).toMatchObject({ role: 'technician', technicianId: technician.id, mustChangePassword: false });
    const login = await request(t.server)
      .post('/api/auth/technician/login')
      .set(await t.asBrowser(null))
      .send({ email: 'luis.act@example.com', password: 'aspersores-del-norte' });
    expect(login.status).toBe(200);

    const again = await activate({ email: 'luis.act@example.com', code, newPassword: 'otra-clave-distinta-9' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'ACTIVATION_CODE_INVALID' });
    expect((await auditRows(t, 'account-activated')).at(-1)).toMatchObject({ email: 'Luis.Act@Example.com', details: { delivery: 'sheet' } });
  });

  it('lets a technician without an e-mail activate with the full name on their sheet', async () => {
    const { technician, code } = await onSheet({ firstName: 'Pablo', lastName: 'Ruiz Núñez', email: null });
    expect((await activate({ name: 'Pablo Ruiz', code, newPassword: 'bombas-y-valvulas-3' })).status).toBe(400);
    const response = await activate({ name: '  pablo ruiz nunez ', code, newPassword: 'bombas-y-valvulas-3' });
    expect(response.status).toBe(200);
    expect(response.body.technician).toMatchObject({ id: technician.id, email: '', firstName: 'Pablo' });
  });

  it('accepts a second technician without an e-mail (e-mails stay unique only when present)', async () => {
    const { code } = await onSheet({ firstName: 'Sara', lastName: 'Paz', email: '   ' });
    expect((await activate({ name: 'Sara Paz', code, newPassword: 'tuberias-enterradas-4' })).status).toBe(200);
  });

  it('answers one message for a wrong e-mail, an unknown code and an expired one', async () => {
    const { code } = await onSheet({ firstName: 'Rosa', lastName: 'Díaz', email: 'rosa.act@example.com' });
    const wrongPerson = await activate({ email: 'someone@example.com', code, newPassword: 'goteo-en-la-huerta' }, '198.51.100.2');
    const unknown = await activate({ email: 'rosa.act@example.com', code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', newPassword: 'goteo-en-la-huerta' }, '198.51.100.2');
    await t.dataSource.query(`UPDATE auth.activation_codes SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`);
    const expired = await activate({ email: 'rosa.act@example.com', code, newPassword: 'goteo-en-la-huerta' }, '198.51.100.2');
    for (const response of [wrongPerson, unknown, expired]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'ACTIVATION_CODE_INVALID',
        message: 'This activation code is not valid or has expired. Ask your administrator for a new one.',
      });
    }
    const reasons = (await auditRows(t, 'activation-failed')).map((row) => row.details['reason']);
    expect(reasons).toEqual(expect.arrayContaining(['not-theirs', 'unknown-code', 'expired']));
  });

  it('applies the password policy after the code: 400 with the reasons, and the code still works', async () => {
    const { code } = await onSheet({ firstName: 'Elena', lastName: 'Mora', email: 'elena@example.com' });
    const common = await activate({ email: 'elena@example.com', code, newPassword: 'password123' }, '198.51.100.3');
    expect(common.status).toBe(400);
    expect(common.body.code).toBe('PASSWORD_TOO_COMMON');
    expect((await activate({ email: 'elena@example.com', code, newPassword: 'rociadores-de-cesped' }, '198.51.100.3')).status).toBe(200);
  });

  it('answers 400 with details for bad input', async () => {
    const short = await activate({ email: 'x@example.com', code: 'ABCD-EFGH-JKMN-PQRS', newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.details).toEqual(['newPassword must be at least 8 characters']);
    const nobody = await activate({ code: 'ABCD-EFGH-JKMN-PQRS', newPassword: 'long-enough-pass' });
    expect(nobody.status).toBe(400);
    expect(nobody.body.details).toEqual(expect.arrayContaining(['name or email is required']));
    const noCode = await activate({ email: 'not-an-email', newPassword: 'long-enough-pass' });
    expect(noCode.body.details).toEqual(expect.arrayContaining(['email must be an email', 'code should not be empty']));
  });

  it('limits attempts per typed account (429 with Retry-After) without locking the right code out for good', async () => {
    const { code } = await onSheet({ firstName: 'Tomás', lastName: 'Gil', email: 'tomas@example.com' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await activate({ email: 'tomas@example.com', code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', newPassword: 'valvulas-abiertas' }, `203.0.113.${attempt}`)).status,
      ).toBe(400);
    }
    const limited = await activate({ email: 'tomas@example.com', code, newPassword: 'valvulas-abiertas' }, '203.0.113.99');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The code is untouched: once the window passes it works.
    await t.dataSource.query(`DELETE FROM auth.rate_limits`);
    expect((await activate({ email: 'tomas@example.com', code, newPassword: 'valvulas-abiertas' }, '203.0.113.99')).status).toBe(200);
  });

  it('limits attempts per client address (429) whatever the account typed', async () => {
    await t.dataSource.query(`DELETE FROM auth.rate_limits`);
    let last = 0;
    for (let attempt = 0; attempt < 21; attempt += 1) {
      last = (await activate({ email: `guess${attempt}@example.com`, code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', newPassword: 'valvulas-abiertas' }, '192.0.2.50')).status;
    }
    expect(last).toBe(429);
  });

  it('is public but only through the gateway: a direct call gets 401', async () => {
    expect((await request(t.server).post(PATH).send({ email: 'a@example.com', code: 'ABCD-EFGH-JKMN-PQRS', newPassword: 'long-enough-pass' })).status).toBe(
      401,
    );
  });
});
