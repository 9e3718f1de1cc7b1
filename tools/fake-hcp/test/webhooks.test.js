import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import { demoId } from '../src/fake-hcp.js';
import { startFake } from '../test-support/fake-client.js';

/** @import { StartedFake } from '../test-support/fake-client.js' */
/** @import { IncomingHttpHeaders } from 'node:http' */

const SECRET = 'whsec_test_0123456789';

/** A receiver that records each delivery with its raw bytes, answering 200. */
async function startReceiver() {
  /** @type {{ headers: IncomingHttpHeaders, raw: string }[]} */
  const received = [];
  /** @type {(() => void)[]} */
  const waiting = [];
  const server = createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, raw: Buffer.concat(chunks).toString('utf8') });
      waiting.splice(0).forEach((resolve) => resolve());
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/api/housecall-pro/webhooks`,
    received,
    /** Resolves once `count` deliveries have arrived. @param {number} count */
    until: async (count) => {
      while (received.length < count) await new Promise((resolve) => waiting.push(() => resolve(undefined)));
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

describe('webhook sender', () => {
  /** @type {StartedFake} */
  let hcp;
  /** @type {Awaited<ReturnType<typeof startReceiver>>} */
  let receiver;
  const torres = demoId('cus', 'torres');

  before(async () => {
    hcp = await startFake();
    receiver = await startReceiver();
  });
  after(async () => {
    await hcp.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
  });

  it('refuses to fire without a target, and takes one over /__fake/webhooks (the secret is never shown)', async () => {
    const refused = await hcp.json('/__fake/webhooks/fire', { method: 'POST', key: null, body: { event: 'customer.updated', id: torres } });
    assert.equal(refused.status, 422);
    const bad = await hcp.request('/__fake/webhooks', { method: 'PUT', key: null, body: { url: 'not a url', secret: SECRET } });
    assert.equal(bad.status, 422);
    const set = await hcp.request('/__fake/webhooks', { method: 'PUT', key: null, body: { url: receiver.url, secret: SECRET } });
    assert.equal(set.status, 204);
    const { body } = await hcp.json('/__fake/webhooks', { key: null });
    assert.deepEqual(body, { url: receiver.url, secretSet: true, deliveries: [] });
  });

  it('fires an event for a stored record, signed like HCP: hex HMAC-SHA256 of timestamp + "." + raw body', async () => {
    const fired = await hcp.json('/__fake/webhooks/fire', { method: 'POST', key: null, body: { event: 'customer.updated', id: torres } });
    assert.equal(fired.status, 200);
    assert.equal(fired.body.status, 200);
    const [delivery] = receiver.received;
    assert.ok(delivery);
    const timestamp = String(delivery.headers['api-timestamp']);
    assert.match(timestamp, /^\d{10}$/);
    assert.ok(Math.abs(Number(timestamp) - Date.now() / 1000) < 5);
    const expected = createHmac('sha256', SECRET).update(`${timestamp}.${delivery.raw}`).digest('hex');
    assert.equal(delivery.headers['api-signature'], expected);
    const payload = JSON.parse(delivery.raw);
    assert.equal(payload.event, 'customer.updated');
    assert.equal(payload.company_id, hcp.fake.state.company.id);
    assert.equal(payload.customer.id, torres);
    assert.equal(payload.customer.last_name, 'Torres');
    assert.ok(Array.isArray(payload.customer.addresses), 'a customer event carries the full record');
  });

  it('signs with a given timestamp (to test stale deliveries) and sends a job with its customer and employees', async () => {
    const job = hcp.fake.state.jobs[0];
    assert.ok(job);
    const fired = await hcp.json('/__fake/webhooks/fire', {
      method: 'POST',
      key: null,
      body: { event: 'job.scheduled', id: job.id, timestamp: 1_700_000_000 },
    });
    assert.equal(fired.status, 200);
    const [delivery] = receiver.received;
    assert.equal(delivery?.headers['api-timestamp'], '1700000000');
    const payload = JSON.parse(delivery?.raw ?? '{}');
    assert.equal(payload.job.id, job.id);
    assert.equal(payload.job.customer.id, job.customer_id);
    assert.ok(payload.job.assigned_employees.length > 0);
    const unknown = await hcp.json('/__fake/webhooks/fire', { method: 'POST', key: null, body: { event: 'job.exploded', id: job.id } });
    assert.equal(unknown.status, 422);
    const missing = await hcp.json('/__fake/webhooks/fire', { method: 'POST', key: null, body: { event: 'job.created', id: 'job_nope' } });
    assert.equal(missing.status, 404);
  });

  it('sends the matching event when the API changes a record: PUT /customers, POST /jobs, and a deleted customer', async () => {
    const updated = await hcp.request(`/customers/${torres}`, { method: 'PUT', body: { first_name: 'Lupe' } });
    assert.equal(updated.status, 200);
    await receiver.until(1);
    const first = JSON.parse(receiver.received[0]?.raw ?? '{}');
    assert.equal(first.event, 'customer.updated');
    assert.equal(first.customer.first_name, 'Lupe');

    const created = await hcp.json('/jobs', {
      method: 'POST',
      body: {
        customer_id: torres,
        address_id: hcp.fake.state.customers.find((c) => c.id === torres)?.addresses[0]?.id,
        assigned_employee_ids: [demoId('pro', 'jake-thompson')],
      },
    });
    assert.equal(created.status, 201);
    await receiver.until(2);
    assert.equal(JSON.parse(receiver.received[1]?.raw ?? '{}').event, 'job.created');

    const deleted = await hcp.request(`/__fake/customers/${torres}`, { method: 'DELETE', key: null });
    assert.equal(deleted.status, 204);
    await receiver.until(3);
    const last = JSON.parse(receiver.received[2]?.raw ?? '{}');
    assert.equal(last.event, 'customer.deleted');
    assert.equal(last.customer.id, torres);
    assert.equal((await hcp.request(`/customers/${torres}`)).status, 404);
    const { body } = await hcp.json('/__fake/webhooks', { key: null });
    assert.deepEqual(
      body.deliveries.slice(0, 3).map((/** @type {{ event: string, status: number }} */ delivery) => [delivery.event, delivery.status]),
      [
        ['customer.deleted', 200],
        ['job.created', 200],
        ['customer.updated', 200],
      ],
    );
  });

  it('stops sending when the target is cleared', async () => {
    await hcp.request('/__fake/webhooks', { method: 'PUT', key: null, body: { url: null } });
    const changed = await hcp.request(`/customers/${demoId('cus', 'harlan')}`, { method: 'PUT', body: { first_name: 'Thomas' } });
    assert.equal(changed.status, 200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(receiver.received.length, 0);
  });
});
