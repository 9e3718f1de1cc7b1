/**
 * Changes tests make to a running fake: the roster (hire, change, archive employees), failures and the
 * key. Used in process by createFakeHcp's return value and over HTTP by the /__fake routes.
 */
import { permissionsForRole } from './employee-permissions.js';
import { notFound, unprocessable } from './hcp-errors.js';
import { isoSeconds, newId } from './hcp-ids.js';

/** @import { EmployeePermissions, EmployeeRecord, FailMode, FakeHcpData, FakeHcpState } from './hcp-records.js' */

/** @type {readonly FailMode[]} */
export const FAIL_MODES = Object.freeze(['none', 'error500', 'hang', 'rateLimit429']);

/**
 * @param {FakeHcpState} state
 * @param {string} mode
 * @param {number | null} [times]  fail this many API requests, then recover; null = until changed
 */
export function setFailMode(state, mode, times = null) {
  const failMode = FAIL_MODES.find((candidate) => candidate === mode);
  if (failMode === undefined) throw unprocessable({ mode: [`must be one of ${FAIL_MODES.join(', ')}`] });
  if (times !== null && (!Number.isInteger(times) || times < 1)) throw unprocessable({ times: ['must be a positive integer'] });
  state.failMode = failMode;
  state.failuresLeft = failMode === 'none' ? null : times;
}

/**
 * @param {FakeHcpState} state
 * @param {FakeHcpData} data  copied, so the caller's object stays untouched
 */
export function replaceData(state, data) {
  const copy = structuredClone(data);
  state.company = copy.company;
  state.employees = copy.employees;
  state.customers = copy.customers;
  state.jobs = copy.jobs;
  state.failMode = 'none';
  state.failuresLeft = null;
}

/**
 * @typedef {object} EmployeeInput
 * @property {string} [id]               defaults to a new `pro_…` id
 * @property {string} first_name
 * @property {string} last_name
 * @property {string | null} [email]
 * @property {string | null} [mobile_number]
 * @property {string} [role]             defaults to `field tech`
 * @property {string[]} [location_ids]   defaults to the company's first location
 * @property {string[]} [tags]
 * @property {string} [color_hex]
 * @property {Partial<EmployeePermissions>} [permissions]
 * @property {boolean} [archived]
 */

/**
 * Hires an employee: they appear in GET /employees at once.
 * @param {FakeHcpState} state
 * @param {unknown} input  an EmployeeInput; checked here because it may come over HTTP
 * @returns {EmployeeRecord}
 */
export function addEmployee(state, input) {
  const fields = employeeFields(input, { creating: true });
  const id = fields.id ?? newId('pro');
  if (state.employees.some((employee) => employee.id === id)) throw unprocessable({ id: ['has already been taken'] });

  const role = fields.role ?? 'field tech';
  /** @type {EmployeeRecord} */
  const employee = {
    id,
    first_name: fields.first_name ?? '',
    last_name: fields.last_name ?? '',
    email: fields.email ?? null,
    mobile_number: fields.mobile_number ?? null,
    color_hex: fields.color_hex ?? '546E7A',
    avatar_url: null,
    role,
    tags: fields.tags ?? [],
    permissions: { ...permissionsForRole(role), ...fields.permissions },
    location_ids: fields.location_ids ?? state.company.locations.slice(0, 1).map((location) => location.id),
    archived: fields.archived ?? false,
    created_at: isoSeconds(),
  };
  state.employees.push(employee);
  return employee;
}

/**
 * Changes an employee's fields (e.g. a new e-mail), or archives/restores them with `archived`.
 * @param {FakeHcpState} state
 * @param {string} id
 * @param {unknown} changes  a partial EmployeeInput without `id`
 * @returns {EmployeeRecord}
 */
export function updateEmployee(state, id, changes) {
  const employee = findEmployee(state, id);
  const { id: _ignoredId, permissions, ...fields } = employeeFields(changes, { creating: false });
  Object.assign(employee, fields);
  if (permissions) employee.permissions = { ...employee.permissions, ...permissions };
  return employee;
}

/**
 * Takes an employee off the roster the way HCP does: archived, gone from GET /employees, still named on
 * the jobs they worked.
 * @param {FakeHcpState} state
 * @param {string} id
 */
export function removeEmployee(state, id) {
  findEmployee(state, id).archived = true;
}

/** @param {FakeHcpState} state @param {string} id */
function findEmployee(state, id) {
  const employee = state.employees.find((candidate) => candidate.id === id);
  if (!employee) throw notFound(`Employee ${id} not found`);
  return employee;
}

/**
 * @param {unknown} input
 * @param {{ creating: boolean }} options
 * @returns {Partial<EmployeeInput>}
 */
function employeeFields(input, { creating }) {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw unprocessable({ base: ['must be a JSON object'] });
  const source = /** @type {Record<string, unknown>} */ (input);
  /** @type {Record<string, string[]>} */
  const errors = {};
  /** @type {Partial<EmployeeInput>} */
  const fields = {};

  for (const name of /** @type {const} */ (['id', 'first_name', 'last_name', 'role', 'color_hex'])) {
    const value = source[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim() === '') errors[name] = ["can't be blank"];
    else fields[name] = value;
  }
  for (const name of /** @type {const} */ (['email', 'mobile_number'])) {
    const value = source[name];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') errors[name] = ['must be a string or null'];
    else fields[name] = value === '' ? null : value;
  }
  for (const name of /** @type {const} */ (['location_ids', 'tags'])) {
    const value = source[name];
    if (value === undefined) continue;
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) errors[name] = ['must be an array of strings'];
    else fields[name] = [...value];
  }
  if (source.archived !== undefined) {
    if (typeof source.archived !== 'boolean') errors.archived = ['must be true or false'];
    else fields.archived = source.archived;
  }
  if (source.permissions !== undefined) {
    const permissions = source.permissions;
    const valid = typeof permissions === 'object' && permissions !== null && Object.values(permissions).every((value) => typeof value === 'boolean');
    if (!valid) errors.permissions = ['must be an object of booleans'];
    else fields.permissions = /** @type {Partial<EmployeePermissions>} */ ({ ...permissions });
  }
  if (creating) {
    if (fields.first_name === undefined && !errors.first_name) errors.first_name = ["can't be blank"];
    if (fields.last_name === undefined && !errors.last_name) errors.last_name = ["can't be blank"];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return fields;
}
