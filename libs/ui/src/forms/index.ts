// The form kit (react-hook-form with a zod/mini schema), an entry of its own: only screens with a form load it.
export {
  Form,
  RegisteredField,
  SubmitButton,
  fieldErrorMessage,
  summaryMessage,
  useFormField,
  type FormProps,
  type RegisteredFieldProps,
  type SubmitButtonProps,
} from './Form.js';
export { useZodForm, type ZodFormReturn } from './use-zod-form.js';
// One zod for every schema: the kit's builders and a remote's z.object() come from the same copy.
export * as z from './zod.js';
export type { FieldErrors } from 'react-hook-form';
export { SERVER_ERROR, reportServerError, serverFailureOf, type ServerErrorOptions } from './server-error.js';
export {
  PASSWORD_LIMITS,
  PERSON_NAME_LIMITS,
  emailField,
  officePasswordField,
  optionalEmailField,
  organizationNameField,
  personNameField,
  passwordField,
  signUpCodeField,
  strongPasswordField,
  technicianNewPasswordField,
  textField,
  withConfirmation,
  type PasswordMessages,
} from './field-schemas.js';
