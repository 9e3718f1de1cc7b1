import { Controller, Get, Header, Query } from '@nestjs/common';
import type { AuditEventsResponse, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, NewestFirstPageQueryDto, Roles } from '@irrigo/nest-kit';
import { AuditLog } from './audit-log.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditEventsResponseSchema } from './dto/audit-events.responses.js';

@ApiTags('security log')
@Controller('api/audit-events')
export class AuditEventsController {
  constructor(private readonly audit: AuditLog) {}

  /** GET /api/audit-events: the organization's security events, newest first, for the organization-wide roles. */
  @Roles('admin', 'manager')
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Security events of the organization, newest first, a page at a time' })
  @ApiOkResponse({ description: 'One page of events', type: AuditEventsResponseSchema })
  list(@Query() query: NewestFirstPageQueryDto, @CurrentUser() user: VerifiedUser): Promise<AuditEventsResponse> {
    return this.audit.page(user.organizationId, query.before ? new Date(query.before) : undefined, query.limit);
  }
}
