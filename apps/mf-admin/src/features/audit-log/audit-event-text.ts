import { AUDIT_EVENT_TYPES, ROLES, type AuditEventType } from '@irrigo/contracts';
import type { ErrorMessageOverrides } from '@irrigo/api-client';
import { adminErrorMessage, officeScreenErrors } from '../../app/error-messages.js';

export const isKnownEventType = (type: string): type is AuditEventType => (AUDIT_EVENT_TYPES as readonly string[]).includes(type);

/** How an event reads at a glance: failures and limits stand out, password and account changes are worth a look. */
export function eventTone(type: string): 'danger' | 'warning' | 'info' | 'success' | 'neutral' {
  switch (type) {
    case 'sign-in-failed':
    case 'password-reset-failed':
    case 'sign-up-failed':
    case 'activation-failed':
    case 'account-disabled':
      return 'danger';
    case 'rate-limited':
    case 'role-changed':
    case 'role-request-declined':
      return 'warning';
    case 'password-set':
    case 'password-changed':
    case 'password-reset-requested':
    case 'password-reset-completed':
    case 'sign-up-requested':
    case 'role-requested':
    case 'activation-issued':
    case 'location-changed':
    case 'account-enabled':
      return 'info';
    case 'sign-in':
    case 'admin-setup':
    case 'sign-up-confirmed':
    case 'account-activated':
      return 'success';
    default:
      return 'neutral';
  }
}

/** Detail names the screen has words for (as the services record them); anything else is shown as written. */
export const KNOWN_DETAIL_KEYS = [
  'portal',
  'reason',
  'retryAfterSeconds',
  'buckets',
  'userType',
  'name',
  'role',
  'previousRole',
  'requestedRole',
  'via',
  'previousLocation',
  'location',
  'delivery',
  'reissued',
  'outcome',
  'organizationName',
  'requestId',
] as const;

/** Detail values the screen has words for, by the group under auditLog.detailValues that words them. */
export const KNOWN_DETAIL_VALUES: Readonly<Record<string, readonly string[]>> = {
  portal: ['office', 'technician'],
  reason: [
    'unknown-account',
    'wrong-password',
    'disabled',
    'wrong-portal',
    'no-sign-up',
    'expired',
    'too-many-attempts',
    'wrong-code',
    'unknown-code',
    'used',
    'not-theirs',
    'not-a-technician',
    'wrong-user-type',
  ],
  userType: ['technician', 'admin'],
  role: ROLES,
  via: ['roster-email', 'approval', 'account-management', 'change-password'],
  delivery: ['email', 'sheet'],
  outcome: ['sent', 'sent-to-admins', 'no-match', 'ambiguous', 'already-registered', 'code-sent'],
  reissued: ['true', 'false'],
};

/** Details whose values are worded by another detail's group: every role reads the same. */
const VALUE_GROUP: Readonly<Record<string, string>> = { previousRole: 'role', requestedRole: 'role' };
/** Details naming a location, where an empty value means none. */
const LOCATION_KEYS: readonly string[] = ['location', 'previousLocation'];

export const isKnownDetailKey = (key: string): boolean => (KNOWN_DETAIL_KEYS as readonly string[]).includes(key);

/**
 * The translation key (under auditLog) for a detail's value, or null to show the value as the server wrote
 * it (names, numbers, ids, values this screen does not know yet).
 */
export function detailValueKey(key: string, value: string | number | boolean): string | null {
  const text = String(value);
  if (LOCATION_KEYS.includes(key) && text === '') return 'noLocation';
  const group = VALUE_GROUP[key] ?? key;
  return KNOWN_DETAIL_VALUES[group]?.includes(text) ? `detailValues.${group}.${text}` : null;
}

/** The failures the security log words its own way (admin.json "auditLog.errors"); the rest are the remote's. */
export const AUDIT_LOG_ERRORS: ErrorMessageOverrides = { ...officeScreenErrors('admin:auditLog.errors'), FORBIDDEN: 'admin:auditLog.errors.forbidden' };

/** The translation key that says why the log could not be read. */
export const auditLogFailure = (error: unknown): string => adminErrorMessage(error, AUDIT_LOG_ERRORS).key;
