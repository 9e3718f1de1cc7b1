import { Type } from 'class-transformer';
import { IsISO8601, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;

/** GET /api/audit-events?before=<ISO>&limit=<1..100> */
export class AuditEventsQueryDto {
  /** Only events strictly older than this instant: the previous page's `nextBefore`. */
  @ApiPropertyOptional({ format: 'date-time', description: 'Only events before this instant (nextBefore of the previous page)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  before?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: AUDIT_PAGE_MAX, default: AUDIT_PAGE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(AUDIT_PAGE_MAX)
  limit: number = AUDIT_PAGE_DEFAULT;
}
