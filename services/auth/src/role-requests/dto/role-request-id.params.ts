import { IsUUID } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class RoleRequestIdParams {
  @ApiProperty({ format: 'uuid', description: 'The role request' })
  @IsUUID('all', { message: 'id must be a role request id' })
  id!: string;
}
