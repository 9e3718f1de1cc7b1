import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, auditRows, seedAccount, signIn, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';
import { ResetWorkQueue } from '../src/password-reset/reset-work-queue.js';
import { resetCodeIn } from './support/mail-sink.js';

const REQUEST = '/api/password-reset/request';
const COMPLETE = '/api/password-reset/complete';
const VERIFY = '/api/password-reset/verify';
const SAME_ANSWER = { message: 'If an account matches, a reset code has been sent.' };
const INVALID_CODE = { statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'This reset code is not valid or has expired. Request a new one.' };
const NEW_PASSWORD = 'Lluvia-Fina-2031!';

const quietly = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('password reset: POST /api/password-reset/request, POST /api/password-reset/complete', () => {
  let t: AuthTestApp;
  let adminId: string;

  beforeAll(async () => {
    // Limits have their own file; here they stay out of the way.
    t = await startAuthTestApp({
      RATE_LIMIT_RESET_REQUEST_PER_ACCOUNT: '1000',
      RATE_LIMIT_RESET_REQUEST_PER_ADDRESS: '1000',
      RATE_LIMIT_RESET_COMPLETE_PER_ADDRESS: '1000',
    });
    ({ id: adminId } = await t.setUpAdmin());
  });

  beforeEach(() => t.mail.clear());

  afterAll(async () => {
    await t?.close();
  });

  const requestReset = async (body: object) =>
    request(t.server)
      .post(REQUEST)
      .set(await t.asBrowser(null))
      .send(body);
  const completeReset = async (body: object) =>
    request(t.server)
      .post(COMPLETE)
      .set(await t.asBrowser(null))
      .send(body);
  const verifyReset = async (body: object) =>
    request(t.server)
      .post(VERIFY)
      .set(await t.asBrowser(null))
      .send(body);
  const codeFor = async (address: string) => resetCodeIn(await t.mail.next(address));
  const login = async (email: string, password: string, path = '/api/admin/login') =>
    request(t.server)
      .post(path)
      .set(await t.asBrowser(null))
      .send({ email, password });

  describe('an administrator', () => {
    it('gets a code by e-mail, never in the answer, that resets the password once and signs every session out', async () => {
      const session = await signIn(t, ADMIN.email, ADMIN.password);
      const response = await requestReset({ userType: 'admin', email: ' MARTA@example.com ' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(SAME_ANSWER);
      expect(response.headers['cache-control']).toBe('no-store');

      const mail = await t.mail.next(ADMIN.email);
      const code = resetCodeIn(mail);
      expect(JSON.stringify(response.body)).not.toContain(code);
      expect(mail.from).toContain('no-reply@irrigo.local');
      expect(mail.subject).toMatch(/password reset token \/ código de restablecimiento de contraseña/);
      expect(mail.text).toContain('The reset token expires in 15 minutes');
      expect(mail.text).toContain('El código de restablecimiento vence en 15 minutos');
      expect(mail.html).toContain(code);

      const [token] = (await t.dataSource.query(
        `SELECT token_hash, extract(epoch from expires_at - created_at)::int AS ttl FROM auth.password_reset_tokens WHERE account_id = $1`,
        [adminId],
      )) as [{ token_hash: string; ttl: number }];
      expect(token.token_hash).toBe(createHash('sha256').update(code.replace(/-/g, '')).digest('hex'));
      expect(token.ttl).toBe(15 * 60);

      // Typed by hand: lower case, spaces instead of dashes.
      const done = await completeReset({ resetToken: ` ${code.toLowerCase().replace(/-/g, ' ')} `, newPassword: NEW_PASSWORD, userType: 'admin' });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ message: 'Your password has been reset. You can now sign in.' });

      expect(await t.resolve(session)).toBeNull();
      expect((await login(ADMIN.email, ADMIN.password)).status).toBe(401);
      expect((await login(ADMIN.email, NEW_PASSWORD)).status).toBe(200);

      const again = await completeReset({ resetToken: code, newPassword: 'Otra-Clave-Segura-9', userType: 'admin' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual(INVALID_CODE);

      const [requested] = await auditRows(t, 'password-reset-requested');
      expect(requested).toMatchObject({ account_id: adminId, email: ADMIN.email, details: { userType: 'admin', outcome: 'sent' } });
      expect(await auditRows(t, 'password-reset-completed')).toEqual([expect.objectContaining({ account_id: adminId })]);
      expect(await auditRows(t, 'password-reset-failed')).toEqual([
        expect.objectContaining({ account_id: adminId, details: { userType: 'admin', reason: 'used' } }),
      ]);
    });

    it('answers the same, and sends nothing, when no office account has the e-mail', async () => {
      await seedAccount(t, { email: 'tecnico@example.com', password: 'Campo-Verde-2030', role: 'technician', firstName: 'Tomás', lastName: 'Campos' });
      for (const email of ['nobody@example.com', 'tecnico@example.com']) {
        const response = await requestReset({ userType: 'admin', email });
        expect(response.status).toBe(200);
        expect(response.body).toEqual(SAME_ANSWER);
      }
      await quietly(300);
      expect(t.mail.all()).toEqual([]);
      const misses = (await auditRows(t, 'password-reset-requested')).filter((row) => row.details['outcome'] === 'no-match');
      expect(misses).toEqual([
        expect.objectContaining({ account_id: null, email: 'nobody@example.com' }),
        expect.objectContaining({ account_id: null, email: 'tecnico@example.com' }),
      ]);
    });

    it('voids an older code when a newer one is requested', async () => {
      await requestReset({ userType: 'admin', email: ADMIN.email });
      const older = await codeFor(ADMIN.email);
      t.mail.clear();
      await requestReset({ userType: 'admin', email: ADMIN.email });
      const newer = await codeFor(ADMIN.email);
      expect(newer).not.toBe(older);
      expect((await completeReset({ resetToken: older, newPassword: NEW_PASSWORD, userType: 'admin' })).body).toEqual(INVALID_CODE);
      expect((await completeReset({ resetToken: newer, newPassword: 'Nube-Alta-2032?', userType: 'admin' })).status).toBe(200);
    });

    it('refuses an expired code, and a code used on the wrong tab, with the one message', async () => {
      await requestReset({ userType: 'admin', email: ADMIN.email });
      const code = await codeFor(ADMIN.email);
      const wrongTab = await completeReset({ resetToken: code, newPassword: NEW_PASSWORD, userType: 'technician' });
      expect(wrongTab.body).toEqual(INVALID_CODE);

      await t.dataSource.query(`UPDATE auth.password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
      const expired = await completeReset({ resetToken: code, newPassword: NEW_PASSWORD, userType: 'admin' });
      expect(expired.body).toEqual(INVALID_CODE);
      const unknown = await completeReset({ resetToken: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345', newPassword: NEW_PASSWORD, userType: 'admin' });
      expect(unknown.body).toEqual(INVALID_CODE);
      const garbage = await completeReset({ resetToken: "' OR 1=1 --", newPassword: NEW_PASSWORD, userType: 'admin' });
      expect(garbage.body).toEqual(INVALID_CODE);

      const reasons = (await auditRows(t, 'password-reset-failed')).map((row) => row.details['reason']);
      expect(reasons).toEqual(expect.arrayContaining(['wrong-user-type', 'expired', 'unknown-code']));
    });

    it('lists each reset rule a weak password misses, refuses a common one, and keeps the code for another try', async () => {
      await requestReset({ userType: 'admin', email: ADMIN.email });
      const code = await codeFor(ADMIN.email);

      const weak = await completeReset({ resetToken: code, newPassword: 'solamenteminusculas', userType: 'admin' });
      expect(weak.status).toBe(400);
      expect(weak.body).toEqual({
        statusCode: 400,
        code: 'PASSWORD_TOO_WEAK',
        message: 'Please ensure your password meets all requirements',
        details: ['Add an uppercase letter.', 'Add a number.', 'Add a special character.'],
      });

      for (const guessable of ['Password1!', 'Summer2024!', 'Irrigo2026!']) {
        const common = await completeReset({ resetToken: code, newPassword: guessable, userType: 'admin' });
        expect(common.status).toBe(400);
        expect(common.body.code).toBe('PASSWORD_TOO_COMMON');
        expect(common.body.details[0]).toBe('This password is too easy to guess.');
      }

      const personal = await completeReset({ resetToken: code, newPassword: 'Marta.Ruiz-2031!', userType: 'admin' });
      expect(personal.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', details: ["The password must not contain the account's e-mail address or name."] });

      expect((await completeReset({ resetToken: code, newPassword: 'Girasol-Azul-2033#', userType: 'admin' })).status).toBe(200);
    });
  });

  describe('a technician', () => {
    it('is found by full name in any case and without accents, and the code clears the must-change mark', async () => {
      const id = await seedAccount(t, {
        email: 'ana.nunez@example.com',
        password: 'Temporal-Inicial-1',
        role: 'technician',
        firstName: 'Ana',
        lastName: 'Núñez',
        mustChangePassword: true,
      });
      const session = await signIn(t, 'ana.nunez@example.com', 'Temporal-Inicial-1', 'technician');
      expect((await requestReset({ userType: 'technician', username: '  ana   NUNEZ ' })).body).toEqual(SAME_ANSWER);
      const code = await codeFor('ana.nunez@example.com');

      expect((await completeReset({ resetToken: code, newPassword: NEW_PASSWORD, userType: 'technician' })).status).toBe(200);
      expect(await t.resolve(session)).toBeNull();
      const signedIn = await login('ana.nunez@example.com', NEW_PASSWORD, '/api/auth/technician/login');
      expect(signedIn.status).toBe(200);
      const [account] = (await t.dataSource.query('SELECT must_change_password FROM auth.accounts WHERE id = $1', [id])) as [{ must_change_password: boolean }];
      expect(account.must_change_password).toBe(false);
    });

    it('is told apart from a namesake by the optional e-mail; without it, no one gets a code', async () => {
      await seedAccount(t, { email: 'jose.perez@example.com', password: 'Campo-Verde-2030', role: 'technician', firstName: 'José', lastName: 'Pérez' });
      await seedAccount(t, { email: 'jose.perez2@example.com', password: 'Campo-Verde-2030', role: 'technician', firstName: 'Jose', lastName: 'Perez' });

      expect((await requestReset({ userType: 'technician', username: 'José Pérez', email: '' })).body).toEqual(SAME_ANSWER);
      await quietly(300);
      expect(t.mail.all()).toEqual([]);
      expect((await auditRows(t, 'password-reset-requested')).at(-1)).toMatchObject({
        account_id: null,
        details: { userType: 'technician', name: 'José Pérez', outcome: 'ambiguous' },
      });

      expect((await requestReset({ userType: 'technician', username: 'José Pérez', email: 'JOSE.PEREZ2@example.com' })).body).toEqual(SAME_ANSWER);
      const mail = await t.mail.next('jose.perez2@example.com');
      expect(mail.to).toEqual(['jose.perez2@example.com']);
    });

    it('without an e-mail of their own: the code goes to the organization admins, naming the technician', async () => {
      const secondAdmin = 'segunda.admin@example.com';
      await seedAccount(t, { email: secondAdmin, password: 'Campo-Verde-2030', role: 'admin', fullName: 'Segunda Admin' });
      await seedAccount(t, { email: 'manager.only@example.com', password: 'Campo-Verde-2030', role: 'manager' });
      await seedAccount(t, {
        email: 'other.org.admin@example.com',
        password: 'Campo-Verde-2030',
        role: 'admin',
        organizationId: '00000000-0000-4000-8000-000000000000',
      });
      await seedAccount(t, { email: '', password: 'Campo-Verde-2030', role: 'technician', firstName: 'Pablo', lastName: 'Sin Correo' });

      expect((await requestReset({ userType: 'technician', username: 'Pablo Sin Correo' })).body).toEqual(SAME_ANSWER);
      const mail = await t.mail.next(ADMIN.email);
      expect(mail.to.map((address) => address.toLowerCase()).sort()).toEqual([ADMIN.email.toLowerCase(), secondAdmin].sort());
      expect(mail.text).toContain('The technician Pablo Sin Correo asked to reset their Irrigo password');
      expect(mail.text).toContain('El técnico Pablo Sin Correo pidió restablecer su contraseña');
      expect((await auditRows(t, 'password-reset-requested')).at(-1)).toMatchObject({ details: { outcome: 'sent-to-admins' } });

      expect((await completeReset({ resetToken: resetCodeIn(mail), newPassword: NEW_PASSWORD, userType: 'technician' })).status).toBe(200);
    });
  });

  describe('the answer goes out before the work', () => {
    it('answers a request before the account is looked up; the token, audit event and mail follow from the queue', async () => {
      const work = t.app.get(ResetWorkQueue);
      const tokensOfAdmin = async () =>
        (
          (await t.dataSource.query('SELECT count(*)::int AS n FROM auth.password_reset_tokens WHERE account_id = $1 AND used_at IS NULL', [adminId])) as [
            { n: number },
          ]
        )[0].n;
      await t.dataSource.query('DELETE FROM auth.password_reset_tokens WHERE account_id = $1', [adminId]);
      const requestedBefore = (await auditRows(t, 'password-reset-requested')).length;

      work.pause();
      try {
        const [known, unknown] = [
          await requestReset({ userType: 'admin', email: ADMIN.email }),
          await requestReset({ userType: 'admin', email: 'no.one@example.com' }),
        ];
        expect([known.status, unknown.status]).toEqual([200, 200]);
        expect(known.body).toEqual(unknown.body);
        // Answered, and nothing about either account has been looked at yet.
        expect(work.size).toBe(2);
        expect(await tokensOfAdmin()).toBe(0);
        expect(await auditRows(t, 'password-reset-requested')).toHaveLength(requestedBefore);
      } finally {
        work.resume();
      }
      await work.idle();

      expect(await tokensOfAdmin()).toBe(1);
      expect(await auditRows(t, 'password-reset-requested')).toHaveLength(requestedBefore + 2);
      expect(resetCodeIn(await t.mail.next(ADMIN.email))).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){6}$/);
    });
  });

  describe('the link in the mail', () => {
    it('opens /admin-login for office accounts and /tech-login for technicians, with the token in the fragment', async () => {
      const fromBrowser = async (body: object) =>
        request(t.server)
          .post(REQUEST)
          .set({ ...(await t.asBrowser(null)), origin: 'https://riego.example' })
          .send(body);

      await fromBrowser({ userType: 'admin', email: ADMIN.email });
      const officeMail = await t.mail.next(ADMIN.email);
      const officeCode = resetCodeIn(officeMail);
      expect(officeMail.text).toContain(`https://riego.example/admin-login#reset-token=${officeCode}`);
      expect(officeMail.html).toContain(`href="https://riego.example/admin-login#reset-token=${officeCode}"`);

      await seedAccount(t, { email: 'rosa.link@example.com', password: 'Campo-Verde-2030', role: 'technician', firstName: 'Rosa', lastName: 'Enlace' });
      await fromBrowser({ userType: 'technician', username: 'Rosa Enlace' });
      const technicianMail = await t.mail.next('rosa.link@example.com');
      expect(technicianMail.text).toContain(`https://riego.example/tech-login#reset-token=${resetCodeIn(technicianMail)}`);
    });
  });

  describe('POST /api/password-reset/verify', () => {
    it('says a live code is valid without using it up, so it still completes the reset', async () => {
      await requestReset({ userType: 'admin', email: ADMIN.email });
      const code = await codeFor(ADMIN.email);

      for (const typed of [code, code.toLowerCase().replace(/-/g, ' ')]) {
        const verified = await verifyReset({ resetToken: typed });
        expect(verified.status).toBe(200);
        expect(verified.body).toEqual({ valid: true });
        expect(verified.headers['cache-control']).toBe('no-store');
      }
      expect((await completeReset({ resetToken: code, newPassword: 'Arroyo-Sereno-2035~', userType: 'admin' })).status).toBe(200);
      expect((await verifyReset({ resetToken: code })).body).toEqual(INVALID_CODE);
    });

    it('answers RESET_TOKEN_INVALID, as completion does, for an unknown, mistyped, expired or superseded code', async () => {
      await requestReset({ userType: 'admin', email: ADMIN.email });
      const older = await codeFor(ADMIN.email);
      t.mail.clear();
      await requestReset({ userType: 'admin', email: ADMIN.email });
      const newer = await codeFor(ADMIN.email);

      const typo = `${newer.slice(0, -1)}${newer.endsWith('0') ? '1' : '0'}`;
      for (const resetToken of [older, typo, 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345', 'not a code']) {
        const response = await verifyReset({ resetToken });
        expect(response.status).toBe(400);
        expect(response.body).toEqual(INVALID_CODE);
      }
      await t.dataSource.query(`UPDATE auth.password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
      expect((await verifyReset({ resetToken: newer })).body).toEqual(INVALID_CODE);
      expect((await auditRows(t, 'password-reset-failed')).at(-1)).toMatchObject({ account_id: adminId, details: { reason: 'expired' } });
    });

    it('refuses a bad body and a direct call without the gateway', async () => {
      const empty = await verifyReset({ resetToken: '', extra: true });
      expect(empty.status).toBe(400);
      expect(empty.body.code).toBe('VALIDATION_FAILED');
      expect(empty.body.details).toEqual(expect.arrayContaining(['resetToken should not be empty', 'property extra should not exist']));
      expect((await verifyReset({ resetToken: 'A'.repeat(65) })).body.details).toEqual(['resetToken must be shorter than or equal to 64 characters']);
      await request(t.server).post(VERIFY).send({ resetToken: 'ABCD' }).expect(401);
    });
  });

  it('keeps codes and passwords out of the database and the audit log', async () => {
    await requestReset({ userType: 'admin', email: ADMIN.email });
    const code = await codeFor(ADMIN.email);
    const password = 'Secreto-Unico-2034%';
    await completeReset({ resetToken: code, newPassword: password, userType: 'admin' });
    const everything = JSON.stringify([
      await t.dataSource.query('SELECT * FROM auth.audit_events'),
      await t.dataSource.query('SELECT * FROM auth.password_reset_tokens'),
    ]);
    expect(everything).not.toContain(code);
    expect(everything).not.toContain(code.replace(/-/g, ''));
    expect(everything).not.toContain(password);
  });

  it('lists every broken rule of a bad request', async () => {
    const bad = await requestReset({ userType: 'owner', extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.details).toEqual(
      expect.arrayContaining(['property extra should not exist', 'userType must be one of the following values: technician, admin']),
    );

    expect((await requestReset({ userType: 'admin' })).body.details).toEqual(expect.arrayContaining(['email must be an email']));
    expect((await requestReset({ userType: 'technician', username: '  ' })).body.details).toEqual(['username should not be empty']);
    expect((await requestReset({ userType: 'technician', username: 'Ana Núñez', email: 'ana@' })).body.details).toEqual(['email must be an email']);

    const badComplete = await completeReset({ resetToken: '', newPassword: 'short', userType: 'owner' });
    expect(badComplete.status).toBe(400);
    expect(badComplete.body.details).toEqual(
      expect.arrayContaining([
        'resetToken should not be empty',
        'newPassword must be at least 8 characters',
        'userType must be one of the following values: technician, admin',
      ]),
    );
  });

  it('refuses direct calls without the gateway assertion', async () => {
    const direct = await request(t.server).post(REQUEST).send({ userType: 'admin', email: ADMIN.email });
    expect(direct.status).toBe(401);
    expect(direct.body.code).toBe('UNAUTHENTICATED');
    await request(t.server).post(COMPLETE).send({ resetToken: 'x', newPassword: NEW_PASSWORD, userType: 'admin' }).expect(401);
  });
});
