/**
 * The pricebook (issue 10): categories and items the office manages and technicians price repairs from,
 * synced with Housecall Pro's price book. Money is always integer cents (USD). Every row carries a
 * `version` that grows by one on each change; a write sends it back as `If-Match` and a stale one
 * answers 412 STALE_VERSION.
 */

export const PRICEBOOK_ITEM_KINDS = ['service', 'material'] as const;
export type PricebookItemKind = (typeof PRICEBOOK_ITEM_KINDS)[number];

/** Limits both sides enforce: the office forms' schemas and the server's DTOs, CSV import and HCP sync. */
export const PRICEBOOK_LIMITS = {
  nameMaxLength: 200,
  descriptionMaxLength: 4000,
  skuMaxLength: 64,
  unitMaxLength: 32,
  imageUrlMaxLength: 2048,
  /** $1,000,000.00: far above any irrigation part or service, low enough to catch a misplaced decimal. */
  maxPriceCents: 100_000_000,
  /** Categories nest at most this deep (root = 1): deeper trees do not fit a phone's category picker. */
  categoryMaxDepth: 4,
  pageSizeDefault: 50,
  pageSizeMax: 200,
  /** Items one bulk change may touch. */
  bulkMaxItems: 1000,
  /** Percent change of a bulk price change: -90 % (not to zero) up to +500 %. */
  bulkPercentMin: -90,
  bulkPercentMax: 500,
  /** Rows (after the header) one CSV import may hold, and its length in characters: the services take JSON bodies up to 1 MB. */
  csvMaxRows: 5_000,
  csvMaxBytes: 900_000,
  searchMaxLength: 100,
} as const;

/** A category of the tree; `depth` 0 is a root. The list comes in tree order (parents before children, by sortOrder then name). */
export interface PricebookCategory {
  id: string;
  parentId: string | null;
  nameEn: string;
  nameEs: string | null;
  sortOrder: number;
  active: boolean;
  /** The HCP material category it mirrors; null for categories made in Irrigo. */
  hcpUuid: string | null;
  depth: number;
  version: number;
  updatedAt: string;
}

export interface PricebookItem {
  id: string;
  categoryId: string | null;
  kind: PricebookItemKind;
  /** SKU or manufacturer's part number (HCP `part_number`). */
  sku: string | null;
  nameEn: string;
  /** Irrigo-only: never overwritten by an HCP sync. */
  nameEs: string | null;
  descriptionEn: string | null;
  /** Irrigo-only: never overwritten by an HCP sync. */
  descriptionEs: string | null;
  /** Unit of measure: each, ft, hr… */
  unit: string | null;
  costCents: number | null;
  /** null = no price: technicians see "Price unavailable" and cannot add it to a quote; never read it as $0. */
  priceCents: number | null;
  /** Irrigo-only: never overwritten by an HCP sync. */
  memberPriceCents: number | null;
  taxable: boolean;
  /** Irrigo-only: stocked on trucks and in warehouses. */
  tracksInventory: boolean;
  imageUrl: string | null;
  active: boolean;
  /** The HCP material it mirrors; null for items made in Irrigo. */
  hcpUuid: string | null;
  version: number;
  updatedAt: string;
}

/** GET /api/pricebook/categories?active= */
export interface PricebookCategoryListQuery {
  active?: boolean;
}
export interface PricebookCategoriesResponse {
  categories: PricebookCategory[];
}

/**
 * GET /api/pricebook/categories/counts?active=: how many items each category holds directly (not its
 * sub-categories'); `categoryId` null counts the items in no category. Categories without items are left out.
 */
export interface PricebookCategoryCountsResponse {
  counts: { categoryId: string | null; items: number }[];
}

