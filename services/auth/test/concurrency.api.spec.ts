import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthUser, TeamAccountsResponse } from '@irrigo/contracts';
import request from 'supertest';
import { ADMIN, auditRows, seedAccount, sessionTokenOf, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

/**
 * Many people at once, as on a Monday morning: the service's pool of connections runs transactions side by
 * side. Every answer must be the right one and every write must land, on the embedded database (whose
 * connections share one backend session) as on a PostgreSQL server.
 */
describe('the auth service under 50 concurrent requests', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await startAuthTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('lets exactly one of many racing first-run setups in and tells the others it is done, with no 5xx', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () =>
        request(t.server)
          .post('/api/admin/setup')
          .set(await t.asBrowser(null))
          .send(ADMIN),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) expect(answer.body).toMatchObject({ code: 'ADMIN_ALREADY_EXISTS' });
  });

  it('answers 50 mixed reads and transactional writes each rightly, and loses none of them', async () => {
    const owner = await request(t.server)
      .post('/api/admin/login')
      .set(await t.asBrowser(null))
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    const ownerToken = sessionTokenOf(owner);
    const seedManagers = (prefix: string, count: number) =>
      Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const email = `${prefix}${index}@example.com`;
          const password = `Goteo-Aspersor-${index}-Valle`;
          return { email, password, id: await seedAccount(t, { email, password, role: 'manager', fullName: `${prefix} ${index}` }) };
        }),
      );
    const staff = await seedManagers('staff', 15);
    const managers = await seedManagers('manager', 10);
    const sessionsBefore = await countRows(t, 'auth.sessions');
    const signInsBefore = (await auditRows(t, 'sign-in')).length;

    // Each request is sent again after a 503 (the database was too busy to lend a connection in time), as a
    // person pressing Try again would: on a slow machine that is a right answer, if it left nothing behind.
    // Whatever else comes back is written down with the request's name, so a failure says which and why.
    const wrong: string[] = [];
    const answerOf = async (name: string, send: () => Promise<request.Response>): Promise<request.Response | null> => {
      for (let attempt = 1; ; attempt++) {
        const answer = await send();
        const refusedForLoad = answer.status === 503 && (answer.body as { code?: string }).code === 'UPSTREAM_UNAVAILABLE';
        if (refusedForLoad && attempt < 5) continue;
        if (answer.status === 200) return answer;
        wrong.push(`${name}: ${answer.status} ${JSON.stringify(answer.body)} (attempt ${attempt})`);
        return null;
      }
    };

    const work: (() => Promise<void>)[] = [
      // The office signs in, each from their own device: a session row and an audit row each.
      ...staff.map((person, index) => async () => {
        const device = await t.asBrowser(null, { ip: `10.0.0.${index + 1}` });
        const answer = await answerOf(`sign-in of ${person.email}`, () =>
          request(t.server).post('/api/admin/login').set(device).send({ email: person.email, password: person.password }),
        );
        if (answer) expect(await t.resolve(sessionTokenOf(answer))).toMatchObject({ id: person.id, email: person.email });
      }),
      // Who am I: the session resolves and the account is read.
      ...Array.from({ length: 15 }, (_, index) => async () => {
        const browser = await t.asBrowser(ownerToken);
        const answer = await answerOf(`who am I #${index}`, () => request(t.server).get('/api/auth/user').set(browser));
        if (answer) expect((answer.body as AuthUser).email).toBe(ADMIN.email);
      }),
      // The team list: every seeded account is there, whatever else is being written.
      ...Array.from({ length: 10 }, (_, index) => async () => {
        const browser = await t.asBrowser(ownerToken);
        const answer = await answerOf(`team list #${index}`, () => request(t.server).get('/api/auth/accounts').set(browser));
        if (!answer) return;
        const emails = (answer.body as TeamAccountsResponse).accounts.map((account) => account.email);
        for (const manager of managers) expect(emails).toContain(manager.email);
      }),
      // Disabling: locks the account row, revokes its sessions and audits, in one transaction each.
      ...managers.map((manager) => async () => {
        const browser = await t.asBrowser(ownerToken);
        await answerOf(`disabling ${manager.email}`, () => request(t.server).post(`/api/auth/accounts/${manager.id}/disable`).set(browser).send({}));
      }),
    ];
    expect(work).toHaveLength(50);

    await Promise.all(work.map((run) => run()));

    expect(wrong).toEqual([]);
    expect(await countRows(t, 'auth.sessions')).toBe(sessionsBefore + 15);
    expect((await auditRows(t, 'sign-in')).length).toBe(signInsBefore + 15);
    const disabled = (await t.dataSource.query('SELECT count(*)::int AS n FROM auth.accounts WHERE disabled_at IS NOT NULL AND id = ANY($1)', [
      managers.map((m) => m.id),
    ])) as [{ n: number }];
    expect(disabled[0].n).toBe(managers.length);
  }, 60_000);
});

async function countRows(t: AuthTestApp, table: string): Promise<number> {
  const rows = (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`)) as [{ n: number }];
  return rows[0].n;
}
