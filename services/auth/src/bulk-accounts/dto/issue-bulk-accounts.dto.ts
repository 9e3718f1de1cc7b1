import { BULK_ACCOUNT_DELIVERIES, BULK_ACCOUNTS_MAX_TECHNICIANS, type BulkAccountDelivery, type BulkAccountsRequest } from '@irrigo/contracts';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsUUID } from 'class-validator';

export class IssueBulkAccountsDto implements BulkAccountsRequest {
  @IsArray()
  @ArrayMinSize(1, { message: 'technicianIds must name at least 1 technician' })
  @ArrayMaxSize(BULK_ACCOUNTS_MAX_TECHNICIANS, { message: `technicianIds must name at most ${BULK_ACCOUNTS_MAX_TECHNICIANS} technicians` })
  @ArrayUnique({ message: 'technicianIds must not repeat a technician' })
  @IsUUID('all', { each: true, message: 'each of technicianIds must be a technician id' })
  technicianIds!: string[];

  @IsIn(BULK_ACCOUNT_DELIVERIES, { message: `delivery must be one of: ${BULK_ACCOUNT_DELIVERIES.join(', ')}` })
  delivery!: BulkAccountDelivery;
}
