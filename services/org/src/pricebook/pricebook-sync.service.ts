import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  PRICEBOOK_LIMITS,
  type PricebookSyncCounts,
  type PricebookSyncFailure,
  type PricebookSyncPreview,
  type PricebookSyncReport,
  type PricebookSyncRow,
} from '@irrigo/contracts';
import { DomainException } from '@irrigo/nest-kit';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { HcpError } from '../housecall-pro/hcp-error.js';
import { syncFailureReason } from '../housecall-pro/hcp-sync-run.js';
import { Organization } from '../organizations/organization.entity.js';
import { HcpPriceBookClient, type HcpMaterial, type HcpMaterialCategory, type HcpService } from './hcp-price-book.client.js';
import { PricebookCategory } from './pricebook-category.entity.js';
import { PricebookItem } from './pricebook-item.entity.js';
import { searchTextOf } from './pricebook-search.js';
import { PricebookSyncRun, toPricebookSyncReport } from './pricebook-sync-run.entity.js';

/** Everything read from HCP before anything is written, so a failure half-way changes nothing. */
interface HcpPriceBook {
  /** Parents before children (read level by level from the root). */
  categories: HcpMaterialCategory[];
  materials: HcpMaterial[];
  /** null when HCP refused the services to this key. */
  services: HcpService[] | null;
}

/** The fields HCP owns; the Spanish texts, member price and tracksInventory are Irrigo's and never written here. */
type HcpCategoryFields = Pick<PricebookCategory, 'nameEn' | 'parentId' | 'active' | 'hcpMissingSince'>;
type HcpItemFields = Pick<
  PricebookItem,
  'kind' | 'nameEn' | 'descriptionEn' | 'sku' | 'unit' | 'costCents' | 'priceCents' | 'taxable' | 'categoryId' | 'active' | 'hcpMissingSince'
> & { imageUrl?: string | null };

interface CategoryStep {
  row: PricebookSyncRow;
  hcp: HcpMaterialCategory | null;
  existing: PricebookCategory | null;
  values: Partial<HcpCategoryFields>;
}
interface ItemStep {
  row: PricebookSyncRow;
  hcpUuid: string;
  hcpCategoryUuid: string | null;
  existing: PricebookItem | null;
  values: Partial<HcpItemFields>;
}
interface SyncPlan {
  categories: CategoryStep[];
  items: ItemStep[];
  failed: PricebookSyncFailure[];
  servicesReadable: boolean;
}

/** A tree deeper than this from HCP is a loop in its data, not a real catalogue. */
const MAX_HCP_DEPTH = 12;
const SYNC_LOCK = 'irrigo:org:pricebook-sync';
/** Runs the office sees in the sync screen's history. */
const RECENT_RUNS = 20;

/**
 * Copies Housecall Pro's price book into the organization's pricebook: material categories walked from the
 * root by `parent_uuid`, then each category's materials, then services when the key may read them. Rows are
 * matched by HCP uuid; those HCP no longer has are archived, never deleted; Irrigo-only fields survive.
 */
@Injectable()
export class PricebookSyncService {
  private readonly logger = new Logger(PricebookSyncService.name);

  constructor(
    private readonly hcp: HcpPriceBookClient,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @InjectRepository(PricebookSyncRun) private readonly runs: Repository<PricebookSyncRun>,
  ) {}

  /** What a run would change now, changing nothing. */
  async preview(organizationId: string | null): Promise<PricebookSyncPreview> {
    const organization = await this.linkedOrganization(organizationId);
    const priceBook = await this.read().catch((error: unknown) => {
      throw error instanceof HcpError ? hcpUnavailable(error) : error;
    });
    const plan = await this.plan(this.dataSource.manager, organization.id, priceBook, new Date());
    return {
      categories: countsOf(plan.categories),
      items: countsOf(plan.items),
      failed: plan.failed,
      servicesReadable: plan.servicesReadable,
      rows: [...plan.categories, ...plan.items].map((step) => step.row),
    };
  }

