/**
 * Checks the bodies of POST/PUT /customers and POST /customers/{id}/addresses. Failures answer 422
 * `{"errors": {"field": ["…"]}}`; fields HCP does not accept are ignored, as Rails strong parameters do.
 */
import { unprocessable } from './hcp-errors.js';

/** @import { Address, Customer } from './hcp-records.js' */

const TEXT_FIELDS = /** @type {const} */ ([
  'first_name',
  'last_name',
  'email',
  'mobile_number',
  'home_number',
  'work_number',
  'company',
  'lead_source',
  'notes',
]);

const ADDRESS_TYPES = ['service', 'billing'];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * @typedef {Partial<Pick<Customer, (typeof TEXT_FIELDS)[number] | 'notifications_enabled' | 'tags'>>} CustomerChanges
 * @typedef {Omit<Address, 'id'>} AddressFields
 */

/** @param {unknown} body @returns {Record<string, unknown>} */
function jsonObject(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw unprocessable({ base: ['must be a JSON object'] });
  return /** @type {Record<string, unknown>} */ (body);
}

/**
 * @param {unknown} body
 * @param {{ creating: boolean }} options  a new customer needs a name; an update may change one field
 * @returns {{ changes: CustomerChanges, addresses: AddressFields[] }}
 */
export function customerInput(body, { creating }) {
  const source = jsonObject(body);
  /** @type {Record<string, string[]>} */
  const errors = {};
  /** @type {CustomerChanges} */
  const changes = {};

  for (const name of TEXT_FIELDS) {
    const value = source[name];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') errors[name] = ['must be a string'];
    else changes[name] = value === '' ? null : value;
  }
  if (typeof changes.email === 'string' && !EMAIL_PATTERN.test(changes.email)) errors.email = ['is invalid'];
  if (source.notifications_enabled !== undefined) {
    if (typeof source.notifications_enabled !== 'boolean') errors.notifications_enabled = ['must be true or false'];
    else changes.notifications_enabled = source.notifications_enabled;
  }
  if (source.tags !== undefined) {
    const tags = source.tags;
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) errors.tags = ['must be an array of strings'];
    else changes.tags = [...tags];
  }

  /** @type {AddressFields[]} */
  const addresses = [];
  if (creating) {
    const hasName = [changes.first_name, changes.last_name].some((name) => typeof name === 'string' && name.trim() !== '');
    if (!hasName && !errors.first_name) errors.first_name = ["can't be blank"];
    if (source.addresses !== undefined) {
      if (!Array.isArray(source.addresses)) errors.addresses = ['must be an array'];
      else {
        for (const entry of source.addresses) {
          const { address, errors: addressErrors } = checkAddress(entry);
          for (const [field, messages] of Object.entries(addressErrors)) errors[`addresses.${field}`] = messages;
          if (address) addresses.push(address);
        }
      }
    }
  }

  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { changes, addresses };
}

/**
 * @param {unknown} body
 * @returns {AddressFields}
 */
export function addressInput(body) {
  const { address, errors } = checkAddress(jsonObject(body));
  if (!address) throw unprocessable(errors);
  return address;
}

/**
 * @param {unknown} entry
 * @returns {{ address: AddressFields | null, errors: Record<string, string[]> }}
 */
function checkAddress(entry) {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return { address: null, errors: { base: ['must be a JSON object'] } };
  const source = /** @type {Record<string, unknown>} */ (entry);
  /** @type {Record<string, string[]>} */
  const errors = {};
  /** @param {string} name */
  const text = (name) => {
    const value = source[name];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string') {
      errors[name] = ['must be a string'];
      return null;
    }
    return value;
  };

  const street = text('street');
  if (street === null && !errors.street) errors.street = ["can't be blank"];
  const type = text('type') ?? 'service';
  if (!ADDRESS_TYPES.includes(type)) errors.type = ['is not included in the list'];
  const address = {
    type,
    street: street ?? '',
    street_line_2: text('street_line_2'),
    city: text('city') ?? '',
    state: text('state') ?? '',
    zip: text('zip') ?? '',
    country: text('country') ?? 'US',
  };
  return Object.keys(errors).length > 0 ? { address: null, errors } : { address, errors };
}
