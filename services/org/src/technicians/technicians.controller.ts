import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import type { TechnicianSyncResult, TechnicianSyncStatusResponse, TechniciansResponse, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles, scopeOfUser } from '@irrigo/nest-kit';
import { ListTechniciansQuery } from './dto/list-technicians.query.js';
import { toTechnicianView } from './technician.entity.js';
import { TechnicianSyncService } from './technician-sync.service.js';
import { TechniciansService } from './technicians.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TechniciansResponseSchema, TechnicianSyncResultSchema, TechnicianSyncStatusResponseSchema } from './dto/technician.responses.js';

@ApiTags('technicians')
@Controller('api/technicians')
export class TechniciansController {
  constructor(
    private readonly technicians: TechniciansService,
    private readonly technicianSync: TechnicianSyncService,
  ) {}

  /** The organization's roster; a supervisor sees only the technicians of their own location. */
  @Get()
  @Roles('admin', 'manager', 'supervisor')
  @ApiOperation({ summary: 'The technician roster', description: 'A supervisor sees only the technicians of their own location.' })
  @ApiOkResponse({ description: 'The technicians', type: TechniciansResponseSchema })
  @ApiErrors('NOT_FOUND')
  async list(@CurrentUser() user: VerifiedUser, @Query() query: ListTechniciansQuery): Promise<TechniciansResponse> {
    const technicians = await this.technicians.list(scopeOfUser(user), query.locationId);
    return { technicians: technicians.map(toTechnicianView) };
  }

  /** When the roster was last synced and how it went, for the roster screen (the organization's own runs only). */
  @Get('sync')
  @Roles('admin', 'manager', 'supervisor')
  @ApiOperation({ summary: 'The latest roster sync with Housecall Pro', description: 'null before the first sync of the organization.' })
  @ApiOkResponse({ description: 'The latest run', type: TechnicianSyncStatusResponseSchema })
  async lastSync(@CurrentUser() user: VerifiedUser): Promise<TechnicianSyncStatusResponse> {
    return { lastRun: await this.technicianSync.lastRunOf(user.organizationId) };
  }

  /**
   * Pulls the roster from Housecall Pro now, for the organization the installation's HCP key belongs to;
   * 503 HCP_UNAVAILABLE (and nothing changed) when HCP fails, 404 for another organization's user.
   */
  @Post('sync')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'manager')
  @ApiOperation({ summary: 'Pull the roster from Housecall Pro now', description: 'Nothing changes when Housecall Pro fails.' })
  @ApiOkResponse({ description: 'What changed', type: TechnicianSyncResultSchema })
  @ApiErrors('CONFLICT', 'NOT_FOUND', 'HCP_UNAVAILABLE')
  sync(@CurrentUser() user: VerifiedUser): Promise<TechnicianSyncResult> {
    return this.technicianSync.syncFor(user.organizationId);
  }
}
