import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditEvent, AuditEventsResponse } from '@irrigo/contracts';
import request from 'supertest';
import { ADMIN, seedAccount, signIn, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

const PATH = '/api/audit-events';

describe('GET /api/audit-events', () => {
  let t: AuthTestApp;
  let adminToken: string;
  let adminId: string;

  beforeAll(async () => {
    t = await startAuthTestApp();
    ({ token: adminToken, id: adminId } = await t.setUpAdmin());
    await seedAccount(t, { email: 'manager@example.com', password: 'Gerente-Segura-1', role: 'manager' });
    await seedAccount(t, { email: 'supervisor@example.com', password: 'Supervisa-Bien-2', role: 'supervisor' });
    await seedAccount(t, { email: 'tech@example.com', password: 'Campo-Verde-2030', role: 'technician', firstName: 'Teo', lastName: 'Campo' });
    await request(t.server)
      .post('/api/admin/login')
      .set(await t.asBrowser(null))
      .send({ email: 'nobody@example.com', password: 'a guess' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const list = async (token: string | null, query = '') =>
    request(t.server)
      .get(`${PATH}${query}`)
      .set(await t.asBrowser(token));

  it("answers the organization's security events newest first, for admins and managers", async () => {
    const response = await list(adminToken);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { events, nextBefore } = response.body as AuditEventsResponse;
    expect(nextBefore).toBeNull();
    expect(events.map((event) => event.type)).toEqual(['sign-in-failed', 'admin-setup']);
    expect(events[0]).toEqual({
      id: expect.any(String),
      type: 'sign-in-failed',
      accountId: null,
      email: 'nobody@example.com',
      actorId: null,
      ip: '127.0.0.1',
      userAgent: 'jest-browser/1.0',
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      details: { portal: 'office', reason: 'unknown-account' },
    });
    expect(events[1]).toMatchObject({ type: 'admin-setup', accountId: adminId, email: ADMIN.email });

    const manager = await signIn(t, 'manager@example.com', 'Gerente-Segura-1');
    const byManager = await list(manager);
    expect(byManager.status).toBe(200);
    expect((byManager.body as AuditEventsResponse).events[0]).toMatchObject({ type: 'sign-in', email: 'manager@example.com' });
  });

  it("does not show another organization's events", async () => {
    await t.dataSource.query(
      `INSERT INTO auth.audit_events (type, organization_id, account_id, email, ip, occurred_at, details) VALUES ('sign-in', $1, $2, 'elsewhere@example.com', '10.0.0.1', now(), '{}')`,
      [randomUUID(), randomUUID()],
    );
    const { events } = (await list(adminToken, '?limit=100')).body as AuditEventsResponse;
    expect(events.find((event) => event.email === 'elsewhere@example.com')).toBeUndefined();
  });

  it('pages backwards with before and limit, without gaps or repeats, even through events of the same instant', async () => {
    const instant = new Date(Date.now() - 60_000);
    for (let i = 0; i < 3; i += 1) {
      await t.dataSource.query(
        `INSERT INTO auth.audit_events (type, organization_id, email, ip, occurred_at, details) VALUES ('sign-out', $1, $2, '127.0.0.1', $3, '{}')`,
        [t.org.organization?.id, `same-instant-${i}@example.com`, instant],
      );
    }
    const everything = ((await list(adminToken, '?limit=100')).body as AuditEventsResponse).events;

    const paged: AuditEvent[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 20; pages += 1) {
      const query: string = `?limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const page = (await list(adminToken, query)).body as AuditEventsResponse;
      paged.push(...page.events);
      expect(page.events.length).toBeGreaterThan(0);
      before = page.nextBefore;
      if (!before) break;
    }
    expect(before).toBeNull();
    expect(paged.map((event) => event.id)).toEqual(everything.map((event) => event.id));
    expect(paged.filter((event) => event.email?.startsWith('same-instant-'))).toHaveLength(3);
  });

  it('is for admins and managers only', async () => {
    for (const [email, password, portal] of [
      ['supervisor@example.com', 'Supervisa-Bien-2', 'office'],
      ['tech@example.com', 'Campo-Verde-2030', 'technician'],
    ] as const) {
      const response = await list(await signIn(t, email, password, portal));
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    }
  });

  it('requires a signed-in user and the gateway', async () => {
    const anonymous = await list(null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    await request(t.server).get(PATH).expect(401);
  });

  it('lists every broken rule of a bad query', async () => {
    const response = await list(adminToken, '?limit=0&before=yesterday&sort=asc');
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining(['property sort should not exist', 'limit must not be less than 1', 'before must be a valid ISO 8601 date string']),
    );
    expect((await list(adminToken, '?limit=101')).body.details).toEqual(['limit must not be greater than 100']);
    expect((await list(adminToken, '?limit=ten')).body.details).toEqual(expect.arrayContaining(['limit must be an integer number']));
  });
});
