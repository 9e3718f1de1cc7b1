import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CustomerListResponse, Location, OrganizationSetupResponse, Technician } from '@irrigo/contracts';
import { demoId, signWebhook } from '@irrigo/fake-hcp';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

const SECRET = 'whsec_org_test_0123456789';
const WEBHOOKS = '/api/housecall-pro/webhooks';

describe('Housecall Pro webhooks (services/org over HTTP, delivered by the fake HCP)', () => {
  let t: OrgTestApp;
  let organizationId: string;
  let roster: Technician[];
  let main: Location;
  /** Stands in for the gateway between the fake HCP and the service: forwards the bytes as they are, with the gateway's assertion. */
  let gateway: Server;

  const admin = () => t.identity.gatewayHeaders({ role: 'admin', organizationId });
  const asTechnician = (firstName: string) => {
    const technician = roster.find((candidate) => candidate.firstName === firstName) as Technician;
    return t.identity.gatewayHeaders({ role: 'technician', organizationId, locationId: technician.locationId, technicianId: technician.id });
  };
  const search = async (headers: Record<string, string>, q: string) =>
    (
      await t.http
        .get(`/api/customers?q=${encodeURIComponent(q)}`)
        .set(headers)
        .expect(200)
    ).body as CustomerListResponse;
  const anonymous = () => t.identity.gatewayHeaders();
  const now = () => String(Math.floor(Date.now() / 1000));
  /** A delivery signed as HCP signs it, over exactly these bytes. */
  const deliver = async (raw: string, timestamp = now(), signature = signWebhook(SECRET, timestamp, raw)) =>
    t.http
      .post(WEBHOOKS)
      .set(await anonymous())
      .set('content-type', 'application/json')
      .set('api-timestamp', timestamp)
      .set('api-signature', signature)
      .send(raw);
  /** Waits for the fake's latest delivery of `event` to be answered. */
  const delivered = async (event: string) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const found = t.hcp.fake.state.webhook.deliveries.find((delivery) => delivery.event === event);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no ${event} delivery`);
  };

  beforeAll(async () => {
    t = await startOrgTestApp({ HCP_WEBHOOK_SECRET: SECRET });
    await t.app.listen(0, '127.0.0.1');
    const setup = await t.http
      .post('/internal/organizations/setup')
      .set(await t.identity.serviceHeaders('auth', 'org'))
      .send({ organizationName: 'Green Valley' })
      .expect(201);
    organizationId = (setup.body as OrganizationSetupResponse).organization.id;
    await t.http
      .post('/api/technicians/sync')
      .set(await admin())
      .expect(200);
    await t.http
      .post('/api/customers/sync')
      .set(await admin())
      .expect(200);
    roster = (await t.http.get('/api/technicians').set(await admin())).body.technicians as Technician[];
    main = ((await t.http.get('/api/locations/available').set(await admin())).body.locations as Location[]).find(
      (location) => location.name === 'Main Office',
    ) as Location;
    const service = new URL(await t.app.getUrl());
    gateway = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        void (async () => {
          const response = await fetch(`http://127.0.0.1:${service.port}${incoming.url}`, {
            method: incoming.method,
            headers: { ...(incoming.headers as Record<string, string>), ...(await anonymous()) },
            body: Buffer.concat(chunks),
          });
          outgoing.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text());
        })();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    t.hcp.fake.setWebhookTarget({ url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}${WEBHOOKS}`, secret: SECRET });
  });
  afterAll(async () => {
    await new Promise((resolve) => gateway?.close(resolve));
    await t?.close();
  });

  it('answers HCP’s test ping {"foo":"bar"} with 200, signed or not', async () => {
    const response = await t.http
      .post(WEBHOOKS)
      .set(await anonymous())
      .send({ foo: 'bar' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, outcome: 'ping' });
  });

  it('applies a customer.updated sent by HCP when a customer changes (PUT /customers/{id}), verified over the raw body', async () => {
    const harlan = demoId('cus', 'harlan');
    const changed = await fetch(`${t.hcp.url}/customers/${harlan}`, {
      method: 'PUT',
      headers: { authorization: 'Token org-test-hcp-key', 'content-type': 'application/json' },
      body: JSON.stringify({ last_name: 'Harlan-Núñez' }),
    });
    expect(changed.status).toBe(200);
    expect(await delivered('customer.updated')).toMatchObject({ status: 200 });
    expect((await search(await admin(), 'harlan-nunez')).items.map((item) => item.displayName)).toEqual(['Tom Harlan-Núñez']);
  });

  it('verifies the exact bytes received: a body with its own spacing passes, a re-serialised one does not', async () => {
    const raw = `{ "event" : "customer.updated",  "customer": {"id": "${demoId('cus', 'chen')}", "first_name": "Mei", "last_name": "Chen-Li", "addresses": [] } }`;
    const timestamp = now();
    const signature = signWebhook(SECRET, timestamp, raw);
    expect((await deliver(raw, timestamp, signature)).status).toBe(200);
    expect((await search(await admin(), 'chen-li')).total).toBe(1);
    const reserialised = JSON.stringify(JSON.parse(raw));
    const refused = await deliver(reserialised, timestamp, signature);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a bad signature, a missing one, a stale or future timestamp, and a replay', async () => {
    const raw = JSON.stringify({ event: 'customer.updated', customer: { id: demoId('cus', 'okafor'), first_name: 'Evil', last_name: 'Okafor' } });
    expect((await deliver(raw, now(), signWebhook('another-secret-000000', now(), raw))).status).toBe(401);
    expect(
      (
        await t.http
          .post(WEBHOOKS)
          .set(await anonymous())
          .set('content-type', 'application/json')
          .send(raw)
      ).status,
    ).toBe(401);
    const stale = String(Math.floor(Date.now() / 1000) - 6 * 60);
    expect((await deliver(raw, stale)).status).toBe(401);
    const future = String(Math.floor(Date.now() / 1000) + 6 * 60);
    expect((await deliver(raw, future)).status).toBe(401);
    expect((await search(await admin(), 'evil')).total).toBe(0);

    const good = JSON.stringify({
      event: 'customer.updated',
      customer: { id: demoId('cus', 'okafor'), first_name: 'David', last_name: 'Okafor', addresses: [] },
    });
    const timestamp = now();
    expect((await deliver(good, timestamp)).status).toBe(200);
    const replay = await deliver(good, timestamp);
    expect(replay.status).toBe(409);
    expect(replay.body.code).toBe('CONFLICT');
  });

  it('refuses a stale delivery the fake signs with an old timestamp', async () => {
    const fired = await t.hcp.fake.fireWebhook('customer.updated', demoId('cus', 'morales'), { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(fired.status).toBe(401);
  });

  it('archives a customer on customer.deleted: gone from the lists, kept in the database', async () => {
    const before = await search(await admin(), 'okafor');
    expect(before.total).toBe(1);
    const deleted = await fetch(`${t.hcp.url}/__fake/customers/${demoId('cus', 'okafor')}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await delivered('customer.deleted')).toMatchObject({ status: 200 });
    expect((await search(await admin(), 'okafor')).total).toBe(0);
    await t.http
      .get(`/api/customers/${before.items[0]?.id}`)
      .set(await admin())
      .expect(404);
  });

  it('on a job assigned to a technician (job.created), its customer appears among that technician’s customers', async () => {
    const jake = roster.find((technician) => technician.firstName === 'Jake') as Technician;
    const jakes = new Set(t.hcp.fake.state.jobs.filter((job) => job.assigned_employee_ids.includes(jake.hcpEmployeeId)).map((job) => job.customer_id));
    const church = t.hcp.fake.state.customers.find((customer) => customer.company && !jakes.has(customer.id));
    if (!church?.company) throw new Error('every demo company is Jake’s already');
    expect((await search(await asTechnician('Jake'), church.company)).total).toBe(0);

    const start = new Date(Date.now() + 2 * 86_400_000);
    const created = await fetch(`${t.hcp.url}/jobs`, {
      method: 'POST',
      headers: { authorization: 'Token org-test-hcp-key', 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_id: church.id,
        address_id: church.addresses[0]?.id,
        assigned_employee_ids: [jake.hcpEmployeeId],
        schedule: { scheduled_start: start.toISOString(), scheduled_end: new Date(start.getTime() + 3_600_000).toISOString() },
        description: 'Spring start-up',
      }),
    });
    expect(created.status).toBe(201);
    expect(await delivered('job.created')).toMatchObject({ status: 200 });
    const seen = await search(await asTechnician('Jake'), church.company);
    expect(seen.items.map((item) => item.company)).toEqual([church.company]);
    expect(seen.items[0]?.technicianNames).toContain('Jake Thompson');
    expect(main.id).toBeDefined();
  });
});
