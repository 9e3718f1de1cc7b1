import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PRICEBOOK_LIMITS, type PricebookBulkResult, type PricebookBulkRow, type PricebookBulkState } from '@irrigo/contracts';
import { DomainException, scopedWhere, type OrganizationScope } from '@irrigo/nest-kit';
import { DataSource, In } from 'typeorm';
import type { PricebookBulkChangeDto, PricebookBulkDto } from './dto/pricebook-bulk.dto.js';
import { staleVersion } from './if-match-version.decorator.js';
import { PricebookCategory } from './pricebook-category.entity.js';
import { PricebookItem } from './pricebook-item.entity.js';
import { PRICEBOOK_CATEGORY_SCOPE, PRICEBOOK_ITEM_SCOPE } from './pricebook.scope.js';

/**
 * One change to many items (/admin/pricebook). The dry run and the real run compute the rows the same way;
 * the real run locks the items, refuses the whole change if any was edited since the screen loaded it, and
 * writes every row in one transaction.
 */
@Injectable()
export class PricebookBulkService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async run(scope: OrganizationScope, body: PricebookBulkDto): Promise<PricebookBulkResult> {
    const ids = [...new Set(body.items.map((item) => item.id))];
    if (ids.length !== body.items.length) throw DomainException.validation(['items must name each item once']);
    const expected = new Map(body.items.map((item) => [item.id, item.version]));

    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(PricebookItem);
      const items = await repository.find({
        where: scopedWhere(scope, PRICEBOOK_ITEM_SCOPE, { id: In(ids) }),
        order: { nameEn: 'ASC', id: 'ASC' },
        ...(body.dryRun ? {} : { lock: { mode: 'pessimistic_write' as const } }),
      });
      const found = new Set(items.map((item) => item.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw new DomainException('NOT_FOUND', 404, 'Some pricebook items were not found', missing);

      const { change } = body;
      if (change.type === 'move_category' && change.categoryId) {
        const exists = await manager.getRepository(PricebookCategory).existsBy(scopedWhere(scope, PRICEBOOK_CATEGORY_SCOPE, { id: change.categoryId }));
        if (!exists) throw DomainException.validation(['change.categoryId must be a category of your pricebook']);
      }

      const rows = items.map((item) => rowOf(item, change));
      const result: PricebookBulkResult = { dryRun: body.dryRun, rows, changed: rows.filter((row) => row.changed).length };
      if (body.dryRun) return result;

      const stale = items.filter((item) => item.version !== expected.get(item.id)).map((item) => item.id);
      if (stale.length) throw staleVersion(stale, 'some of these items');
      const refused = rows.filter((row) => row.problem);
      if (refused.length) {
        throw DomainException.validation(
          refused.map((row) => `${row.id}: ${row.problem}`),
          'Some prices would fall outside the allowed range; nothing was changed',
        );
      }
      for (const [index, item] of items.entries()) {
        const row = rows[index] as PricebookBulkRow;
        if (!row.changed) continue;
        Object.assign(item, row.after, { version: item.version + 1 });
        await repository.save(item);
      }
      return result;
    });
  }
}

function rowOf(item: PricebookItem, change: PricebookBulkChangeDto): PricebookBulkRow {
  const before: PricebookBulkState = { priceCents: item.priceCents, categoryId: item.categoryId, active: item.active };
  const after: PricebookBulkState = { ...before };
  switch (change.type) {
    case 'price_percent':
      // An item with no price keeps none: a percentage of nothing is not $0.
      if (before.priceCents !== null) after.priceCents = Math.round((before.priceCents * (100 + (change.percent ?? 0))) / 100);
      break;
    case 'price_cents':
      if (before.priceCents !== null) after.priceCents = before.priceCents + (change.cents ?? 0);
      break;
    case 'move_category':
      after.categoryId = change.categoryId ?? null;
      break;
    case 'set_active':
      after.active = change.active ?? before.active;
      break;
  }
  const problem =
    after.priceCents === null ? null : after.priceCents < 0 ? 'price_below_zero' : after.priceCents > PRICEBOOK_LIMITS.maxPriceCents ? 'price_above_max' : null;
  const changed = after.priceCents !== before.priceCents || after.categoryId !== before.categoryId || after.active !== before.active;
  return { id: item.id, sku: item.sku, nameEn: item.nameEn, nameEs: item.nameEs, before, after, changed, problem };
}
