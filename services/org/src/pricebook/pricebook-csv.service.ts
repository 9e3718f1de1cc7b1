import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PRICEBOOK_CSV_COLUMNS,
  PRICEBOOK_ITEM_KINDS,
  PRICEBOOK_LIMITS,
  type PricebookCsvColumn,
  type PricebookCsvError,
  type PricebookCsvErrorCode,
  type PricebookCsvImportResult,
  type PricebookCsvRow,
  type PricebookItem as PricebookItemView,
  type PricebookItemKind,
} from '@irrigo/contracts';
import { DomainException, scopedWhere, type OrganizationScope } from '@irrigo/nest-kit';
import Papa from 'papaparse';
import { DataSource } from 'typeorm';
import type { PricebookItemFilterQuery } from './dto/list-pricebook.query.js';
import { PricebookCategory } from './pricebook-category.entity.js';
import { PricebookItem } from './pricebook-item.entity.js';
import { PricebookItemsService } from './pricebook-items.service.js';
import { centsToDecimal, decimalToCents } from './pricebook-money.js';
import { searchTextOf } from './pricebook-search.js';
import { PRICEBOOK_CATEGORY_SCOPE, PRICEBOOK_ITEM_SCOPE } from './pricebook.scope.js';

/** What one CSV row sets, in the entity's names; a column the file leaves out sets nothing. */
type ItemValues = Partial<Pick<PricebookItem, (typeof COLUMN_FIELDS)[keyof typeof COLUMN_FIELDS]>>;

/** Import columns and the item field each writes; `id`, `category` (a name, for people) and `hcp_uuid` are read-only. */
const COLUMN_FIELDS = {
  sku: 'sku',
  kind: 'kind',
  category_id: 'categoryId',
  name_en: 'nameEn',
  name_es: 'nameEs',
  description_en: 'descriptionEn',
  description_es: 'descriptionEs',
  unit: 'unit',
  cost: 'costCents',
  price: 'priceCents',
  member_price: 'memberPriceCents',
  taxable: 'taxable',
  tracks_inventory: 'tracksInventory',
  active: 'active',
} as const satisfies Partial<Record<PricebookCsvColumn, keyof PricebookItem & keyof PricebookItemView>>;

const TEXT_LIMITS: Partial<Record<PricebookCsvColumn, number>> = {
  sku: PRICEBOOK_LIMITS.skuMaxLength,
  name_en: PRICEBOOK_LIMITS.nameMaxLength,
  name_es: PRICEBOOK_LIMITS.nameMaxLength,
  description_en: PRICEBOOK_LIMITS.descriptionMaxLength,
  description_es: PRICEBOOK_LIMITS.descriptionMaxLength,
  unit: PRICEBOOK_LIMITS.unitMaxLength,
};
const BOOLEANS: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false, si: true, sí: true };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PlannedRow {
  row: PricebookCsvRow;
  values: ItemValues;
  existing: PricebookItem | null;
}

