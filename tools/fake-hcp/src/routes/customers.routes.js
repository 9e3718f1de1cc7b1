import { Router } from 'express';
import { addressInput, customerInput } from '../customer-input.js';
import { notFound } from '../hcp-errors.js';
import { isoSeconds, newId } from '../hcp-ids.js';
import { customerJson } from '../hcp-json.js';
import { pageOf, pageParams, sorted, stringParam } from '../list-query.js';
import { notifyWebhook } from '../webhook-sender.js';

/** @import { RequestHandler } from 'express' */
/** @import { Customer, FakeHcpState } from '../hcp-records.js' */

/**
 * Customers and their addresses. HCP has no DELETE for customers, so neither has the fake.
 * @param {FakeHcpState} state
 * @param {RequestHandler} authenticated
 */
export function customersRoutes(state, authenticated) {
  const router = Router();

  /** @param {string} id */
  const findCustomer = (id) => {
    const customer = state.customers.find((candidate) => candidate.id === id);
    if (!customer) throw notFound(`Customer ${id} not found`);
    return customer;
  };

  router.get('/customers', authenticated, (req, res) => {
    const paging = pageParams(req.query);
    const search = stringParam(req.query, 'q');
    const email = stringParam(req.query, 'email');
    const phone = stringParam(req.query, 'phone');
    const matching = state.customers.filter(
      (customer) =>
        (search === undefined || matchesSearch(customer, search)) &&
        (email === undefined || customer.email?.toLowerCase() === email.toLowerCase()) &&
        (phone === undefined || phoneNumbers(customer).includes(digits(phone))),
    );
    const ordered = sorted(req.query, matching, ['created_at', 'updated_at', 'first_name', 'last_name', 'email']);
    res.json(pageOf('customers', ordered.map(customerJson), paging));
  });

  router.get('/customers/:id', authenticated, (req, res) => {
    res.json(customerJson(findCustomer(String(req.params.id))));
  });

  router.post('/customers', authenticated, (req, res) => {
    const { changes, addresses } = customerInput(req.body, { creating: true });
    const now = isoSeconds();
    /** @type {Customer} */
    const customer = {
      id: newId('cus'),
      first_name: null,
      last_name: null,
      email: null,
      mobile_number: null,
      home_number: null,
      work_number: null,
      company: null,
      notifications_enabled: true,
      lead_source: null,
      notes: null,
      tags: [],
      ...changes,
      addresses: addresses.map((address) => ({ id: newId('adr'), ...address })),
      created_at: now,
      updated_at: now,
      company_name: state.company.name,
      company_id: state.company.id,
    };
    state.customers.push(customer);
    notifyWebhook(state, 'customer.created', customer.id);
    res.status(201).json(customerJson(customer));
  });

  router.put('/customers/:id', authenticated, (req, res) => {
    const customer = findCustomer(String(req.params.id));
    const { changes } = customerInput(req.body, { creating: false });
    Object.assign(customer, changes, { updated_at: isoSeconds() });
    notifyWebhook(state, 'customer.updated', customer.id);
    res.json(customerJson(customer));
  });

  router.get('/customers/:id/addresses', authenticated, (req, res) => {
    const customer = findCustomer(String(req.params.id));
    res.json(pageOf('addresses', structuredClone(customer.addresses), pageParams(req.query)));
  });

  router.post('/customers/:id/addresses', authenticated, (req, res) => {
    const customer = findCustomer(String(req.params.id));
    const address = { id: newId('adr'), ...addressInput(req.body) };
    customer.addresses.push(address);
    customer.updated_at = isoSeconds();
    notifyWebhook(state, 'customer.updated', customer.id);
    res.status(201).json({ ...address });
  });

  return router;
}

/** @param {string} text */
function digits(text) {
  return text.replace(/\D/g, '');
}

/** @param {Customer} customer */
function phoneNumbers(customer) {
  return [customer.mobile_number, customer.home_number, customer.work_number].filter((number) => number !== null).map(digits);
}

/**
 * `q` looks in the name, e-mail, phone numbers, company and addresses, case-insensitively.
 * @param {Customer} customer
 * @param {string} search
 */
function matchesSearch(customer, search) {
  const needle = search.trim().toLowerCase();
  const haystack = [
    `${customer.first_name ?? ''} ${customer.last_name ?? ''}`,
    customer.email,
    customer.company,
    ...customer.addresses.map((address) => [address.street, address.street_line_2, address.city, address.state, address.zip].join(' ')),
  ]
    .filter((text) => text !== null)
    .join('\n')
    .toLowerCase();
  if (haystack.includes(needle)) return true;
  const numberNeedle = digits(needle);
  return numberNeedle.length >= 3 && numberNeedle.length === needle.replace(/[\s().+-]/g, '').length
    ? phoneNumbers(customer).some((number) => number.includes(numberNeedle))
    : false;
}
