import type { ErrorMessageOverrides } from '@irrigo/api-client';
import { adminErrorMessage, officeScreenErrors } from '../../app/error-messages.js';

const ERRORS = 'admin:organization.errors';

/** Failures the organization screen words its own way (admin.json "organization.errors"); the rest are the remote's. */
export const ORGANIZATION_ERRORS: ErrorMessageOverrides = {
  ...officeScreenErrors(ERRORS),
  FORBIDDEN: `${ERRORS}.forbidden`,
  NOT_FOUND: `${ERRORS}.notFound`,
  VALIDATION_FAILED: `${ERRORS}.invalid`,
};

/** Why an organization call failed, as the form kit wants it (reportServerError's `describe`): its key and reason. */
export const describeOrganizationFailure = (error: unknown) => adminErrorMessage(error, ORGANIZATION_ERRORS);
