import { Body, Controller, Get, Headers, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER, type ReportSend, type ReportSendsResponse, type VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles } from '@irrigo/nest-kit';
import type { Response } from 'express';
import { InspectionIdParams } from '../inspections/dto/inspection-id.params.js';
import { ReportSendSchema, ReportSendsResponseSchema } from './dto/report-send.responses.js';
import { SendReportBody } from './dto/send-report.body.js';
import { ReportSendsService } from './report-sends.service.js';

const WHO_SEES =
  'Seen by whoever sees the inspection (technicians their own, supervisors their location’s, admins and managers the organization’s), else 404; a deleted inspection is 404.';

@ApiTags('reports')
@Controller('api/inspections')
export class ReportSendsController {
  constructor(private readonly sends: ReportSendsService) {}

  /** POST /api/inspections/{id}/report/send: e-mails the customer's report, once per Idempotency-Key. */
  @Post(':id/report/send')
  @Roles('admin', 'manager', 'supervisor', 'technician')
  @ApiOperation({
    summary: 'E-mail the customer’s PDF report',
    description:
      'Sends the report (the same PDF as GET …/report.pdf, attached as <report number>.pdf) with a short message in its language, ' +
      'signed off with the organization’s name, phone, e-mail and website (those known), Reply-To the organization’s e-mail when known, ' +
      'to `to` (default: the customer’s e-mail address in the inspection) in `lang` (default: the customer’s language, else en), ' +
      'and records the send on the inspection, with the inspection’s version the attached PDF was made from. Answers once the mail server accepted the message. ' +
      `The ${IDEMPOTENCY_KEY_HEADER} header makes it safe to retry: the same key mails once however often it is sent and answers ` +
      '200 with the recorded send; the same key with another body (or for another inspection) is 422 IDEMPOTENCY_KEY_REUSED; ' +
      'while the first request with the key is still mailing, 409 REPORT_SEND_IN_PROGRESS. No address given and none on the customer: ' +
      '422 CUSTOMER_HAS_NO_EMAIL. The mail server not accepting the message: 503 MAIL_UNAVAILABLE, nothing recorded (a retry with the ' +
      `same key mails). ${WHO_SEES}`,
  })
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: true,
    description: 'A new key for each send (the device sends a UUID), the same one when retrying it: 8–128 visible ASCII characters',
  })
  @ApiCreatedResponse({ description: 'Sent now', type: ReportSendSchema })
  @ApiOkResponse({ description: 'Sent earlier with this key: the recorded send, nothing mailed again', type: ReportSendSchema })
  @ApiErrors('NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED', 'CUSTOMER_HAS_NO_EMAIL', 'REPORT_SEND_IN_PROGRESS', 'MAIL_UNAVAILABLE', 'UPSTREAM_UNAVAILABLE')
  async send(
    @CurrentUser() user: VerifiedUser,
    @Param() params: InspectionIdParams,
    @Body() body: SendReportBody,
    @Headers(IDEMPOTENCY_KEY_HEADER.toLowerCase()) idempotencyKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReportSend> {
    const { send, replayed } = await this.sends.send(user, params.id, body, idempotencyKey);
    response.status(replayed ? HttpStatus.OK : HttpStatus.CREATED);
    return send;
  }

  /** GET /api/inspections/{id}/report/sends: the report's e-mails, newest first. */
  @Get(':id/report/sends')
  @Roles('admin', 'manager', 'supervisor', 'technician')
  @ApiOperation({
    summary: 'The e-mails of an inspection’s report',
    description: `Every send of the customer’s report that the mail server accepted, newest first: to whom, in which language, of which version, when and by whom. ${WHO_SEES}`,
  })
  @ApiOkResponse({ description: 'The sends', type: ReportSendsResponseSchema })
  @ApiErrors('NOT_FOUND')
  async list(@CurrentUser() user: VerifiedUser, @Param() params: InspectionIdParams): Promise<ReportSendsResponse> {
    return { sends: await this.sends.list(user, params.id) };
  }
}
