import {
  ADMIN_PASSWORD_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH,
} from '@irrigo/contracts';
import {
  emailField,
  officePasswordField,
  optionalEmailField,
  organizationNameField,
  passwordField,
  personNameField,
  signUpCodeField,
  strongPasswordField,
  technicianNewPasswordField,
  textField,
  withConfirmation,
  z,
} from '@irrigo/ui/forms';

/** The message keys a value is refused with, in order (empty when accepted). */
const refusals = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('field schemas from the contracts rules', () => {
  it('email: required, well-formed (EMAIL_PATTERN), handed over trimmed', () => {
    const email = emailField({ required: 'k:emailRequired', invalid: 'k:emailInvalid' });
    expect(refusals(email, '   ')[0]).toBe('k:emailRequired');
    expect(refusals(email, 'marta@riegoverde')).toEqual(['k:emailInvalid']);
    const longest = `${'m'.repeat(EMAIL_MAX_LENGTH - '@riegoverde.com'.length)}@riegoverde.com`;
    expect(refusals(email, longest)).toEqual([]);
    expect(refusals(email, `m${longest}`)).toEqual(['k:emailInvalid']);
    expect(email.parse('  marta@riegoverde.com ')).toBe('marta@riegoverde.com');
  });

  it('optional email: empty is fine, a filled one must be well-formed', () => {
    const email = optionalEmailField({ invalid: 'k:emailInvalid' });
    expect(refusals(email, '')).toEqual([]);
    expect(refusals(email, 'carlos@')).toEqual(['k:emailInvalid']);
  });

  it('text: trimmed, required and capped when given keys', () => {
    const name = textField({ required: 'k:required', tooLong: 'k:tooLong' }, 5);
    expect(refusals(name, '  ')).toEqual(['k:required']);
    expect(refusals(name, 'abcdef')).toEqual(['k:tooLong']);
    expect(name.parse(' Rosa ')).toBe('Rosa');
  });

  it('organization name: at most ORGANIZATION_NAME_MAX_LENGTH characters', () => {
    const organization = organizationNameField({ required: 'k:required', tooLong: 'k:tooLong' });
    expect(refusals(organization, 'x'.repeat(ORGANIZATION_NAME_MAX_LENGTH))).toEqual([]);
    expect(refusals(organization, 'x'.repeat(ORGANIZATION_NAME_MAX_LENGTH + 1))).toEqual(['k:tooLong']);
  });

  it('person name: required, at most PERSON_NAME_MAX_LENGTH characters', () => {
    const name = personNameField({ required: 'k:required', tooLong: 'k:tooLong' });
    expect(refusals(name, ' ')).toEqual(['k:required']);
    expect(refusals(name, 'x'.repeat(PERSON_NAME_MAX_LENGTH))).toEqual([]);
    expect(refusals(name, 'x'.repeat(PERSON_NAME_MAX_LENGTH + 1))).toEqual(['k:tooLong']);
  });

  it('office password: required first, then at least ADMIN_PASSWORD_MIN_LENGTH characters as a person counts them, at most PASSWORD_MAX_LENGTH', () => {
    const password = officePasswordField({ required: 'k:required', tooShort: 'k:tooShort', tooLong: 'k:tooLong' });
    expect(refusals(password, '')).toEqual(['k:required']);
    expect(refusals(password, 'a'.repeat(ADMIN_PASSWORD_MIN_LENGTH - 1))).toEqual(['k:tooShort']);
    // Seven emoji are fourteen UTF-16 units but seven characters: still too short.
    expect(refusals(password, '🌵'.repeat(ADMIN_PASSWORD_MIN_LENGTH - 1))).toEqual(['k:tooShort']);
    expect(refusals(password, 'a'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(['k:tooLong']);
    // Spaces belong to a passphrase: never trimmed.
    expect(password.parse(' long enough ')).toBe(' long enough ');
  });

  it('technician new password: at least TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH; without a required key an empty one is too short', () => {
    const password = technicianNewPasswordField({ tooShort: 'k:tooShort' });
    expect(refusals(password, '')).toEqual(['k:tooShort']);
    expect(refusals(password, 'a'.repeat(TECHNICIAN_CHANGE_PASSWORD_MIN_LENGTH))).toEqual([]);
    expect(refusals(passwordField({ tooShort: 'k:tooShort' }, 3), 'ab')).toEqual(['k:tooShort']);
  });

  it('strong password: every STRONG_PASSWORD_RULES rule, one message', () => {
    const password = strongPasswordField({ weak: 'k:weak' });
    expect(refusals(password, 'sprinkler')).toEqual(['k:weak']);
    expect(refusals(password, 'Sprinkler#2024')).toEqual([]);
  });

  it('sign-up code: the digits of what was typed, exactly six', () => {
    const code = signUpCodeField({ invalid: 'k:code' });
    expect(code.parse(' 123 456 ')).toBe('123456');
    expect(refusals(code, '12345')).toEqual(['k:code']);
    expect(refusals(code, '1234567')).toEqual(['k:code']);
  });

  it('confirmation: a differing one is refused on the confirmation field, even while another field is wrong', () => {
    const schema = withConfirmation(
      z.object({ email: emailField({ required: 'k:emailRequired' }), password: z.string(), confirm: z.string() }),
      { password: 'password', confirm: 'confirm' },
      'k:mismatch',
    );
    const issues = schema.safeParse({ email: '', password: 'one', confirm: 'two' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'k:emailRequired'],
      ['confirm', 'k:mismatch'],
    ]);
    expect(schema.safeParse({ email: 'a@b.co', password: 'same', confirm: 'same' }).success).toBe(true);
  });
});
