import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PRICEBOOK_CSV_ERRORS,
  PRICEBOOK_ITEM_KINDS,
  PRICEBOOK_BULK_PROBLEMS,
  type PricebookBulkProblem,
  type PricebookBulkResult,
  type PricebookBulkRow,
  type PricebookBulkState,
  type PricebookCatalogue,
  type PricebookCategoriesResponse,
  type PricebookCategoryCountsResponse,
  type PricebookCategory,
  type PricebookCsvError,
  type PricebookCsvErrorCode,
  type PricebookCsvImportResult,
  type PricebookCsvRow,
  type PricebookCsvRowStatus,
  type PricebookItem,
  type PricebookItemKind,
  type PricebookItemPage,
  type PricebookSyncAction,
  type PricebookSyncCounts,
  type PricebookSyncFailure,
  type PricebookSyncPreview,
  type PricebookSyncReport,
  type PricebookSyncRow,
  type PricebookSyncRunsResponse,
  type PricebookSyncStatus,
} from '@irrigo/contracts';

const NULLABLE_TEXT = { type: String, nullable: true } as const;
const NULLABLE_CENTS = { type: 'integer', nullable: true } as const;

export class PricebookCategorySchema implements PricebookCategory {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) parentId!: string | null;
  @ApiProperty() nameEn!: string;
  @ApiProperty(NULLABLE_TEXT) nameEs!: string | null;
  @ApiProperty({ type: 'integer' }) sortOrder!: number;
  @ApiProperty() active!: boolean;
  @ApiProperty({ ...NULLABLE_TEXT, description: 'The HCP material category it mirrors' }) hcpUuid!: string | null;
  @ApiProperty({ type: 'integer', description: '0 for a root' }) depth!: number;
  @ApiProperty({ type: 'integer', description: 'Send back as If-Match to edit' }) version!: number;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class PricebookCategoriesResponseSchema implements PricebookCategoriesResponse {
  @ApiProperty({ type: [PricebookCategorySchema], description: 'In tree order' }) categories!: PricebookCategory[];
}

export class PricebookCategoryCountSchema {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null: the items in no category' }) categoryId!: string | null;
  @ApiProperty({ type: 'integer', description: 'Items directly in the category (not in its sub-categories)' }) items!: number;
}

export class PricebookCategoryCountsResponseSchema implements PricebookCategoryCountsResponse {
  @ApiProperty({ type: [PricebookCategoryCountSchema] }) counts!: PricebookCategoryCountSchema[];
}

export class PricebookItemSchema implements PricebookItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) categoryId!: string | null;
  @ApiProperty({ enum: PRICEBOOK_ITEM_KINDS }) kind!: PricebookItemKind;
  @ApiProperty(NULLABLE_TEXT) sku!: string | null;
  @ApiProperty() nameEn!: string;
  @ApiProperty(NULLABLE_TEXT) nameEs!: string | null;
  @ApiProperty(NULLABLE_TEXT) descriptionEn!: string | null;
  @ApiProperty(NULLABLE_TEXT) descriptionEs!: string | null;
  @ApiProperty(NULLABLE_TEXT) unit!: string | null;
  @ApiProperty(NULLABLE_CENTS) costCents!: number | null;
  @ApiProperty({ ...NULLABLE_CENTS, description: 'null = no price (never $0)' }) priceCents!: number | null;
  @ApiProperty(NULLABLE_CENTS) memberPriceCents!: number | null;
  @ApiProperty() taxable!: boolean;
  @ApiProperty() tracksInventory!: boolean;
  @ApiProperty(NULLABLE_TEXT) imageUrl!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ ...NULLABLE_TEXT, description: 'The HCP material it mirrors' }) hcpUuid!: string | null;
  @ApiProperty({ type: 'integer', description: 'Send back as If-Match to edit' }) version!: number;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class PricebookItemPageSchema implements PricebookItemPage {
  @ApiProperty({ type: [PricebookItemSchema] }) items!: PricebookItem[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) pageSize!: number;
}

export class PricebookBulkStateSchema implements PricebookBulkState {
  @ApiProperty(NULLABLE_CENTS) priceCents!: number | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) categoryId!: string | null;
  @ApiProperty() active!: boolean;
}

export class PricebookBulkRowSchema implements PricebookBulkRow {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty(NULLABLE_TEXT) sku!: string | null;
  @ApiProperty() nameEn!: string;
  @ApiProperty(NULLABLE_TEXT) nameEs!: string | null;
  @ApiProperty({ type: PricebookBulkStateSchema }) before!: PricebookBulkState;
  @ApiProperty({ type: PricebookBulkStateSchema }) after!: PricebookBulkState;
  @ApiProperty() changed!: boolean;
  @ApiProperty({ enum: PRICEBOOK_BULK_PROBLEMS, nullable: true }) problem!: PricebookBulkProblem | null;
}

