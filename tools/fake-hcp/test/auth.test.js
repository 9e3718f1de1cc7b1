import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TEST_KEY, startFake } from '../test-support/fake-client.js';

/** @import { StartedFake } from '../test-support/fake-client.js' */

describe('authentication', () => {
  /** @type {StartedFake} */
  let hcp;
  before(async () => {
    hcp = await startFake();
  });
  after(() => hcp.close());

  it('answers GET /company for `Authorization: Token <key>`', async () => {
    const { status, body } = await hcp.json('/company');
    assert.equal(status, 200);
    assert.equal(body.name, 'Irrigo Demo Irrigation');
    assert.deepEqual(
      body.locations.map((/** @type {{ name: string }} */ location) => location.name),
      ['Main Office', 'North Branch'],
    );
  });

  it('also accepts `Bearer <key>` by default', async () => {
    const { status } = await hcp.json('/company', { scheme: 'Bearer' });
    assert.equal(status, 200);
  });

  for (const [label, options] of /** @type {const} */ ([
    ['no Authorization header', { key: null }],
    ['a wrong key', { key: 'not-the-key' }],
    ['a lower-case scheme', { scheme: 'token' }],
    ['another scheme', { scheme: 'Basic' }],
  ])) {
    it(`answers 401 {"message":"Unauthorized"} to ${label}`, async () => {
      const response = await hcp.request('/employees', options);
      assert.equal(response.status, 401);
      assert.equal(await response.text(), '{"message":"Unauthorized"}');
    });
  }

  it('answers 401 when a Company key sends X-Company-Id', async () => {
    const { body: company } = await hcp.json('/company');
    const { status, body } = await hcp.json('/employees', { headers: { 'x-company-id': company.locations[1].id } });
    assert.equal(status, 401);
    assert.deepEqual(body, { message: 'Unauthorized' });
  });

  it('answers 401 on operations that need an Application key, even with a good Company key', async () => {
    const { body: jobs } = await hcp.json('/jobs?page_size=1');
    const jobId = jobs.jobs[0].id;
    /** @type {[string, string][]} */
    const calls = [
      ['GET', '/routes'],
      ['GET', '/api/price_book/services'],
      ['PUT', `/jobs/${jobId}/dispatch`],
    ];
    for (const [method, path] of calls) {
      const { status, body } = await hcp.json(path, { method, body: method === 'PUT' ? { employee_ids: [] } : undefined });
      assert.equal(status, 401, `${method} ${path}`);
      assert.deepEqual(body, { message: 'Unauthorized' });
    }
  });

  it('answers 404 {"error":{"message"}} for an unknown route, before checking the key', async () => {
    for (const key of [TEST_KEY, null]) {
      const { status, body } = await hcp.json('/v1/employees', { key });
      assert.equal(status, 404);
      assert.equal(typeof body.error.message, 'string');
    }
  });

  it('takes a new key over /__fake/api-key, after which the old one gets 401', async () => {
    const change = await hcp.request('/__fake/api-key', { method: 'PUT', body: { apiKey: 'rotated-key' }, key: null });
    assert.equal(change.status, 204);
    assert.equal((await hcp.request('/company')).status, 401);
    assert.equal((await hcp.request('/company', { key: 'rotated-key' })).status, 200);
    hcp.fake.state.apiKey = TEST_KEY;
  });
});

describe('authScheme option', () => {
  /** @type {StartedFake} */
  let hcp;
  before(async () => {
    hcp = await startFake({ authScheme: 'Token' });
  });
  after(() => hcp.close());

  it('`Token` refuses the same key sent as Bearer', async () => {
    assert.equal((await hcp.request('/company', { scheme: 'Token' })).status, 200);
    assert.equal((await hcp.request('/company', { scheme: 'Bearer' })).status, 401);
  });
});
