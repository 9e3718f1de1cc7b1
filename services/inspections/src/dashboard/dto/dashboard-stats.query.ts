import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  DEFAULT_DASHBOARD_TIME_ZONE,
  type DashboardPeriod,
  type DashboardStatsQuery as DashboardStatsQueryShape,
} from '@irrigo/contracts';
import { IsIn, IsOptional, IsTimeZone, IsUUID } from 'class-validator';

/** GET /api/dashboard/stats?period=month&timeZone=America/Chicago&locationId=… */
export class DashboardStatsQuery implements DashboardStatsQueryShape {
  @ApiPropertyOptional({ enum: DASHBOARD_PERIODS, default: DEFAULT_DASHBOARD_PERIOD, description: 'Week, month or quarter to date' })
  @IsOptional()
  @IsIn(DASHBOARD_PERIODS, { message: `period must be one of: ${DASHBOARD_PERIODS.join(', ')}` })
  period?: DashboardPeriod;

  /** A period begins at midnight where the business is, not in UTC. */
  @ApiPropertyOptional({ example: 'America/Chicago', default: DEFAULT_DASHBOARD_TIME_ZONE, description: 'The IANA time zone the period is counted in' })
  @IsOptional()
  @IsTimeZone({ message: 'timeZone must be an IANA time zone' })
  timeZone?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only this location (the location switcher’s choice); a supervisor may name only their own' })
  @IsOptional()
  @IsUUID('all', { message: 'locationId must be a location id' })
  locationId?: string;
}
