import { AUDIT_EVENT_TYPES, type AuditEventType } from '@irrigo/contracts';
import { isApiError } from '@irrigo/api-client';

export const isKnownEventType = (type: string): type is AuditEventType => (AUDIT_EVENT_TYPES as readonly string[]).includes(type);

/** How an event reads at a glance: failures and limits stand out, password changes are worth a look. */
export function eventTone(type: string): 'danger' | 'warning' | 'info' | 'success' | 'neutral' {
  switch (type) {
    case 'sign-in-failed':
    case 'password-reset-failed':
      return 'danger';
    case 'rate-limited':
    case 'role-changed':
      return 'warning';
    case 'password-set':
    case 'password-changed':
    case 'password-reset-requested':
    case 'password-reset-completed':
      return 'info';
    case 'sign-in':
    case 'admin-setup':
      return 'success';
    default:
      return 'neutral';
  }
}

/** Detail names and values the screen has words for; anything else is shown as the server wrote it. */
export const KNOWN_DETAIL_KEYS = ['portal', 'reason', 'retryAfterSeconds', 'buckets', 'userType'] as const;
export const KNOWN_DETAIL_VALUES: Readonly<Record<string, readonly string[]>> = {
  portal: ['office', 'technician'],
  reason: ['unknown-account', 'wrong-password', 'disabled', 'wrong-portal'],
  userType: ['technician', 'admin'],
};

export const isKnownDetailKey = (key: string): boolean => (KNOWN_DETAIL_KEYS as readonly string[]).includes(key);
export const isKnownDetailValue = (key: string, value: string): boolean => KNOWN_DETAIL_VALUES[key]?.includes(value) ?? false;

/** Why the log could not be read, as a key under auditLog.errors. */
export function auditLogFailure(error: unknown): 'forbidden' | 'signedOut' | 'unavailable' | 'network' | 'unknown' {
  if (!isApiError(error)) return error instanceof TypeError ? 'network' : 'unknown';
  if (error.status === 403) return 'forbidden';
  if (error.status === 401) return 'signedOut';
  if (error.status >= 500) return 'unavailable';
  return 'unknown';
}
