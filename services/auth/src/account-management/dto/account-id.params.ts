import { IsUUID } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class AccountIdParams {
  @ApiProperty({ format: 'uuid', description: 'The account' })
  @IsUUID('all', { message: 'id must be an account id' })
  id!: string;
}
