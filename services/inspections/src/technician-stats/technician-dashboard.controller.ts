import { Controller, Get, Param, Query } from '@nestjs/common';
import type { TechnicianStats, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles, scopeOfUser } from '@irrigo/nest-kit';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TechnicianIdParams } from '../inspections/dto/technician-id.params.js';
import { InspectionsService } from '../inspections/inspections.service.js';
import { TechnicianDashboardQuery } from './dto/technician-dashboard.query.js';
import { TechnicianStatsSchema } from './dto/technician-dashboard.response.js';
import { TechnicianStatsService } from './technician-stats.service.js';

@ApiTags('inspections')
@Controller('api/technician/stats')
export class TechnicianDashboardController {
  constructor(
    private readonly stats: TechnicianStatsService,
    private readonly inspections: InspectionsService,
  ) {}

  /** GET /api/technician/stats/:technicianId: the technician dashboard's numbers (spec §9). */
  @Get(':technicianId')
  @Roles('admin', 'manager', 'supervisor', 'technician')
  @ApiOperation({
    summary: 'One technician’s numbers today and this month',
    description:
      'Inspections today and this month and the month’s estimated totals, counted in timeZone by when the device created each inspection; deleted inspections do not count. A technician may ask for their own; admins and managers for a technician of the organization, supervisors of their location; any other answers 404. Plans sold and ratings are null until those features exist.',
  })
  @ApiOkResponse({ description: 'The numbers', type: TechnicianStatsSchema })
  @ApiErrors('NOT_FOUND')
  async ofTechnician(
    @CurrentUser() user: VerifiedUser,
    @Param() params: TechnicianIdParams,
    @Query() query: TechnicianDashboardQuery,
  ): Promise<TechnicianStats> {
    await this.inspections.assertTechnicianReachable(user, params.technicianId);
    return this.stats.ofTechnician(scopeOfUser(user), params.technicianId, query.timeZone);
  }
}
