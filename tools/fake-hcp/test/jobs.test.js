import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoId } from '../src/fake-hcp.js';
import { startFake } from '../test-support/fake-client.js';

/** @import { StartedFake } from '../test-support/fake-client.js' */

/**
 * @typedef {{ id: string, work_status: string, customer: { id: string, first_name: string }, address: { id: string },
 *   assigned_employees: { id: string }[], total_amount: number, outstanding_balance: number,
 *   schedule: { scheduled_start: string | null, appointments: { dispatched_employees_ids: string[] }[] } }} Job
 */

const CARLOS = demoId('pro', 'carlos-mendoza');
const LUIS = demoId('pro', 'luis-ramirez');
const MARIA = demoId('pro', 'maria-gonzalez');

describe('jobs', () => {
  /** @type {StartedFake} */
  let hcp;
  before(async () => {
    hcp = await startFake();
  });
  after(() => hcp.close());

  /** @param {string} query @returns {Promise<Job[]>} */
  const jobs = async (query) => {
    const { status, body } = await hcp.json(`/jobs?page_size=200&${query}`);
    assert.equal(status, 200, query);
    return body.jobs;
  };

  it('lists jobs in the core envelope with embedded customer, address and employees', async () => {
    const { body } = await hcp.json('/jobs');
    assert.equal(body.total_items, 24);
    assert.equal(body.jobs.length, 10);
    const job = body.jobs[0];
    assert.match(job.id, /^job_[0-9a-f]{32}$/);
    assert.match(job.customer.id, /^cus_/);
    assert.match(job.address.id, /^adr_/);
    assert.equal(job.customer.addresses, undefined);
    assert.ok(Number.isInteger(job.total_amount));
  });

  it('filters by employee_ids[] over the assigned employees', async () => {
    const carlosJobs = await jobs(`employee_ids[]=${CARLOS}`);
    assert.ok(carlosJobs.length >= 5);
    assert.ok(carlosJobs.every((job) => job.assigned_employees.some((employee) => employee.id === CARLOS)));

    const both = await jobs(`employee_ids[]=${CARLOS}&employee_ids[]=${LUIS}`);
    const luisJobs = await jobs(`employee_ids[]=${LUIS}`);
    const crewJobs = carlosJobs.filter((job) => luisJobs.some((other) => other.id === job.id));
    assert.equal(both.length, carlosJobs.length + luisJobs.length - crewJobs.length);
  });

  it('keeps only the last value of a repeated bare key, as Rack does', async () => {
    const bare = await jobs(`employee_ids=${CARLOS}&employee_ids=${MARIA}`);
    const mariaJobs = await jobs(`employee_ids[]=${MARIA}`);
    assert.deepEqual(
      bare.map((job) => job.id),
      mariaJobs.map((job) => job.id),
    );
  });

  it('gives the customers of a technician through their jobs, the technician without e-mail included', async () => {
    const luisJobs = await jobs(`employee_ids[]=${LUIS}`);
    const customerNames = new Set(luisJobs.map((job) => job.customer.first_name));
    assert.deepEqual([...customerNames].sort(), ['Guadalupe', 'Jennifer', 'Teresa']);
  });

  describe('the work status trap', () => {
    it('filters with the filter vocabulary', async () => {
      const inProgress = await jobs('work_status[]=in_progress');
      assert.deepEqual(
        inProgress.map((job) => job.work_status),
        ['in progress'],
      );
      const completed = await jobs('work_status[]=completed');
      assert.deepEqual(new Set(completed.map((job) => job.work_status)), new Set(['complete rated', 'complete unrated']));
      const canceled = await jobs('work_status[]=canceled');
      assert.deepEqual(new Set(canceled.map((job) => job.work_status)), new Set(['user canceled', 'pro canceled']));
      const unscheduled = await jobs('work_status[]=unscheduled');
      assert.ok(unscheduled.length > 0);
      assert.ok(unscheduled.every((job) => job.work_status === 'needs scheduling' && job.schedule.scheduled_start === null));
      const several = await jobs('work_status[]=scheduled&work_status[]=in_progress');
      assert.deepEqual(new Set(several.map((job) => job.work_status)), new Set(['scheduled', 'in progress']));
    });

    it('matches nothing, silently, when fed a value of the work_status field', async () => {
      for (const fieldValue of ['in progress', 'complete rated', 'complete unrated', 'needs scheduling', 'user canceled', 'pro canceled']) {
        const { status, body } = await hcp.json(`/jobs?work_status[]=${encodeURIComponent(fieldValue)}`);
        assert.equal(status, 200);
        assert.equal(body.total_items, 0, fieldValue);
      }
    });
  });

  it('filters by scheduled_start_min/max and leaves unscheduled jobs out of a range', async () => {
    const all = await jobs('');
    const min = '2026-04-14T00:00:00-05:00';
    const max = '2026-04-20T23:59:59-05:00';
    const week = await jobs(`scheduled_start_min=${encodeURIComponent(min)}&scheduled_start_max=${encodeURIComponent(max)}`);
    const expected = all.filter((job) => {
      const start = job.schedule.scheduled_start;
      return start !== null && Date.parse(start) >= Date.parse(min) && Date.parse(start) <= Date.parse(max);
    });
    assert.ok(week.length > 0);
    assert.deepEqual(week.map((job) => job.id).sort(), expected.map((job) => job.id).sort());
    assert.ok(week.every((job) => job.work_status === 'scheduled' || job.work_status === 'in progress'));

    const invalid = await hcp.json('/jobs?scheduled_start_min=last-tuesday');
    assert.equal(invalid.status, 400);
    assert.ok(Array.isArray(invalid.body.scheduled_start_min));
  });

  it('spreads jobs over the past weeks and the coming days', async () => {
    const now = Date.parse('2026-04-14T17:00:00Z');
    const starts = (await jobs('')).flatMap((job) => (job.schedule.scheduled_start ? [Date.parse(job.schedule.scheduled_start)] : []));
    const days = starts.map((start) => (start - now) / 86_400_000);
    assert.ok(days.some((day) => day < -21));
    assert.ok(days.some((day) => day > 3));
  });

  it('filters by customer_id', async () => {
    const [first] = await jobs('');
    assert.ok(first);
    const forCustomer = await jobs(`customer_id=${first.customer.id}`);
    assert.ok(forCustomer.length >= 1);
    assert.ok(forCustomer.every((job) => job.customer.id === first.customer.id));
  });

  it('includes appointments only with expand[]=appointments', async () => {
    const filter = `work_status[]=scheduled&employee_ids[]=${MARIA}`;
    const plain = await jobs(filter);
    assert.ok(plain.every((job) => job.schedule.appointments.length === 0));
    const expanded = await jobs(`${filter}&expand[]=appointments`);
    assert.ok(expanded.every((job) => job.schedule.appointments[0]?.dispatched_employees_ids.includes(MARIA)));
  });

  it('reads one job, its appointments and its line items', async () => {
    const [job] = await jobs(`employee_ids[]=${CARLOS}&work_status[]=completed`);
    assert.ok(job);
    const one = await hcp.json(`/jobs/${job.id}?expand[]=appointments`);
    assert.equal(one.status, 200);
    assert.equal(one.body.schedule.appointments.length, 1);

    const appointments = await hcp.json(`/jobs/${job.id}/appointments`);
    assert.deepEqual(Object.keys(appointments.body), ['appointments']);
    assert.deepEqual(appointments.body.appointments[0].dispatched_employees_ids, [CARLOS]);

    const lineItems = await hcp.json(`/jobs/${job.id}/line_items`);
    assert.equal(lineItems.body.object, 'list');
    /** @type {{ id: string, amount: number, unit_price: number, quantity: number }[]} */
    const items = lineItems.body.data;
    assert.ok(items.length > 0);
    assert.ok(items.every((item) => /^rli_/.test(item.id) && Number.isInteger(item.amount) && item.amount === Math.round(item.unit_price * item.quantity)));
    assert.equal(
      job.total_amount,
      items.reduce((sum, item) => sum + item.amount, 0),
    );

    assert.equal((await hcp.json('/jobs/job_00000000000000000000000000000000')).status, 404);
  });

  it('creates a job for a customer address with POST /jobs', async () => {
    const { body: list } = await hcp.json('/customers?q=Castillo');
    const customer = list.customers[0];
    const { status, body } = await hcp.json('/jobs', {
      method: 'POST',
      body: {
        customer_id: customer.id,
        address_id: customer.addresses[0].id,
        schedule: { scheduled_start: '2026-04-22T14:00:00Z', scheduled_end: '2026-04-22T16:00:00Z', arrival_window: 60 },
        assigned_employee_ids: [CARLOS],
        line_items: [{ name: 'Irrigation system inspection', unit_price: 12900, quantity: 1 }],
      },
    });
    assert.equal(status, 201);
    assert.equal(body.work_status, 'scheduled');
    assert.equal(body.total_amount, 12900);
    assert.deepEqual(body.schedule.appointments[0].dispatched_employees_ids, [CARLOS]);

    const invalid = await hcp.json('/jobs', { method: 'POST', body: { address_id: customer.addresses[0].id } });
    assert.equal(invalid.status, 422);
    assert.ok(Array.isArray(invalid.body.errors.customer_id));
  });
});
