import { FAILURE_REASONS, defineErrorMessages, type ErrorMessageTable } from '@irrigo/api-client';

/**
 * This remote's words for every failed call (auth namespace "apiErrors", en and es): the one table its
 * screens map errors through; a screen passes overrides where spec §8 words its failures its own way.
 */
export const AUTH_ERROR_MESSAGES = Object.fromEntries(FAILURE_REASONS.map((reason) => [reason, `auth:apiErrors.${reason}`])) as ErrorMessageTable;

export const authErrorMessage = defineErrorMessages(AUTH_ERROR_MESSAGES);
