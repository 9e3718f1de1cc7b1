import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OrganizationSetupResponse, Technician, TechniciansResponse } from '@irrigo/contracts';
import { DataSource } from 'typeorm';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

describe('GET /internal/technicians?organizationId= (the roster auth gives accounts to)', () => {
  let t: OrgTestApp;
  let organizationId: string;
  const asAuth = () => t.identity.serviceHeaders('auth', 'org');
  const rosterOf = async (id: string) =>
    (
      await t.http
        .get(`/internal/technicians?organizationId=${id}`)
        .set(await asAuth())
        .expect(200)
    ).body as TechniciansResponse;

  beforeAll(async () => {
    t = await startOrgTestApp();
    const setup = await t.http
      .post('/internal/organizations/setup')
      .set(await asAuth())
      .send({ organizationName: 'Green Valley' })
      .expect(201);
    organizationId = (setup.body as OrganizationSetupResponse).organization.id;
    await t.http
      .post('/api/technicians/sync')
      .set(await t.identity.gatewayHeaders({ role: 'admin', organizationId }))
      .expect(200);
    const dataSource = t.app.get(DataSource);
    // Someone who has left: kept, inactive.
    await dataSource.query(`UPDATE org.technicians SET active = false WHERE first_name = 'Jake'`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the active technicians of the named organization, by name', async () => {
    const { technicians } = await rosterOf(organizationId);
    expect(technicians.map((technician: Technician) => `${technician.firstName} ${technician.lastName}`)).toEqual([
      'Carlos Mendoza',
      'Luis Ramírez',
      'María González',
    ]);
    expect(technicians.every((technician) => technician.active)).toBe(true);
  });

  it('lists no one for an organization other than this installation’s', async () => {
    expect((await rosterOf(randomUUID())).technicians).toEqual([]);
  });

  it('wants an organization id: 400 with details', async () => {
    const missing = await t.http.get('/internal/technicians').set(await asAuth());
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual(['organizationId must be an organization id']);
    const malformed = await t.http.get('/internal/technicians?organizationId=green').set(await asAuth());
    expect(malformed.status).toBe(400);
  });

  it('is for services only: browsers, tokens for another service and bare calls get 401', async () => {
    const path = `/internal/technicians?organizationId=${organizationId}`;
    await t.http
      .get(path)
      .set(await t.identity.gatewayHeaders({ role: 'admin' }))
      .expect(401);
    await t.http
      .get(path)
      .set(await t.identity.serviceHeaders('auth', 'inspections'))
      .expect(401);
    await t.http.get(path).expect(401);
  });
});
