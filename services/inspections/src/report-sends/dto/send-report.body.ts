import { ApiPropertyOptional } from '@nestjs/swagger';
import { REPORT_LANGUAGES, type ReportLanguage, type SendReportRequest } from '@irrigo/contracts';
import { IsEmail, IsIn, IsOptional, MaxLength } from 'class-validator';

/** The longest address SMTP carries (RFC 5321: 254 characters in a path). */
export const EMAIL_MAX_LENGTH = 254;

/** POST /api/inspections/{id}/report/send: both optional, the customer's address and language by default. */
export class SendReportBody implements SendReportRequest {
  @ApiPropertyOptional({
    format: 'email',
    maxLength: EMAIL_MAX_LENGTH,
    description: 'Where to send the report; default: the customer’s e-mail address in the inspection (customer.email)',
  })
  @IsOptional()
  @MaxLength(EMAIL_MAX_LENGTH, { message: `to must be at most ${EMAIL_MAX_LENGTH} characters` })
  @IsEmail({}, { message: 'to must be an e-mail address' })
  to?: string;

  @ApiPropertyOptional({
    enum: REPORT_LANGUAGES,
    description: 'The language of the report and the message; default: the customer’s language in the inspection (customer.language), else en',
  })
  @IsOptional()
  @IsIn(REPORT_LANGUAGES, { message: `lang must be one of ${REPORT_LANGUAGES.join(', ')}` })
  lang?: ReportLanguage;
}
