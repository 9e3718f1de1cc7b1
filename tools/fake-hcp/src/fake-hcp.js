/**
 * A local fake of the Housecall Pro public API (https://api.housecallpro.com) that answers with HCP's
 * real shapes, for development, the embedded stack and tests. Its data model is in hcp-records.js,
 * its demo data in demo-data.js.
 *
 *   const fake = createFakeHcp({ apiKey: 'test-key' });
 *   const { url, close } = await fake.listen(0);
 *   fake.setFailMode('error500');            // or change fake.state directly
 */
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import express from 'express';
import { createDemoData } from './demo-data.js';
import { addEmployee, removeEmployee, replaceData, setFailMode, updateEmployee } from './fake-controls.js';
import { failModes } from './fail-mode.middleware.js';
import { requireApiKey } from './hcp-auth.middleware.js';
import {
  addMaterial,
  addMaterialCategory,
  createPriceBookState,
  removeMaterial,
  removeMaterialCategory,
  resetPriceBook,
  updateMaterial,
} from './price-book.js';
import { HcpError, badParameter, notFound, serverError } from './hcp-errors.js';
import { applicationKeyOnlyRoutes } from './routes/application-key-only.routes.js';
import { companyRoutes } from './routes/company.routes.js';
import { customersRoutes } from './routes/customers.routes.js';
import { employeesRoutes } from './routes/employees.routes.js';
import { fakeControlsRoutes } from './routes/fake-controls.routes.js';
import { jobsRoutes } from './routes/jobs.routes.js';
import { fireWebhook, setWebhookTarget } from './webhook-sender.js';
import { priceBookControlsRoutes } from './routes/price-book-controls.routes.js';
import { priceBookRoutes } from './routes/price-book.routes.js';

export { createDemoData } from './demo-data.js';
export { demoId } from './hcp-ids.js';
export { demoMaterialCategoryUuid, demoMaterialUuid } from './price-book-demo.js';
export { JOB_WORK_STATUSES, WORK_STATUS_FILTERS } from './work-status.js';
export { signWebhook, WEBHOOK_EVENTS } from './webhook-sender.js';

/** @import { NextFunction, Request, Response } from 'express' */
/** @typedef {import('./hcp-records.js').AuthScheme} AuthScheme */
/** @typedef {import('./hcp-records.js').FailMode} FailMode */
/** @typedef {import('./hcp-records.js').FakeHcpData} FakeHcpData */
/** @typedef {import('./hcp-records.js').FakeHcpState} FakeHcpState */
/** @typedef {import('./hcp-records.js').EmployeeRecord} EmployeeRecord */
/** @typedef {import('./hcp-records.js').Customer} Customer */
/** @typedef {import('./hcp-records.js').JobRecord} JobRecord */
/** @typedef {import('./fake-controls.js').EmployeeInput} EmployeeInput */

/**
 * @typedef {object} FakeHcpOptions
 * @property {string} [apiKey]            the Company API key it accepts; default `dev-hcp-key`
 * @property {FakeHcpData} [data]         what it serves; default the demo data (copied, never changed)
 * @property {AuthScheme} [authScheme]    default `either`
 * @property {Date} [now]                 "today" for the demo data's job dates; default the real now
 * @property {{ url: string, secret: string }} [webhook]  where to deliver webhooks from the start (also PUT /__fake/webhooks)
 */

/**
 * @typedef {object} RunningFakeHcp
 * @property {string} url                 e.g. http://127.0.0.1:4010, without a trailing slash
 * @property {number} port
 * @property {() => Promise<void>} close  stops listening and drops open connections, hung ones included
 */

