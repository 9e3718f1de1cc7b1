import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@irrigo/contracts';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';

const trimmed = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** An e-mail as a DTO field: trimmed, and checked with the same rule the forms use. */
export function EmailField(): PropertyDecorator {
  return (target, key) => {
    trimmed(target, key);
    IsString()(target, key);
    MaxLength(EMAIL_MAX_LENGTH)(target, key);
    Matches(EMAIL_PATTERN, { message: `${String(key)} must be an email` })(target, key);
  };
}
