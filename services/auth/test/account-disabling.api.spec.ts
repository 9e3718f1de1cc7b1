import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { AccountDisabling } from '../src/accounts/account-disabling.service.js';
import { seedAccount, signIn, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

// No endpoint disables accounts yet; this is the path one will call.
describe('AccountDisabling.disable', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await startAuthTestApp();
    await t.setUpAdmin();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('revokes every session of the account, which stays revoked if the account is enabled again', async () => {
    const id = await seedAccount(t, { email: 'leaving@example.com', password: 'Se-Va-Pronto-3', role: 'supervisor' });
    const keeper = await seedAccount(t, { email: 'staying@example.com', password: 'Se-Queda-Aqui-4', role: 'supervisor' });
    const sessions = [await signIn(t, 'leaving@example.com', 'Se-Va-Pronto-3'), await signIn(t, 'leaving@example.com', 'Se-Va-Pronto-3')];
    const other = await signIn(t, 'staying@example.com', 'Se-Queda-Aqui-4');

    await expect(t.app.get(AccountDisabling).disable(id)).resolves.toBe(true);

    for (const token of sessions) expect(await t.resolve(token)).toBeNull();
    expect(await t.resolve(other)).toMatchObject({ id: keeper });
    const rows = (await t.dataSource.query('SELECT revoked_at FROM auth.sessions WHERE account_id = $1', [id])) as { revoked_at: Date | null }[];
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revoked_at !== null)).toBe(true);

    const login = await request(t.server).post('/api/admin/login').set(await t.asBrowser(null)).send({ email: 'leaving@example.com', password: 'Se-Va-Pronto-3' });
    expect(login.status).toBe(401);

    await t.dataSource.query('UPDATE auth.accounts SET disabled_at = NULL WHERE id = $1', [id]);
    for (const token of sessions) expect(await t.resolve(token)).toBeNull();
  });

  it('keeps the first disabling date, and answers false for an unknown account', async () => {
    const id = await seedAccount(t, { email: 'twice@example.com', password: 'Dos-Veces-Fuera-5', role: 'supervisor', disabled: true });
    const [before] = (await t.dataSource.query('SELECT disabled_at FROM auth.accounts WHERE id = $1', [id])) as [{ disabled_at: Date }];
    await expect(t.app.get(AccountDisabling).disable(id)).resolves.toBe(true);
    const [after] = (await t.dataSource.query('SELECT disabled_at FROM auth.accounts WHERE id = $1', [id])) as [{ disabled_at: Date }];
    expect(after.disabled_at).toEqual(before.disabled_at);
    await expect(t.app.get(AccountDisabling).disable(randomUUID())).resolves.toBe(false);
  });
});
