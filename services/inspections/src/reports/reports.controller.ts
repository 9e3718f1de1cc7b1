import { Controller, Get, Param, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, requestIdOf, Roles, scopeOfUser } from '@irrigo/nest-kit';
import type { Request, Response } from 'express';
import { InspectionIdParams } from '../inspections/dto/inspection-id.params.js';
import { ReportQuery } from './dto/report.query.js';
import { PDF_CONTENT_TYPE, ReportsService } from './reports.service.js';

@ApiTags('reports')
@Controller('api/inspections')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  /** GET /api/inspections/{id}/report.pdf: the customer's report. */
  @Get(':id/report.pdf')
  @Roles('admin', 'manager', 'supervisor', 'technician')
  @ApiOperation({
    summary: 'The customer’s PDF report of an inspection',
    description:
      'The report as the customer receives it, in lang (en or es; default: the customer’s language in the inspection, else en): ' +
      'the organization’s letterhead (its name, the location’s name and address, and its phone, e-mail and website; the footer of every page repeats who it is from with the phone and e-mail), customer and site, the overall assessment on the condition scale, each component’s findings, the backflow test result, ' +
      'the zone table, the photos marked Included with their captions, the recommendations with their Good / Better / Best ' +
      'options, the estimated total in USD, both signatures and the next steps. Made once per version and language (and set of ' +
      'uploaded included photos) and kept in storage; later requests get the stored file. Seen by whoever sees the ' +
      'inspection (technicians their own, supervisors their location’s, admins and managers the organization’s), else 404. ' +
      'When services/org does not answer in time the report is made without the letterhead, and not kept.',
  })
  @ApiProduces(PDF_CONTENT_TYPE)
  @ApiOkResponse({ description: 'The PDF (Content-Disposition names it by its report number)', schema: { type: 'string', format: 'binary' } })
  @ApiErrors('NOT_FOUND', 'VALIDATION_FAILED', 'UPSTREAM_UNAVAILABLE')
  async report(
    @CurrentUser() user: VerifiedUser,
    @Param() params: InspectionIdParams,
    @Query() query: ReportQuery,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.reports.report(scopeOfUser(user), params.id, query.lang, requestIdOf(request.headers));
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // The same URL gives a new file once the inspection changes: a browser asks again every time.
    response.setHeader('Cache-Control', 'private, no-cache');
    response.setHeader('Content-Language', file.language);
    const options = { type: PDF_CONTENT_TYPE, length: file.byteSize, disposition: `attachment; filename="${file.fileName}"` };
    return Buffer.isBuffer(file.body) ? new StreamableFile(file.body, options) : new StreamableFile(file.body, options);
  }
}
