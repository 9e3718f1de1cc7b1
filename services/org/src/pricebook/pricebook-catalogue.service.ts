import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PricebookCatalogue } from '@irrigo/contracts';
import { scopedWhere, type OrganizationScope } from '@irrigo/nest-kit';
import { DataSource } from 'typeorm';
import { treeOrder } from './pricebook-category-tree.js';
import { PricebookCategory, toPricebookCategoryView } from './pricebook-category.entity.js';
import { PricebookItem, toPricebookItemView } from './pricebook-item.entity.js';
import { PRICEBOOK_CATEGORY_SCOPE, PRICEBOOK_ITEM_SCOPE } from './pricebook.scope.js';

/**
 * The technicians' offline copy: the whole active catalogue with a version. Rows are never deleted and every
 * change raises a row's version and updated_at, so (count, sum of versions, latest update) of both tables
 * changes whenever anything in the pricebook does, and is one cheap aggregate to compute.
 */
@Injectable()
export class PricebookCatalogueService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  version(organizationId: string | null): Promise<string> {
    return this.versionWith(this.dataSource.query.bind(this.dataSource), organizationId);
  }

  async catalogue(scope: OrganizationScope, organizationId: string | null): Promise<PricebookCatalogue> {
    // Read in one transaction so the version matches the rows it is sent with.
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const version = await this.versionWith(manager.query.bind(manager), organizationId);
      const categories = await manager.getRepository(PricebookCategory).findBy(scopedWhere(scope, PRICEBOOK_CATEGORY_SCOPE, {}));
      const items = await manager
        .getRepository(PricebookItem)
        .find({ where: scopedWhere(scope, PRICEBOOK_ITEM_SCOPE, { active: true }), order: { nameEn: 'ASC', id: 'ASC' } });
      const tree = treeOrder(categories);
      // An inactive category hides its whole branch from the field.
      const hidden = new Set<string>();
      for (const { category } of tree) if (!category.active || (category.parentId && hidden.has(category.parentId))) hidden.add(category.id);
      return {
        version,
        categories: tree.filter(({ category }) => !hidden.has(category.id)).map(({ category, depth }) => toPricebookCategoryView(category, depth)),
        items: items.filter((item) => !item.categoryId || !hidden.has(item.categoryId)).map(toPricebookItemView),
      };
    });
  }

  private async versionWith(query: DataSource['query'], organizationId: string | null): Promise<string> {
    if (!organizationId) return 'none';
    const [row] = await query<{ fingerprint: string }[]>(
      `SELECT concat_ws('|',
         (SELECT concat_ws(':', count(*), coalesce(sum(version), 0), max(updated_at)) FROM org.pricebook_categories WHERE organization_id = $1),
         (SELECT concat_ws(':', count(*), coalesce(sum(version), 0), max(updated_at)) FROM org.pricebook_items WHERE organization_id = $1)
       ) AS fingerprint`,
      [organizationId],
    );
    return createHash('sha256')
      .update(row?.fingerprint ?? '')
      .digest('base64url')
      .slice(0, 22);
  }
}
