import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ResetWorkQueue } from '../src/password-reset/reset-work-queue.js';
import { ADMIN, auditRows, seedAccount, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';
import { resetCodeIn } from './support/mail-sink.js';

// Small limits so that each is reached in a few calls; every test uses client addresses of its own.
const LIMITS = {
  RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS: '3',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '4',
  RATE_LIMIT_LOGIN_ACCOUNT_DELAY_SECONDS: '60',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '5',
  RATE_LIMIT_RESET_REQUEST_PER_ACCOUNT: '2',
  RATE_LIMIT_RESET_REQUEST_PER_ADDRESS: '4',
  RATE_LIMIT_RESET_COMPLETE_PER_ADDRESS: '3',
  RATE_LIMIT_SETUP_PER_ADDRESS: '2',
};

describe('rate limits: logins, reset requests, reset codes and setup, per account and per client address', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await startAuthTestApp(LIMITS);
    await t.setUpAdmin();
    await seedAccount(t, { email: 'manager@example.com', password: 'Gerente-Segura-1', role: 'manager' });
    await seedAccount(t, { email: 'ana@example.com', password: 'Campo-Verde-2030', role: 'technician', firstName: 'Ana', lastName: 'Núñez' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const post = async (path: string, ip: string, body: object, headers: Record<string, string> = {}) =>
    request(t.server)
      .post(path)
      .set({ ...(await t.asBrowser(null, { ip })), ...headers })
      .send(body);
  const login = (ip: string, email: string, password: string, headers?: Record<string, string>) => post('/api/admin/login', ip, { email, password }, headers);
  /**
   * Brings every limit's end closer by some seconds, as if they had passed: the library keeps each key's end
   * (epoch milliseconds) and compares it with the clock, so the waits and windows pass without waiting.
   */
  const letSecondsPass = (seconds: number) => t.dataSource.query(`UPDATE auth.rate_limits SET expire = expire - $1::bigint`, [seconds * 1000]);

  /** As if whole minutes had passed: a window is over. */
  const letTimePass = (minutes: number) => letSecondsPass(minutes * 60);

  const expectLimited = (response: request.Response, windowSeconds: number) => {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ (minutes?|seconds?)\.$/),
    });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(windowSeconds - 30);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  };

  describe('sign-in', () => {
    it('stops one address guessing one account after its failed attempts, until the window has passed', async () => {
      for (let i = 0; i < 3; i += 1) expect((await login('10.1.0.1', ADMIN.email, `guess number ${i}`)).status).toBe(401);
      expectLimited(await login('10.1.0.1', ADMIN.email, ADMIN.password), 15 * 60);
      expectLimited(await login('10.1.0.1', ADMIN.email.toUpperCase(), ADMIN.password), 15 * 60);
      expect((await login('10.1.0.1', 'manager@example.com', 'Gerente-Segura-1')).status).toBe(200);

      const [limited] = await auditRows(t, 'rate-limited');
      expect(limited).toMatchObject({ account_id: null, email: ADMIN.email, ip: '10.1.0.1', details: { buckets: 'login:account-address' } });

      await letTimePass(16);
      expect((await login('10.1.0.1', ADMIN.email, ADMIN.password)).status).toBe(200);
    });

    it('a flood of wrong passwords from other addresses slows them with growing waits, and not the owner on their own device', async () => {
      const email = 'owner.flooded@example.com';
      const password = 'Caudal-Tranquilo-2031';
      await seedAccount(t, { email, password, role: 'manager', fullName: 'Dueña Inundada' });
      expect((await login('10.20.0.1', email, password)).status).toBe(200);

      // One guess from each of many addresses: no address reaches its own limits.
      for (let i = 0; i < 4; i += 1) expect((await login(`10.21.0.${i}`, email, `flood ${i}`)).status).toBe(401);
      const firstWait = await login('10.21.1.1', email, 'flood 4');
      expectLimited(firstWait, 60);
      expect(firstWait.headers['retry-after']).toBe('60');
      expect((await auditRows(t, 'rate-limited')).at(-1)).toMatchObject({ email, ip: '10.21.1.1', details: { buckets: 'login:account' } });
      // The owner's address signed in before: the right password gets through, the flood notwithstanding.
      expect((await login('10.20.0.1', email, password)).status).toBe(200);

      await letSecondsPass(61);
      expect((await login('10.21.1.1', email, 'flood 5')).status).toBe(401);
      expect(Number((await login('10.21.1.2', email, 'flood 6')).headers['retry-after'])).toBe(120);
      await letSecondsPass(121);
      expect((await login('10.21.1.3', email, 'flood 7')).status).toBe(401);
      expect(Number((await login('10.21.1.4', email, 'flood 8')).headers['retry-after'])).toBe(240);
      expect((await login('10.20.0.1', email, password)).status).toBe(200);

      // A device the account never signed in from waits like the guessers do…
      expectLimited(await login('10.22.0.1', email, password), 240);
      // …until a password reset, which ends the lock-out.
      expect((await post('/api/password-reset/request', '10.22.0.1', { userType: 'admin', email })).status).toBe(200);
      await t.app.get(ResetWorkQueue).idle();
      const code = resetCodeIn(await t.mail.next(email));
      const newPassword = 'Caudal-Sereno-2032';
      expect((await post('/api/password-reset/complete', '10.22.0.1', { resetToken: code, newPassword, userType: 'admin' })).status).toBe(200);
      expect((await login('10.22.0.1', email, newPassword)).status).toBe(200);
      await letTimePass(16);
    });

    it('keeps the guessing address at its own limit even when the account is a known one elsewhere', async () => {
      const email = 'known.elsewhere@example.com';
      await seedAccount(t, { email, password: 'Rocio-Matinal-2033', role: 'manager' });
      expect((await login('10.23.0.1', email, 'Rocio-Matinal-2033')).status).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await login('10.23.0.2', email, `guess ${i}`)).status).toBe(401);
      expectLimited(await login('10.23.0.2', email, 'another guess'), 15 * 60);
      // A known address that guesses is stopped by the same pair limit.
      for (let i = 0; i < 3; i += 1) expect((await login('10.23.0.1', email, `typo ${i}`)).status).toBe(401);
      expectLimited(await login('10.23.0.1', email, 'Rocio-Matinal-2033'), 15 * 60);
      await letTimePass(16);
      expect((await login('10.23.0.1', email, 'Rocio-Matinal-2033')).status).toBe(200);
    });

    it('lets no more wrong guesses through than the limit when they all come at once', async () => {
      // From an address the account trusts (only the account-and-address wall applies to it): exactly that wall's three.
      const email = 'guessed.at.once@example.com';
      await seedAccount(t, { email, password: 'Goteo-Paralelo-2034', role: 'manager' });
      expect((await login('10.24.0.1', email, 'Goteo-Paralelo-2034')).status).toBe(200);
      const fromOne = await Promise.all(Array.from({ length: 5 }, (_, i) => login('10.24.0.1', email, `at once ${i}`)));
      expect(fromOne.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 429, 429]);

      // From many addresses at once, one guess each: the account-wide count lets four through, then the first wait holds.
      const spread = 'guessed.everywhere@example.com';
      await seedAccount(t, { email: spread, password: 'Goteo-Disperso-2035', role: 'manager' });
      const fromMany = await Promise.all(Array.from({ length: 12 }, (_, i) => login(`10.25.0.${i + 1}`, spread, `everywhere ${i}`)));
      expect(fromMany.filter((answer) => answer.status === 401)).toHaveLength(4);
      expect(fromMany.filter((answer) => answer.status === 429)).toHaveLength(8);
      expectLimited(await login('10.25.1.1', spread, 'Goteo-Disperso-2035'), 60);
      await letTimePass(16);
    });

    it("forgets an account's failures once it signs in", async () => {
      for (let i = 0; i < 2; i += 1) expect((await login('10.2.0.1', 'manager@example.com', `guess ${i}`)).status).toBe(401);
      expect((await login('10.2.0.1', 'manager@example.com', 'Gerente-Segura-1')).status).toBe(200);
      for (let i = 0; i < 3; i += 1) expect((await login('10.2.0.1', 'manager@example.com', `again ${i}`)).status).toBe(401);
      expect((await login('10.2.0.1', 'manager@example.com', 'Gerente-Segura-1')).status).toBe(429);
      await letTimePass(16);
    });

    it('limits failures per client address whatever the e-mails, counting the address the gateway signed', async () => {
      for (let i = 0; i < 5; i += 1) expect((await login('10.3.0.1', `nobody${i}@example.com`, 'a guess')).status).toBe(401);
      // A forwarded-for header is the client's own claim and changes nothing.
      expectLimited(await login('10.3.0.1', 'manager@example.com', 'Gerente-Segura-1', { 'x-forwarded-for': '10.9.9.9', 'x-real-ip': '10.9.9.9' }), 15 * 60);
      expect((await login('10.3.0.2', 'manager@example.com', 'Gerente-Segura-1')).status).toBe(200);
      // The technician login shares the counts.
      expect((await post('/api/auth/technician/login', '10.3.0.1', { email: 'ana@example.com', password: 'Campo-Verde-2030' })).status).toBe(429);
      expect((await post('/api/email-auth/admin/login', '10.3.0.1', { email: 'manager@example.com', password: 'Gerente-Segura-1' })).status).toBe(429);
      expect((await post('/api/email-auth/technician/login', '10.3.0.1', { email: 'ana@example.com', password: 'Campo-Verde-2030' })).status).toBe(429);
      await letTimePass(16);
      expect((await login('10.3.0.1', 'manager@example.com', 'Gerente-Segura-1')).status).toBe(200);
    });
  });

  describe('password reset', () => {
    const requestReset = (ip: string, body: object) => post('/api/password-reset/request', ip, body);

    it('limits requests per account whether or not the account exists, so a 429 reveals nothing', async () => {
      for (const email of ['manager@example.com', 'ghost@example.com']) {
        for (let i = 0; i < 2; i += 1) expect((await requestReset(`10.4.0.${i + 1}`, { userType: 'admin', email })).status).toBe(200);
        expectLimited(await requestReset('10.4.0.9', { userType: 'admin', email: email.toUpperCase() }), 60 * 60);
      }
      // A technician's name counts as one whatever its case or accents, and whatever e-mail comes with it.
      expect((await requestReset('10.4.1.1', { userType: 'technician', username: 'Ana Núñez' })).status).toBe(200);
      expect((await requestReset('10.4.1.2', { userType: 'technician', username: 'ANA NUNEZ', email: 'x@example.com' })).status).toBe(200);
      expectLimited(await requestReset('10.4.1.3', { userType: 'technician', username: 'ana núñez' }), 60 * 60);
      await letTimePass(61);
    });

    it('limits requests per client address', async () => {
      for (let i = 0; i < 4; i += 1) expect((await requestReset('10.5.0.1', { userType: 'admin', email: `someone${i}@example.com` })).status).toBe(200);
      expectLimited(await requestReset('10.5.0.1', { userType: 'admin', email: 'someone.else@example.com' }), 60 * 60);
      await letTimePass(61);
    });

    it('limits wrong codes per client address, even before a right one', async () => {
      const attempt = (resetToken: string) =>
        post('/api/password-reset/complete', '10.6.0.1', { resetToken, newPassword: 'Lluvia-Fina-2031!', userType: 'admin' });
      for (let i = 0; i < 3; i += 1) expect((await attempt(`WRONG-CODE-${i}`)).status).toBe(400);
      expectLimited(await attempt('ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345'), 15 * 60);
      await letTimePass(16);
      expect((await attempt('ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345')).status).toBe(400);
      await letTimePass(16);
    });

    it('counts wrong codes checked at Verify with those of completion', async () => {
      const verify = (resetToken: string) => post('/api/password-reset/verify', '10.6.1.1', { resetToken });
      const complete = (resetToken: string) =>
        post('/api/password-reset/complete', '10.6.1.1', { resetToken, newPassword: 'Lluvia-Fina-2031!', userType: 'admin' });
      expect((await verify('WRONG-CODE-1')).status).toBe(400);
      expect((await complete('WRONG-CODE-2')).status).toBe(400);
      expect((await verify('WRONG-CODE-3')).status).toBe(400);
      expectLimited(await verify('ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345'), 15 * 60);
      expectLimited(await complete('ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345'), 15 * 60);
      expect((await post('/api/password-reset/verify', '10.6.1.2', { resetToken: 'WRONG-CODE-4' })).status).toBe(400);
      await letTimePass(16);
    });
  });

  it('limits admin setup attempts per client address', async () => {
    for (let i = 0; i < 2; i += 1) expect((await post('/api/admin/setup', '10.7.0.1', ADMIN)).status).toBe(409);
    expectLimited(await post('/api/admin/setup', '10.7.0.1', ADMIN), 60 * 60);
    expect((await post('/api/admin/setup', '10.7.0.2', ADMIN)).status).toBe(409);
  });

  it('answers without Retry-After when nothing is limited', async () => {
    const response = await login('10.8.0.1', 'manager@example.com', 'wrong');
    expect(response.status).toBe(401);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
