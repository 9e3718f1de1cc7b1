import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { RECENT_SIGN_IN_MINUTES } from '@irrigo/contracts';
import { ADMIN, auditRows, seedAccount, signIn, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

const PATH = '/api/auth/technician/change-password';
/** Small so that the per-account limit is reached in a few calls; the address limit stays out of the way. */
const LIMITS = { RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_PER_ADDRESS: '50' };

describe('POST /api/auth/technician/change-password', () => {
  let t: AuthTestApp;
  let adminToken: string;
  let technicianId: string;
  let password = 'Temporal-Inicial-1';

  beforeAll(async () => {
    t = await startAuthTestApp(LIMITS);
    ({ token: adminToken } = await t.setUpAdmin());
    technicianId = await seedAccount(t, {
      email: 'lucia.vega@example.com',
      password,
      role: 'technician',
      firstName: 'Lucía',
      lastName: 'Vega',
      mustChangePassword: true,
    });
    await seedAccount(t, { email: 'otro.tecnico@example.com', password: 'Otro-Tecnico-2030', role: 'technician', firstName: 'Otro', lastName: 'Técnico' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const change = async (token: string | null, body: object, ip?: string) =>
    request(t.server)
      .post(PATH)
      .set(await t.asBrowser(token, ip ? { ip } : {}))
      .send(body);
  const technicianLogin = async (email: string, secret: string, ip?: string) =>
    request(t.server)
      .post('/api/auth/technician/login')
      .set(await t.asBrowser(null, ip ? { ip } : {}))
      .send({ email, password: secret });
  /** Moves the session's sign-in back in time, past the recent-sign-in allowance; it stays live otherwise. */
  const ageSession = async (token: string, minutes = RECENT_SIGN_IN_MINUTES + 1) => {
    const user = await t.resolve(token);
    if (!user) throw new Error('the session does not resolve');
    await t.dataSource.query(`UPDATE auth.sessions SET created_at = created_at - make_interval(mins => $1) WHERE id = $2`, [minutes, user.sessionId]);
    return token;
  };
  const oldSession = async (email: string, secret: string) => ageSession(await signIn(t, email, secret, 'technician'));
  /**
   * Failed attempts counted against an account's sign-ins from the browser's address (127.0.0.1 unless a
   * test says otherwise), or from every address with `bucket` 'login:account'. Keys are kept as SHA-256,
   * prefixed with their bucket, in the rate limiter's table.
   */
  const countedFailures = async (email: string, bucket: 'login:account-address' | 'login:account' = 'login:account-address') => {
    const key = bucket === 'login:account' ? email : `${email} 127.0.0.1`;
    const storedKey = `${bucket}:${createHash('sha256').update(key, 'utf8').digest('hex')}`;
    const rows = (await t.dataSource.query(`SELECT points FROM auth.rate_limits WHERE key = $1 AND expire > $2`, [storedKey, Date.now()])) as {
      points: number;
    }[];
    return rows[0]?.points ?? 0;
  };
  const forgetCountedAttempts = () => t.dataSource.query(`DELETE FROM auth.rate_limits`);

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
    const me = await request(t.server)
      .get('/api/auth/user')
      .set(await t.asBrowser(current));
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
    const badCurrent = await change(token, { currentPassword: 42, newPassword: 'Sol-de-Tarde-77' });
    expect(badCurrent.status).toBe(400);
    expect(badCurrent.body.details).toEqual(expect.arrayContaining(['currentPassword must be a string']));
    const longCurrent = await change(token, { currentPassword: 'x'.repeat(257), newPassword: 'Sol-de-Tarde-77' });
    expect(longCurrent.body.details).toEqual(['currentPassword must be at most 256 characters']);
  });

  it(`needs no current password within ${RECENT_SIGN_IN_MINUTES} minutes of signing in (the prompt right after login)`, async () => {
    const token = await signIn(t, 'lucia.vega@example.com', password, 'technician');
    await ageSession(token, RECENT_SIGN_IN_MINUTES - 1);
    const response = await change(token, { newPassword: 'Riego-por-Goteo-41', confirmPassword: 'Riego-por-Goteo-41' });
    expect(response.status).toBe(200);
    password = 'Riego-por-Goteo-41';
  });

  it('asks a session that signed in earlier for the current password, and changes it only when it is right', async () => {
    const email = 'pablo.mora@example.com';
    const accountId = await seedAccount(t, {
      email,
      password: 'Asignada-Por-Admin-7',
      role: 'technician',
      firstName: 'Pablo',
      lastName: 'Mora',
      mustChangePassword: true,
    });
    const token = await oldSession(email, 'Asignada-Por-Admin-7');
    const other = await signIn(t, email, 'Asignada-Por-Admin-7', 'technician');
    const body = { email, newPassword: 'Valvula-Norte-2031', confirmPassword: 'Valvula-Norte-2031' };

    // The password an admin set follows the same rule: only a recent sign-in goes without it.
    const missing = await change(token, body);
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ statusCode: 403, code: 'CURRENT_PASSWORD_REQUIRED', message: 'Enter your current password to change it' });
    expect((await change(token, { ...body, currentPassword: '' })).body.code).toBe('CURRENT_PASSWORD_REQUIRED');
    // Nothing was guessed, so nothing is counted.
    expect(await countedFailures(email)).toBe(0);

    const wrong = await change(token, { ...body, currentPassword: 'Asignada-Por-Admin-8' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ statusCode: 403, code: 'CURRENT_PASSWORD_INCORRECT', message: 'The current password is not correct' });
    expect(await countedFailures(email)).toBe(1);
    expect(await countedFailures(email, 'login:account')).toBe(1);
    expect(await auditRows(t, 'sign-in-failed')).toContainEqual(
      expect.objectContaining({ account_id: accountId, email, details: { reason: 'wrong-password', via: 'change-password' } }),
    );
    const me = await request(t.server)
      .get('/api/auth/user')
      .set(await t.asBrowser(token));
    expect(me.body.mustChangePassword).toBe(true);

    const right = await change(token, { ...body, currentPassword: 'Asignada-Por-Admin-7' });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ message: 'Password updated successfully' });
    // The right password wipes the failures counted from this address, as a successful sign-in does.
    expect(await countedFailures(email)).toBe(0);
    expect(await t.resolve(token)).not.toBeNull();
    expect(await t.resolve(other)).toBeNull();
    expect((await technicianLogin(email, 'Asignada-Por-Admin-7')).status).toBe(401);
    expect((await technicianLogin(email, 'Valvula-Norte-2031')).status).toBe(200);
    expect(
      (
        await request(t.server)
          .get('/api/auth/user')
          .set(await t.asBrowser(token))
      ).body.mustChangePassword,
    ).toBe(false);
    await forgetCountedAttempts();
  });

  it('checks a current password whenever one is sent, even right after signing in', async () => {
    const token = await signIn(t, 'lucia.vega@example.com', password, 'technician');
    const wrong = await change(token, { currentPassword: 'not-my-password', newPassword: 'Manguera-Azul-52' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('CURRENT_PASSWORD_INCORRECT');
    expect((await technicianLogin('lucia.vega@example.com', password)).status).toBe(200);

    const right = await change(token, { currentPassword: password, newPassword: 'Manguera-Azul-52' });
    expect(right.status).toBe(200);
    password = 'Manguera-Azul-52';
  });

  it('counts wrong current passwords with failed sign-ins of the account: 429 with Retry-After past the limit', async () => {
    const email = 'rosa.campos@example.com';
    await seedAccount(t, { email, password: 'Aspersor-Viejo-19', role: 'technician', firstName: 'Rosa', lastName: 'Campos' });
    const token = await oldSession(email, 'Aspersor-Viejo-19');
    const attempt = (currentPassword: string) => change(token, { currentPassword, newPassword: 'Aspersor-Nuevo-20' }, '10.9.0.1');

    for (const guess of ['guess-one', 'guess-two', 'guess-three']) expect((await attempt(guess)).body.code).toBe('CURRENT_PASSWORD_INCORRECT');
    const limited = await attempt('guess-four');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Not even the right password gets through now, and the login form shares the limit from that address;
    // the device the technician signed in from is not held back by guesses made elsewhere.
    expect((await attempt('Aspersor-Viejo-19')).status).toBe(429);
    expect((await technicianLogin(email, 'Aspersor-Viejo-19', '10.9.0.1')).status).toBe(429);
    expect((await technicianLogin(email, 'Aspersor-Viejo-19')).status).toBe(200);
    expect(await auditRows(t, 'rate-limited')).toContainEqual(
      expect.objectContaining({ email, ip: '10.9.0.1', details: expect.objectContaining({ buckets: 'login:account' }) }),
    );

    await forgetCountedAttempts();
    expect((await attempt('Aspersor-Viejo-19')).status).toBe(200);
  });

  it('is for technicians only', async () => {
    const response = await change(adminToken, { newPassword: 'Sol-de-Tarde-77' });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
    expect(
      (
        await request(t.server)
          .post('/api/admin/login')
          .set(await t.asBrowser(null))
          .send({ email: ADMIN.email, password: ADMIN.password })
      ).status,
    ).toBe(200);
  });

  it('requires a signed-in user and the gateway', async () => {
    const anonymous = await change(null, { currentPassword: password, newPassword: 'Sol-de-Tarde-77' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    await request(t.server).post(PATH).send({ newPassword: 'Sol-de-Tarde-77' }).expect(401);
  });
});
