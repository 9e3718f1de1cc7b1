import {
  PRICEBOOK_ITEM_KINDS,
  PRICEBOOK_ITEM_SORTS,
  PRICEBOOK_LIMITS,
  SORT_ORDERS,
  type PricebookCategoryListQuery,
  type PricebookItemKind,
  type PricebookItemListQuery,
  type PricebookItemSort,
  type SortOrder,
} from '@irrigo/contracts';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { QueryBoolean, QueryInt, Trim } from './pricebook-input.js';

export class ListPricebookCategoriesQuery implements PricebookCategoryListQuery {
  @ApiPropertyOptional({ description: 'Only active (true) or only archived (false) categories; both when left out' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** The filters of the item list, also those of the CSV export. */
export class PricebookItemFilterQuery {
  @ApiPropertyOptional({
    maxLength: PRICEBOOK_LIMITS.searchMaxLength,
    description: 'Words found in the names (en, es), SKU or description, ignoring case and accents',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(PRICEBOOK_LIMITS.searchMaxLength)
  q?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Items of this category and of its sub-categories' })
  @IsOptional()
  @IsUUID('all', { message: 'categoryId must be a category id' })
  categoryId?: string;

  @ApiPropertyOptional({ enum: PRICEBOOK_ITEM_KINDS })
  @IsOptional()
  @IsIn(PRICEBOOK_ITEM_KINDS, { message: `kind must be one of ${PRICEBOOK_ITEM_KINDS.join(', ')}` })
  kind?: PricebookItemKind;

  @ApiPropertyOptional({ description: 'Only active (true) or only archived (false) items; both when left out' })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

export class ListPricebookItemsQuery extends PricebookItemFilterQuery implements PricebookItemListQuery {
  @ApiPropertyOptional({ enum: PRICEBOOK_ITEM_SORTS, default: 'name', description: 'Items with no SKU or no price come last either way' })
  @IsOptional()
  @IsIn(PRICEBOOK_ITEM_SORTS, { message: `sort must be one of ${PRICEBOOK_ITEM_SORTS.join(', ')}` })
  sort?: PricebookItemSort;

  @ApiPropertyOptional({ enum: SORT_ORDERS, default: 'asc' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: `order must be one of ${SORT_ORDERS.join(', ')}` })
  order?: SortOrder;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @IsOptional()
  @QueryInt()
  @IsInt({ message: 'page must be a whole number' })
  @Min(1)
  @Max(100_000)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PRICEBOOK_LIMITS.pageSizeMax, default: PRICEBOOK_LIMITS.pageSizeDefault })
  @IsOptional()
  @QueryInt()
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1)
  @Max(PRICEBOOK_LIMITS.pageSizeMax)
  pageSize?: number;
}
