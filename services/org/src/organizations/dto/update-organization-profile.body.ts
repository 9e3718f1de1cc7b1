import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ORGANIZATION_EMAIL_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_PHONE_MAX_LENGTH,
  ORGANIZATION_PHONE_MIN_DIGITS,
  ORGANIZATION_PHONE_PATTERN,
  ORGANIZATION_TYPES,
  ORGANIZATION_WEBSITE_MAX_LENGTH,
  type OrganizationType,
  type UpdateOrganizationProfileRequest,
} from '@irrigo/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateIf } from 'class-validator';
import { emailAsKept, trimmedOrNull, websiteAsKept } from '../organization-contact.js';

type Raw = { value: unknown };
/** Text trimmed; anything else left for the validators to name. */
const trim = ({ value }: Raw) => (typeof value === 'string' ? value.trim() : value);
/** A contact field: blank text clears it as null does; anything else that is not text is left for the validators. */
const contact =
  (keep: (text: string) => string = (text) => text) =>
  ({ value }: Raw) => {
    if (typeof value !== 'string') return value;
    const text = trimmedOrNull(value);
    return text === null ? null : keep(text);
  };
/** Checked when sent; null is not a name or a type. */
const whenSent = (_body: object, value: unknown) => value !== undefined;

/** What the office changes about the organization: only the fields sent; null (or blank) clears a contact field. */
export class UpdateOrganizationProfileBody implements UpdateOrganizationProfileRequest {
  @ApiPropertyOptional({ minLength: 1, maxLength: ORGANIZATION_NAME_MAX_LENGTH, example: 'Green Valley Irrigation' })
  @Transform(trim)
  @ValidateIf(whenSent)
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(ORGANIZATION_NAME_MAX_LENGTH, { message: `name must be at most ${ORGANIZATION_NAME_MAX_LENGTH} characters` })
  name?: string;

  @ApiPropertyOptional({ enum: ORGANIZATION_TYPES })
  @ValidateIf(whenSent)
  @IsIn(ORGANIZATION_TYPES, { message: `type must be one of ${ORGANIZATION_TYPES.join(', ')}` })
  type?: OrganizationType;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: ORGANIZATION_PHONE_MAX_LENGTH,
    example: '(512) 555-0100',
    description: `Digits, spaces and + ( ) - . with at least ${ORGANIZATION_PHONE_MIN_DIGITS} digits; kept as written`,
  })
  @Transform(contact())
  @IsOptional()
  @IsString({ message: 'phone must be text' })
  @MaxLength(ORGANIZATION_PHONE_MAX_LENGTH, { message: `phone must be at most ${ORGANIZATION_PHONE_MAX_LENGTH} characters` })
  @Matches(ORGANIZATION_PHONE_PATTERN, { message: 'phone may hold only digits, spaces and + ( ) - .' })
  @Matches(new RegExp(`^(?:\\D*\\d){${ORGANIZATION_PHONE_MIN_DIGITS}}`), { message: `phone must have at least ${ORGANIZATION_PHONE_MIN_DIGITS} digits` })
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: ORGANIZATION_EMAIL_MAX_LENGTH,
    example: 'office@greenvalley.com',
    description: 'Kept lower-cased',
  })
  @Transform(contact(emailAsKept))
  @IsOptional()
  @IsString({ message: 'email must be text' })
  @MaxLength(ORGANIZATION_EMAIL_MAX_LENGTH, { message: `email must be at most ${ORGANIZATION_EMAIL_MAX_LENGTH} characters` })
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: ORGANIZATION_WEBSITE_MAX_LENGTH,
    example: 'https://greenvalley.com',
    description: 'An http(s) address; a bare domain gets https://',
  })
  @Transform(contact(websiteAsKept))
  @IsOptional()
  @IsString({ message: 'website must be text' })
  @MaxLength(ORGANIZATION_WEBSITE_MAX_LENGTH, { message: `website must be at most ${ORGANIZATION_WEBSITE_MAX_LENGTH} characters` })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true }, { message: 'website must be an http(s) address' })
  website?: string | null;
}
