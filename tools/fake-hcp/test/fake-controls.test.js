import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoId } from '../src/fake-hcp.js';
import { startFake } from '../test-support/fake-client.js';

/** @import { StartedFake } from '../test-support/fake-client.js' */

/** @param {StartedFake} hcp */
async function activeEmails(hcp) {
  const { body } = await hcp.json('/employees?page_size=200');
  return body.employees.map((/** @type {{ email: string | null }} */ employee) => employee.email);
}

describe('roster controls', () => {
  /** @type {StartedFake} */
  let hcp;
  before(async () => {
    hcp = await startFake();
  });
  after(() => hcp.close());

  it('hires, changes and archives an employee over /__fake', async () => {
    const hired = await hcp.json('/__fake/employees', {
      method: 'POST',
      key: null,
      body: { first_name: 'Sofía', last_name: 'Herrera', email: 'sofia.herrera@irrigo-demo.test' },
    });
    assert.equal(hired.status, 201);
    assert.match(hired.body.id, /^pro_[0-9a-f]{32}$/);
    assert.equal(hired.body.role, 'field tech');
    assert.ok((await activeEmails(hcp)).includes('sofia.herrera@irrigo-demo.test'));

    const changed = await hcp.json(`/__fake/employees/${hired.body.id}`, { method: 'PATCH', key: null, body: { email: 'sofia.h@irrigo-demo.test' } });
    assert.equal(changed.status, 200);
    assert.ok((await activeEmails(hcp)).includes('sofia.h@irrigo-demo.test'));

    const archived = await hcp.request(`/__fake/employees/${hired.body.id}`, { method: 'DELETE', key: null });
    assert.equal(archived.status, 204);
    assert.ok(!(await activeEmails(hcp)).includes('sofia.h@irrigo-demo.test'));
  });

  it('keeps an archived technician on the jobs they worked', async () => {
    const carlos = demoId('pro', 'carlos-mendoza');
    hcp.fake.removeEmployee(carlos);
    assert.ok(!(await activeEmails(hcp)).includes('carlos.mendoza@irrigo-demo.test'));
    const { body } = await hcp.json(`/jobs?employee_ids[]=${carlos}`);
    assert.ok(body.total_items > 0);
    hcp.fake.updateEmployee(carlos, { archived: false });
    assert.ok((await activeEmails(hcp)).includes('carlos.mendoza@irrigo-demo.test'));
  });

  it('refuses an employee without a name with 422, and an unknown id with 404', async () => {
    const invalid = await hcp.json('/__fake/employees', { method: 'POST', key: null, body: { email: 'x@irrigo-demo.test' } });
    assert.equal(invalid.status, 422);
    assert.deepEqual(Object.keys(invalid.body.errors).sort(), ['first_name', 'last_name']);
    const unknown = await hcp.request('/__fake/employees/pro_missing', { method: 'DELETE', key: null });
    assert.equal(unknown.status, 404);
  });

  it('puts the demo data back on reset', async () => {
    hcp.fake.addEmployee({ first_name: 'Temp', last_name: 'Worker' });
    hcp.fake.setFailMode('error500');
    const reset = await hcp.request('/__fake/reset', { method: 'POST', key: null });
    assert.equal(reset.status, 204);
    const { body } = await hcp.json('/__fake/state', { key: null });
    assert.deepEqual(body.counts, { employees: 6, archivedEmployees: 1, customers: 12, jobs: 24 });
    assert.equal(body.failMode, 'none');
  });
});
