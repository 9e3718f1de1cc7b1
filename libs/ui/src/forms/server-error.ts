import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError, type FailureMessage, type FailureReason } from '@irrigo/api-client';

/** Where a form keeps the failure of its last submit: react-hook-form clears it on the next submit. */
export const SERVER_ERROR = 'root.server';

export interface ServerErrorOptions<Values extends FieldValues> {
  /**
   * The remote's one error table with this form's overrides: `(error) => authErrorMessage(error, OVERRIDES)`.
   * The key it gives is what the form says; the server's own text never is.
   */
  describe: (error: unknown) => FailureMessage;
  /**
   * Failures that belong to one field (PASSWORD_TOO_COMMON on the new password, CURRENT_PASSWORD_INCORRECT
   * on the current one): said under that field, which is marked invalid and focused, instead of by the form.
   */
  fields?: Partial<Record<FailureReason, FieldPath<Values>>>;
  /**
   * false keeps a VALIDATION_FAILED the form's even when its details name fields (a screen whose spec says
   * the failure and then a list of why, like the password reset's completion).
   */
  detailsOnFields?: boolean;
}

/**
 * A VALIDATION_FAILED answer's details name the fields the DTO refused ("email must be an email"); the
 * first word of each is the field. Only the names are read: the sentences are English.
 */
function refusedFields(error: unknown, names: readonly string[]): string[] {
  if (!isApiError(error) || !error.details) return [];
  const known = new Set(names);
  const found = error.details.map((detail) => detail.split(/\s/, 1)[0] ?? '').filter((name) => known.has(name));
  return [...new Set(found)];
}

/**
 * Hands a failed submit to the form. A failure of one field (see `fields`, and a VALIDATION_FAILED naming
 * fields of this form) is set on those fields with the failure's key; anything else becomes the form's
 * failure, read back with serverFailureOf(). Returns the failure, for a toast or a step of the flow.
 */
export function reportServerError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
  { describe, fields = {}, detailsOnFields = true }: ServerErrorOptions<Values>,
): FailureMessage {
  const failure = describe(error);
  const field = fields[failure.reason];
  const onFields = field
    ? [field]
    : failure.reason === 'VALIDATION_FAILED' && detailsOnFields
      ? (refusedFields(error, Object.keys(form.getValues() as Record<string, unknown>)) as FieldPath<Values>[])
      : [];
  if (onFields.length > 0) {
    onFields.forEach((name, index) => form.setError(name, { type: 'server', message: failure.key }, { shouldFocus: index === 0 }));
    return failure;
  }
  // The wait and the status travel with the key, so the screen can say "try again in 2 minutes".
  const types: Record<string, string> = {};
  if (failure.status !== undefined) types['status'] = String(failure.status);
  if (failure.retryAfterSeconds !== undefined) types['retryAfterSeconds'] = String(failure.retryAfterSeconds);
  form.setError(SERVER_ERROR as FieldPath<Values>, { type: failure.reason, message: failure.key, types });
  return failure;
}

/** The form's failure from its last submit (reportServerError), or null. */
export function serverFailureOf(errors: FieldErrors): FailureMessage | null {
  const server = errors.root?.['server'];
  if (!server?.message || typeof server.type !== 'string') return null;
  const types = (server as { types?: Record<string, unknown> }).types ?? {};
  const number = (value: unknown) => (typeof value === 'string' && value !== '' ? Number(value) : undefined);
  return {
    reason: server.type as FailureReason,
    key: server.message,
    status: number(types['status']),
    retryAfterSeconds: number(types['retryAfterSeconds']),
  };
}
