import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, auditRows, sessionCookieOf, sessionTokenOf, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';
import { cookieOnly, signUpAndConfirm, signUpCodeIn } from './support/sign-up.js';

const SIGN_UP = '/api/auth/sign-up';
const CONFIRM = '/api/auth/sign-up/confirm';
const SIGN_IN = '/api/auth/sign-in';
const ACCEPTED = { message: 'Check your e-mail for a 6-digit confirmation code.' };
const INVALID_CODE = {
  statusCode: 400,
  code: 'SIGN_UP_CODE_INVALID',
  message: 'This code is not valid or has expired. Check the latest e-mail or ask for a new code.',
};
const PASSWORD = 'Riego-Por-Goteo-2031';

const quietly = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-up and sign-in: POST /api/auth/sign-up, /api/auth/sign-up/confirm, /api/auth/sign-in', () => {
  let t: AuthTestApp;
  let ipCounter = 0;
  /** Each test gets client addresses of its own, so the per-address limits stay out of the way. */
  const freshIp = () => `10.20.${Math.floor(ipCounter / 200)}.${(ipCounter += 1) % 200}`;

  beforeAll(async () => {
    t = await startAuthTestApp({ RATE_LIMIT_SIGN_UP_PER_ACCOUNT: '3', RATE_LIMIT_SIGN_UP_PER_ADDRESS: '6', RATE_LIMIT_SIGN_UP_CONFIRM_PER_ADDRESS: '8' });
    await t.setUpAdmin();
  });

  beforeEach(() => t.mail.clear());

  afterAll(async () => {
    await t?.close();
  });

  const post = async (path: string, body: object, ip = freshIp()) =>
    request(t.server)
      .post(path)
      .set(await t.asBrowser(null, { ip }))
      .send(body);

  it('mails a hashed, six-digit code and creates a signed-in account without a role once it is confirmed', async () => {
    const email = 'Nuevo.Usuario@example.com';
    const answer = await post(SIGN_UP, { fullName: ' Nuevo Usuario ', email, password: PASSWORD });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual(ACCEPTED);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(sessionCookieOf(answer)).toBeUndefined();

    const mail = await t.mail.next(email);
    const code = signUpCodeIn(mail);
    expect(mail.subject).toContain('your confirmation code / tu código de confirmación');
    expect(mail.text).toContain('expires in 15 minutes');
    expect(mail.text).toContain('vence en 15 minutos');
    const stored = JSON.stringify(await t.dataSource.query('SELECT * FROM auth.pending_sign_ups'));
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(PASSWORD);
    expect(await t.dataSource.query(`SELECT id FROM auth.accounts WHERE lower(email) = lower($1)`, [email])).toEqual([]);

    const confirmed = await post(CONFIRM, { email: 'nuevo.usuario@EXAMPLE.com', code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ user: { id: expect.any(String), email, name: 'Nuevo Usuario', role: null, setupComplete: false, requestedRole: null } });
    expect(sessionCookieOf(confirmed)).toMatch(/HttpOnly/);
    const token = sessionTokenOf(confirmed);

    // Signed in without a role: the gateway's assertion names the account, and only role selection admits it.
    expect(await t.resolve(token)).toEqual({
      id: confirmed.body.user.id,
      email,
      name: 'Nuevo Usuario',
      role: null,
      organizationId: null,
      locationId: null,
      technicianId: null,
      sessionId: expect.any(String),
    });
    const user = await request(t.server)
      .get('/api/auth/user')
      .set(await t.asBrowser(token));
    expect(user.status).toBe(401);
    expect(user.body).toEqual({ statusCode: 401, code: 'ROLE_REQUIRED', message: 'Choose your role to continue' });
    const current = await request(t.server)
      .get('/api/auth/role')
      .set(await t.asBrowser(token));
    expect(current.status).toBe(200);
    expect(current.body.user).toMatchObject({ email, role: null, setupComplete: false });
    // The cookie without the gateway's word for it is nobody.
    expect(
      (
        await request(t.server)
          .get('/api/auth/role')
          .set(await cookieOnly(t, token))
      ).status,
    ).toBe(401);

    const again = await post(CONFIRM, { email, code });
    expect(again.body).toEqual(INVALID_CODE);
    expect(await t.dataSource.query('SELECT id FROM auth.pending_sign_ups')).toEqual([]);
    expect(await auditRows(t, 'sign-up-confirmed')).toEqual([expect.objectContaining({ account_id: confirmed.body.user.id, email })]);
  });

  it('answers the same for an e-mail that already has an account, and mails its owner a note instead of a code', async () => {
    const answer = await post(SIGN_UP, { fullName: 'Someone Else', email: ADMIN.email.toUpperCase(), password: PASSWORD });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual(ACCEPTED);
    const mail = await t.mail.next(ADMIN.email);
    expect(mail.subject).toContain('you already have an account / ya tienes una cuenta');
    expect(mail.text).not.toMatch(/^\s{4}\d{6}$/m);
    expect(await t.dataSource.query('SELECT id FROM auth.pending_sign_ups')).toEqual([]);
    expect((await auditRows(t, 'sign-up-requested')).at(-1)).toMatchObject({ details: { outcome: 'already-registered' } });
  });

  it('kills a code after five wrong tries; signing up again sends a new one and voids the old', async () => {
    const email = 'cinco.intentos@example.com';
    await post(SIGN_UP, { fullName: 'Cinco Intentos', email, password: PASSWORD });
    const first = signUpCodeIn(await t.mail.next(email));
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await post(CONFIRM, { email, code: wrong })).body).toEqual(INVALID_CODE);
    expect((await post(CONFIRM, { email, code: first })).body).toEqual(INVALID_CODE);

    t.mail.clear();
    expect((await post(SIGN_UP, { fullName: 'Cinco Intentos', email, password: PASSWORD })).status).toBe(202);
    const second = signUpCodeIn(await t.mail.next(email));
    if (second !== first) expect((await post(CONFIRM, { email, code: first })).body).toEqual(INVALID_CODE);
    expect((await post(CONFIRM, { email, code: `${second.slice(0, 3)} ${second.slice(3)}` })).status).toBe(200);
    expect((await auditRows(t, 'sign-up-failed')).map((row) => row.details['reason'])).toEqual(expect.arrayContaining(['wrong-code', 'too-many-attempts']));
  });

  it('refuses an expired code and a code for an address that never signed up, with the one message', async () => {
    const email = 'tarde@example.com';
    await post(SIGN_UP, { fullName: 'Llega Tarde', email, password: PASSWORD });
    const code = signUpCodeIn(await t.mail.next(email));
    await t.dataSource.query(`UPDATE auth.pending_sign_ups SET code_expires_at = now() - interval '1 second'`);
    expect((await post(CONFIRM, { email, code })).body).toEqual(INVALID_CODE);
    expect((await post(CONFIRM, { email: 'nadie@example.com', code: '123456' })).body).toEqual(INVALID_CODE);
  });

  it('applies the password policy, and lists every broken rule of a bad request', async () => {
    const common = await post(SIGN_UP, { fullName: 'Ana Pérez', email: 'ana.perez@example.com', password: 'password123' });
    expect(common.status).toBe(400);
    expect(common.body.code).toBe('PASSWORD_TOO_COMMON');
    const personal = await post(SIGN_UP, { fullName: 'Ana Pérez', email: 'ana.perez@example.com', password: 'ana.perez-2031' });
    expect(personal.body.code).toBe('PASSWORD_TOO_COMMON');

    const bad = await post(SIGN_UP, { fullName: ' ', email: 'not-an-email', password: 'short', role: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.details).toEqual(
      expect.arrayContaining([
        'property role should not exist',
        'fullName should not be empty',
        'email must be an email',
        'password must be at least 8 characters',
      ]),
    );
    const badConfirm = await post(CONFIRM, { email: 'x', code: '' });
    expect(badConfirm.status).toBe(400);
    expect(badConfirm.body.details).toEqual(expect.arrayContaining(['email must be an email', 'code should not be empty']));
    await quietly(100);
    expect(t.mail.all()).toEqual([]);
  });

  it('limits sign-ups per e-mail and per client address, and wrong codes per address, with Retry-After', async () => {
    const email = 'limitado@example.com';
    for (let i = 0; i < 3; i += 1) expect((await post(SIGN_UP, { fullName: 'Limitado', email, password: PASSWORD })).status).toBe(202);
    const perEmail = await post(SIGN_UP, { fullName: 'Limitado', email: email.toUpperCase(), password: PASSWORD });
    expect(perEmail.status).toBe(429);
    expect(perEmail.body.code).toBe('RATE_LIMITED');
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);

    const ip = freshIp();
    for (let i = 0; i < 6; i += 1)
      expect((await post(SIGN_UP, { fullName: 'Muchos', email: `muchos${i}@example.com`, password: PASSWORD }, ip)).status).toBe(202);
    expect((await post(SIGN_UP, { fullName: 'Muchos', email: 'muchos9@example.com', password: PASSWORD }, ip)).status).toBe(429);

    const codeIp = freshIp();
    for (let i = 0; i < 8; i += 1) expect((await post(CONFIRM, { email: `x${i}@example.com`, code: '123456' }, codeIp)).status).toBe(400);
    const limited = await post(CONFIRM, { email: 'x@example.com', code: '123456' }, codeIp);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses direct calls without the gateway assertion', async () => {
    await request(t.server).post(SIGN_UP).send({ fullName: 'Directo', email: 'directo@example.com', password: PASSWORD }).expect(401);
    await request(t.server).post(CONFIRM).send({ email: 'directo@example.com', code: '123456' }).expect(401);
    await request(t.server).post(SIGN_IN).send({ email: ADMIN.email, password: ADMIN.password }).expect(401);
  });

  describe('POST /api/auth/sign-in', () => {
    it('signs in a role-less account, answering role null, with a new session in place of the old', async () => {
      const { token: first, user } = await signUpAndConfirm(t, { fullName: 'Sin Rol', email: 'sin.rol@example.com', password: PASSWORD });
      const answer = await request(t.server)
        .post(SIGN_IN)
        .set(await t.asBrowser(first))
        .send({ email: 'sin.rol@example.com', password: PASSWORD });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ user: { ...user, setupComplete: false } });
      const second = sessionTokenOf(answer);
      expect(second).not.toBe(first);
      expect(await t.resolve(first)).toBeNull();
      expect(
        (
          await request(t.server)
            .get('/api/auth/role')
            .set(await t.asBrowser(first))
        ).status,
      ).toBe(401);
      expect(
        (
          await request(t.server)
            .get('/api/auth/role')
            .set(await t.asBrowser(second))
        ).status,
      ).toBe(200);
      // Still no way in through the office or technician logins.
      expect((await post('/api/admin/login', { email: 'sin.rol@example.com', password: PASSWORD })).status).toBe(401);
      // Signing out ends the role-less session on the server too, not only the cookie, and is audited.
      expect(
        (
          await request(t.server)
            .post('/api/auth/logout')
            .set(await t.asBrowser(second))
        ).status,
      ).toBe(204);
      expect(await t.resolve(second)).toBeNull();
      expect(
        (
          await request(t.server)
            .get('/api/auth/role')
            .set(await t.asBrowser(second))
        ).status,
      ).toBe(401);
      expect((await auditRows(t, 'sign-out')).at(-1)).toMatchObject({ account_id: user.id, email: 'sin.rol@example.com' });
    });

    it('ends a role-less session that a sign-up confirmation replaces', async () => {
      const { token: first } = await signUpAndConfirm(t, { fullName: 'Primera Cuenta', email: 'primera@example.com', password: PASSWORD });
      await post(SIGN_UP, { fullName: 'Segunda Cuenta', email: 'segunda@example.com', password: PASSWORD });
      const code = signUpCodeIn(await t.mail.next('segunda@example.com'));
      const confirmed = await request(t.server)
        .post(CONFIRM)
        .set(await t.asBrowser(first, { ip: freshIp() }))
        .send({ email: 'segunda@example.com', code });
      expect(confirmed.status).toBe(200);
      expect(await t.resolve(first)).toBeNull();
      expect(await t.resolve(sessionTokenOf(confirmed))).toMatchObject({ email: 'segunda@example.com', role: null });
    });

    it('signs in an account with a role, answering its role and setupComplete', async () => {
      const answer = await post(SIGN_IN, { email: ADMIN.email, password: ADMIN.password });
      expect(answer.status).toBe(200);
      expect(answer.body.user).toMatchObject({ email: ADMIN.email, name: ADMIN.fullName, role: 'admin', setupComplete: true, requestedRole: null });
      expect(await t.resolve(sessionTokenOf(answer))).toMatchObject({ role: 'admin' });
    });

    it('answers every failure alike (401), checks input (400), and shares the login limits (429)', async () => {
      const wrong = await post(SIGN_IN, { email: ADMIN.email, password: 'not the password' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
      expect((await post(SIGN_IN, { email: 'nobody@example.com', password: 'whatever' })).body.code).toBe('INVALID_CREDENTIALS');
      const bad = await post(SIGN_IN, { email: '', password: '' });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual(expect.arrayContaining(['email should not be empty', 'password should not be empty']));

      const ip = freshIp();
      for (let i = 0; i < 10; i += 1) await post(SIGN_IN, { email: 'target@example.com', password: `guess ${i}` }, ip);
      const limited = await post(SIGN_IN, { email: 'target@example.com', password: 'guess' }, ip);
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });
});
