import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CUSTOMER_LIST_INCLUDES,
  CUSTOMER_PAGE_SIZE_DEFAULT,
  CUSTOMER_PAGE_SIZE_MAX,
  CUSTOMER_SEARCH_MAX_LENGTH,
  type CustomerListInclude,
  type CustomerListQuery,
} from '@irrigo/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export class ListCustomersQuery implements CustomerListQuery {
  @ApiPropertyOptional({
    maxLength: CUSTOMER_SEARCH_MAX_LENGTH,
    description: 'Name, company, e-mail, phone (digits only) or street; case and accents ignored ("lucia" finds "Ana Lucía")',
  })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(CUSTOMER_SEARCH_MAX_LENGTH, { message: `q must be at most ${CUSTOMER_SEARCH_MAX_LENGTH} characters` })
  q?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the customers of jobs assigned to this technician' })
  @IsOptional()
  @IsUUID('all', { message: 'technicianId must be a technician id' })
  technicianId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the customers of this location (within the caller’s scope)' })
  @IsOptional()
  @IsUUID('all', { message: 'locationId must be a location id' })
  locationId?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: CUSTOMER_PAGE_SIZE_MAX, default: CUSTOMER_PAGE_SIZE_DEFAULT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @Max(CUSTOMER_PAGE_SIZE_MAX, { message: `pageSize must be at most ${CUSTOMER_PAGE_SIZE_MAX}` })
  pageSize?: number;

  @ApiPropertyOptional({ enum: CUSTOMER_LIST_INCLUDES, description: '`sites`: each row also carries every site of the customer (`sites`), not only the first' })
  @IsOptional()
  @IsIn(CUSTOMER_LIST_INCLUDES, { message: `include must be one of: ${CUSTOMER_LIST_INCLUDES.join(', ')}` })
  include?: CustomerListInclude;
}
