import { IsUUID } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class TechnicianIdParams {
  @ApiProperty({ format: 'uuid', description: 'The technician (services/org roster id)' })
  @IsUUID('all', { message: 'technicianId must be a technician id' })
  technicianId!: string;
}
