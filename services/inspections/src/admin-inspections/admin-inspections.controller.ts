import { Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { InspectionAuditEventsResponse, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, NewestFirstPageQueryDto, Roles } from '@irrigo/nest-kit';
import { InspectionIdParams } from '../inspections/dto/inspection-id.params.js';
import { InspectionAuditEventsResponseSchema } from './dto/inspection-audit-events.responses.js';
import { InspectionAuditLog } from './inspection-audit-log.service.js';
import { InspectionDeletionService } from './inspection-deletion.service.js';

@ApiTags('inspections')
@Controller('api/admin/inspections')
export class AdminInspectionsController {
  constructor(
    private readonly deletion: InspectionDeletionService,
    private readonly audit: InspectionAuditLog,
  ) {}

  /** GET /api/admin/inspections/audit-events: who deleted which inspection and when, for the organization-wide roles. */
  @Get('audit-events')
  @Roles('admin', 'manager')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The inspections audit log of the organization, newest first, a page at a time',
    description:
      'Who deleted which inspection and when (the account’s e-mail and role, and the inspection’s report number, client and status at the time), for admins and managers, of their whole organization. Paged like the security log: entries strictly before `before`, at most `limit` of them plus any other of the last one’s instant; pass `nextBefore` as `before` for the next page, until it is null.',
  })
  @ApiOkResponse({ description: 'One page of entries', type: InspectionAuditEventsResponseSchema })
  list(@Query() query: NewestFirstPageQueryDto, @CurrentUser() user: VerifiedUser): Promise<InspectionAuditEventsResponse> {
    return this.audit.page(user.organizationId, query.before ? new Date(query.before) : undefined, query.limit);
  }

  /** DELETE /api/admin/inspections/:id: the dashboard's Delete (spec §2, §6: admins only). */
  @Delete(':id')
  @Roles('admin')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete an inspection (admins)',
    description:
      'Soft delete: the inspection leaves every list and count at once, the audit log records who deleted it and when, and its photos and videos are removed from storage after the retention period (MEDIA_RETENTION_DAYS). Another organization’s, an unknown or an already deleted inspection answers 404; any role but admin 403.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors('NOT_FOUND')
  async delete(@CurrentUser() user: VerifiedUser, @Param() params: InspectionIdParams): Promise<void> {
    await this.deletion.delete(user, params.id);
  }
}
