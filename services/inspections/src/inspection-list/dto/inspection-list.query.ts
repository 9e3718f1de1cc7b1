import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_INSPECTION_LIST_PAGE_SIZE,
  DEFAULT_INSPECTION_LIST_SORT,
  DEFAULT_SORT_DIRECTION,
  INSPECTION_CSV_LANGUAGES,
  INSPECTION_LIST_SORTS,
  MAX_INSPECTION_LIST_PAGE_SIZE,
  SORT_DIRECTIONS,
  type InspectionCsvLanguage,
  type InspectionCsvQuery as InspectionCsvQueryShape,
  type InspectionListFilters,
  type InspectionListQuery as InspectionListQueryShape,
  type InspectionListSort,
  type SortDirection,
} from '@irrigo/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, IsTimeZone, IsUUID, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The filters the page and the CSV export share. */
export class InspectionListFiltersQuery implements InspectionListFilters {
  @ApiPropertyOptional({ description: 'Client name, client address or report number contains this (case-insensitive)', maxLength: 200 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string;

  @ApiPropertyOptional({ example: 'completed', description: 'Only this status (draft, completed or any other stored as-is)' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'status must be at most 40 characters' })
  status?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'technicianId must be a technician id' })
  technicianId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only this location; a supervisor may name only their own (another answers 404)' })
  @IsOptional()
  @IsUUID('all', { message: 'locationId must be a location id' })
  locationId?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-01', description: 'Made on or after this day in timeZone' })
  @IsOptional()
  @Matches(DAY, { message: 'from must be a day (YYYY-MM-DD)' })
  @IsISO8601({ strict: true }, { message: 'from must be a day (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: 'Made on or before this day in timeZone' })
  @IsOptional()
  @Matches(DAY, { message: 'to must be a day (YYYY-MM-DD)' })
  @IsISO8601({ strict: true }, { message: 'to must be a day (YYYY-MM-DD)' })
  to?: string;

  @ApiPropertyOptional({ example: 'America/Chicago', description: 'The IANA time zone the days are counted in; required with from or to' })
  @ValidateIf((query: InspectionListFiltersQuery) => query.timeZone !== undefined || query.from !== undefined || query.to !== undefined)
  @IsTimeZone({ message: 'timeZone must be an IANA time zone' })
  timeZone?: string;

  @ApiPropertyOptional({ enum: INSPECTION_LIST_SORTS, default: DEFAULT_INSPECTION_LIST_SORT })
  @IsOptional()
  @IsIn(INSPECTION_LIST_SORTS, { message: `sort must be one of: ${INSPECTION_LIST_SORTS.join(', ')}` })
  sort?: InspectionListSort;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, default: DEFAULT_SORT_DIRECTION })
  @IsOptional()
  @IsIn(SORT_DIRECTIONS, { message: 'direction must be asc or desc' })
  direction?: SortDirection;
}

/** GET /api/admin/inspections?page=1&pageSize=25&q=…&status=…&sort=createdAt&direction=desc */
export class InspectionListQuery extends InspectionListFiltersQuery implements InspectionListQueryShape {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(1_000_000, { message: 'page must be at most 1000000' })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_INSPECTION_LIST_PAGE_SIZE, default: DEFAULT_INSPECTION_LIST_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(MAX_INSPECTION_LIST_PAGE_SIZE, { message: `pageSize must be at most ${MAX_INSPECTION_LIST_PAGE_SIZE}` })
  pageSize?: number;
}

/** GET /api/admin/inspections.csv?lang=es&…filters */
export class InspectionCsvQuery extends InspectionListFiltersQuery implements InspectionCsvQueryShape {
  @ApiPropertyOptional({ enum: INSPECTION_CSV_LANGUAGES, default: 'en', description: 'Language of the header row' })
  @IsOptional()
  @IsIn(INSPECTION_CSV_LANGUAGES, { message: 'lang must be en or es' })
  lang?: InspectionCsvLanguage;
}
