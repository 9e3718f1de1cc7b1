import { emailField, passwordField, z } from '@irrigo/ui/forms';

/*
 * The sign-in forms that several screens of this remote share, each defined once here (the services'
 * LoginDto checks the same: an e-mail and a password are there; the password never trimmed).
 */

export const EMAIL_REQUIRED = 'auth:validation.emailRequired';
export const EMAIL_INVALID = 'auth:validation.emailInvalid';
export const PASSWORD_REQUIRED = 'auth:validation.passwordRequired';

/**
 * The office sign-in: the admin login page, the header's admin login dialog and the e-mail auth page's
 * Login card as an administrator. Spec §5 asks only that both are filled in.
 */
export const officeLoginSchema = z.object({
  email: emailField({ required: EMAIL_REQUIRED }),
  password: passwordField({ required: PASSWORD_REQUIRED }),
});

/**
 * The technician sign-in: the technician login page and the e-mail auth page's Login card as a
 * technician. Spec §5 also asks for a well-formed e-mail.
 */
export const technicianLoginSchema = z.object({
  email: emailField({ required: EMAIL_REQUIRED, invalid: EMAIL_INVALID }),
  password: passwordField({ required: PASSWORD_REQUIRED }),
});

export type LoginValues = z.input<typeof officeLoginSchema>;

export const EMPTY_LOGIN: LoginValues = { email: '', password: '' };

/** A summary that says "fill in both" before "check the e-mail": whether a field was left empty. */
export const MISSING_FIELD_KEYS: readonly string[] = [EMAIL_REQUIRED, PASSWORD_REQUIRED];
