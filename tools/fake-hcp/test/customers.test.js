import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startFake } from '../test-support/fake-client.js';

/** @import { StartedFake } from '../test-support/fake-client.js' */

/** @typedef {{ id: string, first_name: string | null, last_name: string | null, addresses: { id: string, city: string }[] }} Customer */

describe('customers', () => {
  /** @type {StartedFake} */
  let hcp;
  before(async () => {
    hcp = await startFake();
  });
  after(() => hcp.close());

  /** @param {string} query */
  const searchNames = async (query) => {
    const { body } = await hcp.json(`/customers?q=${encodeURIComponent(query)}&page_size=200`);
    return body.customers.map((/** @type {Customer} */ customer) => customer.last_name).sort();
  };

  it('lists about a dozen customers with their addresses', async () => {
    const { status, body } = await hcp.json('/customers');
    assert.equal(status, 200);
    assert.equal(body.total_items, 12);
    assert.equal(body.customers.length, 10);
    assert.equal(body.total_pages, 2);
    const customer = body.customers[0];
    assert.match(customer.id, /^cus_[0-9a-f]{32}$/);
    assert.match(customer.addresses[0].id, /^adr_[0-9a-f]{32}$/);
  });

  it('searches name, e-mail, phone and address with q', async () => {
    assert.deepEqual(await searchNames('castillo'), ['Castillo']);
    assert.deepEqual(await searchNames('KEVIN.BRANDT@'), ['Brandt']);
    assert.deepEqual(await searchNames('(512) 555-0114'), ['Chen']);
    assert.deepEqual(await searchNames('Georgetown'), ['Harlan']);
    assert.deepEqual(await searchNames('Villa Park'), ['Alvarado']);
    assert.deepEqual(await searchNames('nobody-by-that-name'), []);
  });

  it('reads one customer, and answers 404 {"error":{"message"}} to an unknown id', async () => {
    const { body: list } = await hcp.json('/customers?q=Torres');
    const { status, body } = await hcp.json(`/customers/${list.customers[0].id}`);
    assert.equal(status, 200);
    assert.equal(body.first_name, 'Guadalupe');
    assert.equal(body.email, null);
    const missing = await hcp.json('/customers/cus_00000000000000000000000000000000');
    assert.equal(missing.status, 404);
    assert.equal(typeof missing.body.error.message, 'string');
  });

  it('creates a customer with an address, then finds it', async () => {
    const { status, body } = await hcp.json('/customers', {
      method: 'POST',
      body: {
        first_name: 'Rosa',
        last_name: 'Delgado',
        email: 'rosa.delgado@example.com',
        mobile_number: '5125550199',
        addresses: [{ street: '812 Brodie Ln', city: 'Austin', state: 'TX', zip: '78745' }],
      },
    });
    assert.equal(status, 201);
    assert.match(body.id, /^cus_/);
    assert.equal(body.addresses[0].type, 'service');
    assert.deepEqual(await searchNames('Brodie'), ['Delgado']);
  });

  it('answers 422 {"errors": {field: [...]}} to an invalid new customer', async () => {
    const { status, body } = await hcp.json('/customers', { method: 'POST', body: { email: 'not-an-email', addresses: [{ city: 'Austin' }] } });
    assert.equal(status, 422);
    assert.deepEqual(Object.keys(body), ['errors']);
    assert.ok(Array.isArray(body.errors.first_name));
    assert.ok(Array.isArray(body.errors.email));
    assert.ok(Array.isArray(body.errors['addresses.street']));
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { status, body } = await hcp.json('/customers', { method: 'POST', body: '{"first_name": ' });
    assert.equal(status, 400);
    assert.equal(typeof body.message, 'string');
  });

  it('updates a customer with PUT', async () => {
    const { body: list } = await hcp.json('/customers?q=Okafor');
    const id = list.customers[0].id;
    const { status, body } = await hcp.json(`/customers/${id}`, { method: 'PUT', body: { mobile_number: '5125550188', notes: 'New mobile' } });
    assert.equal(status, 200);
    assert.equal(body.mobile_number, '5125550188');
    assert.equal(body.first_name, 'David');
    const invalid = await hcp.json(`/customers/${id}`, { method: 'PUT', body: { email: 'nope' } });
    assert.equal(invalid.status, 422);
  });

  it('lists and adds addresses', async () => {
    const { body: list } = await hcp.json('/customers?q=Harlan');
    const id = list.customers[0].id;
    const added = await hcp.json(`/customers/${id}/addresses`, {
      method: 'POST',
      body: { street: '500 Lake Shore Dr', city: 'Georgetown', state: 'TX', zip: '78628' },
    });
    assert.equal(added.status, 201);
    assert.match(added.body.id, /^adr_/);
    const { body } = await hcp.json(`/customers/${id}/addresses`);
    assert.equal(body.total_items, 2);
    assert.deepEqual(
      body.addresses.map((/** @type {{ street: string }} */ address) => address.street),
      ['307 River Bend Dr', '500 Lake Shore Dr'],
    );
    const invalid = await hcp.json(`/customers/${id}/addresses`, { method: 'POST', body: { city: 'Georgetown' } });
    assert.equal(invalid.status, 422);
    assert.ok(Array.isArray(invalid.body.errors.street));
  });

  it('has no DELETE, like HCP', async () => {
    const { body: list } = await hcp.json('/customers?q=Chen');
    const { status } = await hcp.json(`/customers/${list.customers[0].id}`, { method: 'DELETE' });
    assert.equal(status, 404);
  });
});
