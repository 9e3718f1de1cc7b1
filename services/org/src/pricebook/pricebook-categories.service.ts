import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { PRICEBOOK_LIMITS, type PricebookCategory as PricebookCategoryView } from '@irrigo/contracts';
import { applyScope, DomainException, scopedWhere, type OrganizationScope } from '@irrigo/nest-kit';
import { DataSource, Repository } from 'typeorm';
import type { CreatePricebookCategoryDto, UpdatePricebookCategoryDto } from './dto/pricebook-category.dto.js';
import { staleVersion } from './if-match-version.decorator.js';
import { depthOf, treeOrder, withDescendants } from './pricebook-category-tree.js';
import { PricebookCategory, toPricebookCategoryView } from './pricebook-category.entity.js';
import { PricebookItem } from './pricebook-item.entity.js';
import { PRICEBOOK_CATEGORY_SCOPE, PRICEBOOK_ITEM_SCOPE } from './pricebook.scope.js';

const notFound = () => DomainException.notFound('Pricebook category not found');

@Injectable()
export class PricebookCategoriesService {
  constructor(
    @InjectRepository(PricebookCategory) private readonly categories: Repository<PricebookCategory>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Every category the scope reaches, in tree order; `active` narrows to active or archived ones (depth stays the tree's). */
  async list(scope: OrganizationScope, active?: boolean): Promise<PricebookCategoryView[]> {
    const all = await this.categories.findBy(scopedWhere(scope, PRICEBOOK_CATEGORY_SCOPE, {}));
    return treeOrder(all)
      .filter(({ category }) => active === undefined || category.active === active)
      .map(({ category, depth }) => toPricebookCategoryView(category, depth));
  }

  /** Items per category (directly in it; null for none) in one GROUP BY, for the browse screen's counts. */
  async itemCounts(scope: OrganizationScope, active?: boolean): Promise<{ categoryId: string | null; items: number }[]> {
    const query = applyScope(this.dataSource.getRepository(PricebookItem).createQueryBuilder('item'), 'item', scope, PRICEBOOK_ITEM_SCOPE)
      .select('item.categoryId', 'categoryId')
      .addSelect('COUNT(*)', 'items')
      .groupBy('item.categoryId');
    if (active !== undefined) query.andWhere('item.active = :active', { active });
    const rows = await query.getRawMany<{ categoryId: string | null; items: string | number }>();
    return rows.map((row) => ({ categoryId: row.categoryId, items: Number(row.items) }));
  }

  /** All of an organization's categories (for item filters, CSV and sync). */
  allOf(scope: OrganizationScope): Promise<PricebookCategory[]> {
    return this.categories.findBy(scopedWhere(scope, PRICEBOOK_CATEGORY_SCOPE, {}));
  }

  async create(scope: OrganizationScope, organizationId: string, body: CreatePricebookCategoryDto): Promise<PricebookCategoryView> {
    const all = await this.allOf(scope);
    const parentId = body.parentId ?? null;
    this.checkParent(all, null, parentId);
    const saved = await this.categories.save(
      this.categories.create({
        organizationId,
        parentId,
        nameEn: body.nameEn,
        nameEs: body.nameEs ?? null,
        sortOrder: body.sortOrder ?? 0,
        active: body.active ?? true,
      }),
    );
    return toPricebookCategoryView(saved, depthOf(new Map([...all, saved].map((category) => [category.id, category])), saved.id) - 1);
  }

  /** Applies the changes when `version` is still the category's (412 otherwise); the version then grows by one. */
  async update(scope: OrganizationScope, id: string, version: number, body: UpdatePricebookCategoryDto): Promise<PricebookCategoryView> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(PricebookCategory);
      const category = await repository.findOne({ where: scopedWhere(scope, PRICEBOOK_CATEGORY_SCOPE, { id }), lock: { mode: 'pessimistic_write' } });
      if (!category) throw notFound();
      if (category.version !== version) throw staleVersion([id], 'this category');
      const all = await repository.findBy(scopedWhere(scope, PRICEBOOK_CATEGORY_SCOPE, {}));
      if (body.parentId !== undefined) this.checkParent(all, id, body.parentId);
      const changes: Partial<PricebookCategory> = {
        ...(body.parentId !== undefined ? { parentId: body.parentId } : {}),
        ...(body.nameEn !== undefined ? { nameEn: body.nameEn } : {}),
        ...(body.nameEs !== undefined ? { nameEs: body.nameEs } : {}),
        ...(body.sortOrder !== undefined ? { sortOrder: body.sortOrder } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
      };
      Object.assign(category, changes, { version: category.version + 1 });
      const saved = await repository.save(category);
      const byId = new Map(all.map((row) => [row.id, row.id === saved.id ? saved : row]));
      return toPricebookCategoryView(saved, depthOf(byId, saved.id) - 1);
    });
  }

  archive(scope: OrganizationScope, id: string, version: number): Promise<PricebookCategoryView> {
    return this.update(scope, id, version, { active: false });
  }

  /** A parent must be one of the organization's categories, not the category itself or beneath it, and keep the tree shallow. */
  private checkParent(all: PricebookCategory[], id: string | null, parentId: string | null): void {
    if (parentId === null) {
      if (id && this.subtreeHeight(all, id) > PRICEBOOK_LIMITS.categoryMaxDepth) throw tooDeep();
      return;
    }
    const byId = new Map(all.map((category) => [category.id, category]));
    if (!byId.has(parentId)) throw DomainException.validation(['parentId must be a category of your pricebook']);
    if (id && withDescendants(all, id).includes(parentId)) throw DomainException.validation(['parentId must not be the category itself or one beneath it']);
    const height = id ? this.subtreeHeight(all, id) : 1;
    if (depthOf(byId, parentId) + height > PRICEBOOK_LIMITS.categoryMaxDepth) throw tooDeep();
  }

  /** Levels from the category down to its deepest descendant (1 for a leaf). */
  private subtreeHeight(all: PricebookCategory[], id: string): number {
    const children = all.filter((category) => category.parentId === id);
    return 1 + Math.max(0, ...children.map((child) => this.subtreeHeight(all, child.id)));
  }
}

const tooDeep = () => DomainException.validation([`categories nest at most ${PRICEBOOK_LIMITS.categoryMaxDepth} levels deep`]);
