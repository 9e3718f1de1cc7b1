import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startFake } from '../test-support/fake-client.js';

/** @import { StartedFake } from '../test-support/fake-client.js' */

describe('fail modes', () => {
  /** @type {StartedFake} */
  let hcp;
  before(async () => {
    hcp = await startFake();
  });
  beforeEach(() => hcp.fake.setFailMode('none'));
  after(() => hcp.close());

  it('error500 answers 500 {"error": "…"} to every API call, good key or not', async () => {
    hcp.fake.state.failMode = 'error500';
    for (const key of ['test-hcp-key', 'wrong-key']) {
      const { status, body } = await hcp.json('/company', { key });
      assert.equal(status, 500);
      assert.equal(typeof body.error, 'string');
    }
  });

  it('rateLimit429 answers 429 without Retry-After, and with `times` recovers by itself', async () => {
    hcp.fake.setFailMode('rateLimit429', 2);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await hcp.request('/employees');
      assert.equal(response.status, 429);
      assert.equal(response.headers.get('retry-after'), null);
      await response.body?.cancel();
    }
    assert.equal((await hcp.request('/employees')).status, 200);
    assert.equal(hcp.fake.state.failMode, 'none');
  });

  // Closing ends promptly when it resolves at all: a server that waited on its hung connection would never close, so
  // this test's own time limit is the guard (nothing is timed).
  it('hang never answers, and closing the server still ends promptly', { timeout: 5_000 }, async () => {
    const hanging = await startFake();
    hanging.fake.setFailMode('hang');
    await assert.rejects(hanging.request('/company', { signal: AbortSignal.timeout(300) }), { name: 'TimeoutError' });

    const stillWaiting = hanging.request('/company').catch((/** @type {unknown} */ error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await hanging.close();
    // The request still waiting was cut off by the close, not left hanging.
    assert.ok((await stillWaiting) instanceof Error);
  });

  it('leaves the /__fake controls working, so a test can switch the failure off from outside', async () => {
    const set = await hcp.json('/__fake/fail-mode', { method: 'POST', key: null, body: { mode: 'error500' } });
    assert.deepEqual(set.body, { failMode: 'error500', failuresLeft: null });
    assert.equal((await hcp.request('/company')).status, 500);
    const state = await hcp.json('/__fake/state', { key: null });
    assert.equal(state.body.failMode, 'error500');
    await hcp.json('/__fake/fail-mode', { method: 'POST', key: null, body: { mode: 'none' } });
    assert.equal((await hcp.request('/company')).status, 200);
  });

  it('refuses an unknown mode with 422', async () => {
    const { status, body } = await hcp.json('/__fake/fail-mode', { method: 'POST', key: null, body: { mode: 'explode' } });
    assert.equal(status, 422);
    assert.ok(Array.isArray(body.errors.mode));
  });
});
