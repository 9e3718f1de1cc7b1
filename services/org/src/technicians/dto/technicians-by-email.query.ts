import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import { EMAIL_PATTERN } from '@irrigo/contracts';

/** GET /internal/technicians?email=…: the address auth verified by a mailed code. */
export class TechniciansByEmailQuery {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(254)
  @Matches(EMAIL_PATTERN, { message: 'email must be an email' })
  email!: string;
}
