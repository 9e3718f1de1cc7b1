import { Router } from 'express';
import { addEmployee, removeEmployee, replaceData, setFailMode, updateEmployee } from '../fake-controls.js';
import { notFound, unprocessable } from '../hcp-errors.js';
import { customerJson } from '../hcp-json.js';
import { fireWebhook, notifyWebhook, setWebhookTarget } from '../webhook-sender.js';

/** @import { FakeHcpData, FakeHcpState } from '../hcp-records.js' */

/**
 * Test controls under /__fake, for end-to-end tests that drive the fake from another process. They need
 * no key and ignore the fail mode. Not part of HCP's API.
 *
 *   GET    /__fake/state                 fail mode, auth settings and record counts
 *   POST   /__fake/reset                 demo data back, fail mode `none`
 *   POST   /__fake/fail-mode             {"mode": "none|error500|hang|rateLimit429", "times"?: n}
 *   PUT    /__fake/api-key               {"apiKey": "…"}: the old key now gets 401
 *   GET    /__fake/employees             every employee as stored, archived ones and location_ids included
 *   POST   /__fake/employees             {"first_name", "last_name", "email"?, "role"?, "location_ids"?, …} → 201
 *   PATCH  /__fake/employees/:id         change fields, e.g. {"email": "…"} or {"archived": false}
 *   DELETE /__fake/employees/:id         archive: gone from GET /employees, still on their jobs → 204
 *   GET    /__fake/webhooks              the webhook target (secret left out) and the latest deliveries
 *   PUT    /__fake/webhooks              {"url", "secret"}: where signed webhooks go; {"url": null} stops them
 *   POST   /__fake/webhooks/fire         {"event", "id", "timestamp"?}: delivers one event now → the delivery
 *   DELETE /__fake/customers/:id         HCP deleted the customer: gone from the API (404), customer.deleted sent → 204
 *
 * @param {FakeHcpState} state
 * @param {() => FakeHcpData} initialData
 */
export function fakeControlsRoutes(state, initialData) {
  const router = Router();

  router.get('/__fake/state', (_req, res) => {
    res.json({
      failMode: state.failMode,
      failuresLeft: state.failuresLeft,
      authScheme: state.authScheme,
      counts: {
        employees: state.employees.filter((employee) => !employee.archived).length,
        archivedEmployees: state.employees.filter((employee) => employee.archived).length,
        customers: state.customers.length,
        jobs: state.jobs.length,
      },
    });
  });

  router.post('/__fake/reset', (_req, res) => {
    replaceData(state, initialData());
    res.status(204).end();
  });

  router.post('/__fake/fail-mode', (req, res) => {
    const { mode, times } = req.body ?? {};
    setFailMode(state, mode, times ?? null);
    res.json({ failMode: state.failMode, failuresLeft: state.failuresLeft });
  });

  router.put('/__fake/api-key', (req, res) => {
    const apiKey = req.body?.apiKey;
    if (typeof apiKey !== 'string' || apiKey.trim() === '') throw unprocessable({ apiKey: ["can't be blank"] });
    state.apiKey = apiKey;
    res.status(204).end();
  });

  router.get('/__fake/employees', (_req, res) => {
    res.json({ employees: structuredClone(state.employees) });
  });

  router.post('/__fake/employees', (req, res) => {
    res.status(201).json(addEmployee(state, req.body));
  });

  router.patch('/__fake/employees/:id', (req, res) => {
    res.json(updateEmployee(state, String(req.params.id), req.body));
  });

  router.delete('/__fake/employees/:id', (req, res) => {
    removeEmployee(state, String(req.params.id));
    res.status(204).end();
  });

  router.get('/__fake/webhooks', (_req, res) => {
    res.json({ url: state.webhook.url, secretSet: state.webhook.secret !== null, deliveries: structuredClone(state.webhook.deliveries) });
  });

  router.put('/__fake/webhooks', (req, res) => {
    setWebhookTarget(state, req.body);
    res.status(204).end();
  });

  router.post('/__fake/webhooks/fire', async (req, res, next) => {
    try {
      const { event, id, timestamp } = req.body ?? {};
      if (typeof id !== 'string' || id === '') throw unprocessable({ id: ["can't be blank"] });
      if (timestamp !== undefined && !Number.isInteger(timestamp)) throw unprocessable({ timestamp: ['must be unix seconds'] });
      res.json(await fireWebhook(state, String(event), id, { timestamp }));
    } catch (error) {
      next(error);
    }
  });

  router.delete('/__fake/customers/:id', (req, res) => {
    const id = String(req.params.id);
    const customer = state.customers.find((candidate) => candidate.id === id);
    if (!customer) throw notFound(`Customer ${id} not found`);
    state.customers = state.customers.filter((candidate) => candidate !== customer);
    notifyWebhook(state, 'customer.deleted', id, { record: customerJson(customer) });
    res.status(204).end();
  });

  return router;
}
