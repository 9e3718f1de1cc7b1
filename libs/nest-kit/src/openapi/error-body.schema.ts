import { ApiProperty } from '@nestjs/swagger';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@irrigo/contracts';

/** The one error shape of every service (libs/contracts ErrorBody), as an OpenAPI schema. */
export class ErrorBodySchema implements ErrorBody {
  @ApiProperty({ description: 'The HTTP status, repeated in the body', example: 400 })
  statusCode!: number;

  @ApiProperty({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    description: 'Stable code the front ends translate; the message is for logs and people reading the API',
  })
  code!: ErrorCode;

  @ApiProperty({ description: 'Plain English explanation, never shown to users as is' })
  message!: string;

  @ApiProperty({ type: [String], required: false, description: 'One line per problem (which field, which rule)' })
  details?: string[];
}

/**
 * The status each code leaves with when a route does not say otherwise. A Record over every code, so a new
 * code in libs/contracts cannot be documented without deciding its status.
 */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  BODY_TOO_DEEP: 400,
  HOST_NOT_ALLOWED: 421,
  UNAUTHENTICATED: 401,
  ROLE_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_CREDENTIALS: 401,
  ADMIN_ALREADY_EXISTS: 409,
  PASSWORD_TOO_WEAK: 400,
  PASSWORD_TOO_COMMON: 400,
  RESET_TOKEN_INVALID: 400,
  SIGN_UP_CODE_INVALID: 400,
  ADMIN_NOT_SET_UP: 409,
  ACTIVATION_CODE_INVALID: 400,
  PASSWORDS_DO_NOT_MATCH: 400,
  CURRENT_PASSWORD_REQUIRED: 403,
  CURRENT_PASSWORD_INCORRECT: 403,
  TECHNICIAN_NOT_FOUND: 404,
  TECHNICIAN_HAS_NO_EMAIL: 422,
  ACCOUNT_DISABLED: 403,
  TECHNICIAN_NOT_LINKED: 409,
  LOCATION_NOT_FOUND: 404,
  RATE_LIMITED: 429,
  HCP_UNAVAILABLE: 503,
  STALE_VERSION: 412,
  PRECONDITION_REQUIRED: 428,
  REPORT_NUMBER_TAKEN: 409,
  SIGNATURE_OUT_OF_DATE: 422,
  MEDIA_TOO_LARGE: 413,
  MEDIA_TYPE_NOT_ALLOWED: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  REPORT_SEND_IN_PROGRESS: 409,
  CUSTOMER_HAS_NO_EMAIL: 422,
  MAIL_UNAVAILABLE: 503,
  UPSTREAM_UNAVAILABLE: 503,
  AUTH_UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
  INTERNAL_ERROR: 500,
};
