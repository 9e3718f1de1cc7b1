import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoMaterialCategoryUuid, demoMaterialUuid } from '../src/fake-hcp.js';
import { startFake } from '../test-support/fake-client.js';

/** @import { StartedFake } from '../test-support/fake-client.js' */

describe('price book', () => {
  /** @type {StartedFake} */
  let hcp;
  before(async () => {
    hcp = await startFake();
  });
  after(() => hcp.close());

  it('lists the root material categories in the price book envelope, and a parent’s children with parent_uuid', async () => {
    const roots = await hcp.json('/api/price_book/material_categories');
    assert.equal(roots.status, 200);
    assert.deepEqual(Object.keys(roots.body).sort(), ['data', 'object', 'page', 'page_size', 'total_count', 'total_pages_count', 'url']);
    assert.equal(roots.body.object, 'list');
    assert.equal(roots.body.url, '/api/price_book/material_categories');
    assert.deepEqual(
      roots.body.data.map((/** @type {{ name: string }} */ category) => category.name),
      ['Backflow parts', 'Controllers and sensors', 'Drip irrigation', 'Pipe and fittings', 'Sprinkler heads', 'Valves'],
    );
    assert.ok(roots.body.data.every((/** @type {{ parent_uuid: unknown }} */ category) => category.parent_uuid === null));

    const heads = demoMaterialCategoryUuid('heads');
    const children = await hcp.json(`/api/price_book/material_categories?parent_uuid=${heads}`);
    assert.deepEqual(
      children.body.data.map((/** @type {{ name: string, parent_uuid: string }} */ category) => [category.name, category.parent_uuid]),
      [
        ['Nozzles', heads],
        ['Rotors', heads],
        ['Spray heads', heads],
      ],
    );
    const threeDeep = await hcp.json(`/api/price_book/material_categories?parent_uuid=${demoMaterialCategoryUuid('valve-parts')}`);
    assert.deepEqual(
      threeDeep.body.data.map((/** @type {{ name: string }} */ category) => category.name),
      ['Solenoids'],
    );
  });

  it('pages a category’s materials (default 10 a page) with prices in cents, one without a price', async () => {
    const nozzles = demoMaterialCategoryUuid('nozzles');
    const first = await hcp.json(`/api/price_book/materials?material_category_uuid=${nozzles}`);
    assert.equal(first.status, 200);
    assert.equal(first.body.page_size, 10);
    assert.equal(first.body.total_count, 12);
    assert.equal(first.body.total_pages_count, 2);
    assert.equal(first.body.data.length, 10);
    const second = await hcp.json(`/api/price_book/materials?material_category_uuid=${nozzles}&page=2`);
    assert.equal(second.body.data.length, 2);
    const material = first.body.data.find((/** @type {{ part_number: string }} */ item) => item.part_number === 'MP1000-90');
    assert.deepEqual(
      { ...material, uuid: undefined },
      {
        object: 'material',
        uuid: undefined,
        name: 'Hunter MP Rotator MP1000, 90-210°',
        description: null,
        part_number: 'MP1000-90',
        unit_of_measure: 'each',
        cost: 510,
        price: 1150,
        taxable: true,
        flat_rate_enabled: false,
        image: null,
        material_category_uuid: nozzles,
        created_at: '2025-11-03T15:00:00Z',
        updated_at: '2025-11-03T15:00:00Z',
      },
    );
    const controllers = await hcp.json(`/api/price_book/materials?material_category_uuid=${demoMaterialCategoryUuid('controllers')}`);
    const unpriced = controllers.body.data.find((/** @type {{ part_number: string }} */ item) => item.part_number === 'ESP-LXME2');
    assert.equal(unpriced.price, null);
  });

  it('requires material_category_uuid (400) and an existing category (404), and a key (401)', async () => {
    const missing = await hcp.json('/api/price_book/materials');
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body, { message: 'Invalid parameter: material_category_uuid', material_category_uuid: ['is missing'] });
    assert.equal((await hcp.request('/api/price_book/materials?material_category_uuid=nope')).status, 404);
    assert.equal((await hcp.request('/api/price_book/material_categories?parent_uuid=nope')).status, 404);
    assert.equal((await hcp.request('/api/price_book/material_categories', { key: 'wrong' })).status, 401);
  });

  it('refuses the services list to the Company key with 401', async () => {
    const services = await hcp.json('/api/price_book/services');
    assert.equal(services.status, 401);
    assert.deepEqual(services.body, { message: 'Unauthorized' });
  });

  it('adds, changes and removes materials and categories over /__fake, and reset brings the demo back', async () => {
    const drip = demoMaterialCategoryUuid('drip');
    const added = await hcp.json('/__fake/price-book/materials', {
      method: 'POST',
      key: null,
      body: { name: 'Rain Bird PRS-Dial pressure regulator', part_number: 'PRS-050', price: 1895, cost: 820, material_category_uuid: drip },
    });
    assert.equal(added.status, 201);
    const changed = await hcp.json(`/__fake/price-book/materials/${added.body.uuid}`, { method: 'PATCH', key: null, body: { price: 1995 } });
    assert.equal(changed.body.price, 1995);
    const invalid = await hcp.json('/__fake/price-book/materials', { method: 'POST', key: null, body: { material_category_uuid: 'nope', price: 1.5 } });
    assert.equal(invalid.status, 422);
    assert.deepEqual(Object.keys(invalid.body.errors).sort(), ['material_category_uuid', 'name', 'price']);

    const removed = await hcp.request(`/__fake/price-book/materials/${demoMaterialUuid('XB-10PC')}`, { method: 'DELETE', key: null });
    assert.equal(removed.status, 204);
    const category = await hcp.json('/__fake/price-book/material-categories', { method: 'POST', key: null, body: { name: 'Lighting', parent_uuid: null } });
    assert.equal(category.status, 201);
    const parts = (await hcp.json(`/api/price_book/materials?material_category_uuid=${drip}&page_size=200`)).body.data.map(
      (/** @type {{ part_number: string }} */ item) => item.part_number,
    );
    assert.ok(parts.includes('PRS-050'));
    assert.ok(!parts.includes('XB-10PC'));

    assert.equal(
      (await hcp.request('/__fake/price-book/material-categories/' + demoMaterialCategoryUuid('valves'), { method: 'DELETE', key: null })).status,
      204,
    );
    assert.equal((await hcp.request(`/api/price_book/materials?material_category_uuid=${demoMaterialCategoryUuid('solenoids')}`)).status, 404);

    assert.equal((await hcp.request('/__fake/reset', { method: 'POST', key: null })).status, 204);
    const restored = (await hcp.json('/__fake/price-book', { key: null })).body;
    assert.equal(restored.materials.length, 61);
    assert.equal(restored.materialCategories.length, 13);
  });
});