/** @param {FakeHcpOptions} [options] */
export function createFakeHcp({ apiKey = 'dev-hcp-key', data, authScheme = 'either', now, webhook } = {}) {
  const initialData = data ? () => structuredClone(data) : () => createDemoData({ now });
  /** @type {FakeHcpState} */
  const state = {
    apiKey,
    authScheme,
    failMode: 'none',
    failuresLeft: null,
    webhook: { url: webhook?.url ?? null, secret: webhook?.secret ?? null, deliveries: [] },
    ...initialData(),
  };
  const authenticated = requireApiKey(state);
  const priceBook = createPriceBookState();

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('json spaces', 0);
  app.use((_req, res, next) => {
    // The live API is Rails and sends these on every answer; clients may log x-request-id.
    res.set('x-request-id', randomUUID());
    res.set('cache-control', 'no-cache');
    next();
  });
  app.use(express.json({ limit: '1mb' }));
  app.use(priceBookControlsRoutes(priceBook));
  app.use(fakeControlsRoutes(state, initialData));
  app.use(failModes(state));
  app.use(companyRoutes(state, authenticated));
  app.use(employeesRoutes(state, authenticated));
  app.use(customersRoutes(state, authenticated));
  app.use(applicationKeyOnlyRoutes(authenticated));
  app.use(jobsRoutes(state, authenticated));
  app.use(priceBookRoutes(priceBook, authenticated));
  app.use(() => {
    throw notFound('Not Found');
  });
  app.use(hcpErrorHandler);

  return {
    app,
    state,

    /**
     * @param {number} [port]  0 picks a free port
     * @param {string} [host]  default 127.0.0.1; 0.0.0.0 to serve other machines or containers
     * @returns {Promise<RunningFakeHcp>}
     */
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        const server = createServer(app);
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          const boundPort = typeof address === 'object' && address !== null ? address.port : port;
          const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
          resolve({
            url: `http://${urlHost}:${boundPort}`,
            port: boundPort,
            close: () =>
              new Promise((done) => {
                server.close(() => done());
                server.closeAllConnections();
              }),
          });
        });
      });
    },

    /** Demo (or given) data back, fail mode `none`. */
    reset: () => {
      replaceData(state, initialData());
      resetPriceBook(priceBook);
    },
    /** @param {FailMode} mode @param {number | null} [times] */
    setFailMode: (mode, times = null) => setFailMode(state, mode, times),
    /** @param {EmployeeInput} input */
    addEmployee: (input) => addEmployee(state, input),
    /** @param {string} id @param {Partial<EmployeeInput>} changes */
    updateEmployee: (id, changes) => updateEmployee(state, id, changes),
    /** @param {string} id */
    removeEmployee: (id) => removeEmployee(state, id),
    /** @param {{ url: string | null, secret?: string | null }} target */
    setWebhookTarget: (target) => setWebhookTarget(state, target),
    /** @param {string} event @param {string} id @param {{ record?: object, timestamp?: number }} [options] */
    fireWebhook: (event, id, options) => fireWebhook(state, event, id, options),
    /** The price book (material categories and materials) and its controls, as under /__fake/price-book. */
    priceBook: {
      state: priceBook,
      /** @param {Record<string, unknown>} input */
      addMaterial: (input) => addMaterial(priceBook, input),
      /** @param {string} uuid @param {Record<string, unknown>} changes */
      updateMaterial: (uuid, changes) => updateMaterial(priceBook, uuid, changes),
      /** @param {string} uuid */
      removeMaterial: (uuid) => removeMaterial(priceBook, uuid),
      /** @param {Record<string, unknown>} input */
      addMaterialCategory: (input) => addMaterialCategory(priceBook, input),
      /** @param {string} uuid */
      removeMaterialCategory: (uuid) => removeMaterialCategory(priceBook, uuid),
    },
  };
}

/** @typedef {ReturnType<typeof createFakeHcp>} FakeHcp */

/**
 * Express tells error handlers apart by their four parameters, hence the unused `_next`.
 * @param {unknown} error
 * @param {Request} _req
 * @param {Response} res
 * @param {NextFunction} _next
 */
function hcpErrorHandler(error, _req, res, _next) {
  /** @type {HcpError} */
  let failure;
  if (error instanceof HcpError) failure = error;
  else if (isJsonSyntaxError(error)) failure = badParameter('body', 'is not valid JSON');
  else {
    console.error('fake-hcp: unexpected error', error);
    failure = serverError();
  }
  res.status(failure.status).json(failure.body);
}

/** @param {unknown} error */
function isJsonSyntaxError(error) {
  return error instanceof SyntaxError && 'type' in error && error.type === 'entity.parse.failed';
}
