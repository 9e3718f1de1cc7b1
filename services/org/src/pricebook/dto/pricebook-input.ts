import { Transform } from 'class-transformer';

/** Trims text; other values pass unchanged for the validators to judge. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Trims optional text and reads an empty one as "none" (null), as the forms send a cleared field. */
export const TrimToNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/** Query strings carry `true`/`false` as text; anything else is left for @IsBoolean to refuse. */
export const QueryBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    return value;
  });

/** Query strings carry numbers as text; a non-number is left as text for @IsInt to refuse. */
export const QueryInt = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value));
