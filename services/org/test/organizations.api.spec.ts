import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AvailableLocationsResponse, CustomerSyncStatusResponse, Location, OrganizationSetupResponse } from '@irrigo/contracts';
import { DataSource } from 'typeorm';
import { OrganizationsService } from '../src/organizations/organizations.service.js';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

describe('organizations and locations (services/org over HTTP)', () => {
  let t: OrgTestApp;
  const asAuth = () => t.identity.serviceHeaders('auth', 'org');
  /** The organization once set up; before that, users are filed under none. */
  let organizationId: string | null = null;
  const signedIn = (role: 'admin' | 'manager' | 'supervisor' | 'technician', locationId: string | null = null) =>
    t.identity.gatewayHeaders({ role, locationId, organizationId });
  const available = async (headers: Record<string, string>) =>
    ((await t.http.get('/api/locations/available').set(headers).expect(200)).body as AvailableLocationsResponse).locations;

  beforeAll(async () => {
    t = await startOrgTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('before the organization is set up', () => {
    it('GET /api/organizations/current answers 404', async () => {
      const response = await t.http.get('/api/organizations/current').set(await signedIn('admin'));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'The organization has not been set up yet' });
    });

    it('GET /internal/organizations/current answers 404', async () => {
      await t.http
        .get('/internal/organizations/current')
        .set(await asAuth())
        .expect(404);
    });

    it('lists no locations', async () => {
      expect(await available(await signedIn('admin'))).toEqual([]);
    });

    it('refuses a technician sync with 409', async () => {
      const response = await t.http.post('/api/technicians/sync').set(await signedIn('admin'));
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('CONFLICT');
    });
  });

  describe('POST /internal/organizations/setup', () => {
    it('needs a service credential: none, a gateway assertion or a token for another service get 401', async () => {
      const body = { organizationName: 'Green Valley Irrigation' };
      await t.http.post('/internal/organizations/setup').send(body).expect(401);
      await t.http
        .post('/internal/organizations/setup')
        .set(await signedIn('admin'))
        .send(body)
        .expect(401);
      await t.http
        .post('/internal/organizations/setup')
        .set(await t.identity.serviceHeaders('auth', 'inspections'))
        .send(body)
        .expect(401);
    });

    it('is for services/auth only', async () => {
      const response = await t.http
        .post('/internal/organizations/setup')
        .set(await t.identity.serviceHeaders('inspections', 'org'))
        .send({ organizationName: 'Green Valley Irrigation' });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    });

    it('rejects a missing, blank or overlong name and unknown fields with details', async () => {
      const post = async (body: object) =>
        t.http
          .post('/internal/organizations/setup')
          .set(await asAuth())
          .send(body);
      const missing = await post({});
      expect(missing.status).toBe(400);
      expect(missing.body.code).toBe('VALIDATION_FAILED');
      expect(missing.body.details).toEqual(expect.arrayContaining(['organizationName is required']));
      expect((await post({ organizationName: '   ' })).body.details).toEqual(['organizationName is required']);
      expect((await post({ organizationName: 'x'.repeat(121) })).status).toBe(400);
      expect((await post({ organizationName: 42 })).status).toBe(400);
      expect((await post({ organizationName: 'Green Valley', type: 'franchise' })).body.details).toEqual(['property type should not exist']);
    });

    it('creates the organization and its first location once, even when two setups race', async () => {
      const setUp = async () =>
        t.http
          .post('/internal/organizations/setup')
          .set(await asAuth())
          .send({ organizationName: '  Green Valley Irrigation ' });
      const answers = await Promise.all([setUp(), setUp()]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[0]?.body).toEqual({
        organization: { id: expect.any(String), name: 'Green Valley Irrigation', type: 'independent' },
        location: { id: expect.any(String), name: 'Main Office' },
      });
      expect(answers[1]?.body).toEqual(answers[0]?.body);
      organizationId = (answers[0]?.body as OrganizationSetupResponse).organization.id;
    });

    it('answers a repeated setup (auth retrying after a rollback) with the same organization, named as asked', async () => {
      const setUp = async (organizationName: string) =>
        t.http
          .post('/internal/organizations/setup')
          .set(await asAuth())
          .send({ organizationName });
      const renamed = await setUp('Interim Name');
      expect(renamed.status).toBe(201);
      expect(renamed.body.organization.name).toBe('Interim Name');
      const again = await setUp('Green Valley Irrigation');
      expect(again.body).toEqual({ ...renamed.body, organization: { ...renamed.body.organization, name: 'Green Valley Irrigation' } });
    });

    it('pulls the roster from Housecall Pro in the background', async () => {
      // A manual sync joins the one setup started (or runs again): either way the roster is there after it.
      await t.http
        .post('/api/technicians/sync')
        .set(await signedIn('admin'))
        .expect(200);
      const technicians = (
        await t.http
          .get('/api/technicians')
          .set(await signedIn('admin'))
          .expect(200)
      ).body.technicians;
      expect(technicians).toHaveLength(4);
    });

    it('then copies the customers of the roster’s jobs, without waiting for the next timer or a manual sync', async () => {
      await t.app.get(OrganizationsService).whenSyncedAfterSetUp();
      // Nothing else in this file syncs customers: the run recorded is the one setup started after the roster.
      const { lastRun } = (
        await t.http
          .get('/api/customers/sync')
          .set(await signedIn('admin'))
          .expect(200)
      ).body as CustomerSyncStatusResponse;
      expect(lastRun).toMatchObject({ status: 'ok' });
      expect(lastRun?.created).toBeGreaterThan(0);
      const [run] = await t.app.get(DataSource).query<{ trigger: string }[]>('SELECT trigger FROM org.customer_sync_runs');
      expect(run).toEqual({ trigger: 'setup' });
    });
  });

  describe('GET /api/organizations/current', () => {
    it('gives any signed-in user the organization', async () => {
      for (const role of ['admin', 'technician'] as const) {
        const response = await t.http
          .get('/api/organizations/current')
          .set(await signedIn(role))
          .expect(200);
        expect(response.body).toEqual({ organization: { id: expect.any(String), name: 'Green Valley Irrigation', type: 'independent' } });
      }
    });

    it('requires sign-in and the gateway', async () => {
      await t.http
        .get('/api/organizations/current')
        .set(await t.identity.gatewayHeaders())
        .expect(401);
      await t.http.get('/api/organizations/current').expect(401);
      await t.http
        .get('/api/organizations/current')
        .set(await asAuth())
        .expect(401);
    });
  });

  describe('GET /internal/organizations/current', () => {
    it('answers other services', async () => {
      const response = await t.http
        .get('/internal/organizations/current')
        .set(await asAuth())
        .expect(200);
      expect(response.body.organization).toMatchObject({ name: 'Green Valley Irrigation', type: 'independent' });
    });

    it('refuses gateway assertions and tokens addressed elsewhere', async () => {
      await t.http
        .get('/internal/organizations/current')
        .set(await signedIn('admin'))
        .expect(401);
      await t.http
        .get('/internal/organizations/current')
        .set(await t.identity.serviceHeaders('auth', 'inspections'))
        .expect(401);
      await t.http.get('/internal/organizations/current').expect(401);
    });
  });

  describe('GET /api/locations/available', () => {
    let all: Location[];
    const byName = (name: string) => all.find((location) => location.name === name) as Location;

    beforeAll(async () => {
      all = await available(await signedIn('admin'));
    });

    it('gives an admin every location by name, the setup location linked to HCP and filled in from it', () => {
      expect(all.map((location) => location.name)).toEqual(['Main Office', 'North Branch']);
      expect(byName('Main Office')).toEqual({
        id: expect.any(String),
        name: 'Main Office',
        address: '2100 Kramer Ln, Suite 300',
        city: 'Austin',
        state: 'TX',
        zipCode: '78758',
      });
      expect(byName('North Branch')).toMatchObject({ address: '1050 N Mays St', city: 'Round Rock', state: 'TX', zipCode: '78664' });
    });

    it('gives a manager every location too', async () => {
      expect(await available(await signedIn('manager'))).toEqual(all);
    });

    it('gives a supervisor or a technician only their own location', async () => {
      expect(await available(await signedIn('supervisor', byName('North Branch').id))).toEqual([byName('North Branch')]);
      expect(await available(await signedIn('technician', byName('Main Office').id))).toEqual([byName('Main Office')]);
    });

    it('gives none to a technician without a location or with one that is not ours', async () => {
      expect(await available(await signedIn('technician'))).toEqual([]);
      expect(await available(await signedIn('supervisor', randomUUID()))).toEqual([]);
    });

    it('requires sign-in and the gateway', async () => {
      await t.http
        .get('/api/locations/available')
        .set(await t.identity.gatewayHeaders())
        .expect(401);
      await t.http.get('/api/locations/available').expect(401);
    });
  });

  describe('GET /api/locations/:id', () => {
    let all: Location[];
    const named = (name: string) => all.find((location) => location.name === name) as Location;
    const byId = (id: string) => `/api/locations/${id}`;

    beforeAll(async () => {
      all = await available(await signedIn('admin'));
    });

    it('gives admins and managers any location', async () => {
      for (const role of ['admin', 'manager'] as const) {
        for (const location of all) {
          expect(
            (
              await t.http
                .get(byId(location.id))
                .set(await signedIn(role))
                .expect(200)
            ).body,
          ).toEqual(location);
        }
      }
    });

    it('gives a supervisor or a technician their own location, and 404 for another, as for one that does not exist', async () => {
      const own = named('North Branch');
      const other = named('Main Office');
      for (const role of ['supervisor', 'technician'] as const) {
        expect(
          (
            await t.http
              .get(byId(own.id))
              .set(await signedIn(role, own.id))
              .expect(200)
          ).body,
        ).toEqual(own);
        const elsewhere = await t.http
          .get(byId(other.id))
          .set(await signedIn(role, own.id))
          .expect(404);
        const missing = await t.http
          .get(byId(randomUUID()))
          .set(await signedIn(role, own.id))
          .expect(404);
        expect(elsewhere.body).toEqual(missing.body);
        expect(elsewhere.body).toMatchObject({ code: 'LOCATION_NOT_FOUND' });
      }
      await t.http
        .get(byId(own.id))
        .set(await signedIn('technician'))
        .expect(404);
    });

    it('rejects a malformed id with details', async () => {
      const answer = await t.http
        .get(byId('north-branch'))
        .set(await signedIn('admin'))
        .expect(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', details: ['id must be a location id'] });
    });

    it('requires sign-in and the gateway', async () => {
      const { id } = named('Main Office');
      await t.http
        .get(byId(id))
        .set(await t.identity.gatewayHeaders())
        .expect(401);
      await t.http
        .get(byId(id))
        .set(await asAuth())
        .expect(401);
      await t.http.get(byId(id)).expect(401);
    });
  });

  describe('GET /internal/locations/:id?organizationId=', () => {
    const byId = (id: string) => `/internal/locations/${id}?organizationId=${organizationId}`;

    it('gives another service any location of the named organization, and 404 LOCATION_NOT_FOUND for an unknown one', async () => {
      const [first] = await available(await signedIn('admin'));
      expect(
        (
          await t.http
            .get(byId(first?.id ?? ''))
            .set(await asAuth())
            .expect(200)
        ).body,
      ).toEqual(first);
      const missing = await t.http
        .get(byId(randomUUID()))
        .set(await asAuth())
        .expect(404);
      expect(missing.body).toMatchObject({ code: 'LOCATION_NOT_FOUND' });
      await t.http
        .get(byId('nope'))
        .set(await asAuth())
        .expect(400);
      const unnamed = await t.http
        .get(`/internal/locations/${first?.id}`)
        .set(await asAuth())
        .expect(400);
      expect(unnamed.body.details).toEqual(['organizationId must be an organization id']);
    });

    it('is for services only: gateway assertions and bare calls get 401', async () => {
      const [first] = await available(await signedIn('admin'));
      await t.http
        .get(byId(first?.id ?? ''))
        .set(await signedIn('admin'))
        .expect(401);
      await t.http.get(byId(first?.id ?? '')).expect(401);
    });
  });
});
