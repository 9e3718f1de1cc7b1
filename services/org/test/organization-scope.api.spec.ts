import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AvailableLocationsResponse, Location, OrganizationSetupResponse, Role, Technician, TechniciansResponse } from '@irrigo/contracts';
import { DataSource } from 'typeorm';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

/**
 * Two organizations in one database: Green Valley (set up, roster synced from Housecall Pro) and Blue Creek
 * (written straight into the tables). Whoever asks from one never sees, finds or changes the other's rows.
 */
describe('one organization scope: another organization stays invisible (services/org over HTTP)', () => {
  let t: OrgTestApp;
  let dataSource: DataSource;
  let green: string;
  let greenMain: Location;
  const blue = { id: randomUUID(), location: randomUUID(), technician: randomUUID() };

  const asAuth = () => t.identity.serviceHeaders('auth', 'org');
  const as = (organizationId: string, role: Role, locationId: string | null = null, technicianId: string | null = null) =>
    t.identity.gatewayHeaders({ role, organizationId, locationId, technicianId });
  const get = async (path: string, headers: Record<string, string>) => t.http.get(path).set(headers);
  const roster = async (headers: Record<string, string>, query = '') =>
    ((await get(`/api/technicians${query}`, headers)).body as TechniciansResponse).technicians;
  const syncRuns = () => dataSource.query<{ organization_id: string }[]>('SELECT organization_id FROM org.hcp_sync_runs');

  beforeAll(async () => {
    t = await startOrgTestApp();
    dataSource = t.app.get(DataSource);
    const setup = await t.http
      .post('/internal/organizations/setup')
      .set(await asAuth())
      .send({ organizationName: 'Green Valley' })
      .expect(201);
    green = (setup.body as OrganizationSetupResponse).organization.id;
    await t.http
      .post('/api/technicians/sync')
      .set(await as(green, 'admin'))
      .expect(200);
    greenMain = ((await get('/api/locations/available', await as(green, 'admin'))).body as AvailableLocationsResponse).locations.find(
      (location) => location.name === 'Main Office',
    ) as Location;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the migration', () => {
    it('files the roster syncs already made under the installation’s organization, and can be undone and redone', async () => {
      expect((await syncRuns()).map((run) => run.organization_id)).toEqual(expect.arrayContaining([green]));
      // TypeORM undoes the newest migration first: the ones made after this one go before it.
      const timestampOf = (name: string | undefined) => Number(/(\d{13})$/.exec(name ?? '')?.[1]);
      const undoes = dataSource.migrations.filter((migration) => timestampOf(migration.name) >= timestampOf('ScopeByOrganization1795400000000')).length;
      for (let undone = 0; undone < undoes; undone++) await dataSource.undoLastMigration();
      const columns = await dataSource.query<{ column_name: string }[]>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'org' AND table_name = 'hcp_sync_runs'`,
      );
      expect(columns.map((column) => column.column_name)).not.toContain('organization_id');
      await dataSource.runMigrations();
      const runs = await syncRuns();
      expect(runs.length).toBeGreaterThan(0);
      expect(runs.every((run) => run.organization_id === green)).toBe(true);
    });
  });

  describe('with a second organization', () => {
    beforeAll(async () => {
      await dataSource.query(`INSERT INTO org.organizations (id, name, type) VALUES ($1, 'Blue Creek', 'franchise')`, [blue.id]);
      await dataSource.query(`INSERT INTO org.locations (id, organization_id, name) VALUES ($1, $2, 'Blue Creek HQ')`, [blue.location, blue.id]);
      // Blue Creek's technician shares an e-mail with Green Valley's Carlos, as two businesses' staff might.
      await dataSource.query(
        `INSERT INTO org.technicians (id, organization_id, hcp_employee_id, first_name, last_name, email, location_id, active, synced_at)
         VALUES ($1, $2, 'pro_blue_1', 'Bea', 'Blue', 'carlos.mendoza@irrigo-demo.test', $3, true, now())`,
        [blue.technician, blue.id, blue.location],
      );
    });

    describe('GET /api/organizations/current', () => {
      it('gives each user their own organization', async () => {
        expect((await get('/api/organizations/current', await as(blue.id, 'technician'))).body.organization).toEqual({
          id: blue.id,
          name: 'Blue Creek',
          type: 'franchise',
        });
        expect((await get('/api/organizations/current', await as(green, 'supervisor'))).body.organization).toMatchObject({ id: green, name: 'Green Valley' });
      });

      it('answers 404 to a user of an organization that does not exist, never another’s', async () => {
        expect((await get('/api/organizations/current', await as(randomUUID(), 'admin'))).status).toBe(404);
      });
    });

    describe('GET /api/locations/available and /api/locations/:id', () => {
      it('lists only the organization’s own locations, for every role', async () => {
        const greenNames = ((await get('/api/locations/available', await as(green, 'admin'))).body as AvailableLocationsResponse).locations.map(
          (location) => location.name,
        );
        expect(greenNames).toEqual(['Main Office', 'North Branch']);
        expect(
          ((await get('/api/locations/available', await as(blue.id, 'manager'))).body as AvailableLocationsResponse).locations.map((location) => location.id),
        ).toEqual([blue.location]);
        // A supervisor's assertion naming the other organization's location still sees nothing of it.
        expect(((await get('/api/locations/available', await as(green, 'supervisor', blue.location))).body as AvailableLocationsResponse).locations).toEqual(
          [],
        );
      });

      it('answers 404 LOCATION_NOT_FOUND for the other organization’s location, exactly as for an unknown one', async () => {
        for (const role of ['admin', 'manager'] as const) {
          const other = await get(`/api/locations/${blue.location}`, await as(green, role));
          const unknown = await get(`/api/locations/${randomUUID()}`, await as(green, role));
          expect(other.status).toBe(404);
          expect(other.body).toEqual(unknown.body);
          expect(other.body.code).toBe('LOCATION_NOT_FOUND');
        }
        expect((await get(`/api/locations/${blue.location}`, await as(green, 'technician', blue.location))).status).toBe(404);
        expect((await get(`/api/locations/${greenMain.id}`, await as(blue.id, 'admin'))).status).toBe(404);
      });

      it('answers a service only for the organization it names', async () => {
        expect((await get(`/internal/locations/${blue.location}?organizationId=${blue.id}`, await asAuth())).status).toBe(200);
        const other = await get(`/internal/locations/${blue.location}?organizationId=${green}`, await asAuth());
        expect(other.status).toBe(404);
        expect(other.body.code).toBe('LOCATION_NOT_FOUND');
      });
    });

    describe('GET /api/technicians', () => {
      it('lists only the organization’s own roster', async () => {
        const greenRoster = await roster(await as(green, 'admin'));
        expect(greenRoster.length).toBeGreaterThan(0);
        expect(greenRoster.map((technician) => technician.id)).not.toContain(blue.technician);
        expect((await roster(await as(blue.id, 'manager'))).map((technician) => technician.id)).toEqual([blue.technician]);
        expect(await roster(await as(green, 'supervisor', blue.location))).toEqual([]);
      });

      it('answers 404 for a filter naming the other organization’s location', async () => {
        const other = await get(`/api/technicians?locationId=${blue.location}`, await as(green, 'admin'));
        expect(other.status).toBe(404);
        expect(other.body).toEqual((await get(`/api/technicians?locationId=${randomUUID()}`, await as(green, 'admin'))).body);
        expect((await get(`/api/technicians?locationId=${greenMain.id}`, await as(blue.id, 'admin'))).status).toBe(404);
      });
    });

    describe('the internal roster routes', () => {
      it('GET /internal/technicians lists the named organization’s active roster only', async () => {
        const blueRoster = (await get(`/internal/technicians?organizationId=${blue.id}`, await asAuth())).body as TechniciansResponse;
        expect(blueRoster.technicians.map((technician) => technician.id)).toEqual([blue.technician]);
        const greenRoster = (await get(`/internal/technicians?organizationId=${green}`, await asAuth())).body as TechniciansResponse;
        expect(greenRoster.technicians.map((technician) => technician.id)).not.toContain(blue.technician);
      });

      it('GET /internal/technicians/:id answers 404 TECHNICIAN_NOT_FOUND for the other organization’s technician', async () => {
        expect((await get(`/internal/technicians/${blue.technician}?organizationId=${blue.id}`, await asAuth())).status).toBe(200);
        const other = await get(`/internal/technicians/${blue.technician}?organizationId=${green}`, await asAuth());
        expect(other.status).toBe(404);
        expect(other.body).toEqual({ statusCode: 404, code: 'TECHNICIAN_NOT_FOUND', message: 'Technician not found' });
      });

      it('GET /internal/technicians/by-email finds the e-mail in the named organization only', async () => {
        const byEmail = async (organizationId: string) =>
          (
            (await get(`/internal/technicians/by-email?organizationId=${organizationId}&email=carlos.mendoza%40irrigo-demo.test`, await asAuth()))
              .body as TechniciansResponse
          ).technicians;
        expect((await byEmail(green)).map((technician: Technician) => technician.firstName)).toEqual(['Carlos']);
        expect((await byEmail(blue.id)).map((technician: Technician) => technician.id)).toEqual([blue.technician]);
      });
    });

    describe('POST /api/technicians/sync', () => {
      it('answers 404 to the other organization’s admin (Housecall Pro is linked to the installation’s) and changes nothing of theirs', async () => {
        const runsBefore = (await syncRuns()).length;
        const other = await t.http.post('/api/technicians/sync').set(await as(blue.id, 'admin'));
        expect(other.status).toBe(404);
        expect(other.body.code).toBe('NOT_FOUND');
        expect((await syncRuns()).length).toBe(runsBefore);
        expect((await roster(await as(blue.id, 'admin'))).map((technician) => technician.id)).toEqual([blue.technician]);
      });

      it('syncs the installation’s organization for its own admin, leaving the other’s roster as it was', async () => {
        await t.http
          .post('/api/technicians/sync')
          .set(await as(green, 'admin'))
          .expect(200);
        expect((await roster(await as(blue.id, 'admin'))).map((technician) => `${technician.firstName} ${technician.lastName}`)).toEqual(['Bea Blue']);
        expect((await syncRuns()).every((run) => run.organization_id === green)).toBe(true);
      });
    });
  });
});
