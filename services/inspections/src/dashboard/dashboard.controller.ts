import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEFAULT_DASHBOARD_PERIOD, DEFAULT_DASHBOARD_TIME_ZONE, type DashboardStats, type VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, requestIdOf, Roles, scopeOfUser } from '@irrigo/nest-kit';
import type { Request } from 'express';
import { DashboardStatsService } from './dashboard-stats.service.js';
import { DashboardStatsQuery } from './dto/dashboard-stats.query.js';
import { DashboardStatsSchema } from './dto/dashboard-stats.response.js';

@ApiTags('dashboard')
@Controller('api/dashboard')
export class DashboardController {
  constructor(private readonly stats: DashboardStatsService) {}

  /** GET /api/dashboard/stats: the office dashboard's four cards (spec §2, §3 "Dashboard summary"). */
  @Get('stats')
  @Roles('admin', 'manager', 'supervisor')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The office dashboard’s figures for week, month or quarter to date',
    description:
      'Inspections made in the period (and of those completed), the estimated totals of the completed ones (revenue) and of the drafts (pending), technicians with an inspection in the period of the active roster, and ZIP codes of the service area with an inspection in the period. Admins and managers count the organization or the location they name; supervisors their own location (another answers 404). Deleted inspections count nowhere. Figures that need services/org are null when it does not answer, and listed in `missing`.',
  })
  @ApiOkResponse({ description: 'The figures', type: DashboardStatsSchema })
  @ApiErrors('NOT_FOUND')
  async get(@CurrentUser() user: VerifiedUser, @Query() query: DashboardStatsQuery, @Req() request: Request): Promise<DashboardStats> {
    return this.stats.statsFor(
      scopeOfUser(user),
      query.period ?? DEFAULT_DASHBOARD_PERIOD,
      query.timeZone ?? DEFAULT_DASHBOARD_TIME_ZONE,
      query.locationId,
      requestIdOf(request.headers),
    );
  }
}