  /** Reads HCP, applies the diff in one transaction and keeps the report (also of a failed run). */
  async run(organizationId: string | null): Promise<PricebookSyncReport> {
    const organization = await this.linkedOrganization(organizationId);
    const startedAt = new Date();
    try {
      const priceBook = await this.read();
      const plan = await this.dataSource.transaction(async (manager) => {
        // Two office users pressing Sync at once take turns instead of creating the same rows twice.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SYNC_LOCK]);
        const planned = await this.plan(manager, organization.id, priceBook, new Date());
        await this.apply(manager, organization.id, planned);
        return planned;
      });
      const items = countsOf(plan.items);
      const report = await this.record(organization.id, startedAt, {
        status: 'ok',
        ...items,
        failed: plan.failed.length,
        categories: countsOf(plan.categories),
        servicesReadable: plan.servicesReadable,
        error: null,
      });
      this.logger.log(`Pricebook sync: ${items.created} created, ${items.updated} updated, ${items.archived} archived, ${plan.failed.length} failed`);
      return report;
    } catch (error) {
      const reason = syncFailureReason(error);
      this.logger.error(`Pricebook sync failed: ${reason}`);
      const none = { created: 0, updated: 0, archived: 0, unchanged: 0 };
      await this.record(organization.id, startedAt, { status: 'failed', ...none, failed: 0, categories: none, servicesReadable: false, error: reason }).catch(
        () => undefined,
      );
      if (error instanceof HcpError) throw hcpUnavailable(error);
      throw error;
    }
  }

  /** The latest runs, newest first. */
  async recentRuns(organizationId: string | null): Promise<PricebookSyncReport[]> {
    if (!organizationId) return [];
    const runs = await this.runs.find({ where: { organizationId }, order: { finishedAt: 'DESC' }, take: RECENT_RUNS });
    return runs.map(toPricebookSyncReport);
  }

  /** HCP is linked to the installation's organization (the first set up); another organization has nothing to sync (404). */
  private async linkedOrganization(organizationId: string | null): Promise<Organization> {
    const linked = await this.organizations.findOne({ where: {}, order: { createdAt: 'ASC' } });
    if (!linked || linked.id !== organizationId) throw DomainException.notFound('There is no Housecall Pro link for your organization');
    return linked;
  }

  private async read(): Promise<HcpPriceBook> {
    const categories: HcpMaterialCategory[] = [];
    const seen = new Set<string>();
    let level: (string | null)[] = [null];
    // One level at a time, one call at a time: HCP's rate limits are unpublished.
    for (let depth = 0; level.length > 0 && depth < MAX_HCP_DEPTH; depth++) {
      const next: string[] = [];
      for (const parent of level) {
        for (const category of await this.hcp.listMaterialCategories(parent)) {
          if (seen.has(category.uuid)) continue;
          seen.add(category.uuid);
          categories.push({ ...category, parent_uuid: parent });
          next.push(category.uuid);
        }
      }
      level = next;
    }
    const materials: HcpMaterial[] = [];
    for (const category of categories) {
      for (const material of await this.hcp.listMaterials(category.uuid)) materials.push({ ...material, material_category_uuid: category.uuid });
    }
    const services = await this.hcp.readServices();
    return { categories, materials, services: services.readable ? services.services : null };
  }

