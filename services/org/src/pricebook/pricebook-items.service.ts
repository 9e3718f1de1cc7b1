import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { PRICEBOOK_LIMITS, type PricebookItem as PricebookItemView, type PricebookItemPage, type PricebookItemSort } from '@irrigo/contracts';
import { applyScope, DomainException, inTransaction, scopedWhere, type OrganizationScope } from '@irrigo/nest-kit';
import { DataSource, Repository, type SelectQueryBuilder } from 'typeorm';
import type { ListPricebookItemsQuery, PricebookItemFilterQuery } from './dto/list-pricebook.query.js';
import type { CreatePricebookItemDto, UpdatePricebookItemDto } from './dto/pricebook-item.dto.js';
import { staleVersion } from './if-match-version.decorator.js';
import { withDescendants } from './pricebook-category-tree.js';
import { PricebookCategory } from './pricebook-category.entity.js';
import { PricebookItem, toPricebookItemView } from './pricebook-item.entity.js';
import { searchPatterns, searchTextOf } from './pricebook-search.js';
import { PRICEBOOK_CATEGORY_SCOPE, PRICEBOOK_ITEM_SCOPE } from './pricebook.scope.js';

const notFound = () => DomainException.notFound('Pricebook item not found');

/** The column each `sort` of the list reads. */
const SORT_COLUMNS: Record<PricebookItemSort, string> = { name: 'item.nameEn', sku: 'item.sku', price: 'item.priceCents', updated: 'item.updatedAt' };

/** The fields a create or update body may set, as the entity names them. */
const EDITABLE = [
  'categoryId',
  'kind',
  'sku',
  'nameEn',
  'nameEs',
  'descriptionEn',
  'descriptionEs',
  'unit',
  'costCents',
  'priceCents',
  'memberPriceCents',
  'taxable',
  'tracksInventory',
  'imageUrl',
  'active',
] as const satisfies readonly (keyof PricebookItem & keyof CreatePricebookItemDto)[];

