import { ApiPropertyOptional } from '@nestjs/swagger';
import type { RecentInspectionsQuery as RecentInspectionsQueryShape } from '@irrigo/contracts';
import { IsOptional, IsUUID } from 'class-validator';

/** GET /api/technician/inspections/recent?locationId=… */
export class RecentInspectionsQuery implements RecentInspectionsQueryShape {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this location’s (the office’s location switcher); outside the caller’s scope: 404' })
  @IsOptional()
  @IsUUID('all', { message: 'locationId must be a location id' })
  locationId?: string;
}
