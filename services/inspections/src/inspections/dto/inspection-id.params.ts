import { IsUUID } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

/** An inspection's id: the UUIDv7 its device made. */
export class InspectionIdParams {
  @ApiProperty({ format: 'uuid', description: 'The inspection (a UUIDv7 made on the device)' })
  @IsUUID('7', { message: 'id must be an inspection id (a UUIDv7)' })
  id!: string;
}
