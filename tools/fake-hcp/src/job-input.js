/**
 * POST /jobs: a job for an existing customer and one of their addresses. Failures answer 422
 * `{"errors": {"field": ["…"]}}`. A job with a scheduled start is `scheduled` with one appointment for
 * its assigned employees; without one it `needs scheduling`.
 */
import { unprocessable } from './hcp-errors.js';
import { isoSeconds, newId } from './hcp-ids.js';

/** @import { FakeHcpState, JobRecord, LineItem } from './hcp-records.js' */

/**
 * @param {FakeHcpState} state
 * @param {unknown} body
 * @returns {JobRecord}
 */
export function jobInput(state, body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw unprocessable({ base: ['must be a JSON object'] });
  const source = /** @type {Record<string, unknown>} */ (body);
  /** @type {Record<string, string[]>} */
  const errors = {};

  const customer = state.customers.find((candidate) => candidate.id === source.customer_id);
  if (!customer) errors.customer_id = [source.customer_id === undefined ? "can't be blank" : 'is invalid'];
  const address = customer?.addresses.find((candidate) => candidate.id === source.address_id);
  if (customer && !address) errors.address_id = [source.address_id === undefined ? "can't be blank" : 'is invalid'];

  const schedule = scheduleInput(source.schedule, errors);
  const assignedEmployeeIds = stringArray(source.assigned_employee_ids, 'assigned_employee_ids', errors);
  const unknownEmployee = assignedEmployeeIds.some((id) => !state.employees.some((employee) => employee.id === id && !employee.archived));
  if (unknownEmployee) errors.assigned_employee_ids = ['is invalid'];
  const lineItems = lineItemsInput(source.line_items, errors);
  const tags = stringArray(source.tags, 'tags', errors);
  const notes = optionalText(source.notes, 'notes', errors);
  const leadSource = optionalText(source.lead_source, 'lead_source', errors);
  const invoiceNumber = source.invoice_number ?? nextInvoiceNumber(state);
  if (typeof invoiceNumber !== 'number' && typeof invoiceNumber !== 'string') errors.invoice_number = ['is invalid'];
  else if (state.jobs.some((job) => job.invoice_number === String(invoiceNumber))) errors.invoice_number = ['has already been taken'];

  if (Object.keys(errors).length > 0 || !customer || !address) throw unprocessable(errors);

  const now = isoSeconds();
  const scheduled = schedule.scheduled_start !== null && schedule.scheduled_end !== null;
  return {
    id: newId('job'),
    invoice_number: String(invoiceNumber),
    description: lineItems[0]?.name ?? '',
    customer_id: customer.id,
    address_id: address.id,
    notes: notes === null ? [] : [{ id: newId('nte'), content: notes }],
    work_status: scheduled ? 'scheduled' : 'needs scheduling',
    work_timestamps: { on_my_way_at: null, started_at: null, completed_at: null },
    schedule,
    appointments:
      schedule.scheduled_start !== null && schedule.scheduled_end !== null
        ? [
            {
              id: newId('appt'),
              start_time: schedule.scheduled_start,
              end_time: schedule.scheduled_end,
              anytime: false,
              arrival_window_minutes: schedule.arrival_window,
              dispatched_employees_ids: [...assignedEmployeeIds],
            },
          ]
        : [],
    assigned_employee_ids: assignedEmployeeIds,
    line_items: lineItems,
    paid: false,
    tags,
    original_estimate_id: null,
    lead_source: leadSource,
    job_fields: { job_type: null, business_unit: null },
    attachments: [],
    created_at: now,
    updated_at: now,
  };
}

/** @param {FakeHcpState} state */
function nextInvoiceNumber(state) {
  return Math.max(1000, ...state.jobs.map((job) => Number(job.invoice_number)).filter(Number.isFinite)) + 1;
}

/**
 * @param {unknown} value
 * @param {Record<string, string[]>} errors
 * @returns {JobRecord['schedule']}
 */