  private async plan(manager: EntityManager, organizationId: string, priceBook: HcpPriceBook, now: Date): Promise<SyncPlan> {
    const [localCategories, localItems] = await Promise.all([
      manager.getRepository(PricebookCategory).findBy({ organizationId }),
      manager.getRepository(PricebookItem).findBy({ organizationId }),
    ]);
    const categoryByHcp = new Map(localCategories.filter((row) => row.hcpUuid).map((row) => [row.hcpUuid as string, row]));
    const itemByHcp = new Map(localItems.filter((row) => row.hcpUuid).map((row) => [row.hcpUuid as string, row]));
    const failed: PricebookSyncFailure[] = [];

    const categories: CategoryStep[] = [];
    const hcpCategoryUuids = new Set<string>();
    for (const hcp of priceBook.categories) {
      const name = clip(hcp.name, PRICEBOOK_LIMITS.nameMaxLength) ?? 'Unnamed category';
      hcpCategoryUuids.add(hcp.uuid);
      const existing = categoryByHcp.get(hcp.uuid) ?? null;
      const parentLocalId = hcp.parent_uuid ? (categoryByHcp.get(hcp.parent_uuid)?.id ?? null) : null;
      const wanted: HcpCategoryFields = {
        nameEn: name,
        parentId: parentLocalId,
        active: existing?.hcpMissingSince ? true : (existing?.active ?? true),
        hcpMissingSince: null,
      };
      // A new parent has no id yet: its link is made when applying, so only compare parents both sides know.
      const comparable = hcp.parent_uuid && !parentLocalId ? { ...wanted, parentId: existing?.parentId ?? null } : wanted;
      categories.push(stepOf('category', hcp.uuid, name, existing, comparable, hcp));
    }
    for (const local of localCategories) {
      if (!local.hcpUuid || hcpCategoryUuids.has(local.hcpUuid) || local.hcpMissingSince) continue;
      categories.push(stepOf('category', local.hcpUuid, local.nameEn, local, { active: false, hcpMissingSince: now }, null, true));
    }

    const items: ItemStep[] = [];
    const hcpItemUuids = new Set<string>();
    const take = (
      uuid: string,
      name: string | null,
      categoryUuid: string | null,
      fields: Omit<HcpItemFields, 'nameEn' | 'categoryId' | 'active' | 'hcpMissingSince'>,
    ) => {
      hcpItemUuids.add(uuid);
      const trimmed = name?.trim() ?? '';
      if (!trimmed) return failed.push({ hcpUuid: uuid, name: '', reason: 'missing_name' });
      if (trimmed.length > PRICEBOOK_LIMITS.nameMaxLength) return failed.push({ hcpUuid: uuid, name: trimmed.slice(0, 80), reason: 'name_too_long' });
      if (![fields.priceCents, fields.costCents].every(inRange)) return failed.push({ hcpUuid: uuid, name: trimmed, reason: 'price_out_of_range' });
      const existing = itemByHcp.get(uuid) ?? null;
      const categoryId = categoryUuid ? (categoryByHcp.get(categoryUuid)?.id ?? null) : null;
      const wanted: HcpItemFields = {
        ...fields,
        nameEn: trimmed,
        categoryId: categoryUuid && !categoryId ? (existing?.categoryId ?? null) : categoryId,
        active: existing?.hcpMissingSince ? true : (existing?.active ?? true),
        hcpMissingSince: null,
      };
      // HCP's image fills an empty one; it never erases an image the office added in Irrigo.
      if (fields.imageUrl === null) delete wanted.imageUrl;
      const step = stepOf('item', uuid, trimmed, existing, wanted, null) as unknown as Omit<ItemStep, 'hcpUuid' | 'hcpCategoryUuid'>;
      return items.push({ ...step, hcpUuid: uuid, hcpCategoryUuid: categoryUuid });
    };
    for (const material of priceBook.materials) {
      take(material.uuid, material.name, material.material_category_uuid, {
        kind: 'material',
        descriptionEn: clip(material.description, PRICEBOOK_LIMITS.descriptionMaxLength),
        sku: clip(material.part_number, PRICEBOOK_LIMITS.skuMaxLength),
        unit: clip(material.unit_of_measure, PRICEBOOK_LIMITS.unitMaxLength),
        costCents: cents(material.cost),
        priceCents: cents(material.price),
        taxable: material.taxable ?? false,
        imageUrl: clip(material.image, PRICEBOOK_LIMITS.imageUrlMaxLength),
      });
    }
    for (const service of priceBook.services ?? []) {
      take(service.uuid, service.name, null, {
        kind: 'service',
        descriptionEn: clip(service.description, PRICEBOOK_LIMITS.descriptionMaxLength),
        sku: null,
        unit: null,
        costCents: cents(service.cost),
        priceCents: cents(service.price),
        taxable: service.taxable ?? false,
        imageUrl: null,
      });
    }
    for (const local of localItems) {
      if (!local.hcpUuid || hcpItemUuids.has(local.hcpUuid) || local.hcpMissingSince) continue;
      // Services HCP would not show this key are not gone: they stay as they are.
      if (local.kind === 'service' && priceBook.services === null) continue;
      const step = stepOf('item', local.hcpUuid, local.nameEn, local, { active: false, hcpMissingSince: now }, null, true);
      items.push({ ...(step as unknown as Omit<ItemStep, 'hcpUuid' | 'hcpCategoryUuid'>), hcpUuid: local.hcpUuid, hcpCategoryUuid: null });
    }
    return { categories, items, failed, servicesReadable: priceBook.services !== null };
  }