export class PricebookBulkResultSchema implements PricebookBulkResult {
  @ApiProperty() dryRun!: boolean;
  @ApiProperty({ type: [PricebookBulkRowSchema] }) rows!: PricebookBulkRow[];
  @ApiProperty({ type: 'integer' }) changed!: number;
}

export class PricebookCsvRowSchema implements PricebookCsvRow {
  @ApiProperty({ type: 'integer' }) line!: number;
  @ApiProperty({ enum: ['new', 'changed', 'unchanged'] }) status!: PricebookCsvRowStatus;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id!: string | null;
  @ApiProperty(NULLABLE_TEXT) sku!: string | null;
  @ApiProperty() nameEn!: string;
  @ApiProperty({ type: [String] }) changes!: (keyof PricebookItem)[];
}

export class PricebookCsvErrorSchema implements PricebookCsvError {
  @ApiProperty({ type: 'integer', description: 'Line of the file, 1 = the header' }) line!: number;
  @ApiProperty(NULLABLE_TEXT) column!: string | null;
  @ApiProperty({ enum: PRICEBOOK_CSV_ERRORS }) code!: PricebookCsvErrorCode;
}

class PricebookCsvCountsSchema {
  @ApiProperty({ type: 'integer' }) new!: number;
  @ApiProperty({ type: 'integer' }) changed!: number;
  @ApiProperty({ type: 'integer' }) unchanged!: number;
  @ApiProperty({ type: 'integer' }) errors!: number;
}

export class PricebookCsvImportResultSchema implements PricebookCsvImportResult {
  @ApiProperty() dryRun!: boolean;
  @ApiProperty() applied!: boolean;
  @ApiProperty({ type: PricebookCsvCountsSchema }) counts!: PricebookCsvImportResult['counts'];
  @ApiProperty({ type: [PricebookCsvRowSchema] }) rows!: PricebookCsvRow[];
  @ApiProperty({ type: [PricebookCsvErrorSchema] }) errors!: PricebookCsvError[];
}

export class PricebookCatalogueSchema implements PricebookCatalogue {
  @ApiProperty({ description: 'Also the ETag' }) version!: string;
  @ApiProperty({ type: [PricebookCategorySchema] }) categories!: PricebookCategory[];
  @ApiProperty({ type: [PricebookItemSchema] }) items!: PricebookItem[];
}

export class PricebookSyncCountsSchema implements PricebookSyncCounts {
  @ApiProperty({ type: 'integer' }) created!: number;
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ type: 'integer' }) archived!: number;
  @ApiProperty({ type: 'integer' }) unchanged!: number;
}

export class PricebookSyncRowSchema implements PricebookSyncRow {
  @ApiProperty({ enum: ['category', 'item'] }) entity!: 'category' | 'item';
  @ApiProperty({ enum: ['created', 'updated', 'archived', 'unchanged'] }) action!: PricebookSyncAction;
  @ApiProperty() hcpUuid!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) id!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: [String] }) changes!: string[];
}

export class PricebookSyncFailureSchema implements PricebookSyncFailure {
  @ApiProperty() hcpUuid!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['missing_name', 'name_too_long', 'price_out_of_range', 'unknown_category'] }) reason!: PricebookSyncFailure['reason'];
}

export class PricebookSyncPreviewSchema implements PricebookSyncPreview {
  @ApiProperty({ type: PricebookSyncCountsSchema }) categories!: PricebookSyncCounts;
  @ApiProperty({ type: PricebookSyncCountsSchema }) items!: PricebookSyncCounts;
  @ApiProperty({ type: [PricebookSyncFailureSchema] }) failed!: PricebookSyncFailure[];
  @ApiProperty({ description: 'false: "Services: not readable with this key"' }) servicesReadable!: boolean;
  @ApiProperty({ type: [PricebookSyncRowSchema] }) rows!: PricebookSyncRow[];
}

export class PricebookSyncReportSchema implements PricebookSyncReport {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['ok', 'failed'] }) status!: PricebookSyncStatus;
  @ApiProperty({ type: 'integer' }) created!: number;
  @ApiProperty({ type: 'integer' }) updated!: number;
  @ApiProperty({ type: 'integer' }) archived!: number;
  @ApiProperty({ type: 'integer' }) unchanged!: number;
  @ApiProperty({ type: 'integer' }) failed!: number;
  @ApiProperty({ type: PricebookSyncCountsSchema }) categories!: PricebookSyncCounts;
  @ApiProperty() servicesReadable!: boolean;
  @ApiPropertyOptional(NULLABLE_TEXT) error!: string | null;
  @ApiProperty({ format: 'date-time' }) startedAt!: string;
  @ApiProperty({ format: 'date-time' }) finishedAt!: string;
}

export class PricebookSyncRunsResponseSchema implements PricebookSyncRunsResponse {
  @ApiProperty({ type: [PricebookSyncReportSchema], description: 'Newest first' }) runs!: PricebookSyncReport[];
}
