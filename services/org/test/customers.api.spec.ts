import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  CustomerDetail,
  CustomerListItem,
  CustomerListResponse,
  CustomerSyncResult,
  CustomerSyncStatusResponse,
  Location,
  OrganizationSetupResponse,
  Technician,
} from '@irrigo/contracts';
import { DataSource } from 'typeorm';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

type Role = 'admin' | 'manager' | 'supervisor' | 'technician';

describe('customers and their sites, synced from Housecall Pro (services/org over HTTP)', () => {
  let t: OrgTestApp;
  let organizationId: string;
  let main: Location;
  let north: Location;
  let roster: Technician[];
  let firstSync: CustomerSyncResult;
  let brandtHcpId: string;

  const signedIn = (role: Role, locationId: string | null = null, overrides: { technicianId?: string | null; organizationId?: string } = {}) =>
    t.identity.gatewayHeaders({ role, locationId, organizationId, ...overrides });
  const technician = (firstName: string) => roster.find((candidate) => candidate.firstName === firstName) as Technician;
  const asTechnician = (firstName: string) => signedIn('technician', technician(firstName).locationId, { technicianId: technician(firstName).id });
  const list = async (headers: Record<string, string>, query = '') =>
    (await t.http.get(`/api/customers${query}`).set(headers).expect(200)).body as CustomerListResponse;
  const names = (page: CustomerListResponse) => page.items.map((item) => item.displayName);
  const sync = async () =>
    (
      await t.http
        .post('/api/customers/sync')
        .set(await signedIn('admin'))
        .expect(200)
    ).body as CustomerSyncResult;
  const hcpId = (displayName: string) => {
    const customer = t.hcp.fake.state.customers.find((candidate) => `${candidate.first_name} ${candidate.last_name}` === displayName);
    if (!customer) throw new Error(`no demo customer ${displayName}`);
    return customer.id;
  };
  const findByName = async (displayName: string) => (await list(await signedIn('admin'), `?q=${encodeURIComponent(displayName)}`)).items[0] as CustomerListItem;
  /** The demo customers of scheduled jobs assigned to one HCP employee: what a technician must see. */
  const expectedOf = (hcpEmployeeId: string) => {
    const ids = new Set(
      t.hcp.fake.state.jobs
        .filter((job) => job.schedule.scheduled_start !== null && job.assigned_employee_ids.includes(hcpEmployeeId))
        .map((job) => job.customer_id),
    );
    return t.hcp.fake.state.customers.filter((customer) => ids.has(customer.id)).map((customer) => customer.id);
  };

  beforeAll(async () => {
    t = await startOrgTestApp();
    const setup = await t.http
      .post('/internal/organizations/setup')
      .set(await t.identity.serviceHeaders('auth', 'org'))
      .send({ organizationName: 'Green Valley' })
      .expect(201);
    organizationId = (setup.body as OrganizationSetupResponse).organization.id;
    await t.http
      .post('/api/technicians/sync')
      .set(await signedIn('admin'))
      .expect(200);
    const locations = (await t.http.get('/api/locations/available').set(await signedIn('admin'))).body.locations as Location[];
    main = locations.find((location) => location.name === 'Main Office') as Location;
    north = locations.find((location) => location.name === 'North Branch') as Location;
    roster = (await t.http.get('/api/technicians').set(await signedIn('admin'))).body.technicians as Technician[];
    firstSync = await sync();
    brandtHcpId = hcpId('Kevin Brandt');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/customers/sync', () => {
    it('copies the customers of every active technician’s jobs, asking HCP per technician within the jobs window, and records the run', async () => {
      const scheduledCustomers = new Set(t.hcp.fake.state.jobs.filter((job) => job.schedule.scheduled_start !== null).map((job) => job.customer_id));
      // The boot sync may have copied them first (it runs once the organization exists): together, once each.
      expect(firstSync).toMatchObject({ archived: 0, total: scheduledCustomers.size });
      expect(firstSync.jobs).toBeGreaterThan(0);
      const jobCalls = t.hcp.requests.filter((url) => url.startsWith('/jobs?'));
      expect(jobCalls.length).toBeGreaterThanOrEqual(roster.length);
      expect(jobCalls[0]).toMatch(/employee_ids\[\]=pro_.*scheduled_start_min=.*scheduled_start_max=/);
      const min = new Date(decodeURIComponent(/scheduled_start_min=([^&]+)/.exec(jobCalls[0] as string)?.[1] ?? ''));
      const monthsBack = (Date.now() - min.getTime()) / (30.4 * 24 * 3600 * 1000);
      expect(monthsBack).toBeGreaterThan(17);
      expect(monthsBack).toBeLessThan(19);
      const runs = await t.app
        .get(DataSource)
        .query<{ trigger: string; status: string; created: number }[]>('SELECT trigger, status, created FROM org.customer_sync_runs ORDER BY finished_at');
      // A manual sync asked for while the setup's (or the boot's) sync runs gets that run's result instead of a second run.
      expect(runs.at(-1)).toMatchObject({ trigger: expect.stringMatching(/^(manual|boot|setup)$/), status: 'ok' });
      expect(runs.reduce((sum, run) => sum + run.created, 0)).toBe(scheduledCustomers.size);
      const [{ count } = { count: 0 }] = await t.app.get(DataSource).query<{ count: number }[]>('SELECT count(*)::int AS count FROM org.customers');
      expect(count).toBe(scheduledCustomers.size);
    });

    it('takes the language from HCP’s tags or notes, else the organization’s', async () => {
      const languageOf = async (displayName: string) =>
        (
          await t.app
            .get(DataSource)
            .query<{ language: string; source: string }[]>(
              'SELECT preferred_language AS language, preferred_language_source AS source FROM org.customers WHERE hcp_customer_id = $1',
              [hcpId(displayName)],
            )
        )[0];
      expect(await languageOf('Guadalupe Torres')).toEqual({ language: 'es', source: 'hcp' });
      expect(await languageOf('Mei Chen')).toEqual({ language: 'en', source: 'organization' });
    });

    it('changes nothing on a second run, and leaves what the office set alone', async () => {
      const torres = await findByName('Guadalupe Torres');
      const detail = (await t.http.get(`/api/customers/${torres.id}`).set(await signedIn('admin'))).body as CustomerDetail;
      await t.http
        .patch(`/api/customers/${torres.id}`)
        .set(await signedIn('admin'))
        .set('If-Match', `"${detail.version}"`)
        .send({ preferredLanguage: 'en', doNotService: { active: true, reason: 'Unpaid invoices' } })
        .expect(200);
      expect(await sync()).toMatchObject({ created: 0, updated: 0, archived: 0 });
      const after = (await t.http.get(`/api/customers/${torres.id}`).set(await signedIn('admin'))).body as CustomerDetail;
      expect(after).toMatchObject({ preferredLanguage: 'en', preferredLanguageSource: 'office', doNotService: { active: true, reason: 'Unpaid invoices' } });
    });

    it('reads every page of a technician’s jobs (more than HCP’s 200 a page)', async () => {
      const carlos = technician('Carlos');
      const template = t.hcp.fake.state.jobs.find((job) => job.assigned_employee_ids.includes(carlos.hcpEmployeeId) && job.schedule.scheduled_start);
      if (!template) throw new Error('Carlos has no scheduled job in the demo data');
      const customerTemplate = t.hcp.fake.state.customers.find((customer) => customer.id === template.customer_id);
      if (!customerTemplate) throw new Error('no customer');
      // 205 more jobs, the last of them for a customer who has no other job.
      const extra = {
        ...structuredClone(customerTemplate),
        id: 'cus_page_two',
        first_name: 'Pagina',
        last_name: 'Segunda',
        addresses: [{ ...structuredClone(customerTemplate.addresses[0]!), id: 'adr_page_two' }],
      };
      t.hcp.fake.state.customers.push(extra);
      for (let index = 0; index < 205; index++) {
        t.hcp.fake.state.jobs.push({
          ...structuredClone(template),
          id: `job_paging_${String(index).padStart(3, '0')}`,
          created_at: new Date(Date.UTC(2030, 0, 1, 0, 0, index)).toISOString(),
          ...(index === 204 ? { customer_id: 'cus_page_two', address_id: 'adr_page_two' } : {}),
        });
      }
      t.hcp.requests.length = 0;
      const result = await sync();
      expect(t.hcp.requests.some((url) => url.startsWith('/jobs?') && url.includes(carlos.hcpEmployeeId) && url.includes('page=2'))).toBe(true);
      expect(result.created).toBe(1);
      const found = await list(await asTechnician('Carlos'), '?q=segunda');
      expect(names(found)).toEqual(['Pagina Segunda']);
    });

    it('archives a customer HCP no longer has (404): gone from lists and detail, never deleted', async () => {
      const before = await findByName('Kevin Brandt');
      const id = hcpId('Kevin Brandt');
      t.hcp.fake.state.jobs = t.hcp.fake.state.jobs.filter((job) => job.customer_id !== id);
      t.hcp.fake.state.customers = t.hcp.fake.state.customers.filter((customer) => customer.id !== id);
      expect(await sync()).toMatchObject({ archived: 1 });
      expect(t.hcp.requests).toContain(`/customers/${id}`);
      expect((await list(await signedIn('admin'), '?q=brandt')).total).toBe(0);
      await t.http
        .get(`/api/customers/${before.id}`)
        .set(await signedIn('admin'))
        .expect(404);
      const [row] = await t.app.get(DataSource).query<{ archived_at: Date | null }[]>('SELECT archived_at FROM org.customers WHERE id = $1', [before.id]);
      expect(row?.archived_at).toBeInstanceOf(Date);
    });

    it('backs off when HCP answers 429 and then succeeds', async () => {
      t.hcp.fake.setFailMode('rateLimit429', 2);
      t.hcp.requests.length = 0;
      const result = await sync();
      expect(result.created).toBe(0);
      expect(t.hcp.requests.length).toBeGreaterThan(2);
      expect(t.hcp.requests[0]).toBe(t.hcp.requests[2]);
    });

    it('answers 503 HCP_UNAVAILABLE and changes nothing when HCP fails; the run is recorded as failed', async () => {
      const before = (await list(await signedIn('admin'))).total;
      t.hcp.fake.setFailMode('error500');
      try {
        const response = await t.http.post('/api/customers/sync').set(await signedIn('admin'));
        expect(response.status).toBe(503);
        expect(response.body.code).toBe('HCP_UNAVAILABLE');
      } finally {
        t.hcp.fake.setFailMode('none');
      }
      expect((await list(await signedIn('admin'))).total).toBe(before);
      const [last] = await t.app.get(DataSource).query<{ status: string }[]>('SELECT status FROM org.customer_sync_runs ORDER BY finished_at DESC LIMIT 1');
      expect(last?.status).toBe('failed');
    });

    it('is for admins and managers (403 for others, 401 without sign-in), and 404 for another organization', async () => {
      await t.http
        .post('/api/customers/sync')
        .set(await signedIn('manager'))
        .expect(200);
      for (const role of ['supervisor', 'technician'] as const) {
        const response = await t.http.post('/api/customers/sync').set(await signedIn(role, main.id));
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('FORBIDDEN');
      }
      await t.http.post('/api/customers/sync').expect(401);
      await t.http
        .post('/api/customers/sync')
        .set(await signedIn('admin', null, { organizationId: randomUUID() }))
        .expect(404);
    });
  });

  describe('GET /api/customers/sync', () => {
    const lastRun = async (headers: Record<string, string>) =>
      ((await t.http.get('/api/customers/sync').set(headers).expect(200)).body as CustomerSyncStatusResponse).lastRun;

    it('gives the office the latest run: when it ended and what changed', async () => {
      const result = await sync();
      const run = await lastRun(await signedIn('admin'));
      expect(run).toEqual({
        status: 'ok',
        finishedAt: expect.any(String),
        created: result.created,
        updated: result.updated,
        archived: result.archived,
        jobs: result.jobs,
        failure: null,
      });
      expect(new Date(run?.finishedAt ?? 0).getTime()).toBeGreaterThanOrEqual(new Date(result.syncedAt).getTime());
      // A supervisor reads it too; it is the organization's, whatever the location.
      expect(await lastRun(await signedIn('supervisor', north.id))).toEqual(run);
    });

    it('says why the latest run failed, as a code the screen translates', async () => {
      t.hcp.fake.setFailMode('error500');
      try {
        await t.http
          .post('/api/customers/sync')
          .set(await signedIn('admin'))
          .expect(503);
      } finally {
        t.hcp.fake.setFailMode('none');
      }
      expect(await lastRun(await signedIn('manager'))).toMatchObject({ status: 'failed', failure: 'hcp-unavailable', created: 0, updated: 0 });
      await sync();
      expect(await lastRun(await signedIn('admin'))).toMatchObject({ status: 'ok', failure: null });
    });

    it('is null for another organization, 403 for technicians and 401 without sign-in', async () => {
      expect(await lastRun(await signedIn('admin', null, { organizationId: randomUUID() }))).toBeNull();
      await t.http
        .get('/api/customers/sync')
        .set(await asTechnician('Carlos'))
        .expect(403);
      await t.http.get('/api/customers/sync').expect(401);
    });
  });

  describe('GET /api/customers', () => {
    it('gives an admin a page of the organization’s customers by last name, with total, page and size', async () => {
      const page = await list(await signedIn('admin'), '?pageSize=5');
      expect(page).toMatchObject({ page: 1, pageSize: 5 });
      expect(page.items).toHaveLength(5);
      expect(page.total).toBeGreaterThan(5);
      const second = await list(await signedIn('admin'), '?pageSize=5&page=2');
      expect(second.items.map((item) => item.id)).not.toContain(page.items[0]?.id);
      expect(await list(await signedIn('admin'), '?pageSize=5&page=999')).toEqual({ items: [], total: page.total, page: 999, pageSize: 5 });
      const lastNames = page.items.map((item) => (item.lastName ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
      expect(lastNames).toEqual([...lastNames].sort());
    });

    it('describes each customer with the first site, site count, language, Do Not Service and technicians', async () => {
      const villas = (await list(await signedIn('admin'), '?q=brushy creek')).items[0] as CustomerListItem;
      expect(villas).toMatchObject({
        company: 'Brushy Creek Villas HOA',
        displayName: 'Teresa Alvarado',
        preferredLanguage: 'en',
        doNotService: { active: false, reason: null },
        primarySite: { street: expect.any(String), accessNotes: { gateCode: null, dog: false, notes: null } },
      });
      expect(villas.siteCount).toBeGreaterThanOrEqual(1);
      expect(villas.technicianNames.length).toBeGreaterThanOrEqual(1);
    });

    it('with include=sites gives every site of each customer on the page, as the detail has them (pageSize still applies)', async () => {
      const admin = await signedIn('admin');
      const plain = await list(admin, '?pageSize=100');
      expect(plain.items.every((item) => item.sites === undefined)).toBe(true);
      const withSites = await list(admin, '?pageSize=100&include=sites');
      expect(withSites.total).toBe(plain.total);
      const several = withSites.items.filter((item) => item.siteCount > 1);
      expect(several.length).toBeGreaterThan(0);
      for (const item of withSites.items) {
        expect(item.sites).toHaveLength(item.siteCount);
        expect(item.sites?.[0] ?? null).toEqual(item.primarySite);
      }
      for (const item of several) {
        const detail = (await t.http.get(`/api/customers/${item.id}`).set(admin).expect(200)).body as CustomerDetail;
        expect(item.sites).toEqual(detail.sites);
      }
      const technicianPage = await list(await asTechnician('Carlos'), '?pageSize=2&include=sites');
      expect(technicianPage.items.length).toBeLessThanOrEqual(2);
      expect(technicianPage.items.every((item) => item.sites?.length === item.siteCount)).toBe(true);
      expect((await t.http.get('/api/customers?include=sites&pageSize=101').set(admin)).status).toBe(400);
    });

    it('searches names ignoring case and accents, e-mail, digits of a phone, company and street', async () => {
      const admin = await signedIn('admin');
      expect(names(await list(admin, '?q=lucia'))).toEqual(['Ana Lucía Castillo']);
      expect(names(await list(admin, '?q=LUCÍA%20castillo'))).toEqual(['Ana Lucía Castillo']);
      expect(names(await list(admin, `?q=${encodeURIComponent('(512) 555-0112')}`))).toEqual(['Ana Lucía Castillo']);
      expect(names(await list(admin, '?q=5550112'))).toEqual(['Ana Lucía Castillo']);
      expect(names(await list(admin, '?q=kenwood'))).toEqual(['Ana Lucía Castillo']);
      expect(names(await list(admin, '?q=hill%20country%20dental'))).toEqual(['Paul Reyes']);
      expect(names(await list(admin, '?q=tom.harlan@example'))).toEqual(['Tom Harlan']);
      expect(await list(admin, '?q=zzzz-nobody')).toMatchObject({ items: [], total: 0 });
      expect((await list(admin, '?q=100%25')).total).toBe(0);
    });

    it('gives a technician only the customers of the jobs assigned to them', async () => {
      for (const firstName of ['Carlos', 'María', 'Luis', 'Jake']) {
        const own = await list(await asTechnician(firstName), '?pageSize=100');
        const expected = expectedOf(technician(firstName).hcpEmployeeId).filter((id) => id !== brandtHcpId);
        expect(own.items.map((item) => item.hcpCustomerId).sort()).toEqual(expected.sort());
      }
      expect((await list(await signedIn('technician', main.id, { technicianId: null }))).total).toBe(0);
    });

    it('gives a supervisor their location’s customers, and filters by location and technician', async () => {
      const northOnly = await list(await signedIn('supervisor', north.id), '?pageSize=100');
      expect(northOnly.total).toBeGreaterThan(0);
      expect(northOnly.items.every((item) => item.locationId === north.id)).toBe(true);
      const admin = await signedIn('admin');
      expect((await list(admin, `?locationId=${north.id}&pageSize=100`)).total).toBe(northOnly.total);
      const jake = technician('Jake');
      const byJake = await list(admin, `?technicianId=${jake.id}&pageSize=100`);
      expect(byJake.items.map((item) => item.hcpCustomerId).sort()).toEqual(expectedOf(jake.hcpEmployeeId).sort());
    });

    it('answers 404 for a location or technician outside the caller’s reach', async () => {
      const supervisor = await signedIn('supervisor', north.id);
      expect((await t.http.get(`/api/customers?locationId=${main.id}`).set(supervisor)).status).toBe(404);
      expect((await t.http.get(`/api/customers?technicianId=${technician('Carlos').id}`).set(supervisor)).body.code).toBe('TECHNICIAN_NOT_FOUND');
      expect((await t.http.get(`/api/customers?technicianId=${technician('Jake').id}`).set(await asTechnician('Carlos'))).status).toBe(404);
      expect((await t.http.get(`/api/customers?locationId=${randomUUID()}`).set(await signedIn('admin'))).status).toBe(404);
    });

    it('gives another organization’s user nothing', async () => {
      expect(await list(await signedIn('admin', null, { organizationId: randomUUID() }))).toMatchObject({ items: [], total: 0 });
    });

    it('rejects bad input with one detail per field', async () => {
      const response = await t.http
        .get(`/api/customers?page=0&pageSize=101&technicianId=carlos&include=jobs&q=${'x'.repeat(101)}`)
        .set(await signedIn('admin'));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.details).toEqual(
        expect.arrayContaining([
          'page must be 1 or more',
          'pageSize must be at most 100',
          'technicianId must be a technician id',
          'q must be at most 100 characters',
          'include must be one of: sites',
        ]),
      );
      expect((await t.http.get('/api/customers?sort=name').set(await signedIn('admin'))).body.details).toEqual(['property sort should not exist']);
    });

    it('needs sign-in and a role', async () => {
      await t.http.get('/api/customers').expect(401);
      await t.http
        .get('/api/customers')
        .set(await t.identity.gatewayHeaders())
        .expect(401);
      await t.http
        .get('/api/customers')
        .set(await t.identity.gatewayHeaders({ role: null, organizationId }))
        .expect(401);
    });
  });

  describe('GET /api/customers/{id}', () => {
    it('gives the customer with sites, HCP jobs (newest first) and the version as ETag', async () => {
      const castillo = await findByName('Ana Lucía Castillo');
      const response = await t.http.get(`/api/customers/${castillo.id}`).set(await signedIn('admin'));
      expect(response.status).toBe(200);
      const detail = response.body as CustomerDetail;
      expect(response.headers['etag']).toBe(`"${detail.version}"`);
      expect(detail).toMatchObject({ id: castillo.id, firstName: 'Ana Lucía', lastName: 'Castillo', preferredLanguageSource: 'organization' });
      expect(detail.sites[0]).toMatchObject({ street: '1809 Kenwood Ave', city: 'Austin', zip: '78704', hcpAddressId: expect.stringMatching(/^adr_/) });
      expect(detail.jobs.length).toBeGreaterThan(0);
      expect(detail.jobs[0]).toEqual({
        id: expect.any(String),
        hcpJobId: expect.stringMatching(/^job_/),
        invoiceNumber: expect.any(String),
        description: expect.any(String),
        workStatus: expect.any(String),
        scheduledStart: expect.any(String),
        scheduledEnd: expect.any(String),
        siteId: detail.sites[0]?.id,
        technicianNames: expect.any(Array),
        totalCents: expect.any(Number),
      });
    });

    it('answers 404 for another technician’s, another location’s or another organization’s customer', async () => {
      const carlosOwn = (await list(await asTechnician('Carlos'), '?pageSize=100')).items.map((item) => item.id);
      const all = (await list(await signedIn('admin'), '?pageSize=100')).items;
      const notCarlos = all.find((item) => !carlosOwn.includes(item.id)) as CustomerListItem;
      await t.http
        .get(`/api/customers/${notCarlos.id}`)
        .set(await asTechnician('Carlos'))
        .expect(404);
      await t.http
        .get(`/api/customers/${carlosOwn[0]}`)
        .set(await asTechnician('Carlos'))
        .expect(200);
      const inMain = all.find((item) => item.locationId === main.id) as CustomerListItem;
      await t.http
        .get(`/api/customers/${inMain.id}`)
        .set(await signedIn('supervisor', north.id))
        .expect(404);
      await t.http
        .get(`/api/customers/${inMain.id}`)
        .set(await signedIn('admin', null, { organizationId: randomUUID() }))
        .expect(404);
      await t.http
        .get(`/api/customers/${randomUUID()}`)
        .set(await signedIn('admin'))
        .expect(404);
    });

    it('rejects a malformed id (400) and needs sign-in (401)', async () => {
      expect((await t.http.get('/api/customers/abc').set(await signedIn('admin'))).body.details).toEqual(['id must be a customer id']);
      await t.http.get(`/api/customers/${randomUUID()}`).expect(401);
    });
  });

  describe('PATCH /api/customers/{id}', () => {
    const read = async (id: string) => (await t.http.get(`/api/customers/${id}`).set(await signedIn('admin'))).body as CustomerDetail;

    it('sets language, Do Not Service and a site’s access notes for the version read, and bumps the version', async () => {
      const reyes = await read((await findByName('Paul Reyes')).id);
      const site = reyes.sites[0]!;
      const response = await t.http
        .patch(`/api/customers/${reyes.id}`)
        .set(await signedIn('manager'))
        .set('If-Match', `"${reyes.version}"`)
        .send({
          preferredLanguage: 'es',
          doNotService: { active: true, reason: '  Disputed invoice  ' },
          sites: [{ siteId: site.id, accessNotes: { gateCode: '2580#', dog: true, notes: 'Shut-off behind the AC unit' } }],
        });
      expect(response.status).toBe(200);
      expect(response.headers['etag']).toBe(`"${reyes.version + 1}"`);
      expect(response.body).toMatchObject({
        version: reyes.version + 1,
        preferredLanguage: 'es',
        preferredLanguageSource: 'office',
        doNotService: { active: true, reason: 'Disputed invoice' },
        sites: [{ id: site.id, accessNotes: { gateCode: '2580#', dog: true, notes: 'Shut-off behind the AC unit' } }],
      });
      // The technicians see the access notes too.
      const reyesJobTech = (response.body as CustomerDetail).technicianNames[0]?.split(' ')[0];
      if (reyesJobTech) {
        const seen = (await list(await asTechnician(reyesJobTech), '?q=reyes')).items[0];
        expect(seen?.primarySite?.accessNotes).toEqual({ gateCode: '2580#', dog: true, notes: 'Shut-off behind the AC unit' });
        expect(seen?.doNotService.active).toBe(true);
      }
    });

    it('answers 412 STALE_VERSION for an old version and changes nothing', async () => {
      const harlan = await read((await findByName('Tom Harlan')).id);
      await t.http
        .patch(`/api/customers/${harlan.id}`)
        .set(await signedIn('admin'))
        .set('If-Match', `"${harlan.version}"`)
        .send({ preferredLanguage: 'es' })
        .expect(200);
      const stale = await t.http
        .patch(`/api/customers/${harlan.id}`)
        .set(await signedIn('admin'))
        .set('If-Match', `"${harlan.version}"`)
        .send({ doNotService: { active: true, reason: null } });
      expect(stale.status).toBe(412);
      expect(stale.body.code).toBe('STALE_VERSION');
      expect((await read(harlan.id)).doNotService.active).toBe(false);
    });

    it('rejects a missing If-Match, bad fields and a site of another customer with details', async () => {
      const chen = await read((await findByName('Mei Chen')).id);
      const noVersion = await t.http
        .patch(`/api/customers/${chen.id}`)
        .set(await signedIn('admin'))
        .send({ preferredLanguage: 'es' });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.details).toEqual(['If-Match must carry the customer’s version (its ETag)']);
      const bad = await t.http
        .patch(`/api/customers/${chen.id}`)
        .set(await signedIn('admin'))
        .set('If-Match', `"${chen.version}"`)
        .send({
          preferredLanguage: 'fr',
          doNotService: { active: 'yes', reason: null },
          sites: [{ siteId: 'x', accessNotes: { gateCode: 'g'.repeat(51), dog: false, notes: null } }],
          email: 'x@y.z',
        });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual(
        expect.arrayContaining([
          'preferredLanguage must be one of en, es',
          'doNotService.active must be true or false',
          'sites.siteId must be a site id',
          'accessNotes.gateCode must be at most 50 characters',
          'property email should not exist',
        ]),
      );
      const reyes = await read((await findByName('Paul Reyes')).id);
      const foreignSite = await t.http
        .patch(`/api/customers/${chen.id}`)
        .set(await signedIn('admin'))
        .set('If-Match', `"${chen.version}"`)
        .send({ sites: [{ siteId: reyes.sites[0]?.id, accessNotes: { gateCode: null, dog: false, notes: null } }] });
      expect(foreignSite.status).toBe(400);
      expect(foreignSite.body.details).toEqual([`sites.siteId ${reyes.sites[0]?.id} is not a site of this customer`]);
    });

    it('is for office users: 403 for technicians, 401 without sign-in, 404 out of reach', async () => {
      const chen = await read((await findByName('Mei Chen')).id);
      const send = (headers: Record<string, string>) =>
        t.http.patch(`/api/customers/${chen.id}`).set(headers).set('If-Match', `"${chen.version}"`).send({ preferredLanguage: 'es' });
      expect((await send(await asTechnician('Carlos'))).status).toBe(403);
      expect((await send({})).status).toBe(401);
      const otherLocation = chen.locationId === north.id ? main.id : north.id;
      expect((await send(await signedIn('supervisor', otherLocation))).status).toBe(404);
      expect((await send(await signedIn('admin', null, { organizationId: randomUUID() }))).status).toBe(404);
      expect((await read(chen.id)).version).toBe(chen.version);
    });
  });
});
