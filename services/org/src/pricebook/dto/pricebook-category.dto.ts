import { PRICEBOOK_LIMITS, type CreatePricebookCategoryBody, type UpdatePricebookCategoryBody } from '@irrigo/contracts';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Trim, TrimToNull } from './pricebook-input.js';

export class CreatePricebookCategoryDto implements CreatePricebookCategoryBody {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'The parent category; none for a root' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: 'parentId must be a category id' })
  parentId?: string | null;

  @ApiProperty({ maxLength: PRICEBOOK_LIMITS.nameMaxLength, example: 'Rotors' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'nameEn is required' })
  @MaxLength(PRICEBOOK_LIMITS.nameMaxLength)
  nameEn!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PRICEBOOK_LIMITS.nameMaxLength, example: 'Rotores' })
  @IsOptional()
  @TrimToNull()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(PRICEBOOK_LIMITS.nameMaxLength)
  nameEs?: string | null;

  @ApiPropertyOptional({ type: 'integer', default: 0 })
  @IsOptional()
  @IsInt({ message: 'sortOrder must be a whole number' })
  @Min(-1_000_000)
  @Max(1_000_000)
  sortOrder?: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class UpdatePricebookCategoryDto extends PartialType(CreatePricebookCategoryDto) implements UpdatePricebookCategoryBody {}
