import { PRICEBOOK_BULK_CHANGE_TYPES, PRICEBOOK_LIMITS, type PricebookBulkChangeType } from '@irrigo/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsUUID, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class PricebookBulkItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'items[].id must be an item id' })
  id!: string;

  @ApiProperty({ type: 'integer', description: 'The version the screen showed' })
  @IsInt()
  @Min(1)
  version!: number;
}

/** The change, one of four shapes told apart by `type` (contracts PricebookBulkChange). */
export class PricebookBulkChangeDto {
  @ApiProperty({ enum: PRICEBOOK_BULK_CHANGE_TYPES })
  @IsIn(PRICEBOOK_BULK_CHANGE_TYPES, { message: `change.type must be one of ${PRICEBOOK_BULK_CHANGE_TYPES.join(', ')}` })
  type!: PricebookBulkChangeType;

  @ApiPropertyOptional({ minimum: PRICEBOOK_LIMITS.bulkPercentMin, maximum: PRICEBOOK_LIMITS.bulkPercentMax, description: 'For price_percent' })
  @ValidateIf((change: PricebookBulkChangeDto) => change.type === 'price_percent')
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'change.percent must be a number' })
  @Min(PRICEBOOK_LIMITS.bulkPercentMin)
  @Max(PRICEBOOK_LIMITS.bulkPercentMax)
  percent?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'For price_cents: added to each price (negative lowers it)' })
  @ValidateIf((change: PricebookBulkChangeDto) => change.type === 'price_cents')
  @IsInt({ message: 'change.cents must be a whole number of cents' })
  @Min(-PRICEBOOK_LIMITS.maxPriceCents)
  @Max(PRICEBOOK_LIMITS.maxPriceCents)
  cents?: number;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'For move_category; null takes items out of every category' })
  @ValidateIf((change: PricebookBulkChangeDto) => change.type === 'move_category' && change.categoryId !== null)
  @IsUUID('all', { message: 'change.categoryId must be a category id' })
  categoryId?: string | null;

  @ApiPropertyOptional({ description: 'For set_active' })
  @ValidateIf((change: PricebookBulkChangeDto) => change.type === 'set_active')
  @IsBoolean({ message: 'change.active must be true or false' })
  active?: boolean;
}

export class PricebookBulkDto {
  @ApiProperty({ type: [PricebookBulkItemDto], maxItems: PRICEBOOK_LIMITS.bulkMaxItems })
  @IsArray()
  @ArrayMinSize(1, { message: 'items must name at least one item' })
  @ArrayMaxSize(PRICEBOOK_LIMITS.bulkMaxItems)
  @ValidateNested({ each: true })
  @Type(() => PricebookBulkItemDto)
  items!: PricebookBulkItemDto[];

  @ApiProperty({ type: PricebookBulkChangeDto })
  @ValidateNested()
  @Type(() => PricebookBulkChangeDto)
  change!: PricebookBulkChangeDto;

  @ApiProperty({ description: 'true: answer every row’s before and after, change nothing' })
  @IsBoolean()
  dryRun!: boolean;
}