function scheduleInput(value, errors) {
  const none = { scheduled_start: null, scheduled_end: null, arrival_window: 0 };
  if (value === undefined || value === null) return none;
  if (typeof value !== 'object' || Array.isArray(value)) {
    errors.schedule = ['must be an object'];
    return none;
  }
  const source = /** @type {Record<string, unknown>} */ (value);
  /** @param {string} name */
  const time = (name) => {
    const raw = source[name];
    if (raw === undefined || raw === null) return null;
    if (typeof raw !== 'string' || Number.isNaN(Date.parse(raw))) {
      errors[`schedule.${name}`] = ['must be an ISO 8601 date-time'];
      return null;
    }
    return isoSeconds(new Date(raw));
  };
  const start = time('scheduled_start');
  const end = time('scheduled_end');
  if ((start === null) !== (end === null)) errors['schedule.scheduled_end'] = ['must be given with scheduled_start'];
  if (start !== null && end !== null && Date.parse(end) <= Date.parse(start)) errors['schedule.scheduled_end'] = ['must be after scheduled_start'];
  const arrivalWindow = source.arrival_window ?? 0;
  if (typeof arrivalWindow !== 'number' || !Number.isInteger(arrivalWindow) || arrivalWindow < 0) {
    errors['schedule.arrival_window'] = ['must be a whole number of minutes'];
  }
  return { scheduled_start: start, scheduled_end: end, arrival_window: typeof arrivalWindow === 'number' ? arrivalWindow : 0 };
}

/**
 * @param {unknown} value
 * @param {Record<string, string[]>} errors
 * @returns {LineItem[]}
 */
function lineItemsInput(value, errors) {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    errors.line_items = ['must be an array'];
    return [];
  }
  return value.flatMap((entry, index) => {
    const source = typeof entry === 'object' && entry !== null ? /** @type {Record<string, unknown>} */ (entry) : {};
    const name = source.name;
    const unitPrice = source.unit_price ?? 0;
    const unitCost = source.unit_cost ?? 0;
    const quantity = source.quantity ?? 1;
    if (typeof name !== 'string' || name.trim() === '') errors['line_items.name'] = ["can't be blank"];
    if (typeof unitPrice !== 'number' || !Number.isInteger(unitPrice)) errors['line_items.unit_price'] = ['must be whole cents'];
    if (typeof unitCost !== 'number' || !Number.isInteger(unitCost)) errors['line_items.unit_cost'] = ['must be whole cents'];
    if (typeof quantity !== 'number' || quantity <= 0 || Math.round(quantity * 100) !== quantity * 100) {
      errors['line_items.quantity'] = ['must be a positive number with at most 2 decimals'];
    }
    if (typeof name !== 'string' || typeof unitPrice !== 'number' || typeof unitCost !== 'number' || typeof quantity !== 'number') return [];
    return [
      {
        object: /** @type {const} */ ('line_item'),
        id: newId('rli'),
        name,
        description: typeof source.description === 'string' ? source.description : null,
        unit_price: unitPrice,
        unit_cost: unitCost,
        unit_of_measure: null,
        quantity,
        kind: /** @type {const} */ ('labor'),
        taxable: source.taxable === true,
        amount: Math.round(unitPrice * quantity),
        order_index: index,
        service_item_id: null,
        service_item_type: null,
      },
    ];
  });
}

/**
 * @param {unknown} value
 * @param {string} name
 * @param {Record<string, string[]>} errors
 * @returns {string[]}
 */
function stringArray(value, name, errors) {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    errors[name] = ['must be an array of strings'];
    return [];
  }
  return [...value];
}

/**
 * @param {unknown} value
 * @param {string} name
 * @param {Record<string, string[]>} errors
 */
function optionalText(value, name, errors) {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') {
    errors[name] = ['must be a string'];
    return null;
  }
  return value;
}
