import { passwordLength } from '@irrigo/contracts';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Password length in characters as a person counts them (code points), so an emoji or an accented
 * passphrase is measured the way its owner typed it; class-validator's MinLength counts UTF-16 units.
 */
export function PasswordLength(min: number, max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'passwordLength',
      constraints: [min, max],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && passwordLength(value) >= min && passwordLength(value) <= max,
        defaultMessage: (args) => {
          const value: unknown = args?.value;
          const length = typeof value === 'string' ? passwordLength(value) : 0;
          if (length > max) return `${args?.property} must be at most ${max} characters`;
          return min <= 1 ? `${args?.property} should not be empty` : `${args?.property} must be at least ${min} characters`;
        },
      },
    },
    options,
  );
}
