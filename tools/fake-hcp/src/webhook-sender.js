/**
 * The fake's webhook sender: it delivers HCP's events (`customer.*`, `job.*`) to one target URL, signed
 * like Housecall Pro signs them: `Api-Timestamp` (unix seconds) and `Api-Signature`, the hex HMAC-SHA256
 * of `${timestamp}.${raw body}` with the webhook secret. The payload carries the full record under a key
 * named after its type, as HCP's does.
 */
import { createHmac } from 'node:crypto';
import { notFound, unprocessable } from './hcp-errors.js';
import { isoSeconds } from './hcp-ids.js';
import { customerJson, jobJson } from './hcp-json.js';

/** @import { FakeHcpState, WebhookDelivery } from './hcp-records.js' */

/** Events the sender knows; `customer.*` carry a customer, `job.*` a job. */
export const WEBHOOK_EVENTS = Object.freeze([
  'customer.created',
  'customer.updated',
  'customer.deleted',
  'job.created',
  'job.scheduled',
  'job.on_my_way',
  'job.started',
  'job.completed',
  'job.paid',
  'job.canceled',
  'job.deleted',
]);

/** How many past deliveries GET /__fake/webhooks shows. */
const DELIVERIES_KEPT = 50;

/**
 * @param {string} secret
 * @param {string} timestamp
 * @param {string} rawBody
 */
export function signWebhook(secret, timestamp, rawBody) {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * Where deliveries go; a null url stops them.
 * @param {FakeHcpState} state
 * @param {unknown} input  `{url, secret}`, checked here because it may come over HTTP
 */
export function setWebhookTarget(state, input) {
  const { url = null, secret = null } = /** @type {{ url?: unknown, secret?: unknown }} */ (input ?? {});
  if (url !== null && (typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url))) throw unprocessable({ url: ['must be an http(s) URL or null'] });
  if (url !== null && (typeof secret !== 'string' || secret.length === 0)) throw unprocessable({ secret: ["can't be blank"] });
  state.webhook.url = url;
  state.webhook.secret = url === null ? null : /** @type {string} */ (secret);
}

/**
 * Sends one event about a stored record (or, for `customer.deleted` and `job.deleted`, a record just
 * removed) and waits for the answer.
 * @param {FakeHcpState} state
 * @param {string} event
 * @param {string} id                      the customer's or the job's id
 * @param {{ record?: object, timestamp?: number }} [options]  `record`: the record itself when it is no longer stored; `timestamp`: unix seconds to sign with (tests of stale deliveries)
 * @returns {Promise<WebhookDelivery>}
 */
export async function fireWebhook(state, event, id, options = {}) {
  if (!WEBHOOK_EVENTS.includes(event)) throw unprocessable({ event: [`must be one of ${WEBHOOK_EVENTS.join(', ')}`] });
  if (!state.webhook.url || !state.webhook.secret) throw unprocessable({ url: ['no webhook target is set (PUT /__fake/webhooks)'] });
  const [type] = event.split('.');
  const record = options.record ?? recordOf(state, /** @type {'customer' | 'job'} */ (type), id);
  const rawBody = JSON.stringify({ event, event_occurred_at: isoSeconds(), company_id: state.company.id, [String(type)]: record });
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  /** @type {WebhookDelivery} */
  const delivery = { event, id, url: state.webhook.url, sentAt: isoSeconds(), status: 0, response: null };
  try {
    const response = await fetch(state.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-timestamp': timestamp, 'api-signature': signWebhook(state.webhook.secret, timestamp, rawBody) },
      body: rawBody,
      signal: AbortSignal.timeout(10_000),
    });
    delivery.status = response.status;
    delivery.response = await response.text();
  } catch (error) {
    delivery.response = error instanceof Error ? error.message : String(error);
  }
  state.webhook.deliveries = [delivery, ...state.webhook.deliveries].slice(0, DELIVERIES_KEPT);
  return delivery;
}

/**
 * What a change made through the fake's API sends when a target is set; not awaited, as HCP's deliveries
 * reach the receiver after the API has answered. Failures show in GET /__fake/webhooks.
 * @param {FakeHcpState} state
 * @param {string} event
 * @param {string} id
 * @param {{ record?: object }} [options]
 */
export function notifyWebhook(state, event, id, options = {}) {
  if (!state.webhook.url || !state.webhook.secret) return;
  fireWebhook(state, event, id, options).catch((error) => console.error('fake-hcp: webhook not sent', error));
}

/**
 * @param {FakeHcpState} state
 * @param {'customer' | 'job'} type
 * @param {string} id
 */
function recordOf(state, type, id) {
  if (type === 'customer') {
    const customer = state.customers.find((candidate) => candidate.id === id);
    if (!customer) throw notFound(`Customer ${id} not found`);
    return customerJson(customer);
  }
  const job = state.jobs.find((candidate) => candidate.id === id);
  if (!job) throw notFound(`Job ${id} not found`);
  return jobJson(state, job, new Set());
}
