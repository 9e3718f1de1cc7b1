import { IsUUID } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class TechnicianIdParams {
  @ApiProperty({ format: 'uuid', description: 'The technician' })
  @IsUUID('all', { message: 'id must be a technician id' })
  id!: string;
}
