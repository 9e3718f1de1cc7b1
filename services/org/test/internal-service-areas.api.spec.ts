import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ServiceAreaResponse, TechniciansResponse } from '@irrigo/contracts';
import { DataSource } from 'typeorm';
import { seedOrganization, type OrgSeed } from './support/org-seed.js';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

interface SiteRow {
  id: string;
  customerId: string;
}

describe('GET /internal/service-areas?organizationId=[&locationId=] (the dashboard’s Territory Coverage)', () => {
  let t: OrgTestApp;
  let seed: OrgSeed;
  let dataSource: DataSource;
  const otherOrganization = randomUUID();
  const otherLocation = randomUUID();
  const asInspections = () => t.identity.serviceHeaders('inspections', 'org');
  const zipsOf = async (query: string) =>
    (
      await t.http
        .get(`/internal/service-areas?${query}`)
        .set(await asInspections())
        .expect(200)
    ).body as ServiceAreaResponse;

  beforeAll(async () => {
    t = await startOrgTestApp();
    seed = await seedOrganization(t);
    dataSource = t.app.get(DataSource);
    // The synced sites get ZIP codes chosen here, so the expected areas do not depend on the demo data's addresses.
    // One site of each of nine customers, seven filed under Main Office and two under North Branch (the demo
    // data's own split varies with the sync), and ZIP codes chosen here.
    const sites = (await dataSource.query(
      `SELECT DISTINCT ON (site.customer_id) site.id, site.customer_id AS "customerId" FROM org.sites site ORDER BY site.customer_id, site.id`,
    )) as SiteRow[];
    if (sites.length < 9) throw new Error(`the demo data has too few customers with a site: ${sites.length}`);
    const fileUnder = async (site: SiteRow, locationId: string) => {
      await dataSource.query(`UPDATE org.customers SET location_id = $2 WHERE id = $1`, [site.customerId, locationId]);
      await dataSource.query(`UPDATE org.sites SET location_id = $2 WHERE customer_id = $1`, [site.customerId, locationId]);
    };
    const main = sites.slice(0, 7);
    const north = sites.slice(7, 9);
    for (const site of main) await fileUnder(site, seed.main.id);
    for (const site of north) await fileUnder(site, seed.north.id);
    const setZip = (site: SiteRow, zip: string | null) => dataSource.query(`UPDATE org.sites SET zip = $2 WHERE id = $1`, [site.id, zip]);

    await dataSource.query(`UPDATE org.sites SET zip = NULL`);
    await setZip(main[0]!, '78701');
    await setZip(main[1]!, '78704-1234'); // ZIP+4: its first five digits
    await setZip(main[2]!, ' 78701 '); // the same ZIP code again, with spaces around it
    await setZip(main[3]!, '99999'); // only at an archived customer
    await dataSource.query(`UPDATE org.customers SET archived_at = now() WHERE id = $1`, [main[3]!.customerId]);
    await setZip(main[4]!, 'N/A');
    await setZip(main[5]!, '787011');
    await setZip(main[6]!, '78702-12');
    await setZip(north[0]!, '73301');
    await setZip(north[1]!, '7330');

    // Another organization's location, customer and site, with a ZIP code of its own.
    await dataSource.query(`INSERT INTO org.organizations (id, name, type) VALUES ($1, 'Blue Creek', 'independent')`, [otherOrganization]);
    await dataSource.query(`INSERT INTO org.locations (id, organization_id, name) VALUES ($1, $2, 'Blue Creek HQ')`, [otherLocation, otherOrganization]);
    const [other] = (await dataSource.query(
      `INSERT INTO org.customers (organization_id, location_id, hcp_customer_id, preferred_language, preferred_language_source, synced_at)
       VALUES ($1, $2, 'cus_other', 'en', 'hcp', now()) RETURNING id`,
      [otherOrganization, otherLocation],
    )) as { id: string }[];
    await dataSource.query(`INSERT INTO org.sites (organization_id, location_id, customer_id, hcp_address_id, zip) VALUES ($1, $2, $3, 'adr_other', '10001')`, [
      otherOrganization,
      otherLocation,
      other!.id,
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the organization’s five-digit ZIP codes, each once, sorted, without archived customers or malformed ZIP codes', async () => {
    expect(await zipsOf(`organizationId=${seed.organizationId}`)).toEqual({ zipCodes: ['73301', '78701', '78704'] });
  });

  it('answers one location’s when asked', async () => {
    expect(await zipsOf(`organizationId=${seed.organizationId}&locationId=${seed.main.id}`)).toEqual({ zipCodes: ['78701', '78704'] });
    expect(await zipsOf(`organizationId=${seed.organizationId}&locationId=${seed.north.id}`)).toEqual({ zipCodes: ['73301'] });
  });

  it('never answers another organization’s, nor a location of another organization', async () => {
    expect((await zipsOf(`organizationId=${otherOrganization}`)).zipCodes).toEqual(['10001']);
    expect((await zipsOf(`organizationId=${otherOrganization}&locationId=${seed.main.id}`)).zipCodes).toEqual([]);
    expect((await zipsOf(`organizationId=${seed.organizationId}&locationId=${otherLocation}`)).zipCodes).toEqual([]);
    expect((await zipsOf(`organizationId=${randomUUID()}`)).zipCodes).toEqual([]);
    expect((await zipsOf(`organizationId=${seed.organizationId}&locationId=${randomUUID()}`)).zipCodes).toEqual([]);
  });

  it('wants an organization id and a well-formed location id: 400 with details', async () => {
    const missing = await t.http.get('/internal/service-areas').set(await asInspections());
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual(['organizationId must be an organization id']);
    const badLocation = await t.http.get(`/internal/service-areas?organizationId=${seed.organizationId}&locationId=north`).set(await asInspections());
    expect(badLocation.status).toBe(400);
    expect(badLocation.body.details).toEqual(['locationId must be a location id']);
  });

  it('is for services/inspections only: auth’s and the gateway’s service tokens get 403, a browser’s identity, a token for another service and bare calls 401', async () => {
    const path = `/internal/service-areas?organizationId=${seed.organizationId}`;
    for (const caller of ['auth', 'gateway'] as const) {
      const refused = await t.http.get(path).set(await t.identity.serviceHeaders(caller, 'org'));
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      expect(refused.body.zipCodes).toBeUndefined();
    }
    await t.http
      .get(path)
      .set(await seed.signedIn('admin'))
      .expect(401);
    await t.http
      .get(path)
      .set(await t.identity.serviceHeaders('inspections', 'auth'))
      .expect(401);
    await t.http.get(path).expect(401);
  });

  it('lets services/inspections read the roster (the dashboard’s active technicians) as auth still can, and nothing else of the technicians', async () => {
    const path = `/internal/technicians?organizationId=${seed.organizationId}`;
    const asInspectionsRoster = (
      await t.http
        .get(path)
        .set(await asInspections())
        .expect(200)
    ).body as TechniciansResponse;
    const asAuth = (
      await t.http
        .get(path)
        .set(await t.identity.serviceHeaders('auth', 'org'))
        .expect(200)
    ).body as TechniciansResponse;
    expect(asInspectionsRoster.technicians.map((technician) => technician.id).sort()).toEqual(
      seed.roster
        .filter((technician) => technician.active)
        .map((technician) => technician.id)
        .sort(),
    );
    expect(asAuth).toEqual(asInspectionsRoster);
    await t.http
      .get(path)
      .set(await t.identity.serviceHeaders('gateway', 'org'))
      .expect(403);
    // Only the roster: a technician by id or by e-mail stays auth's.
    const someone = seed.roster[0]!;
    for (const other of [
      `/internal/technicians/${someone.id}?organizationId=${seed.organizationId}`,
      `/internal/technicians/by-email?organizationId=${seed.organizationId}&email=${encodeURIComponent(someone.email ?? 'someone@example.com')}`,
    ]) {
      await t.http
        .get(other)
        .set(await asInspections())
        .expect(403);
      await t.http
        .get(other)
        .set(await t.identity.serviceHeaders('auth', 'org'))
        .expect(200);
    }
  });
});