  private async apply(manager: EntityManager, organizationId: string, plan: SyncPlan): Promise<void> {
    const categories = manager.getRepository(PricebookCategory);
    const localIdOfHcp = new Map<string, string>();
    for (const step of plan.categories) if (step.existing?.hcpUuid) localIdOfHcp.set(step.existing.hcpUuid, step.existing.id);
    // Parents come first in the plan, so a new child finds its new parent's id here.
    for (const step of plan.categories) {
      const parentId = step.hcp?.parent_uuid ? (localIdOfHcp.get(step.hcp.parent_uuid) ?? null) : undefined;
      const values = parentId === undefined ? step.values : { ...step.values, parentId };
      if (!step.existing) {
        const created = await categories.save(categories.create({ organizationId, hcpUuid: step.row.hcpUuid, nameEn: step.row.name, ...values }));
        localIdOfHcp.set(step.row.hcpUuid, created.id);
      } else if (step.row.action !== 'unchanged' || (parentId !== undefined && parentId !== step.existing.parentId)) {
        Object.assign(step.existing, values, { version: step.existing.version + 1 });
        await categories.save(step.existing);
      }
    }

    const items = manager.getRepository(PricebookItem);
    for (const step of plan.items) {
      const categoryId = step.hcpCategoryUuid ? (localIdOfHcp.get(step.hcpCategoryUuid) ?? null) : undefined;
      const values = categoryId === undefined ? step.values : { ...step.values, categoryId };
      if (!step.existing) {
        const created = items.create({ organizationId, hcpUuid: step.hcpUuid, ...values });
        created.searchText = searchTextOf(created);
        await items.save(created);
      } else if (step.row.action !== 'unchanged' || (categoryId !== undefined && categoryId !== step.existing.categoryId)) {
        Object.assign(step.existing, values, { version: step.existing.version + 1 });
        step.existing.searchText = searchTextOf(step.existing);
        await items.save(step.existing);
      }
    }
  }

  private async record(organizationId: string, startedAt: Date, outcome: Omit<PricebookSyncRun, 'id' | 'organizationId' | 'startedAt' | 'finishedAt'>) {
    const run = await this.runs.save(this.runs.create({ organizationId, startedAt, finishedAt: new Date(), ...outcome }));
    return toPricebookSyncReport(run);
  }
}

export function hcpUnavailable(error: HcpError): DomainException {
  const message =
    error.status === 401 || error.status === 403
      ? 'Housecall Pro refused our API key, so the pricebook could not be synced. Ask an administrator to check the Housecall Pro connection.'
      : 'Housecall Pro is not available right now, so the pricebook could not be synced. Nothing was changed; try again in a few minutes.';
  return new DomainException('HCP_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, message);
}

function stepOf<T extends object>(
  entity: 'category' | 'item',
  hcpUuid: string,
  name: string,
  existing: T | null,
  wanted: Partial<T>,
  hcp: HcpMaterialCategory | null,
  archiving = false,
): { row: PricebookSyncRow; existing: T | null; values: Partial<T>; hcp: HcpMaterialCategory | null } {
  const changes = existing ? (Object.keys(wanted) as (keyof T & string)[]).filter((key) => !same(existing[key], wanted[key])) : [];
  const action = !existing ? 'created' : archiving ? 'archived' : changes.length ? 'updated' : 'unchanged';
  const id = existing && 'id' in existing ? String(existing.id) : null;
  return { row: { entity, action, hcpUuid, id, name, changes: changes.filter((key) => key !== 'hcpMissingSince').sort() }, existing, values: wanted, hcp };
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  return a === b;
}

function countsOf(steps: { row: PricebookSyncRow }[]): PricebookSyncCounts {
  const counts: PricebookSyncCounts = { created: 0, updated: 0, archived: 0, unchanged: 0 };
  for (const { row } of steps) counts[row.action]++;
  return counts;
}

function clip(text: string | null | undefined, max: number): string | null {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  return trimmed ? trimmed.slice(0, max) : null;
}

/** HCP money is integer cents; anything else (a float from a misbehaving upstream) is rounded, null stays "no price". */
function cents(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
}

const inRange = (value: number | null) => value === null || (value >= 0 && value <= PRICEBOOK_LIMITS.maxPriceCents);
