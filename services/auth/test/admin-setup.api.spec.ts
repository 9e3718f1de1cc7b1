import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ADMIN, sessionCookieOf, sessionTokenOf, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

describe('admin setup: GET /api/admin/exists, POST /api/admin/setup', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await startAuthTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const exists = async () =>
    (
      await request(t.server)
        .get('/api/admin/exists')
        .set(await t.asBrowser(null))
        .expect(200)
    ).body as { exists: boolean };

  it('refuses callers that did not come through the gateway', async () => {
    await request(t.server).get('/api/admin/exists').expect(401);
    const response = await request(t.server).post('/api/admin/setup').send(ADMIN);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('UNAUTHENTICATED');
  });

  it('lists every broken rule of a bad setup form and refuses unknown fields', async () => {
    const response = await request(t.server)
      .post('/api/admin/setup')
      .set(await t.asBrowser(null))
      .send({ fullName: '  ', email: 'not-an-email', organizationName: 'R'.repeat(121), password: 'short', role: 'admin' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        'property role should not exist',
        'fullName should not be empty',
        'email must be an email',
        'organizationName must be shorter than or equal to 120 characters',
        'password must be at least 8 characters',
      ]),
    );
    expect(await exists()).toEqual({ exists: false });
  });

  it('measures passwords in characters, not bytes, and caps them', async () => {
    const tooLong = await request(t.server)
      .post('/api/admin/setup')
      .set(await t.asBrowser(null))
      .send({ ...ADMIN, password: 'x'.repeat(257) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details).toEqual(['password must be at most 256 characters']);
    // Four emoji are eight UTF-16 units but only four characters.
    const emoji = await request(t.server)
      .post('/api/admin/setup')
      .set(await t.asBrowser(null))
      .send({ ...ADMIN, password: '🌱💧🌱💧' });
    expect(emoji.status).toBe(400);
    expect(emoji.body.details).toEqual(['password must be at least 8 characters']);
  });

  it('refuses a common password, or one made of the name or e-mail, with the reasons listed', async () => {
    const common = await request(t.server)
      .post('/api/admin/setup')
      .set(await t.asBrowser(null))
      .send({ ...ADMIN, password: 'password123' });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', details: expect.arrayContaining(['This password is too easy to guess.']) });
    const personal = await request(t.server)
      .post('/api/admin/setup')
      .set(await t.asBrowser(null))
      .send({ ...ADMIN, password: 'ruiz.marta.2025' });
    expect(personal.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', details: ["The password must not contain the account's e-mail address or name."] });
    expect(await exists()).toEqual({ exists: false });
  });

  it.each(['Summer2024!', 'Admin@123', 'Irrigo2026!', 'RiegoVerde-2026!'])(
    'refuses %p: guessable knowing the product, the trade and the organization being set up',
    async (password) => {
      const response = await request(t.server)
        .post('/api/admin/setup')
        .set(await t.asBrowser(null))
        .send({ ...ADMIN, password });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', details: expect.arrayContaining(['This password is too easy to guess.']) });
      expect(await exists()).toEqual({ exists: false });
    },
  );

  it('rolls everything back and answers 503 when services/org fails, so setup can be retried', async () => {
    t.org.setupFailure = 'error';
    try {
      const response = await request(t.server)
        .post('/api/admin/setup')
        .set(await t.asBrowser(null))
        .send(ADMIN);
      expect(response.status).toBe(503);
      expect(response.body.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(sessionCookieOf(response)).toBeUndefined();
    } finally {
      t.org.setupFailure = null;
    }
    expect(await exists()).toEqual({ exists: false });
    const [{ count }] = (await t.dataSource.query('SELECT count(*)::int AS count FROM auth.accounts')) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('lets exactly one of two concurrent setups through', async () => {
    t.org.setupDelayMs = 150;
    const callsBefore = t.org.setupCalls;
    try {
      const [first, second] = await Promise.all([
        request(t.server)
          .post('/api/admin/setup')
          .set(await t.asBrowser(null, { https: true }))
          .send(ADMIN),
        request(t.server)
          .post('/api/admin/setup')
          .set(await t.asBrowser(null, { https: true }))
          .send({ ...ADMIN, email: 'other@example.com' }),
      ]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
      const loser = first.status === 409 ? first : second;
      expect(loser.body).toEqual({ statusCode: 409, code: 'ADMIN_ALREADY_EXISTS', message: 'An administrator has already been set up' });
      expect(sessionCookieOf(loser)).toBeUndefined();
      expect(t.org.setupCalls - callsBefore).toBe(1);

      const winner = first.status === 201 ? first : second;
      expect(winner.body).toEqual({ id: expect.any(String), email: winner === first ? ADMIN.email : 'other@example.com', fullName: ADMIN.fullName });
      expect(t.org.callers).toContain('auth');

      // Over HTTPS the cookie is Secure; it is never readable by scripts and never sent cross-site on POST.
      const cookie = sessionCookieOf(winner) ?? '';
      expect(cookie).toMatch(/^irrigo_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/Max-Age=1209600/);

      const admin = await t.resolve(sessionTokenOf(winner));
      expect(admin).toMatchObject({
        id: winner.body.id,
        role: 'admin',
        name: ADMIN.fullName,
        organizationId: t.org.organization?.id,
        locationId: t.org.location?.id,
        technicianId: null,
      });
      expect(t.org.organization?.name).toBe(ADMIN.organizationName);
    } finally {
      t.org.setupDelayMs = 0;
    }
    expect(await exists()).toEqual({ exists: true });
  });

  it('answers 409 to any later setup', async () => {
    const response = await request(t.server)
      .post('/api/admin/setup')
      .set(await t.asBrowser(null))
      .send(ADMIN);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('ADMIN_ALREADY_EXISTS');
  });

  it('records the setup in the audit log, under the new organization', async () => {
    const rows = (await t.dataSource.query(
      `SELECT account_id, organization_id, email, ip, details FROM auth.audit_events WHERE type = 'admin-setup'`,
    )) as object[];
    expect(rows).toEqual([
      {
        account_id: expect.any(String),
        organization_id: t.org.organization?.id,
        email: expect.any(String),
        ip: '127.0.0.1',
        details: { organizationName: ADMIN.organizationName },
      },
    ]);
  });

  it('keeps only a hash of the password and of the session token', async () => {
    const [account] = (await t.dataSource.query('SELECT password_hash FROM auth.accounts')) as [{ password_hash: string }];
    expect(account.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const sessions = (await t.dataSource.query('SELECT token_hash, ip, user_agent FROM auth.sessions')) as {
      token_hash: string;
      ip: string;
      user_agent: string;
    }[];
    expect(sessions).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), ip: '127.0.0.1', user_agent: 'jest-browser/1.0' }]);
  });
});
