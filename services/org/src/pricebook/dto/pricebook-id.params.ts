import { IsUUID } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class PricebookIdParams {
  @ApiProperty({ format: 'uuid', description: 'The category or item' })
  @IsUUID('all', { message: 'id must be a pricebook id' })
  id!: string;
}
