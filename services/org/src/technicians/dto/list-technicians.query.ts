import { IsOptional, IsUUID } from 'class-validator';

export class ListTechniciansQuery {
  /** Only the technicians of this location (the location switcher's choice). */
  @IsOptional()
  @IsUUID('all', { message: 'locationId must be a location id' })
  locationId?: string;
}
