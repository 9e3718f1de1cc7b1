import { IsUUID } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class LocationIdParams {
  @ApiProperty({ format: 'uuid', description: 'The location' })
  @IsUUID('all', { message: 'id must be a location id' })
  id!: string;
}
