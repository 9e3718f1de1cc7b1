import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LetterheadResponse, OrganizationSetupResponse } from '@irrigo/contracts';
import { DataSource } from 'typeorm';
import { OrganizationsService } from '../src/organizations/organizations.service.js';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

describe('GET /internal/letterhead?organizationId=[&locationId=] (who the customer’s report comes from)', () => {
  let t: OrgTestApp;
  let organizationId: string;
  let mainOffice: string;
  const otherOrganization = randomUUID();
  const otherLocation = randomUUID();
  const asInspections = () => t.identity.serviceHeaders('inspections', 'org');
  const letterhead = async (query: string, expected = 200) => {
    const response = await t.http.get(`/internal/letterhead?${query}`).set(await asInspections());
    expect([response.status, response.body]).toEqual([expected, expect.anything()]);
    return response.body as LetterheadResponse;
  };

  /** The fake Housecall Pro's demo company contact, as its own data holds it. */
  const demoContact = () => ({
    phone: t.hcp.fake.state.company.phone_number,
    email: t.hcp.fake.state.company.support_email,
    website: t.hcp.fake.state.company.website,
  });
  const demoLocationPhone = (name: string) => t.hcp.fake.state.company.locations.find((location) => location.name === name)?.phone_number;

  beforeAll(async () => {
    t = await startOrgTestApp();
    const setup = await t.http
      .post('/internal/organizations/setup')
      .set(await t.identity.serviceHeaders('auth', 'org'))
      .send({ organizationName: 'Green Valley Irrigation' })
      .expect(201);
    ({
      organization: { id: organizationId },
      location: { id: mainOffice },
    } = setup.body as OrganizationSetupResponse);
    // The setup's roster sync names the first location's address after Housecall Pro's and copies the company's
    // contact (the fake's demo company): let it finish, then set our own address.
    await t.app.get(OrganizationsService).whenSyncedAfterSetUp();
    const dataSource = t.app.get(DataSource);
    await dataSource.query(`UPDATE org.locations SET address = '400 Congress Ave', city = 'Austin', state = 'TX', zip_code = '78701' WHERE id = $1`, [
      mainOffice,
    ]);
    await dataSource.query(`INSERT INTO org.organizations (id, name, type) VALUES ($1, 'Blue Creek', 'independent')`, [otherOrganization]);
    await dataSource.query(`INSERT INTO org.locations (id, organization_id, name) VALUES ($1, $2, 'Blue Creek HQ')`, [otherLocation, otherOrganization]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the organization’s name and contact, and the location’s name, address and phone', async () => {
    expect(await letterhead(`organizationId=${organizationId}&locationId=${mainOffice}`)).toEqual({
      organization: { name: 'Green Valley Irrigation', ...demoContact() },
      location: { name: 'Main Office', address: '400 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', phone: demoLocationPhone('Main Office') },
    });
    // An organization Housecall Pro never filled, and a location without an address or phone: the name alone.
    expect(await letterhead(`organizationId=${otherOrganization}&locationId=${otherLocation}`)).toEqual({
      organization: { name: 'Blue Creek', phone: null, email: null, website: null },
      location: { name: 'Blue Creek HQ', address: null, city: null, state: null, zipCode: null, phone: null },
    });
  });

  it('leaves the location out when none is asked for, or it is unknown or another organization’s', async () => {
    expect(await letterhead(`organizationId=${organizationId}`)).toEqual({
      organization: { name: 'Green Valley Irrigation', ...demoContact() },
      location: null,
    });
    expect((await letterhead(`organizationId=${organizationId}&locationId=${otherLocation}`)).location).toBeNull();
    expect((await letterhead(`organizationId=${otherOrganization}&locationId=${mainOffice}`)).location).toBeNull();
    expect((await letterhead(`organizationId=${organizationId}&locationId=${randomUUID()}`)).location).toBeNull();
  });

  it('answers 404 for an organization it does not know', async () => {
    const response = await t.http.get(`/internal/letterhead?organizationId=${randomUUID()}`).set(await asInspections());
    expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('wants an organization id and a well-formed location id: 400 with details', async () => {
    const missing = await t.http.get('/internal/letterhead').set(await asInspections());
    expect([missing.status, missing.body.details]).toEqual([400, ['organizationId must be an organization id']]);
    const badLocation = await t.http.get(`/internal/letterhead?organizationId=${organizationId}&locationId=north`).set(await asInspections());
    expect([badLocation.status, badLocation.body.details]).toEqual([400, ['locationId must be a location id']]);
  });

  it('is for services/inspections only: other services’ tokens get 403, a browser’s identity and bare calls 401', async () => {
    const path = `/internal/letterhead?organizationId=${organizationId}`;
    for (const caller of ['auth', 'gateway'] as const) {
      const refused = await t.http.get(path).set(await t.identity.serviceHeaders(caller, 'org'));
      expect([refused.status, refused.body.code, refused.body.organization]).toEqual([403, 'FORBIDDEN', undefined]);
    }
    await t.http
      .get(path)
      .set(await t.identity.gatewayHeaders({ role: 'admin', organizationId, locationId: null, technicianId: null }))
      .expect(401);
    await t.http
      .get(path)
      .set(await t.identity.serviceHeaders('inspections', 'auth'))
      .expect(401);
    await t.http.get(path).expect(401);
  });
});
