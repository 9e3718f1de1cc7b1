import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, Max, Min } from 'class-validator';

export const NEWEST_FIRST_PAGE_DEFAULT = 50;
export const NEWEST_FIRST_PAGE_MAX = 100;

/**
 * `?before=<ISO>&limit=<1..100>`: the query of a log read a page at a time, newest first (newestFirstPage), as the
 * security log (GET /api/audit-events) and the inspections audit log (GET /api/admin/inspections/audit-events) take it.
 */
export class NewestFirstPageQueryDto {
  /** Only entries strictly older than this instant: the previous page's `nextBefore`. */
  @ApiPropertyOptional({ format: 'date-time', description: 'Only entries before this instant (nextBefore of the previous page)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  before?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: NEWEST_FIRST_PAGE_MAX, default: NEWEST_FIRST_PAGE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(NEWEST_FIRST_PAGE_MAX)
  limit: number = NEWEST_FIRST_PAGE_DEFAULT;
}
