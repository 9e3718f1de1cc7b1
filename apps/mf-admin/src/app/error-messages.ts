import { FAILURE_REASONS, defineErrorMessages, type ErrorMessageTable } from '@irrigo/api-client';
import './i18n.js';

/**
 * This remote's words for every failed call (admin namespace "apiErrors", en and es): the one table the
 * office screens map errors through, each passing overrides for the failures it words its own way.
 */
export const ADMIN_ERROR_MESSAGES = Object.fromEntries(FAILURE_REASONS.map((reason) => [reason, `admin:apiErrors.${reason}`])) as ErrorMessageTable;

export const adminErrorMessage = defineErrorMessages(ADMIN_ERROR_MESSAGES);

/** The failures any office screen words in its own namespace: its errors.signedOut, unavailable, network and unknown. */
export function officeScreenErrors(errors: string) {
  const unavailable = `${errors}.unavailable`;
  return {
    UNAUTHENTICATED: `${errors}.signedOut`,
    INTERNAL_ERROR: unavailable,
    UPSTREAM_UNAVAILABLE: unavailable,
    UPSTREAM_TIMEOUT: unavailable,
    NETWORK: `${errors}.network`,
    UNKNOWN: `${errors}.unknown`,
  } as const;
}
