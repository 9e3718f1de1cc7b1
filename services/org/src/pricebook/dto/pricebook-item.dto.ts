import { PRICEBOOK_ITEM_KINDS, PRICEBOOK_LIMITS, type CreatePricebookItemBody, type PricebookItemKind, type UpdatePricebookItemBody } from '@irrigo/contracts';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Trim, TrimToNull } from './pricebook-input.js';

const notNull = (_: object, value: unknown) => value !== null;
const CENTS = { type: 'integer', nullable: true, minimum: 0, maximum: PRICEBOOK_LIMITS.maxPriceCents } as const;

export class CreatePricebookItemDto implements CreatePricebookItemBody {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @ValidateIf(notNull)
  @IsUUID('all', { message: 'categoryId must be a category id' })
  categoryId?: string | null;

  @ApiProperty({ enum: PRICEBOOK_ITEM_KINDS })
  @IsIn(PRICEBOOK_ITEM_KINDS, { message: `kind must be one of ${PRICEBOOK_ITEM_KINDS.join(', ')}` })
  kind!: PricebookItemKind;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PRICEBOOK_LIMITS.skuMaxLength, example: 'RB-5004-PC' })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(PRICEBOOK_LIMITS.skuMaxLength)
  sku?: string | null;

  @ApiProperty({ maxLength: PRICEBOOK_LIMITS.nameMaxLength, example: 'Rain Bird 5004 rotor' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'nameEn is required' })
  @MaxLength(PRICEBOOK_LIMITS.nameMaxLength)
  nameEn!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PRICEBOOK_LIMITS.nameMaxLength })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(PRICEBOOK_LIMITS.nameMaxLength)
  nameEs?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PRICEBOOK_LIMITS.descriptionMaxLength })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(PRICEBOOK_LIMITS.descriptionMaxLength)
  descriptionEn?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PRICEBOOK_LIMITS.descriptionMaxLength })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(PRICEBOOK_LIMITS.descriptionMaxLength)
  descriptionEs?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PRICEBOOK_LIMITS.unitMaxLength, example: 'each' })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(notNull)
  @IsString()
  @MaxLength(PRICEBOOK_LIMITS.unitMaxLength)
  unit?: string | null;

  @ApiPropertyOptional(CENTS)
  @IsOptional()
  @ValidateIf(notNull)
  @IsInt({ message: 'costCents must be a whole number of cents' })
  @Min(0)
  @Max(PRICEBOOK_LIMITS.maxPriceCents)
  costCents?: number | null;

  @ApiPropertyOptional({ ...CENTS, description: 'null = no price: technicians cannot quote it' })
  @IsOptional()
  @ValidateIf(notNull)
  @IsInt({ message: 'priceCents must be a whole number of cents' })
  @Min(0)
  @Max(PRICEBOOK_LIMITS.maxPriceCents)
  priceCents?: number | null;

  @ApiPropertyOptional(CENTS)
  @IsOptional()
  @ValidateIf(notNull)
  @IsInt({ message: 'memberPriceCents must be a whole number of cents' })
  @Min(0)
  @Max(PRICEBOOK_LIMITS.maxPriceCents)
  memberPriceCents?: number | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  taxable?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  tracksInventory?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PRICEBOOK_LIMITS.imageUrlMaxLength })
  @IsOptional()
  @TrimToNull()
  @ValidateIf(notNull)
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true }, { message: 'imageUrl must be an http(s) address' })
  @MaxLength(PRICEBOOK_LIMITS.imageUrlMaxLength)
  imageUrl?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class UpdatePricebookItemDto extends PartialType(CreatePricebookItemDto) implements UpdatePricebookItemBody {}
