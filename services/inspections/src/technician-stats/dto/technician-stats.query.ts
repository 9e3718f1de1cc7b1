import { IsOptional, IsTimeZone, IsUUID, Matches } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MONTH_PATTERN } from '@irrigo/contracts';

/** GET /api/inspections/technician-stats?month=2026-11&timeZone=America/Chicago&locationId=… */
export class TechnicianStatsQuery {
  @ApiProperty({ example: '2026-11', description: 'The calendar month, YYYY-MM' })
  @Matches(MONTH_PATTERN, { message: 'month must be a month as YYYY-MM' })
  month!: string;

  /** A month starts at midnight where the business is, not in UTC (research: "this month" in the organization's zone). */
  @ApiProperty({ example: 'America/Chicago', description: 'The IANA time zone the month is counted in' })
  @IsTimeZone({ message: 'timeZone must be an IANA time zone' })
  timeZone!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only inspections of this location (the location switcher’s choice)' })
  @IsOptional()
  @IsUUID('all', { message: 'locationId must be a location id' })
  locationId?: string;
}