/** The orders the item list can be read in (`sort`), each ascending or descending (`order`); ties by id. */
export const PRICEBOOK_ITEM_SORTS = ['name', 'sku', 'price', 'updated'] as const;
export type PricebookItemSort = (typeof PRICEBOOK_ITEM_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** GET /api/pricebook/items: `q` matches names (en, es), SKU and description, ignoring case and accents. */
export interface PricebookItemListQuery {
  q?: string;
  /** Items of this category and of all its sub-categories. */
  categoryId?: string;
  kind?: PricebookItemKind;
  active?: boolean;
  /** English name when left out. Items with no SKU or no price come last either way. */
  sort?: PricebookItemSort;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
}
export interface PricebookItemPage {
  items: PricebookItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/pricebook/categories */
export interface CreatePricebookCategoryBody {
  parentId?: string | null;
  nameEn: string;
  nameEs?: string | null;
  sortOrder?: number;
  active?: boolean;
}
/** PATCH /api/pricebook/categories/{id} with `If-Match: <version>` */
export type UpdatePricebookCategoryBody = Partial<CreatePricebookCategoryBody>;

/** POST /api/pricebook/items */
export interface CreatePricebookItemBody {
  categoryId?: string | null;
  kind: PricebookItemKind;
  sku?: string | null;
  nameEn: string;
  nameEs?: string | null;
  descriptionEn?: string | null;
  descriptionEs?: string | null;
  unit?: string | null;
  costCents?: number | null;
  priceCents?: number | null;
  memberPriceCents?: number | null;
  taxable?: boolean;
  tracksInventory?: boolean;
  imageUrl?: string | null;
  active?: boolean;
}
/** PATCH /api/pricebook/items/{id} with `If-Match: <version>` */
export type UpdatePricebookItemBody = Partial<CreatePricebookItemBody>;

/**
 * Archiving (POST …/{id}/archive with `If-Match`) sets `active: false`; rows are never deleted, because
 * estimates and stock point at them. PATCH `{active: true}` brings one back.
 */

// ---- Bulk change (/admin/pricebook) ----

export const PRICEBOOK_BULK_CHANGE_TYPES = ['price_percent', 'price_cents', 'move_category', 'set_active'] as const;
export type PricebookBulkChangeType = (typeof PRICEBOOK_BULK_CHANGE_TYPES)[number];

/**
 * One change for many items. Prices change by a percentage (rounded to the cent) or by an amount of cents
 * (negative lowers); an item with no price keeps having none.
 */
export type PricebookBulkChange =
  | { type: 'price_percent'; percent: number }
  | { type: 'price_cents'; cents: number }
  | { type: 'move_category'; categoryId: string | null }
  | { type: 'set_active'; active: boolean };

/** POST /api/pricebook/items/bulk: each item with the version the screen showed. */
export interface PricebookBulkBody {
  items: { id: string; version: number }[];
  change: PricebookBulkChange;
  /** true: answer what would change, change nothing. */
  dryRun: boolean;
}

export interface PricebookBulkState {
  priceCents: number | null;
  categoryId: string | null;
  active: boolean;
}

/** Why a row of a bulk change cannot be applied (the whole change is then refused with 400). */
export const PRICEBOOK_BULK_PROBLEMS = ['price_below_zero', 'price_above_max'] as const;
export type PricebookBulkProblem = (typeof PRICEBOOK_BULK_PROBLEMS)[number];

export interface PricebookBulkRow {
  id: string;
  sku: string | null;
  nameEn: string;
  nameEs: string | null;
  before: PricebookBulkState;
  after: PricebookBulkState;
  changed: boolean;
  problem: PricebookBulkProblem | null;
}

/**
 * The answer of a dry run and of a real run. A real run with any stale version answers 412 STALE_VERSION
 * whose `details` are the stale items' ids, and applies nothing.
 */
export interface PricebookBulkResult {
  dryRun: boolean;
  rows: PricebookBulkRow[];
  /** Rows whose values change (0 when all already have them). */
  changed: number;
}

// ---- CSV (export and import) ----

/** The export's columns, in this order; the import reads the same names (order free, `id` optional). Prices are decimal USD ("12.50"). */
export const PRICEBOOK_CSV_COLUMNS = [
  'id',
  'sku',
  'kind',
  'category_id',
  'category',
  'name_en',
  'name_es',
  'description_en',
  'description_es',
  'unit',
  'cost',
  'price',
  'member_price',
  'taxable',
  'tracks_inventory',
  'active',
  'hcp_uuid',
] as const;
export type PricebookCsvColumn = (typeof PRICEBOOK_CSV_COLUMNS)[number];

/** Row-level problems of an import, each a translation key of its own (`pricebookCsv.errors.<code>`). */
export const PRICEBOOK_CSV_ERRORS = [
  'missing_column',
  'malformed_row',
  'required',
  'too_long',
  'not_a_price',
  'price_too_large',
  'not_a_boolean',
  'unknown_kind',
  'unknown_category',
  'unknown_id',
  'duplicate_row',
  'too_many_rows',
] as const;
export type PricebookCsvErrorCode = (typeof PRICEBOOK_CSV_ERRORS)[number];

export interface PricebookCsvError {
  /** Line of the file, 1 = the header. */
  line: number;
  /** The column concerned, null for a whole-row problem. */
  column: string | null;
  code: PricebookCsvErrorCode;
}

export type PricebookCsvRowStatus = 'new' | 'changed' | 'unchanged';

export interface PricebookCsvRow {
  line: number;
  status: PricebookCsvRowStatus;
  /** The item it matches (by `id`, else by `sku`); null for new rows. */
  id: string | null;
  sku: string | null;
  nameEn: string;
  /** Fields (contract names) that change, for changed rows. */
  changes: (keyof PricebookItem)[];
}

/** POST /api/pricebook/items/import: the CSV text; with `dryRun` nothing is written. */
export interface PricebookCsvImportBody {
  csv: string;
  dryRun: boolean;
}

/**
 * The import's diff. A real run with errors answers 400 VALIDATION_FAILED (nothing applied); a clean one
 * applies every new and changed row in one transaction.
 */
export interface PricebookCsvImportResult {
  dryRun: boolean;
  applied: boolean;
  counts: { new: number; changed: number; unchanged: number; errors: number };
  rows: PricebookCsvRow[];
  errors: PricebookCsvError[];
}

// ---- Technicians' offline copy ----

/**
 * GET /api/pricebook/catalogue: every active category and item, with a version that changes whenever
 * anything in the pricebook changes. Sent as ETag; `If-None-Match` with the same version answers 304.
 */
export interface PricebookCatalogue {
  version: string;
  categories: PricebookCategory[];
  items: PricebookItem[];
}

// ---- Housecall Pro sync ----

export type PricebookSyncAction = 'created' | 'updated' | 'archived' | 'unchanged';

export interface PricebookSyncRow {
  entity: 'category' | 'item';
  action: PricebookSyncAction;
  hcpUuid: string;
  /** Irrigo's row, null for one about to be created. */
  id: string | null;
  name: string;
  /** Contract field names that change. */
  changes: string[];
}

export interface PricebookSyncCounts {
  created: number;
  updated: number;
  archived: number;
  unchanged: number;
}

/** POST /api/pricebook/sync/preview: what a run would do, changing nothing. */
export interface PricebookSyncPreview {
  categories: PricebookSyncCounts;
  items: PricebookSyncCounts;
  /** HCP rows Irrigo cannot take (no name, price beyond the limit), with why. */
  failed: PricebookSyncFailure[];
  /** false when HCP refused the services list to this key (401/403): "Services: not readable with this key". */
  servicesReadable: boolean;
  rows: PricebookSyncRow[];
}

export interface PricebookSyncFailure {
  hcpUuid: string;
  name: string;
  reason: 'missing_name' | 'name_too_long' | 'price_out_of_range' | 'unknown_category';
}

export type PricebookSyncStatus = 'ok' | 'failed';

/** POST /api/pricebook/sync (runs it) and GET /api/pricebook/sync/runs (the latest, newest first). */
export interface PricebookSyncReport {
  id: string;
  status: PricebookSyncStatus;
  /** Items (materials and readable services). */
  created: number;
  updated: number;
  archived: number;
  unchanged: number;
  failed: number;
  categories: PricebookSyncCounts;
  servicesReadable: boolean;
  /** Why the run failed (HCP unreachable…), for status `failed`. */
  error: string | null;
  startedAt: string;
  finishedAt: string;
}

export interface PricebookSyncRunsResponse {
  runs: PricebookSyncReport[];
}
