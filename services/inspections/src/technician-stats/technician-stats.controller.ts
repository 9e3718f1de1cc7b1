import { Controller, Get, Query } from '@nestjs/common';
import type { TechnicianMonthStatsResponse, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles, scopeOfUser } from '@irrigo/nest-kit';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TechnicianStatsQuery } from './dto/technician-stats.query.js';
import { TechnicianMonthStatsResponseSchema } from './dto/technician-stats.response.js';
import { TechnicianStatsService } from './technician-stats.service.js';

@ApiTags('inspections')
@Controller('api/inspections/technician-stats')
export class TechnicianStatsController {
  constructor(private readonly stats: TechnicianStatsService) {}

  /** GET /api/inspections/technician-stats: the roster screen's "inspections this month" column. */
  @Get()
  @Roles('admin', 'manager', 'supervisor')
  @ApiOperation({
    summary: 'Inspections per technician in a month',
    description:
      'Admins and managers count the organization, supervisors their location. Technicians without an inspection in the month are left out (they did none). Plans sold and ratings are null until those features exist.',
  })
  @ApiOkResponse({ description: 'Counts per technician', type: TechnicianMonthStatsResponseSchema })
  @ApiErrors('NOT_FOUND')
  async month(@CurrentUser() user: VerifiedUser, @Query() query: TechnicianStatsQuery): Promise<TechnicianMonthStatsResponse> {
    return {
      month: query.month,
      timeZone: query.timeZone,
      technicians: await this.stats.monthOf(scopeOfUser(user), query.month, query.timeZone, query.locationId),
    };
  }
}