/** The CSV round trip of /admin/pricebook: export the filtered items, import with a dry-run diff first. */
@Injectable()
export class PricebookCsvService {
  constructor(
    private readonly items: PricebookItemsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async export(scope: OrganizationScope, filter: PricebookItemFilterQuery): Promise<string> {
    const [items, categories] = await Promise.all([
      this.items.all(scope, filter),
      this.dataSource.getRepository(PricebookCategory).findBy(scopedWhere(scope, PRICEBOOK_CATEGORY_SCOPE, {})),
    ]);
    const categoryName = new Map(categories.map((category) => [category.id, category.nameEn]));
    const rows = items.map((item): Record<PricebookCsvColumn, string> => ({
      id: item.id,
      sku: item.sku ?? '',
      kind: item.kind,
      category_id: item.categoryId ?? '',
      category: (item.categoryId && categoryName.get(item.categoryId)) || '',
      name_en: item.nameEn,
      name_es: item.nameEs ?? '',
      description_en: item.descriptionEn ?? '',
      description_es: item.descriptionEs ?? '',
      unit: item.unit ?? '',
      cost: centsToDecimal(item.costCents),
      price: centsToDecimal(item.priceCents),
      member_price: centsToDecimal(item.memberPriceCents),
      taxable: String(item.taxable),
      tracks_inventory: String(item.tracksInventory),
      active: String(item.active),
      hcp_uuid: item.hcpUuid ?? '',
    }));
    // escapeFormulae: a name starting with "=" must not run as a formula when the office opens the file.
    return Papa.unparse(
      { fields: [...PRICEBOOK_CSV_COLUMNS], data: rows.map((row) => PRICEBOOK_CSV_COLUMNS.map((column) => row[column])) },
      { escapeFormulae: true, newline: '\r\n' },
    );
  }

  /**
   * Reads the file, matches each row to an item (by `id`, else by SKU ignoring case, else new) and lists what
   * would change. Applying writes every new and changed row in one transaction, and only a file without errors.
   */
  async import(scope: OrganizationScope, organizationId: string, csv: string, dryRun: boolean): Promise<PricebookCsvImportResult> {
    return this.dataSource.transaction(async (manager) => {
      const itemRepository = manager.getRepository(PricebookItem);
      const [existing, categories] = await Promise.all([
        itemRepository.findBy(scopedWhere(scope, PRICEBOOK_ITEM_SCOPE, {})),
        manager.getRepository(PricebookCategory).findBy(scopedWhere(scope, PRICEBOOK_CATEGORY_SCOPE, {})),
      ]);
      const { planned, errors } = plan(csv, existing, new Set(categories.map((category) => category.id)));
      const rows = planned.map((entry) => entry.row);
      const result: PricebookCsvImportResult = {
        dryRun,
        applied: false,
        counts: {
          new: rows.filter((row) => row.status === 'new').length,
          changed: rows.filter((row) => row.status === 'changed').length,
          unchanged: rows.filter((row) => row.status === 'unchanged').length,
          errors: errors.length,
        },
        rows,
        errors,
      };
      if (dryRun) return result;
      if (errors.length) {
        throw DomainException.validation(
          errors.slice(0, 50).map((error) => `line ${error.line}${error.column ? `, ${error.column}` : ''}: ${error.code}`),
          'The file has errors; nothing was imported',
        );
      }
      for (const { row, values, existing: item } of planned) {
        if (row.status === 'unchanged') continue;
        if (item) {
          Object.assign(item, values, { version: item.version + 1 });
          item.searchText = searchTextOf(item);
          await itemRepository.save(item);
        } else {
          const created = itemRepository.create({ organizationId, kind: 'material', taxable: false, tracksInventory: false, active: true, ...values });
          created.searchText = searchTextOf(created);
          await itemRepository.save(created);
        }
      }
      return { ...result, applied: true };
    });
  }
}

/** Parses and checks the file row by row; every problem is kept with its line and column, none stops the others. */
function plan(csv: string, existing: PricebookItem[], categoryIds: ReadonlySet<string>): { planned: PlannedRow[]; errors: PricebookCsvError[] } {
  const errors: PricebookCsvError[] = [];
  const fail = (line: number, column: string | null, code: PricebookCsvErrorCode) => errors.push({ line, column, code });
  const records = parseWithLines(csv.replace(/^\uFEFF/, ''));
  const header = records.shift();
  if (!header) return { planned: [], errors: [{ line: 1, column: null, code: 'missing_column' }] };
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  if (!columns.includes('name_en')) fail(1, 'name_en', 'missing_column');
  if (records.length > PRICEBOOK_LIMITS.csvMaxRows) fail(1, null, 'too_many_rows');
  if (errors.length) return { planned: [], errors };

  const byId = new Map(existing.map((item) => [item.id, item]));
  const bySku = new Map(existing.filter((item) => item.sku).map((item) => [(item.sku as string).toLowerCase(), item]));
  const claimed = new Set<string>();
  const planned: PlannedRow[] = [];

  for (const { line, fields } of records) {
    const errorsBefore = errors.length;
    if (fields.length !== columns.length) {
      fail(line, null, 'malformed_row');
      continue;
    }
    const cell = (column: PricebookCsvColumn): string | undefined => {
      const index = columns.indexOf(column);
      return index === -1 ? undefined : (fields[index] as string).trim();
    };
    const values: ItemValues = {};
    for (const [column, field] of Object.entries(COLUMN_FIELDS) as [PricebookCsvColumn, keyof ItemValues][]) {
      const text = cell(column);
      if (text === undefined) continue;
      const value = readCell(column, text, categoryIds);
      if (typeof value === 'object' && value !== null && 'error' in value) fail(line, column, value.error);
      else Object.assign(values, { [field]: value });
    }

    const idText = cell('id') ?? '';
    let item: PricebookItem | null = null;
    if (idText) {
      item = (UUID.test(idText) && byId.get(idText.toLowerCase())) || null;
      if (!item) fail(line, 'id', 'unknown_id');
    } else if (values.sku) {
      item = bySku.get(values.sku.toLowerCase()) ?? null;
    }
    if (item) {
      if (claimed.has(item.id)) fail(line, null, 'duplicate_row');
      claimed.add(item.id);
    }
    if (errors.length > errorsBefore) continue;

    const changes = item ? (Object.keys(values) as (keyof ItemValues)[]).filter((field) => item[field] !== values[field]) : [];
    planned.push({
      row: {
        line,
        status: !item ? 'new' : changes.length ? 'changed' : 'unchanged',
        id: item?.id ?? null,
        sku: values.sku !== undefined ? values.sku : (item?.sku ?? null),
        nameEn: values.nameEn ?? item?.nameEn ?? '',
        changes,
      },
      values,
      existing: item,
    });
  }
  return { planned, errors };
}

type CellValue = string | number | boolean | null | { error: PricebookCsvErrorCode };

function readCell(column: PricebookCsvColumn, text: string, categoryIds: ReadonlySet<string>): CellValue {
  switch (column) {
    case 'name_en':
      if (!text) return { error: 'required' };
      break;
    case 'kind':
      if (!text) return 'material';
      return (PRICEBOOK_ITEM_KINDS as readonly string[]).includes(text.toLowerCase()) ? (text.toLowerCase() as PricebookItemKind) : { error: 'unknown_kind' };
    case 'category_id':
      if (!text) return null;
      return categoryIds.has(text.toLowerCase()) ? text.toLowerCase() : { error: 'unknown_category' };
    case 'cost':
    case 'price':
    case 'member_price': {
      const cents = decimalToCents(text);
      return typeof cents === 'string' ? { error: cents } : cents;
    }
    case 'taxable':
    case 'tracks_inventory':
    case 'active': {
      if (!text) return { error: 'not_a_boolean' };
      const value = BOOLEANS[text.toLowerCase()];
      return value === undefined ? { error: 'not_a_boolean' } : value;
    }
    default:
      break;
  }
  const limit = TEXT_LIMITS[column];
  if (limit !== undefined && text.length > limit) return { error: 'too_long' };
  return text === '' ? null : text;
}

/** The file's records with the line each starts on (a quoted value may span lines, so records and lines differ). */
function parseWithLines(csv: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let line = 1;
  let counted = 0;
  Papa.parse<string[]>(csv, {
    skipEmptyLines: 'greedy',
    step: (result) => {
      const end = result.meta.cursor;
      const text = csv.slice(counted, end);
      // The record starts after any blank lines skipped before it.
      const leading = /^(?:[ \t]*\r?\n)*/.exec(text)?.[0] ?? '';
      records.push({ line: line + (leading.match(/\n/g)?.length ?? 0), fields: result.data });
      line += text.match(/\n/g)?.length ?? 0;
      counted = end;
    },
  });
  return records;
}
