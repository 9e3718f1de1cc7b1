import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createDemoData } from '../src/demo-data.js';

const NOW = new Date('2026-04-14T17:00:00Z');

describe('demo data', () => {
  it('is the same for the same day', () => {
    assert.deepEqual(createDemoData({ now: NOW }), createDemoData({ now: NOW }));
  });

  it('only refers to records that exist', () => {
    const { customers, employees, jobs } = createDemoData({ now: NOW });
    for (const job of jobs) {
      const customer = customers.find((candidate) => candidate.id === job.customer_id);
      assert.ok(customer, job.id);
      assert.ok(
        customer.addresses.some((address) => address.id === job.address_id),
        job.id,
      );
      for (const id of job.assigned_employee_ids)
        assert.ok(
          employees.some((employee) => employee.id === id),
          job.id,
        );
      for (const appointment of job.appointments) assert.deepEqual(appointment.dispatched_employees_ids, job.assigned_employee_ids);
    }
  });

  it('books jobs in Central time, money in whole cents', () => {
    const { jobs } = createDemoData({ now: NOW });
    const first = jobs[0];
    assert.ok(first);
    // 8:00 in Austin on 2026-03-18 (CDT, UTC-5), 27 days before NOW.
    assert.equal(first.schedule.scheduled_start, '2026-03-18T13:00:00Z');
    for (const item of jobs.flatMap((job) => job.line_items)) {
      assert.ok(Number.isInteger(item.unit_price) && Number.isInteger(item.unit_cost) && Number.isInteger(item.amount));
    }
  });

  it('uses HCP id prefixes', () => {
    const { customers, employees, jobs } = createDemoData({ now: NOW });
    assert.ok(employees.every((employee) => employee.id.startsWith('pro_')));
    assert.ok(customers.every((customer) => customer.id.startsWith('cus_') && customer.addresses.every((address) => address.id.startsWith('adr_'))));
    assert.ok(jobs.every((job) => job.id.startsWith('job_') && job.line_items.every((item) => item.id.startsWith('rli_'))));
    assert.ok(jobs.flatMap((job) => job.notes).every((note) => note.id.startsWith('nte_')));
  });
});
