import * as z from './zod.js';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  ORGANIZATION_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  SIGN_UP_CODE_LENGTH,
  TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH,
  failedStrongPasswordRules,
  isWithinPasswordMaximum,
  passwordLength,
} from '@irrigo/contracts';

/*
 * Zod fields built from the rules in libs/contracts, the same rules the services' DTOs enforce. Every
 * message is a translation key ('auth:validation.emailRequired'), never English: the screen's words
 * stay in its remote's locales and follow a language switch. Each builder takes the keys of the rules it
 * checks; a rule without a key is not checked.
 */

/** Text typed by a person: surrounding spaces dropped (the DTOs trim too), optionally required and capped. */
export function textField(messages: { required?: string; tooLong?: string }, maxLength?: number) {
  return z
    .string()
    .check(
      z.trim(),
      ...(messages.required ? [z.minLength(1, messages.required)] : []),
      ...(maxLength !== undefined && messages.tooLong ? [z.maxLength(maxLength, messages.tooLong)] : []),
    );
}

/**
 * An e-mail address (contracts' EMAIL_PATTERN), trimmed; `required` says an empty one, `invalid` a malformed
 * one or one longer than any address can be (EMAIL_MAX_LENGTH).
 */
export function emailField(messages: { required: string; invalid?: string }) {
  const wellFormed = messages.invalid ? [z.maxLength(EMAIL_MAX_LENGTH, messages.invalid), z.regex(EMAIL_PATTERN, messages.invalid)] : [];
  return z.string().check(z.trim(), z.minLength(1, messages.required), ...wellFormed);
}

/** An e-mail address a person may leave empty; filled in, it must be well-formed. */
export function optionalEmailField(messages: { invalid: string }) {
  return z.string().check(
    z.trim(),
    z.refine((value) => value === '' || EMAIL_PATTERN.test(value), messages.invalid),
  );
}

export interface PasswordMessages {
  /** Said of an empty field. */
  required?: string;
  /** Said of a password shorter than the minimum (interpolate {{min}} with the field's `min`). */
  tooShort?: string;
  /** Said of a password over PASSWORD_MAX_LENGTH (interpolate {{max}}). */
  tooLong?: string;
}

/**
 * A password, measured in characters as a person counts them (contracts' passwordLength), never trimmed:
 * spaces are part of a passphrase.
 */
export function passwordField(messages: PasswordMessages, minLength = 1) {
  const { required, tooShort, tooLong } = messages;
  return z.string().check(
    ...(required ? [z.minLength(1, required)] : []),
    // An empty field is the `required` rule's to report when there is one.
    ...(tooShort ? [z.refine<string>((value) => passwordLength(value) >= minLength || (required !== undefined && value === ''), tooShort)] : []),
    ...(tooLong ? [z.refine<string>(isWithinPasswordMaximum, tooLong)] : []),
  );
}

/** A password an office account chooses (admin setup, sign-up, activation): at least ADMIN_PASSWORD_MIN_LENGTH. */
export const officePasswordField = (messages: PasswordMessages) => passwordField(messages, ADMIN_PASSWORD_MIN_LENGTH);

/** A technician's new password (change password): at least TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH. */
export const technicianNewPasswordField = (messages: PasswordMessages) => passwordField(messages, TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH);

/**
 * A password that meets every STRONG_PASSWORD_RULES rule (the reset form, spec §5). One message for the
 * whole rule list: the screen shows which rules are missing from the password itself (failedStrongPasswordRules).
 */
export function strongPasswordField(messages: { weak: string; tooLong?: string }) {
  return z.string().check(
    z.refine<string>((value) => failedStrongPasswordRules(value).length === 0, messages.weak),
    ...(messages.tooLong ? [z.refine<string>(isWithinPasswordMaximum, messages.tooLong)] : []),
  );
}

/** The e-mailed sign-up code: whatever is typed, its digits, exactly SIGN_UP_CODE_LENGTH of them. */
export function signUpCodeField(messages: { invalid: string }) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.replace(/\D/g, '')),
    ),
    z.string().check(z.length(SIGN_UP_CODE_LENGTH, messages.invalid)),
  );
}

/** A person's full name: required, at most PERSON_NAME_MAX_LENGTH characters. */
export const personNameField = (messages: { required: string; tooLong: string }) => textField(messages, PERSON_NAME_MAX_LENGTH);

/** An organization's name: required, at most ORGANIZATION_NAME_MAX_LENGTH characters. */
export const organizationNameField = (messages: { required: string; tooLong: string }) => textField(messages, ORGANIZATION_NAME_MAX_LENGTH);

/**
 * A confirmation that must equal another field (new password and its confirmation): the mismatch is
 * reported on the confirmation field. Works on an object or a union of objects (a form with modes).
 */
export function withConfirmation<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  fields: { password: keyof z.output<Schema> & string; confirm: keyof z.output<Schema> & string },
  message: string,
): Schema {
  return schema.check(z.refine((values) => values[fields.confirm] === values[fields.password], { path: [fields.confirm], message }));
}

/** The limits messages interpolate ({{min}}, {{max}}), so a key can say "at least 8 characters". */
export const PASSWORD_LIMITS = {
  office: { min: ADMIN_PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  technician: { min: TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
} as const;

/** The limit a person-name message interpolates ({{max}}). */
export const PERSON_NAME_LIMITS = { max: PERSON_NAME_MAX_LENGTH } as const;
