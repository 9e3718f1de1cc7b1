import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RoleRequest } from '@irrigo/contracts';
import request from 'supertest';
import { ADMIN, seedAccount, signIn, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';
import { resetCodeIn } from './support/mail-sink.js';
import { signUpAndConfirm } from './support/sign-up.js';

const REQUESTS = '/api/auth/role-requests';
const PASSWORD = 'Aspersor-Rotor-2032';
const quietly = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two organizations in one auth database: Riego Verde (the installation's, set up through /api/admin/setup)
 * and Blue Creek (its accounts written straight into the tables). Role requests and password resets of one
 * never reach the other.
 */
describe('one organization scope: role requests and password resets stay within their organization', () => {
  let t: AuthTestApp;
  let green: string;
  let greenAdmin: string;
  let blueAdmin: string;
  const blue = randomUUID();
  let count = 0;

  const signUp = (name: string) => signUpAndConfirm(t, { fullName: name, email: `persona${(count += 1)}@example.com`, password: PASSWORD });
  const pendingOf = async (token: string) =>
    (
      (
        await request(t.server)
          .get(REQUESTS)
          .set(await t.asBrowser(token))
          .expect(200)
      ).body.requests as RoleRequest[]
    ).map((entry) => entry.accountId);
  const decide = async (token: string, id: string, decision: 'approve' | 'decline', body: object = {}) =>
    request(t.server)
      .post(`${REQUESTS}/${id}/${decision}`)
      .set(await t.asBrowser(token))
      .send(body);
  /** A role-less account of Blue Creek waiting on a request its administrators decide. */
  async function blueRequest(role: 'admin' | 'technician'): Promise<{ id: string; accountId: string }> {
    const { user } = await signUp(`Azul ${role}`);
    await t.dataSource.query('UPDATE auth.accounts SET setup_complete = true WHERE id = $1', [user.id]);
    const [row] = (await t.dataSource.query(
      `INSERT INTO auth.role_requests (account_id, organization_id, requested_role, status, created_at) VALUES ($1, $2, $3, 'pending', now()) RETURNING id`,
      [user.id, blue, role],
    )) as [{ id: string }];
    return { id: row.id, accountId: user.id };
  }
  async function greenRequest(role: 'admin' | 'technician'): Promise<{ id: string; accountId: string }> {
    const { token, user } = await signUp(`Verde ${role}`);
    expect(
      (
        await request(t.server)
          .post('/api/auth/role')
          .set(await t.asBrowser(token))
          .send({ role })
      ).body.outcome,
    ).toBe('requested');
    const [row] = (await t.dataSource.query('SELECT id FROM auth.role_requests WHERE account_id = $1', [user.id])) as [{ id: string }];
    return { id: row.id, accountId: user.id };
  }

  beforeAll(async () => {
    t = await startAuthTestApp();
    ({ token: greenAdmin } = await t.setUpAdmin());
    green = t.org.organization?.id ?? '';
    await seedAccount(t, { email: 'blue.admin@example.com', password: 'Arroyo-Azul-2033', role: 'admin', fullName: 'Blue Admin', organizationId: blue });
    blueAdmin = await signIn(t, 'blue.admin@example.com', 'Arroyo-Azul-2033');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('role requests', () => {
    it('files a sign-up’s request under the installation’s organization', async () => {
      const mine = await greenRequest('admin');
      const [row] = (await t.dataSource.query('SELECT organization_id FROM auth.role_requests WHERE id = $1', [mine.id])) as [{ organization_id: string }];
      expect(row.organization_id).toBe(green);
    });

    it('lists to each organization’s admins only their own organization’s requests', async () => {
      const mine = await greenRequest('technician');
      const theirs = await blueRequest('technician');
      expect(await pendingOf(greenAdmin)).toContain(mine.accountId);
      expect(await pendingOf(greenAdmin)).not.toContain(theirs.accountId);
      expect(await pendingOf(blueAdmin)).toEqual([theirs.accountId]);
    });

    it('answers 404 to approving or declining another organization’s request, exactly as for an unknown one, and changes nothing', async () => {
      const theirs = await blueRequest('admin');
      const unknown = await decide(greenAdmin, randomUUID(), 'approve');
      for (const decision of ['approve', 'decline'] as const) {
        const answer = await decide(greenAdmin, theirs.id, decision);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual(unknown.body);
      }
      const mine = await greenRequest('admin');
      expect((await decide(blueAdmin, mine.id, 'approve')).status).toBe(404);
      expect((await decide(blueAdmin, mine.id, 'decline')).status).toBe(404);

      const rows = (await t.dataSource.query('SELECT status FROM auth.role_requests WHERE id IN ($1, $2)', [theirs.id, mine.id])) as { status: string }[];
      expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
      const [account] = (await t.dataSource.query('SELECT role FROM auth.accounts WHERE id = $1', [theirs.accountId])) as [{ role: string | null }];
      expect(account.role).toBeNull();
    });

    it('lets an organization’s admin approve its own request into its own organization, but not link another organization’s technician', async () => {
      const theirs = await blueRequest('technician');
      const greenTechnician = t.org.addTechnician({ firstName: 'Verde', lastName: 'Roster', email: null });
      const refused = await decide(blueAdmin, theirs.id, 'approve', { technicianId: greenTechnician.id });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('TECHNICIAN_NOT_FOUND');

      const adminRequest = await blueRequest('admin');
      expect((await decide(blueAdmin, adminRequest.id, 'approve')).status).toBe(200);
      const [account] = (await t.dataSource.query('SELECT role, organization_id FROM auth.accounts WHERE id = $1', [adminRequest.accountId])) as [
        { role: string; organization_id: string },
      ];
      expect(account).toEqual({ role: 'admin', organization_id: blue });
    });
  });

  describe('password resets', () => {
    it('sends the code of a technician without an e-mail to their own organization’s administrators only', async () => {
      await seedAccount(t, { email: '', password: PASSWORD, role: 'technician', firstName: 'Bruno', lastName: 'Azul', organizationId: blue });
      t.mail.clear();
      await request(t.server)
        .post('/api/password-reset/request')
        .set(await t.asBrowser(null))
        .send({ userType: 'technician', username: 'Bruno Azul' })
        .expect(200);
      const mail = await t.mail.next('blue.admin@example.com');
      // Blue Creek's administrators: the seeded one and the one approved above; never Riego Verde's.
      expect(mail.to).toContain('blue.admin@example.com');
      expect(mail.to.map((address) => address.toLowerCase())).not.toContain(ADMIN.email.toLowerCase());
      expect(t.mail.all().flatMap((message) => message.to.map((address) => address.toLowerCase()))).not.toContain(ADMIN.email.toLowerCase());

      const [token] = (await t.dataSource.query(
        `SELECT token.organization_id FROM auth.password_reset_tokens token JOIN auth.accounts account ON account.id = token.account_id WHERE account.first_name = 'Bruno'`,
      )) as [{ organization_id: string }];
      expect(token.organization_id).toBe(blue);
      expect(
        (
          await request(t.server)
            .post('/api/password-reset/verify')
            .set(await t.asBrowser(null))
            .send({ resetToken: resetCodeIn(mail) })
        ).status,
      ).toBe(200);
    });

    it('sends the code of a technician of no organization and no e-mail to no one (not to every organization’s administrators)', async () => {
      await seedAccount(t, { email: '', password: PASSWORD, role: 'technician', firstName: 'Nadie', lastName: 'Suelto', organizationId: null });
      t.mail.clear();
      await request(t.server)
        .post('/api/password-reset/request')
        .set(await t.asBrowser(null))
        .send({ userType: 'technician', username: 'Nadie Suelto' })
        .expect(200);
      await quietly(400);
      expect(t.mail.all()).toEqual([]);
    });
  });

  describe('the migration', () => {
    it('files existing requests under the installation’s organization and codes under their account’s, and can be undone and redone', async () => {
      await t.dataSource.query('UPDATE auth.role_requests SET organization_id = NULL');
      await t.dataSource.query('UPDATE auth.password_reset_tokens SET organization_id = NULL');
      // Later migrations are undone first, as they would be to step back to before this one.
      for (let undone = ''; undone !== 'ScopeByOrganization1764100000000';) {
        const [last] = (await t.dataSource.query('SELECT name FROM auth.migrations ORDER BY id DESC LIMIT 1')) as { name: string }[];
        if (!last) throw new Error('ScopeByOrganization1764100000000 was never run');
        await t.dataSource.undoLastMigration();
        undone = last.name;
      }
      const columns = (await t.dataSource.query(
        `SELECT table_name FROM information_schema.columns WHERE table_schema = 'auth' AND column_name = 'organization_id' AND table_name IN ('role_requests', 'password_reset_tokens')`,
      )) as unknown[];
      expect(columns).toEqual([]);
      await t.dataSource.runMigrations();
      const requests = (await t.dataSource.query('SELECT DISTINCT organization_id FROM auth.role_requests')) as { organization_id: string }[];
      expect(requests).toEqual([{ organization_id: green }]);
      // Bruno's code is Blue Creek's; the code of the technician filed under no organization stays under none.
      const tokens = (await t.dataSource.query('SELECT DISTINCT organization_id FROM auth.password_reset_tokens')) as { organization_id: string | null }[];
      expect(tokens).toHaveLength(2);
      expect(tokens).toEqual(expect.arrayContaining([{ organization_id: blue }, { organization_id: null }]));
    });
  });
});
