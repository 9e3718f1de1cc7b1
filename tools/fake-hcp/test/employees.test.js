import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startFake } from '../test-support/fake-client.js';

/** @import { StartedFake } from '../test-support/fake-client.js' */

/** @typedef {{ id: string, first_name: string, last_name: string, email: string | null, role: string, permissions: { is_admin: boolean } }} Employee */

describe('GET /employees', () => {
  /** @type {StartedFake} */
  let hcp;
  before(async () => {
    hcp = await startFake();
  });
  after(() => hcp.close());

  it('lists the active employees in the core envelope, 10 to a page by default', async () => {
    const { status, body } = await hcp.json('/employees');
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body).sort(), ['employees', 'page', 'page_size', 'total_items', 'total_pages']);
    assert.equal(body.page, 1);
    assert.equal(body.page_size, 10);
    assert.equal(body.total_items, 6);
    assert.equal(body.total_pages, 1);
    assert.ok(body.employees.every((/** @type {Employee} */ employee) => /^pro_[0-9a-f]{32}$/.test(employee.id)));
  });

  it('leaves archived employees out', async () => {
    const { body } = await hcp.json('/employees?page_size=200');
    const names = body.employees.map((/** @type {Employee} */ employee) => `${employee.first_name} ${employee.last_name}`);
    assert.ok(!names.includes('Tyler Nguyen'));
  });

  it('has four field techs, one without e-mail, and one admin', async () => {
    const { body } = await hcp.json('/employees?page_size=200');
    /** @type {Employee[]} */
    const employees = body.employees;
    const techs = employees.filter((employee) => employee.role === 'field tech');
    assert.equal(techs.length, 4);
    assert.ok(techs.some((tech) => tech.email === 'carlos.mendoza@irrigo-demo.test'));
    assert.deepEqual(
      techs.filter((tech) => tech.email === null).map((tech) => tech.first_name),
      ['Luis'],
    );
    assert.ok(techs.every((tech) => tech.permissions.is_admin === false));
    const admins = employees.filter((employee) => employee.permissions.is_admin);
    assert.deepEqual(
      admins.map((admin) => admin.role),
      ['admin'],
    );
  });

  it('pages with page and page_size', async () => {
    const first = await hcp.json('/employees?page=1&page_size=4');
    const second = await hcp.json('/employees?page=2&page_size=4');
    assert.equal(first.body.total_pages, 2);
    assert.equal(first.body.employees.length, 4);
    assert.equal(second.body.employees.length, 2);
    const ids = [...first.body.employees, ...second.body.employees].map((/** @type {Employee} */ employee) => employee.id);
    assert.equal(new Set(ids).size, 6);
    const beyond = await hcp.json('/employees?page=3&page_size=4');
    assert.deepEqual(beyond.body.employees, []);
  });

  it('caps page_size at 200', async () => {
    const { body } = await hcp.json('/employees?page_size=500');
    assert.equal(body.page_size, 200);
  });

  it('answers 400 {message, <attribute>: [...]} to a bad page', async () => {
    const { status, body } = await hcp.json('/employees?page=0');
    assert.equal(status, 400);
    assert.equal(typeof body.message, 'string');
    assert.ok(Array.isArray(body.page));
  });

  it('sorts with sort_by and sort_direction', async () => {
    const { body } = await hcp.json('/employees?sort_by=first_name&sort_direction=desc');
    const firstNames = body.employees.map((/** @type {Employee} */ employee) => employee.first_name);
    assert.deepEqual(
      firstNames,
      [...firstNames].sort((a, b) => b.localeCompare(a, 'en')),
    );
    assert.equal((await hcp.json('/employees?sort_by=salary')).status, 400);
  });

  it('filters by location_ids[]', async () => {
    const { body: company } = await hcp.json('/company');
    const northBranch = company.locations.find((/** @type {{ name: string }} */ location) => location.name === 'North Branch');
    const { body } = await hcp.json(`/employees?location_ids[]=${northBranch.id}`);
    const names = body.employees.map((/** @type {Employee} */ employee) => employee.first_name).sort();
    assert.deepEqual(names, ['Dana', 'Luis', 'María']);
  });
});
