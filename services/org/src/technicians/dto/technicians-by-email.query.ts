import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_PATTERN } from '@irrigo/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { OfOrganizationQuery } from '../../organizations/dto/of-organization.query.js';

/** GET /internal/technicians/by-email?organizationId=…&email=…: the address auth verified by a mailed code. */
export class TechniciansByEmailQuery extends OfOrganizationQuery {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(254)
  @Matches(EMAIL_PATTERN, { message: 'email must be an email' })
  email!: string;
}
