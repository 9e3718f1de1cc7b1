import { IsOptional, IsUUID } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';

export class ListTechniciansQuery {
  /** Only the technicians of this location (the location switcher's choice). */
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the technicians of this location (within the caller’s scope)' })
  @IsOptional()
  @IsUUID('all', { message: 'locationId must be a location id' })
  locationId?: string;
}
