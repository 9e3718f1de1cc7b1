import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BulkAccountCandidate, BulkAccountResult, Technician } from '@irrigo/contracts';
import request from 'supertest';
import { auditRows, seedAccount, signIn, startAuthTestApp, type AuthTestApp } from './support/auth-test-app.js';

const CANDIDATES = '/api/admin/bulk-accounts/candidates';
const ISSUE = '/api/admin/bulk-accounts';
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
const HOUR_MS = 3_600_000;

describe('bulk technician accounts (services/auth over HTTP)', () => {
  let t: AuthTestApp;
  let adminToken: string;
  let managerToken: string;
  let supervisorToken: string;
  let technicianToken: string;
  let otherOrgManagerToken: string;

  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'https://irrigo.example/' });
    ({ token: adminToken } = await t.setUpAdmin());
    await seedAccount(t, { email: 'manager@example.com', password: 'manager-password', role: 'manager' });
    await seedAccount(t, { email: 'supervisor@example.com', password: 'supervisor-password', role: 'supervisor' });
    await seedAccount(t, { email: 'tech@example.com', password: 'technician-password', role: 'technician' });
    await seedAccount(t, { email: 'elsewhere@example.com', password: 'elsewhere-password', role: 'manager', organizationId: randomUUID() });
    managerToken = await signIn(t, 'manager@example.com', 'manager-password');
    supervisorToken = await signIn(t, 'supervisor@example.com', 'supervisor-password');
    technicianToken = await signIn(t, 'tech@example.com', 'technician-password', 'technician');
    otherOrgManagerToken = await signIn(t, 'elsewhere@example.com', 'elsewhere-password');
  });

  afterAll(async () => {
    await t?.close();
  });

  const candidates = async (token: string | null) =>
    request(t.server)
      .get(CANDIDATES)
      .set(await t.asBrowser(token));
  const issue = async (token: string | null, body: object) =>
    request(t.server)
      .post(ISSUE)
      .set(await t.asBrowser(token))
      .send(body);
  const candidateOf = async (technician: Technician) =>
    ((await candidates(adminToken)).body.candidates as BulkAccountCandidate[]).find((candidate) => candidate.technicianId === technician.id);
  const activate = async (body: object) =>
    request(t.server)
      .post('/api/auth/activate')
      .set(await t.asBrowser(null))
      .send(body);

  describe('GET /api/admin/bulk-accounts/candidates', () => {
    it('lists the active roster with each technician’s account state', async () => {
      const ana = t.org.addTechnician({ firstName: 'Ana', lastName: 'Núñez', email: 'ana.cand@example.com' });
      const gone = t.org.addTechnician({ firstName: 'Gone', lastName: 'Away', active: false });
      const response = await candidates(managerToken);
      expect(response.status).toBe(200);
      const list = response.body.candidates as BulkAccountCandidate[];
      expect(list.find((candidate) => candidate.technicianId === ana.id)).toEqual({
        technicianId: ana.id,
        firstName: 'Ana',
        lastName: 'Núñez',
        email: 'ana.cand@example.com',
        locationId: ana.locationId,
        accountState: 'none',
        activationExpiresAt: null,
      });
      expect(list.map((candidate) => candidate.technicianId)).not.toContain(gone.id);
    });

    it('requires sign-in (401), an admin or manager (403), and the gateway (401)', async () => {
      expect((await candidates(null)).status).toBe(401);
      expect((await candidates(technicianToken)).status).toBe(403);
      expect((await candidates(supervisorToken)).status).toBe(403);
      expect((await request(t.server).get(CANDIDATES)).status).toBe(401);
    });

    it('shows another organization’s manager none of this roster', async () => {
      const response = await candidates(otherOrgManagerToken);
      expect(response.status).toBe(200);
      expect(response.body.candidates).toEqual([]);
    });
  });

  describe('POST /api/admin/bulk-accounts', () => {
    it('puts codes on a sheet once: accounts without a usable password, pending until activated', async () => {
      const luis = t.org.addTechnician({ firstName: 'Luis', lastName: 'García', email: 'luis.sheet@example.com' });
      const pablo = t.org.addTechnician({ firstName: 'Pablo', lastName: 'Ruiz', email: null });
      const before = Date.now();
      const response = await issue(adminToken, { technicianIds: [luis.id, pablo.id], delivery: 'sheet' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toContain('no-store');
      const results = response.body.results as BulkAccountResult[];
      expect(results).toEqual([
        {
          technicianId: luis.id,
          name: 'Luis García',
          email: 'luis.sheet@example.com',
          status: 'on-sheet',
          activationCode: expect.stringMatching(CODE),
          expiresAt: expect.any(String),
        },
        {
          technicianId: pablo.id,
          name: 'Pablo Ruiz',
          email: null,
          status: 'on-sheet',
          activationCode: expect.stringMatching(CODE),
          expiresAt: expect.any(String),
        },
      ]);
      const expiresIn = new Date(results[0]?.expiresAt ?? '').getTime() - before;
      expect(expiresIn).toBeGreaterThan(23.9 * HOUR_MS);
      expect(expiresIn).toBeLessThanOrEqual(24 * HOUR_MS + 60_000);

      // No password works yet, and the codes are nowhere in the database.
      const login = await request(t.server)
        .post('/api/auth/technician/login')
        .set(await t.asBrowser(null))
        .send({ email: 'luis.sheet@example.com', password: '' + results[0]?.activationCode });
      expect(login.status).toBe(401);
      const stored = JSON.stringify(await t.dataSource.query('SELECT * FROM auth.activation_codes'));
      expect(stored).not.toContain(String(results[0]?.activationCode));
      expect(stored).not.toContain(String(results[0]?.activationCode).replace(/-/g, ''));

      expect(await candidateOf(luis)).toMatchObject({ accountState: 'pending', activationExpiresAt: results[0]?.expiresAt });
      expect(await candidateOf(pablo)).toMatchObject({ accountState: 'pending', email: null });
      const audit = (await auditRows(t, 'activation-issued')).filter((row) => row.details['delivery'] === 'sheet');
      expect(audit.length).toBeGreaterThanOrEqual(2);
      expect(audit[0]).toMatchObject({
        actor_id: expect.any(String),
        organization_id: t.org.organization?.id,
        details: { delivery: 'sheet', reissued: false },
      });
      expect(JSON.stringify(audit)).not.toContain(String(results[0]?.activationCode));
    });

    it('e-mails bilingual codes with the activation link (72 hours); no e-mail means skipped', async () => {
      const rosa = t.org.addTechnician({ firstName: 'Rosa', lastName: 'Díaz', email: 'rosa.mail@example.com' });
      const nomail = t.org.addTechnician({ firstName: 'Sin', lastName: 'Correo', email: null });
      const before = Date.now();
      const response = await issue(managerToken, { technicianIds: [rosa.id, nomail.id], delivery: 'email' });
      expect(response.status).toBe(200);
      const results = response.body.results as BulkAccountResult[];
      expect(results).toEqual([
        { technicianId: rosa.id, name: 'Rosa Díaz', email: 'rosa.mail@example.com', status: 'emailed', expiresAt: expect.any(String) },
        { technicianId: nomail.id, name: 'Sin Correo', email: null, status: 'skipped', reason: 'no-email' },
      ]);
      expect(new Date(results[0]?.expiresAt ?? '').getTime() - before).toBeGreaterThan(71.9 * HOUR_MS);
      expect(JSON.stringify(response.body)).not.toMatch(/activationCode/);

      const mail = await t.mail.next('rosa.mail@example.com');
      const code = /\b[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}\b/.exec(mail.text)?.[0] as string;
      expect(code).toMatch(CODE);
      expect(mail.text).toContain(`https://irrigo.example/activate?code=${code}`);
      expect(mail.text).toContain('Tu cuenta de Irrigo');
      expect(await candidateOf(nomail)).toMatchObject({ accountState: 'none' });

      const activated = await activate({ email: 'rosa.mail@example.com', code, newPassword: 'regando-jardines-2025' });
      expect(activated.status).toBe(200);
    });

    it('re-issues a pending account (the old code stops working) and skips an active one', async () => {
      const marco = t.org.addTechnician({ firstName: 'Marco', lastName: 'Vela', email: 'marco@example.com' });
      const first = ((await issue(adminToken, { technicianIds: [marco.id], delivery: 'sheet' })).body.results as BulkAccountResult[])[0];
      const second = ((await issue(adminToken, { technicianIds: [marco.id], delivery: 'sheet' })).body.results as BulkAccountResult[])[0];
      expect(second?.activationCode).not.toBe(first?.activationCode);
      expect((await activate({ email: 'marco@example.com', code: first?.activationCode, newPassword: 'riego-por-goteo-77' })).status).toBe(400);
      expect((await activate({ email: 'marco@example.com', code: second?.activationCode, newPassword: 'riego-por-goteo-77' })).status).toBe(200);
      expect(await candidateOf(marco)).toMatchObject({ accountState: 'active', activationExpiresAt: null });

      const third = await issue(adminToken, { technicianIds: [marco.id], delivery: 'sheet' });
      expect(third.body.results).toEqual([
        { technicianId: marco.id, name: 'Marco Vela', email: 'marco@example.com', status: 'skipped', reason: 'already-active' },
      ]);
      const audit = await auditRows(t, 'activation-issued');
      expect(audit.some((row) => row.details['reissued'] === true)).toBe(true);
    });

    it('skips a technician whose e-mail another account uses', async () => {
      const clash = t.org.addTechnician({ firstName: 'Clash', lastName: 'Mail', email: 'Manager@Example.com' });
      const response = await issue(adminToken, { technicianIds: [clash.id], delivery: 'sheet' });
      expect(response.body.results).toEqual([
        { technicianId: clash.id, name: 'Clash Mail', email: 'Manager@Example.com', status: 'skipped', reason: 'email-taken' },
      ]);
    });

    it('refuses the whole request (404) for ids outside the organization’s active roster', async () => {
      const ours = t.org.addTechnician({ firstName: 'Nuestro', lastName: 'Técnico', email: 'ours@example.com' });
      const stranger = randomUUID();
      const response = await issue(adminToken, { technicianIds: [ours.id, stranger], delivery: 'sheet' });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'TECHNICIAN_NOT_FOUND', details: [`${stranger} is not an active technician of your organization`] });
      expect(await candidateOf(ours)).toMatchObject({ accountState: 'none' });

      // A manager of another organization cannot reach this organization's technicians.
      const elsewhere = await issue(otherOrgManagerToken, { technicianIds: [ours.id], delivery: 'sheet' });
      expect(elsewhere.status).toBe(404);
      expect(await candidateOf(ours)).toMatchObject({ accountState: 'none' });
    });

    it('answers 400 with details for bad input', async () => {
      const check = async (body: object, details: string[]) => {
        const response = await issue(adminToken, body);
        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
        expect(response.body.details).toEqual(expect.arrayContaining(details));
      };
      const id = randomUUID();
      await check({ technicianIds: [], delivery: 'sheet' }, ['technicianIds must name at least 1 technician']);
      await check({ technicianIds: Array.from({ length: 201 }, () => randomUUID()), delivery: 'sheet' }, ['technicianIds must name at most 200 technicians']);
      await check({ technicianIds: [id, id], delivery: 'sheet' }, ['technicianIds must not repeat a technician']);
      await check({ technicianIds: ['luis'], delivery: 'sheet' }, ['each of technicianIds must be a technician id']);
      await check({ technicianIds: [id], delivery: 'fax' }, ['delivery must be one of: email, sheet']);
      await check({ technicianIds: [id], delivery: 'sheet', password: 'chosen-by-admin' }, ['property password should not exist']);
    });

    it('requires sign-in (401), an admin or manager (403), and the gateway (401)', async () => {
      const body = { technicianIds: [randomUUID()], delivery: 'sheet' };
      expect((await issue(null, body)).status).toBe(401);
      expect((await issue(technicianToken, body)).status).toBe(403);
      expect((await issue(supervisorToken, body)).status).toBe(403);
      expect((await request(t.server).post(ISSUE).send(body)).status).toBe(401);
    });
  });
});
