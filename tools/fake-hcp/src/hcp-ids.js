import { createHash, randomUUID } from 'node:crypto';

/**
 * HCP ids are a type prefix and 32 hex digits (`pro_5f0c…`). Demo ids are derived from a readable key so
 * that they stay the same on every start; ids of records created at run time are random.
 */

/**
 * @param {string} prefix  `cus`, `adr`, `pro`, `job`, `nte`, `rli`, `appt`
 * @param {string} key     a stable name for the record, e.g. `carlos-mendoza`
 */
export function demoId(prefix, key) {
  return `${prefix}_${createHash('sha256').update(`${prefix}:${key}`).digest('hex').slice(0, 32)}`;
}

/**
 * A UUID derived from a key, for the ids HCP spells as UUIDs (company, locations, job types).
 * @param {string} key
 */
export function demoUuid(key) {
  const hex = createHash('sha256').update(`uuid:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** @param {string} prefix */
export function newId(prefix) {
  return `${prefix}_${randomUUID().replaceAll('-', '')}`;
}

/** ISO 8601 in UTC without milliseconds, as HCP writes times. */
export function isoSeconds(date = new Date()) {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
