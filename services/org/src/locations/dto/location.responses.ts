import { ApiProperty } from '@nestjs/swagger';
import type { AvailableLocationsResponse, Location } from '@irrigo/contracts';

export class LocationSchema implements Location {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) address!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) zipCode!: string | null;
}

export class AvailableLocationsResponseSchema implements AvailableLocationsResponse {
  @ApiProperty({ type: [LocationSchema] }) locations!: Location[];
}
