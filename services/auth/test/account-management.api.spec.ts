import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TeamAccount, TeamAccountsResponse } from '@irrigo/contracts';
import request from 'supertest';
import { auditRows, seedAccount, signIn, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

const ACCOUNTS = '/api/auth/accounts';
const accountUrl = (id: string, action?: 'disable' | 'enable') => `${ACCOUNTS}/${id}${action ? `/${action}` : ''}`;

describe('team accounts: GET /api/auth/accounts, PATCH /api/auth/accounts/:id, POST …/disable and …/enable', () => {
  let t: AuthTestApp;
  let admin: { id: string; token: string };
  let manager: { id: string; token: string };
  let supervisorToken: string;
  let technicianToken: string;
  let count = 0;

  /** A fresh supervisor (or other role) no other test touches. */
  const person = async (role: 'manager' | 'supervisor' | 'technician' | 'admin' = 'supervisor') => {
    count += 1;
    const email = `persona${count}@example.com`;
    const password = `Riego-Por-Goteo-${count}`;
    const id = await seedAccount(t, { email, password, role, fullName: `Persona ${count}` });
    return { id, email, password };
  };
  const list = async (token: string) =>
    (
      (
        await request(t.server)
          .get(ACCOUNTS)
          .set(await t.asBrowser(token))
          .expect(200)
      ).body as TeamAccountsResponse
    ).accounts;
  const patch = async (token: string | null, id: string, body: object) =>
    request(t.server)
      .patch(accountUrl(id))
      .set(await t.asBrowser(token))
      .send(body);
  const act = async (token: string | null, id: string, action: 'disable' | 'enable') =>
    request(t.server)
      .post(accountUrl(id, action))
      .set(await t.asBrowser(token))
      .send({});

  beforeAll(async () => {
    t = await startAuthTestApp();
    admin = await t.setUpAdmin();
    const seeded = await person('manager');
    manager = { id: seeded.id, token: await signIn(t, seeded.email, seeded.password) };
    const supervisor = await person('supervisor');
    supervisorToken = await signIn(t, supervisor.email, supervisor.password);
    const technician = await person('technician');
    technicianToken = await signIn(t, technician.email, technician.password, 'technician');
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/auth/accounts', () => {
    it('lists the organization’s accounts by name, with role, location and latest sign-in, for admins and managers', async () => {
      const accounts = await list(admin.token);
      expect(accounts.map((account) => account.name)).toEqual([...accounts.map((account) => account.name)].sort((a, b) => a.localeCompare(b)));
      expect(accounts.find((account) => account.id === admin.id)).toEqual({
        id: admin.id,
        name: 'Marta Ruiz',
        email: 'Marta@Example.com',
        role: 'admin',
        locationId: t.org.location?.id,
        technicianId: null,
        disabledAt: null,
        lastSignInAt: expect.any(String),
        createdAt: expect.any(String),
      });
      const fresh = await person();
      expect((await list(manager.token)).find((account) => account.id === fresh.id)).toMatchObject({ role: 'supervisor', lastSignInAt: null });
    });

    it('leaves out another organization’s accounts and sign-ups still without a role', async () => {
      const stranger = await seedAccount(t, { email: 'extrano@example.com', password: 'Otra-Empresa-9', role: 'admin', organizationId: randomUUID() });
      await t.dataSource.query(
        `INSERT INTO auth.accounts (email, full_name, role, password_hash, setup_complete) VALUES ('nuevo@example.com', 'Nuevo', NULL, 'x', false)`,
      );
      const ids = (await list(admin.token)).map((account) => account.id);
      expect(ids).not.toContain(stranger);
      expect((await list(admin.token)).map((account) => account.email)).not.toContain('nuevo@example.com');
    });

    it('is for admins and managers only (403), and needs sign-in and the gateway (401)', async () => {
      await request(t.server)
        .get(ACCOUNTS)
        .set(await t.asBrowser(supervisorToken))
        .expect(403);
      await request(t.server)
        .get(ACCOUNTS)
        .set(await t.asBrowser(technicianToken))
        .expect(403);
      await request(t.server)
        .get(ACCOUNTS)
        .set(await t.asBrowser(null))
        .expect(401);
      await request(t.server).get(ACCOUNTS).expect(401);
    });
  });

  describe('PATCH /api/auth/accounts/:id', () => {
    it('changes a role and a location, records both in the audit log, and the next session resolve shows them', async () => {
      const north = t.org.addLocation('North Branch');
      const target = await person();
      const token = await signIn(t, target.email, target.password);
      const changed = await patch(admin.token, target.id, { role: 'manager', locationId: north.id });
      expect(changed.status).toBe(200);
      expect(changed.body as TeamAccount).toMatchObject({ id: target.id, role: 'manager', locationId: north.id });
      expect(await t.resolve(token)).toMatchObject({ role: 'manager', locationId: north.id });

      const roleChange = (await auditRows(t, 'role-changed')).find((row) => row.account_id === target.id);
      expect(roleChange).toMatchObject({ actor_id: admin.id, details: { previousRole: 'supervisor', role: 'manager', via: 'account-management' } });
      const move = (await auditRows(t, 'location-changed')).find((row) => row.account_id === target.id);
      expect(move).toMatchObject({ actor_id: admin.id, details: { previousLocation: 'Main Office', location: 'North Branch' } });

      const cleared = await patch(admin.token, target.id, { locationId: null });
      expect(cleared.body).toMatchObject({ role: 'manager', locationId: null });
    });

    it('changes nothing and records nothing when nothing differs', async () => {
      const target = await person();
      const before = (await auditRows(t)).length;
      const same = await patch(admin.token, target.id, { role: 'supervisor' });
      expect(same.status).toBe(200);
      expect((await auditRows(t)).length).toBe(before);
    });

    it('gives the technician role only to an account linked to a roster technician (409 TECHNICIAN_NOT_LINKED)', async () => {
      const office = await person();
      const refused = await patch(admin.token, office.id, { role: 'technician' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'TECHNICIAN_NOT_LINKED' });
      const field = await person('technician');
      expect((await patch(admin.token, field.id, { role: 'supervisor' })).body).toMatchObject({ role: 'supervisor' });
      expect((await patch(admin.token, field.id, { role: 'technician' })).body).toMatchObject({ role: 'technician' });
    });

    it('refuses a location that is not the organization’s, with details', async () => {
      const target = await person();
      const refused = await patch(admin.token, target.id, { locationId: randomUUID() });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'LOCATION_NOT_FOUND', details: ['locationId must be a location of the organization'] });
    });

    it('rejects an unknown role, a malformed location or id, and unknown fields with details', async () => {
      const target = await person();
      for (const body of [{ role: 'owner' }, { locationId: 'north' }, { role: 'admin', organizationId: randomUUID() }]) {
        const refused = await patch(admin.token, target.id, body);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', details: expect.any(Array) });
      }
      expect((await patch(admin.token, 'not-an-id', { role: 'manager' })).status).toBe(400);
    });

    it('never lets anyone change their own account', async () => {
      const own = await patch(admin.token, admin.id, { role: 'supervisor' });
      expect(own.status).toBe(403);
      expect((await patch(manager.token, manager.id, { locationId: null })).status).toBe(403);
    });

    it('lets a manager change supervisors and technicians, but never an admin and never into one', async () => {
      const target = await person();
      expect((await patch(manager.token, target.id, { role: 'manager' })).status).toBe(200);
      expect((await patch(manager.token, target.id, { role: 'admin' })).status).toBe(403);
      expect((await patch(manager.token, admin.id, { role: 'supervisor' })).status).toBe(403);
      expect((await patch(admin.token, target.id, { role: 'admin' })).body).toMatchObject({ role: 'admin' });
    });

    it('answers 404 for an account of another organization, as for one that does not exist', async () => {
      const stranger = await seedAccount(t, { email: 'lejano@example.com', password: 'Otra-Empresa-8', role: 'supervisor', organizationId: randomUUID() });
      const elsewhere = await patch(admin.token, stranger, { role: 'manager' });
      const missing = await patch(admin.token, randomUUID(), { role: 'manager' });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body).toEqual(missing.body);
    });

    it('is for admins and managers only (403), and needs sign-in (401)', async () => {
      const target = await person();
      expect((await patch(supervisorToken, target.id, { role: 'manager' })).status).toBe(403);
      expect((await patch(technicianToken, target.id, { role: 'manager' })).status).toBe(403);
      expect((await patch(null, target.id, { role: 'manager' })).status).toBe(401);
    });

    it('acts on the roles as they are now: a demoted admin’s still-valid session cannot change anyone', async () => {
      const other = await person('admin');
      const otherToken = await signIn(t, other.email, other.password);
      const headers = await t.asBrowser(otherToken);
      expect((await patch(admin.token, other.id, { role: 'supervisor' })).status).toBe(200);
      // The gateway may still hold the old identity for a few seconds; the change is refused anyway.
      const late = await request(t.server).patch(accountUrl(admin.id)).set(headers).send({ role: 'supervisor' });
      expect(late.status).toBe(403);
      expect((await list(admin.token)).find((account) => account.id === admin.id)).toMatchObject({ role: 'admin' });
    });
  });

  describe('POST /api/auth/accounts/:id/disable and /enable', () => {
    it('disabling ends every session of the account and keeps it from signing in; enabling lets it sign in again, old sessions stay ended', async () => {
      const target = await person();
      const keeper = await person();
      const sessions = [await signIn(t, target.email, target.password), await signIn(t, target.email, target.password)];
      const other = await signIn(t, keeper.email, keeper.password);

      const disabled = await act(admin.token, target.id, 'disable');
      expect(disabled.status).toBe(200);
      expect(disabled.body).toMatchObject({ id: target.id, disabledAt: expect.any(String) });
      for (const token of sessions) expect(await t.resolve(token)).toBeNull();
      expect(await t.resolve(other)).toMatchObject({ id: keeper.id });
      const login = await request(t.server)
        .post('/api/admin/login')
        .set(await t.asBrowser(null))
        .send({ email: target.email, password: target.password });
      expect(login.status).toBe(401);

      const again = await act(admin.token, target.id, 'disable');
      expect(again.body.disabledAt).toBe(disabled.body.disabledAt);

      const enabled = await act(admin.token, target.id, 'enable');
      expect(enabled.body).toMatchObject({ disabledAt: null });
      for (const token of sessions) expect(await t.resolve(token)).toBeNull();
      await signIn(t, target.email, target.password);

      const events = (await auditRows(t))
        .filter((row) => row.account_id === target.id && row.type.startsWith('account-'))
        .map((row) => [row.type, row.actor_id]);
      expect(events).toEqual([
        ['account-disabled', admin.id],
        ['account-enabled', admin.id],
      ]);
    });

    it('never disables one’s own account; a manager never disables an admin', async () => {
      expect((await act(admin.token, admin.id, 'disable')).status).toBe(403);
      expect((await act(manager.token, admin.id, 'disable')).status).toBe(403);
      const target = await person();
      expect((await act(manager.token, target.id, 'disable')).status).toBe(200);
      expect((await act(manager.token, target.id, 'enable')).status).toBe(200);
    });

    it('answers 404 for another organization’s account or an unknown one, 400 for a malformed id', async () => {
      const stranger = await seedAccount(t, { email: 'remoto@example.com', password: 'Otra-Empresa-7', role: 'supervisor', organizationId: randomUUID() });
      expect((await act(admin.token, stranger, 'disable')).status).toBe(404);
      expect((await act(admin.token, randomUUID(), 'enable')).status).toBe(404);
      expect((await act(admin.token, 'nope', 'disable')).status).toBe(400);
      expect(await t.resolve(await signIn(t, 'remoto@example.com', 'Otra-Empresa-7'))).toMatchObject({ id: stranger });
    });

    it('is for admins and managers only (403), and needs sign-in (401)', async () => {
      const target = await person();
      for (const action of ['disable', 'enable'] as const) {
        expect((await act(supervisorToken, target.id, action)).status).toBe(403);
        expect((await act(technicianToken, target.id, action)).status).toBe(403);
        expect((await act(null, target.id, action)).status).toBe(401);
      }
    });
  });
});
