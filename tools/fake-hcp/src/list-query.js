/**
 * Query parameters of HCP's list endpoints: paging, sorting, array filters and time ranges.
 * The app parses queries with Node's plain parser, so `employee_ids[]=a&employee_ids[]=b` arrives as the
 * key `employee_ids[]` and the brackets are handled here, as Rails does on the live API.
 */
import { badParameter } from './hcp-errors.js';

/** @typedef {Record<string, unknown>} Query */

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;

/** @param {unknown} value @returns {string[]} */
function strings(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string');
  return [];
}

/**
 * An array parameter sent as `name[]=a&name[]=b`. Sent bare (`name=a&name=b`), Rack keeps only the
 * last value and the live API answers 200 with a silently narrower filter; the fake does the same.
 * @param {Query} query
 * @param {string} name
 * @returns {string[] | undefined}  undefined when the parameter is absent
 */
export function arrayParam(query, name) {
  const bracketed = strings(query[`${name}[]`]);
  if (bracketed.length > 0) return bracketed;
  const bare = strings(query[name]).at(-1);
  return bare === undefined ? undefined : [bare];
}

/**
 * @param {Query} query
 * @param {string} name
 * @returns {string | undefined}
 */
export function stringParam(query, name) {
  const value = strings(query[name]).at(-1);
  return value === undefined || value === '' ? undefined : value;
}

/**
 * A time bound such as `scheduled_start_min`, as epoch milliseconds.
 * @param {Query} query
 * @param {string} name
 */
export function timeParam(query, name) {
  const value = stringParam(query, name);
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badParameter(name, 'must be an ISO 8601 date-time');
  return time;
}

/**
 * @param {Query} query
 * @param {string} name
 * @param {number} fallback
 */
function positiveIntegerParam(query, name, fallback) {
  const value = stringParam(query, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw badParameter(name, 'must be a positive integer');
  return number;
}

/**
 * `page` starts at 1; `page_size` defaults to 10 and is capped at 200 like the live API.
 * @param {Query} query
 */
export function pageParams(query) {
  return {
    page: positiveIntegerParam(query, 'page', 1),
    pageSize: Math.min(positiveIntegerParam(query, 'page_size', DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE),
  };
}

/**
 * The core list envelope: `{page, page_size, total_pages, total_items, <plural>: [...]}`.
 * @template T
 * @param {string} plural
 * @param {T[]} items
 * @param {{ page: number, pageSize: number }} paging
 */
export function pageOf(plural, items, { page, pageSize }) {
  return {
    page,
    page_size: pageSize,
    total_pages: Math.ceil(items.length / pageSize),
    total_items: items.length,
    [plural]: items.slice((page - 1) * pageSize, page * pageSize),
  };
}

/**
 * Sorts records by `sort_by` (one of `sortable`, default the first) and `sort_direction` (asc | desc).
 * @template {object} T
 * @param {Query} query
 * @param {T[]} records
 * @param {readonly (keyof T & string)[]} sortable
 * @returns {T[]}
 */
export function sorted(query, records, sortable) {
  const requested = stringParam(query, 'sort_by') ?? sortable[0];
  const field = sortable.find((candidate) => candidate === requested);
  if (field === undefined) throw badParameter('sort_by', `must be one of ${sortable.join(', ')}`);
  const direction = stringParam(query, 'sort_direction') ?? 'asc';
  if (direction !== 'asc' && direction !== 'desc') throw badParameter('sort_direction', 'must be asc or desc');

  const sign = direction === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    // Records without the value go last in either direction.
    if (x === null || x === undefined || y === null || y === undefined) return (x == null ? 1 : 0) - (y == null ? 1 : 0);
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * String(x).localeCompare(String(y), 'en', { numeric: true });
  });
}
