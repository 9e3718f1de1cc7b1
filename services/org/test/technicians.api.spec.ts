import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Location, OrganizationSetupResponse, Technician, TechnicianSyncResult, TechnicianSyncStatusResponse } from '@irrigo/contracts';
import { DataSource } from 'typeorm';
import { HCP_TEST_KEY, HCP_TEST_TIMEOUT_MS, startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

type Role = 'admin' | 'manager' | 'supervisor' | 'technician';

describe('technicians and the Housecall Pro link (services/org over HTTP)', () => {
  let t: OrgTestApp;
  let main: Location;
  let north: Location;
  let organizationId: string;

  const signedIn = (role: Role, locationId: string | null = null) => t.identity.gatewayHeaders({ role, locationId, organizationId });
  const asAuth = () => t.identity.serviceHeaders('auth', 'org');
  const list = async (headers: Record<string, string>, query = '') =>
    (await t.http.get(`/api/technicians${query}`).set(headers).expect(200)).body.technicians as Technician[];
  const names = (technicians: Technician[]) => technicians.map((technician) => `${technician.firstName} ${technician.lastName}`);
  const sync = async () =>
    (
      await t.http
        .post('/api/technicians/sync')
        .set(await signedIn('admin'))
        .expect(200)
    ).body as TechnicianSyncResult;
  const syncRuns = () =>
    t.app
      .get(DataSource)
      .query<{ trigger: string; status: string; created: number; error: string | null }[]>(
        'SELECT trigger, status, created, error FROM org.hcp_sync_runs ORDER BY finished_at',
      );

  beforeAll(async () => {
    t = await startOrgTestApp();
    const setup = await t.http
      .post('/internal/organizations/setup')
      .set(await asAuth())
      .send({ organizationName: 'Green Valley' })
      .expect(201);
    organizationId = (setup.body as OrganizationSetupResponse).organization.id;
    await sync();
    const locations = (await t.http.get('/api/locations/available').set(await signedIn('admin'))).body.locations as Location[];
    main = locations.find((location) => location.name === 'Main Office') as Location;
    north = locations.find((location) => location.name === 'North Branch') as Location;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/technicians', () => {
    it('gives an admin the whole roster: field techs only, by name, each at their HCP location', async () => {
      const technicians = await list(await signedIn('admin'));
      expect(names(technicians)).toEqual(['Carlos Mendoza', 'Jake Thompson', 'Luis Ramírez', 'María González']);
      expect(technicians.find((technician) => technician.firstName === 'Luis')).toEqual({
        id: expect.any(String),
        hcpEmployeeId: expect.stringMatching(/^pro_/),
        firstName: 'Luis',
        lastName: 'Ramírez',
        email: null,
        mobileNumber: '5125550106',
        locationId: north.id,
        active: true,
        syncedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        role: 'field tech',
        avatarUrl: null,
        colorHex: '#00897B',
      });
      expect(technicians.find((technician) => technician.firstName === 'Carlos')).toMatchObject({
        email: 'carlos.mendoza@irrigo-demo.test',
        locationId: main.id,
      });
    });

    it('gives a manager the whole roster', async () => {
      expect(await list(await signedIn('manager'))).toHaveLength(4);
    });

    it('gives a supervisor only the technicians of their own location', async () => {
      expect(names(await list(await signedIn('supervisor', north.id)))).toEqual(['Luis Ramírez', 'María González']);
      expect(await list(await signedIn('supervisor'))).toEqual([]);
    });

    it("filters by location, and answers 404 for a location outside one's reach", async () => {
      expect(names(await list(await signedIn('admin'), `?locationId=${main.id}`))).toEqual(['Carlos Mendoza', 'Jake Thompson']);
      expect(await list(await signedIn('supervisor', north.id), `?locationId=${north.id}`)).toHaveLength(2);
      const other = await t.http.get(`/api/technicians?locationId=${main.id}`).set(await signedIn('supervisor', north.id));
      expect(other.status).toBe(404);
      expect(other.body.code).toBe('NOT_FOUND');
      await t.http
        .get(`/api/technicians?locationId=${randomUUID()}`)
        .set(await signedIn('admin'))
        .expect(404);
    });

    it('rejects a malformed location id or an unknown parameter with details', async () => {
      const response = await t.http.get('/api/technicians?locationId=north').set(await signedIn('admin'));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', details: ['locationId must be a location id'] });
      expect((await t.http.get('/api/technicians?role=admin').set(await signedIn('admin'))).body.details).toEqual(['property role should not exist']);
    });

    it('is not for technicians (403), and needs sign-in and the gateway (401)', async () => {
      const forbidden = await t.http.get('/api/technicians').set(await signedIn('technician', main.id));
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
      await t.http
        .get('/api/technicians')
        .set(await t.identity.gatewayHeaders())
        .expect(401);
      await t.http.get('/api/technicians').expect(401);
    });
  });

  describe('GET /internal/technicians/:id?organizationId=', () => {
    let carlos: Technician;
    const byId = (id: string) => `/internal/technicians/${id}?organizationId=${organizationId}`;
    beforeAll(async () => {
      carlos = (await list(await signedIn('admin'))).find((technician) => technician.firstName === 'Carlos') as Technician;
    });

    it('gives another service one technician', async () => {
      const response = await t.http
        .get(byId(carlos.id))
        .set(await asAuth())
        .expect(200);
      expect(response.body).toEqual(carlos);
    });

    it('answers 404 TECHNICIAN_NOT_FOUND and 400 for a malformed id', async () => {
      const missing = await t.http.get(byId(randomUUID())).set(await asAuth());
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ statusCode: 404, code: 'TECHNICIAN_NOT_FOUND', message: 'Technician not found' });
      const malformed = await t.http.get(byId('carlos')).set(await asAuth());
      expect(malformed.status).toBe(400);
      expect(malformed.body.details).toEqual(['id must be a technician id']);
      const unnamed = await t.http.get(`/internal/technicians/${carlos.id}`).set(await asAuth());
      expect(unnamed.status).toBe(400);
      expect(unnamed.body.details).toEqual(['organizationId must be an organization id']);
    });

    it('is for services only: gateway assertions, tokens for another service and bare calls get 401', async () => {
      await t.http
        .get(byId(carlos.id))
        .set(await signedIn('admin'))
        .expect(401);
      await t.http
        .get(byId(carlos.id))
        .set(await t.identity.serviceHeaders('auth', 'inspections'))
        .expect(401);
      await t.http.get(byId(carlos.id)).expect(401);
    });
  });

  describe('GET /internal/technicians/by-email?organizationId=&email=', () => {
    const byEmail = async (email: string, headers?: Record<string, string>) =>
      t.http.get(`/internal/technicians/by-email?organizationId=${organizationId}&email=${encodeURIComponent(email)}`).set(headers ?? (await asAuth()));

    it('finds active roster technicians by e-mail in any case, and nobody for an unknown one', async () => {
      const found = await byEmail(' Carlos.Mendoza@IRRIGO-demo.test ');
      expect(found.status).toBe(200);
      expect(names(found.body.technicians as Technician[])).toEqual(['Carlos Mendoza']);
      expect((await byEmail('nobody@irrigo-demo.test')).body).toEqual({ technicians: [] });
    });

    it('answers 400 for a missing or malformed e-mail, and 401 to anything but a service', async () => {
      const bad = await byEmail('not-an-email');
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual(['email must be an email']);
      expect((await t.http.get(`/internal/technicians/by-email?organizationId=${organizationId}`).set(await asAuth())).status).toBe(400);
      const unnamed = await t.http.get('/internal/technicians/by-email?email=carlos.mendoza%40irrigo-demo.test').set(await asAuth());
      expect(unnamed.status).toBe(400);
      expect(unnamed.body.details).toEqual(['organizationId must be an organization id']);
      await byEmail('carlos.mendoza@irrigo-demo.test', await signedIn('admin')).then((response) => expect(response.status).toBe(401));
      await t.http.get(`/internal/technicians/by-email?organizationId=${organizationId}&email=carlos.mendoza%40irrigo-demo.test`).expect(401);
    });
  });

  describe('POST /api/technicians/sync', () => {
    it('changes nothing when HCP has not changed', async () => {
      expect(await sync()).toEqual({ created: 0, updated: 0, deactivated: 0, total: 4, syncedAt: expect.any(String) });
    });

    it('creates new field techs, updates changed ones and deactivates the ones HCP dropped, keeping them', async () => {
      const employees = t.hcp.fake.state.employees;
      const jake = employees.find((employee) => employee.first_name === 'Jake');
      const carlos = employees.find((employee) => employee.first_name === 'Carlos');
      t.hcp.fake.removeEmployee(jake?.id ?? '');
      t.hcp.fake.updateEmployee(carlos?.id ?? '', { email: 'Carlos@Irrigo-Demo.test', mobile_number: '5125550199' });
      const ana = t.hcp.fake.addEmployee({ first_name: 'Ana', last_name: 'Flores', role: 'field_tech', location_ids: [locationIdInHcp('North Branch')] });
      t.hcp.fake.addEmployee({ first_name: 'Olivia', last_name: 'Office', role: 'office staff' });

      const result = await sync();
      expect(result).toMatchObject({ created: 1, updated: 1, deactivated: 1, total: 4 });

      const technicians = await list(await signedIn('admin'));
      expect(names(technicians)).toEqual(['Ana Flores', 'Carlos Mendoza', 'Jake Thompson', 'Luis Ramírez', 'María González']);
      expect(technicians.find((technician) => technician.firstName === 'Jake')).toMatchObject({ active: false });
      expect(technicians.find((technician) => technician.firstName === 'Carlos')).toMatchObject({
        email: 'carlos@irrigo-demo.test',
        mobileNumber: '5125550199',
        active: true,
      });
      expect(technicians.find((technician) => technician.hcpEmployeeId === ana.id)).toMatchObject({ locationId: north.id, active: true });

      t.hcp.fake.updateEmployee(jake?.id ?? '', { archived: false });
      expect(await sync()).toMatchObject({ created: 0, updated: 1, deactivated: 0, total: 5 });
      expect((await list(await signedIn('admin'))).find((technician) => technician.firstName === 'Jake')).toMatchObject({ active: true });
    });

    it('adds a location HCP gained and files its technicians under it', async () => {
      const westId = 'loc-west-test';
      t.hcp.fake.state.company.locations.push({
        id: westId,
        name: 'West Yard',
        phone_number: null,
        address: { street: '1 West Rd', street_line_2: null, city: 'Leander', state: 'TX', zip: '78641', country: 'US' },
        locations: [],
      });
      const wes = t.hcp.fake.addEmployee({ first_name: 'Wes', last_name: 'Tran', location_ids: [westId] });
      expect(await sync()).toMatchObject({ created: 1, updated: 0 });
      const locations = (await t.http.get('/api/locations/available').set(await signedIn('admin'))).body.locations as Location[];
      const west = locations.find((location) => location.name === 'West Yard');
      expect(west).toMatchObject({ address: '1 West Rd', city: 'Leander', zipCode: '78641' });
      expect((await list(await signedIn('admin'))).find((technician) => technician.hcpEmployeeId === wes.id)).toMatchObject({ locationId: west?.id });
    });

    it('answers 503 HCP_UNAVAILABLE when HCP fails, records the failed run and changes nothing', async () => {
      const before = await list(await signedIn('admin'));
      t.hcp.fake.addEmployee({ first_name: 'Never', last_name: 'Synced', location_ids: [locationIdInHcp('Main Office')] });
      t.hcp.fake.setFailMode('error500');
      const response = await t.http.post('/api/technicians/sync').set(await signedIn('admin'));
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        statusCode: 503,
        code: 'HCP_UNAVAILABLE',
        message: 'Housecall Pro is not available right now, so technicians could not be synced. Nothing was changed; try again in a few minutes.',
      });
      t.hcp.fake.setFailMode('none');
      expect(await list(await signedIn('admin'))).toEqual(before);
      expect((await syncRuns()).at(-1)).toMatchObject({ trigger: 'manual', status: 'failed', error: expect.stringContaining('500') });
    });

    it('writes nothing when HCP fails half-way through reading the roster', async () => {
      const before = await list(await signedIn('admin'));
      t.hcp.failWhen = (url) => url.includes('location_ids[]');
      try {
        await t.http
          .post('/api/technicians/sync')
          .set(await signedIn('admin'))
          .expect(503);
      } finally {
        t.hcp.failWhen = undefined;
      }
      expect(await list(await signedIn('admin'))).toEqual(before);
    });

    it('answers 503 within the timeout when HCP hangs, and names the key when HCP refuses it', async () => {
      t.hcp.fake.setFailMode('hang');
      // The fake never answers, so any answer comes from the client's timeout: a real fetch timeout inside the
      // service, which no fake clock in this process reaches. The request's own time limit is the guard, nothing is measured.
      await t.http
        .post('/api/technicians/sync')
        .set(await signedIn('admin'))
        .timeout(HCP_TEST_TIMEOUT_MS + 1_000)
        .expect(503);
      t.hcp.fake.setFailMode('none');

      const key = t.hcp.fake.state.apiKey;
      t.hcp.fake.state.apiKey = 'rotated';
      try {
        const refused = await t.http.post('/api/technicians/sync').set(await signedIn('admin'));
        expect(refused.status).toBe(503);
        expect(refused.body.message).toMatch(/refused our API key/);
      } finally {
        t.hcp.fake.state.apiKey = key;
      }
    });

    it('is for admins and managers only (403), and needs sign-in and the gateway (401)', async () => {
      await t.http
        .post('/api/technicians/sync')
        .set(await signedIn('manager'))
        .expect(200);
      for (const role of ['supervisor', 'technician'] as const) {
        const response = await t.http.post('/api/technicians/sync').set(await signedIn(role, main.id));
        expect(response.status).toBe(403);
      }
      await t.http
        .post('/api/technicians/sync')
        .set(await t.identity.gatewayHeaders())
        .expect(401);
      await t.http.post('/api/technicians/sync').expect(401);
    });

    it('keeps a record of every run for oversight', async () => {
      const runs = await syncRuns();
      expect(runs.map((run) => run.trigger)).toContain('setup');
      expect(runs.filter((run) => run.status === 'ok').length).toBeGreaterThan(3);
    });
  });

  describe('HCP role, photo and colour', () => {
    it('keeps them as HCP sends them, the colour as #RRGGBB, and drops a photo or colour that is not one', async () => {
      const carlos = t.hcp.fake.state.employees.find((employee) => employee.first_name === 'Carlos') as unknown as Record<string, unknown>;
      carlos.avatar_url = 'https://cdn.example.test/carlos.png';
      carlos.color_hex = '#ef6c00';
      await sync();
      const synced = (await list(await signedIn('admin'))).find((technician) => technician.firstName === 'Carlos');
      expect(synced).toMatchObject({ role: 'field tech', avatarUrl: 'https://cdn.example.test/carlos.png', colorHex: '#EF6C00' });

      carlos.avatar_url = 'javascript:alert(1)';
      carlos.color_hex = 'red; background: url(x)';
      expect(await sync()).toMatchObject({ updated: 1 });
      expect((await list(await signedIn('admin'))).find((technician) => technician.firstName === 'Carlos')).toMatchObject({ avatarUrl: null, colorHex: null });
      carlos.avatar_url = null;
      carlos.color_hex = 'EF6C00';
      await sync();
    });
  });

  describe('GET /api/technicians/sync', () => {
    const lastSync = async (role: Role = 'admin', locationId: string | null = null) =>
      (
        await t.http
          .get('/api/technicians/sync')
          .set(await signedIn(role, locationId))
          .expect(200)
      ).body as TechnicianSyncStatusResponse;

    it('tells when the roster was last synced and what changed', async () => {
      const result = await sync();
      expect(await lastSync()).toEqual({
        lastRun: {
          status: 'ok',
          finishedAt: expect.any(String),
          created: result.created,
          updated: result.updated,
          deactivated: result.deactivated,
          failure: null,
        },
      });
      expect(Date.parse((await lastSync('supervisor', north.id)).lastRun?.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(result.syncedAt));
    });

    it('names why the last run failed: HCP unavailable, or HCP refusing the key', async () => {
      t.hcp.fake.setFailMode('error500');
      await t.http
        .post('/api/technicians/sync')
        .set(await signedIn('admin'))
        .expect(503);
      t.hcp.fake.setFailMode('none');
      expect((await lastSync('manager')).lastRun).toMatchObject({ status: 'failed', failure: 'hcp-unavailable', created: 0 });

      const key = t.hcp.fake.state.apiKey;
      t.hcp.fake.state.apiKey = 'rotated';
      try {
        await t.http
          .post('/api/technicians/sync')
          .set(await signedIn('admin'))
          .expect(503);
      } finally {
        t.hcp.fake.state.apiKey = key;
      }
      expect((await lastSync()).lastRun).toMatchObject({ status: 'failed', failure: 'hcp-refused' });
      await sync();
      expect((await lastSync()).lastRun).toMatchObject({ status: 'ok', failure: null });
    });

    it('shows another organization none of these runs', async () => {
      const response = await t.http
        .get('/api/technicians/sync')
        .set(await t.identity.gatewayHeaders({ role: 'admin', organizationId: randomUUID() }))
        .expect(200);
      expect(response.body).toEqual({ lastRun: null });
    });

    it('is not for technicians (403), and needs sign-in and the gateway (401)', async () => {
      const forbidden = await t.http.get('/api/technicians/sync').set(await signedIn('technician', main.id));
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('FORBIDDEN');
      await t.http
        .get('/api/technicians/sync')
        .set(await t.identity.gatewayHeaders())
        .expect(401);
      await t.http.get('/api/technicians/sync').expect(401);
    });
  });

  describe('GET /api/housecall-pro/status', () => {
    const status = async (role: Role = 'technician') =>
      (
        await t.http
          .get('/api/housecall-pro/status')
          .set(await signedIn(role))
          .expect(200)
      ).body;

    it('is connected when GET /company answers, for any signed-in user', async () => {
      expect(await status('technician')).toEqual({ connected: true });
      expect(await status('admin')).toEqual({ connected: true });
    });

    it('is disconnected when HCP errors or refuses the key', async () => {
      t.hcp.fake.setFailMode('error500');
      expect(await status()).toEqual({ connected: false });
      t.hcp.fake.setFailMode('none');
      t.hcp.fake.state.apiKey = 'rotated';
      expect(await status()).toEqual({ connected: false });
      t.hcp.fake.reset();
      t.hcp.fake.state.apiKey = HCP_TEST_KEY;
      expect(await status()).toEqual({ connected: true });
    });

    it('is disconnected within the timeout when HCP hangs', async () => {
      t.hcp.fake.setFailMode('hang');
      // As for the sync: only the service's real fetch timeout can end this, so the request's time limit is the guard.
      const response = await t.http
        .get('/api/housecall-pro/status')
        .set(await signedIn('technician'))
        .timeout(HCP_TEST_TIMEOUT_MS + 1_000);
      expect(response.body).toEqual({ connected: false });
      t.hcp.fake.setFailMode('none');
    });

    it('needs sign-in and the gateway', async () => {
      await t.http
        .get('/api/housecall-pro/status')
        .set(await t.identity.gatewayHeaders())
        .expect(401);
      await t.http.get('/api/housecall-pro/status').expect(401);
    });
  });

  describe('at boot', () => {
    it('syncs the roster when the organization exists', async () => {
      const newcomer = t.hcp.fake.addEmployee({ first_name: 'Boot', last_name: 'Time' });
      const second = await startOrgTestAppOn(t);
      try {
        const deadline = Date.now() + 10_000;
        let technicians: Technician[] = [];
        while (Date.now() < deadline && !technicians.some((technician) => technician.hcpEmployeeId === newcomer.id)) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          technicians = await list(await signedIn('admin'));
        }
        expect(technicians.some((technician) => technician.hcpEmployeeId === newcomer.id)).toBe(true);
        expect((await syncRuns()).some((run) => run.trigger === 'boot' && run.status === 'ok')).toBe(true);
      } finally {
        await second.close();
      }
    });
  });

  function locationIdInHcp(name: string): string {
    const location = t.hcp.fake.state.company.locations.find((candidate) => candidate.name === name);
    if (!location) throw new Error(`HCP has no location ${name}`);
    return location.id;
  }
});

/** A second instance of the service on the same database and fake HCP, as a restart or a replica would be. */
async function startOrgTestAppOn(t: OrgTestApp) {
  const { createServiceApp } = await import('@irrigo/nest-kit');
  const { AppModule } = await import('../src/app.module.js');
  const app = await createServiceApp(
    AppModule.forEnvironment({
      NODE_ENV: 'test',
      PORT: '0',
      DATABASE_URL: t.database.url,
      ...t.identity.env,
      HCP_API_URL: t.hcp.url,
      HCP_API_KEY: HCP_TEST_KEY,
      HCP_TIMEOUT_MS: String(HCP_TEST_TIMEOUT_MS),
      HCP_SYNC_INTERVAL_MINUTES: '0',
    }),
  );
  await app.init();
  return app;
}
