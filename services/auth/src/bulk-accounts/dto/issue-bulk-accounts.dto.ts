import { BULK_ACCOUNT_DELIVERIES, BULK_ACCOUNTS_MAX_TECHNICIANS, type BulkAccountDelivery, type BulkAccountsRequest } from '@irrigo/contracts';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsUUID } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

export class IssueBulkAccountsDto implements BulkAccountsRequest {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: BULK_ACCOUNTS_MAX_TECHNICIANS,
    uniqueItems: true,
    description: 'Roster technicians (services/org)',
  })
  @IsArray()
  @ArrayMinSize(1, { message: 'technicianIds must name at least 1 technician' })
  @ArrayMaxSize(BULK_ACCOUNTS_MAX_TECHNICIANS, { message: `technicianIds must name at most ${BULK_ACCOUNTS_MAX_TECHNICIANS} technicians` })
  @ArrayUnique({ message: 'technicianIds must not repeat a technician' })
  @IsUUID('all', { each: true, message: 'each of technicianIds must be a technician id' })
  technicianIds!: string[];

  @ApiProperty({ enum: BULK_ACCOUNT_DELIVERIES, description: '`email`: each code is e-mailed; `sheet`: codes come back once, to print' })
  @IsIn(BULK_ACCOUNT_DELIVERIES, { message: `delivery must be one of: ${BULK_ACCOUNT_DELIVERIES.join(', ')}` })
  delivery!: BulkAccountDelivery;
}
