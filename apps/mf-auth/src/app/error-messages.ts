import { FAILURE_REASONS, defineErrorMessages, type ErrorMessageTable, type FailureMessage } from '@irrigo/api-client';
import './i18n.js';
import type { Phrase } from '../lib/phrase.js';

/**
 * This remote's words for every failed call (auth namespace "apiErrors", en and es): the one table its
 * screens map errors through; a screen passes overrides where spec §8 words its failures its own way.
 */
export const AUTH_ERROR_MESSAGES = Object.fromEntries(FAILURE_REASONS.map((reason) => [reason, `auth:apiErrors.${reason}`])) as ErrorMessageTable;

export const authErrorMessage = defineErrorMessages(AUTH_ERROR_MESSAGES);

/**
 * A failure as something a screen says. A rate limit's key (the table's and any override's) says
 * "wait {{wait}}" and has a `_noWait` twin for an answer without Retry-After.
 */
export function failurePhrase(failure: FailureMessage): Phrase {
  if (failure.reason === 'RATE_LIMITED') return { key: failure.key, withWait: true, waitSeconds: failure.retryAfterSeconds };
  return { key: failure.key };
}