@Injectable()
export class PricebookItemsService {
  constructor(
    @InjectRepository(PricebookItem) private readonly items: Repository<PricebookItem>,
    @InjectRepository(PricebookCategory) private readonly categories: Repository<PricebookCategory>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** One page of the items matching the filters, in the order asked (English name by default). */
  async list(scope: OrganizationScope, query: ListPricebookItemsQuery): Promise<PricebookItemPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? PRICEBOOK_LIMITS.pageSizeDefault;
    const direction = query.order === 'desc' ? 'DESC' : 'ASC';
    const [entities, total] = await (
      await this.filtered(scope, query)
    )
      // An item without a SKU or a price has nothing to compare: it comes last, whichever the direction.
      .orderBy(SORT_COLUMNS[query.sort ?? 'name'], direction, 'NULLS LAST')
      // Ties by name, then id, so pages never overlap. TypeORM keeps one direction per column, so the name
      // is not added again when it is the order itself (it would turn a descending order ascending).
      .addOrderBy((query.sort ?? 'name') === 'name' ? 'item.id' : SORT_COLUMNS.name, 'ASC')
      .addOrderBy('item.id', 'ASC')
      // The page and its total as two queries, not one window count: the page then stops early on the name
      // index instead of sorting every match (bench/pricebook-search.mjs: p99 26 ms against 32 on PGlite).
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: entities.map(toPricebookItemView), total, page, pageSize };
  }

  /** Every item matching the filters, by English name (the CSV export). */
  async all(scope: OrganizationScope, filter: PricebookItemFilterQuery): Promise<PricebookItem[]> {
    return (await this.filtered(scope, filter)).orderBy('item.nameEn', 'ASC').addOrderBy('item.id', 'ASC').getMany();
  }

  async get(scope: OrganizationScope, id: string): Promise<PricebookItemView> {
    const item = await this.items.findOneBy(scopedWhere(scope, PRICEBOOK_ITEM_SCOPE, { id }));
    if (!item) throw notFound();
    return toPricebookItemView(item);
  }

  async create(scope: OrganizationScope, organizationId: string, body: CreatePricebookItemDto): Promise<PricebookItemView> {
    await this.checkCategory(scope, body.categoryId ?? null);
    const item = this.items.create({
      organizationId,
      categoryId: body.categoryId ?? null,
      kind: body.kind,
      sku: body.sku ?? null,
      nameEn: body.nameEn,
      nameEs: body.nameEs ?? null,
      descriptionEn: body.descriptionEn ?? null,
      descriptionEs: body.descriptionEs ?? null,
      unit: body.unit ?? null,
      costCents: body.costCents ?? null,
      priceCents: body.priceCents ?? null,
      memberPriceCents: body.memberPriceCents ?? null,
      taxable: body.taxable ?? false,
      tracksInventory: body.tracksInventory ?? false,
      imageUrl: body.imageUrl ?? null,
      active: body.active ?? true,
    });
    item.searchText = searchTextOf(item);
    return toPricebookItemView(await this.items.save(item));
  }

  /** Applies the changes when `version` is still the item's (412 otherwise); the version then grows by one. */
  async update(scope: OrganizationScope, id: string, version: number, body: UpdatePricebookItemDto): Promise<PricebookItemView> {
    if (body.categoryId !== undefined) await this.checkCategory(scope, body.categoryId);
    return inTransaction(this.dataSource, async (manager) => {
      const repository = manager.getRepository(PricebookItem);
      const item = await repository.findOne({ where: scopedWhere(scope, PRICEBOOK_ITEM_SCOPE, { id }), lock: { mode: 'pessimistic_write' } });
      if (!item) throw notFound();
      if (item.version !== version) throw staleVersion([id], 'this item');
      for (const field of EDITABLE) {
        const value = body[field];
        if (value !== undefined) Object.assign(item, { [field]: value });
      }
      item.searchText = searchTextOf(item);
      item.version += 1;
      return toPricebookItemView(await repository.save(item));
    });
  }

  archive(scope: OrganizationScope, id: string, version: number): Promise<PricebookItemView> {
    return this.update(scope, id, version, { active: false });
  }

  private async checkCategory(scope: OrganizationScope, categoryId: string | null): Promise<void> {
    if (categoryId === null) return;
    if (!(await this.categories.existsBy(scopedWhere(scope, PRICEBOOK_CATEGORY_SCOPE, { id: categoryId })))) {
      throw DomainException.validation(['categoryId must be a category of your pricebook']);
    }
  }

  /**
   * The filters as SQL. Search: every word of `q` must appear in the normalised names, SKU or descriptions
   * (a trigram index serves each LIKE). A category takes in its sub-categories; an unknown one answers 404.
   */
  private async filtered(scope: OrganizationScope, filter: PricebookItemFilterQuery): Promise<SelectQueryBuilder<PricebookItem>> {
    const query = applyScope(this.items.createQueryBuilder('item'), 'item', scope, PRICEBOOK_ITEM_SCOPE);
    searchPatterns(filter.q ?? '').forEach((pattern, index) => query.andWhere(`item.searchText LIKE :word${index}`, { [`word${index}`]: pattern }));
    if (filter.categoryId !== undefined) {
      const all = await this.categories.findBy(scopedWhere(scope, PRICEBOOK_CATEGORY_SCOPE, {}));
      if (!all.some((category) => category.id === filter.categoryId)) throw DomainException.notFound('Pricebook category not found');
      query.andWhere('item.categoryId IN (:...categoryIds)', { categoryIds: withDescendants(all, filter.categoryId) });
    }
    if (filter.kind !== undefined) query.andWhere('item.kind = :kind', { kind: filter.kind });
    if (filter.active !== undefined) query.andWhere('item.active = :active', { active: filter.active });
    return query;
  }
}
