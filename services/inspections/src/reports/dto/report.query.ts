import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { REPORT_LANGUAGES, type ReportLanguage } from '../report-language.js';

/** GET /api/inspections/{id}/report.pdf?lang=… */
export class ReportQuery {
  @ApiPropertyOptional({
    enum: REPORT_LANGUAGES,
    description: 'The report’s language; default: the customer’s language in the inspection (customer.language), else en',
  })
  @IsOptional()
  @IsIn(REPORT_LANGUAGES, { message: `lang must be one of ${REPORT_LANGUAGES.join(', ')}` })
  lang?: ReportLanguage;
}
