import { IsUUID } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class CustomerIdParams {
  @ApiProperty({ format: 'uuid', description: 'The customer' })
  @IsUUID('all', { message: 'id must be a customer id' })
  id!: string;
}
