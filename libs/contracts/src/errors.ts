/**
 * Every error leaves a service as `ErrorBody` with a stable `code`; the UI maps codes (and, where the spec
 * says so, status numbers) to translated messages.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  /** A JSON body nested deeper than any of the API's (refused before it is parsed). */
  'BODY_TOO_DEEP',
  /** The gateway was addressed by a host name it does not serve (a DNS rebinding page, a wrong PUBLIC_ORIGINS). */
  'HOST_NOT_ALLOWED',
  'UNAUTHENTICATED',
  /** Signed in, but the account has no role yet: only role selection is open to it. */
  'ROLE_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  'ADMIN_ALREADY_EXISTS',
  'PASSWORD_TOO_WEAK',
  'PASSWORD_TOO_COMMON',
  'RESET_TOKEN_INVALID',
  'SIGN_UP_CODE_INVALID',
  'ADMIN_NOT_SET_UP',
  'ACTIVATION_CODE_INVALID',
  'PASSWORDS_DO_NOT_MATCH',
  /** Changing a password from a session that did not sign in recently needs the current password. */
  'CURRENT_PASSWORD_REQUIRED',
  /** The current password sent along with a password change is not the account's. */
  'CURRENT_PASSWORD_INCORRECT',
  'TECHNICIAN_NOT_FOUND',
  'TECHNICIAN_HAS_NO_EMAIL',
  'ACCOUNT_DISABLED',
  'TECHNICIAN_NOT_LINKED',
  'LOCATION_NOT_FOUND',
  'RATE_LIMITED',
  'HCP_UNAVAILABLE',
  /** An edit sent with an `If-Match` version that is no longer the record's (someone changed it since): 412. */
  'STALE_VERSION',
  /** A change to an existing record sent without `If-Match` (which version it changes): 428. */
  'PRECONDITION_REQUIRED',
  /**
   * A new inspection whose report number another inspection of the same organization already has (an old
   * app's sequential number, moved from two devices): 409. The device then takes reportNumberFor(id).
   */
  'REPORT_NUMBER_TAKEN',
  /**
   * A signature over other content than the inspection sent (its contentHash is not SHA-256 of
   * signedContent(document)): 422, details name which (`signatures.customer`, `signatures.technician`).
   */
  'SIGNATURE_OUT_OF_DATE',
  /** A photo or video larger than MEDIA_MAX_BYTES (10 MB): 413. */
  'MEDIA_TOO_LARGE',
  /** A file whose bytes are not an accepted photo or video type, or not the type it claims to be: 415. */
  'MEDIA_TYPE_NOT_ALLOWED',
  /** An Idempotency-Key already used for a request with a different body: 422. */
  'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this Idempotency-Key is still being carried out: 409, retry later. */
  'REPORT_SEND_IN_PROGRESS',
  /** A report send with no address given and none on the inspection's customer: 422. */
  'CUSTOMER_HAS_NO_EMAIL',
  /** The mail server did not accept the message (down, refusing): 503, nothing was sent. */
  'MAIL_UNAVAILABLE',
  'UPSTREAM_UNAVAILABLE',
  /**
   * The gateway could not ask services/auth whose session a request carries (down, not ready, failing): the
   * browser stays signed in and says the service is unavailable, it does not treat this as signed out.
   */
  'AUTH_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  details?: string[];
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body['statusCode'] === 'number' && typeof body['code'] === 'string' && typeof body['message'] === 'string';
}
