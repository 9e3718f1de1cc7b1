import { FAILURE_REASONS, defineErrorMessages, type ErrorMessageTable } from '@irrigo/api-client';
import './i18n';

/**
 * This remote's words for every failed call (tech namespace "apiErrors", en and es): the one table the
 * technician screens map errors through, each passing overrides for the failures it words its own way.
 */
export const TECH_ERROR_MESSAGES = Object.fromEntries(FAILURE_REASONS.map((reason) => [reason, `tech:apiErrors.${reason}`])) as ErrorMessageTable;

export const techErrorMessage = defineErrorMessages(TECH_ERROR_MESSAGES);
