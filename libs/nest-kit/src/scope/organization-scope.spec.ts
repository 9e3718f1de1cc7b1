import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Role, VerifiedUser } from '@irrigo/contracts';
import { Column, DataSource, Entity, In, PrimaryColumn } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../testing.js';
import { applyScope, isInScope, scopedWhere, scopeOfOrganization, scopeOfUser, type OrganizationScope, type ScopedColumns } from './organization-scope.js';

/** A technician's work: it has all three columns. */
@Entity({ name: 'scope_visits' })
class Visit {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'organization_id', type: 'text' }) organizationId!: string;
  @Column({ name: 'location_id', type: 'text', nullable: true }) locationId!: string | null;
  @Column({ name: 'technician_id', type: 'text', nullable: true }) technicianId!: string | null;
}

/** Something of a location that is nobody's own work (a customer, a site). */
@Entity({ name: 'scope_sites' })
class Site {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'organization_id', type: 'text' }) organizationId!: string;
  @Column({ name: 'location_id', type: 'text' }) locationId!: string;
}

/** A location, which is its own location. */
@Entity({ name: 'scope_branches' })
class Branch {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'organization_id', type: 'text' }) organizationId!: string;
}

/** Something of the whole organization (the pricebook). */
@Entity({ name: 'scope_price_items' })
class PriceItem {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'organization_id', type: 'text' }) organizationId!: string;
}

const VISITS: ScopedColumns<Visit> = { organization: 'organizationId', location: 'locationId', technician: 'technicianId' };
const SITES: ScopedColumns<Site> = { organization: 'organizationId', location: 'locationId' };
const PRICE_ITEMS: ScopedColumns<PriceItem> = { organization: 'organizationId' };
const BRANCHES: ScopedColumns<Branch> = { organization: 'organizationId', location: 'id' };

// Organization A has locations north and south; technician ana works north, ben south. B is another business.
const user = (role: Role, overrides: Partial<VerifiedUser> = {}): VerifiedUser => ({
  id: `user-${role}`,
  email: `${role}@example.com`,
  name: role,
  role,
  organizationId: 'org-a',
  locationId: 'north',
  technicianId: null,
  sessionId: 'session',
  ...overrides,
});

describe('organization scope (spec §6) on a real database', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
  /** Both ways of asking, which must always agree. */
  async function visible<T extends { id: string }>(entity: new () => T, columns: ScopedColumns<T>, scope: OrganizationScope): Promise<string[]> {
    const repository = dataSource.getRepository(entity);
    const found = ids(await repository.findBy(scopedWhere(scope, columns)));
    const queried = ids(await applyScope(repository.createQueryBuilder('row'), 'row', scope, columns).getMany());
    expect(queried).toEqual(found);
    return found;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource({
      type: 'postgres',
      url: database.url,
      entities: [Visit, Site, PriceItem, Branch],
      synchronize: true,
      dropSchema: true,
    }).initialize();
    await dataSource.getRepository(Visit).insert([
      { id: 'a-north-ana', organizationId: 'org-a', locationId: 'north', technicianId: 'ana' },
      { id: 'a-north-unassigned', organizationId: 'org-a', locationId: 'north', technicianId: null },
      { id: 'a-south-ben', organizationId: 'org-a', locationId: 'south', technicianId: 'ben' },
      { id: 'b-north-ana', organizationId: 'org-b', locationId: 'north', technicianId: 'ana' },
    ]);
    await dataSource.getRepository(Site).insert([
      { id: 'a-north', organizationId: 'org-a', locationId: 'north' },
      { id: 'a-south', organizationId: 'org-a', locationId: 'south' },
      { id: 'b-north', organizationId: 'org-b', locationId: 'north' },
    ]);
    await dataSource.getRepository(Branch).insert([
      { id: 'north', organizationId: 'org-a' },
      { id: 'south', organizationId: 'org-a' },
    ]);
    await dataSource.getRepository(PriceItem).insert([
      { id: 'a-valve', organizationId: 'org-a' },
      { id: 'b-valve', organizationId: 'org-b' },
    ]);
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.close();
  });

  it('gives an admin and a manager every row of their organization, and none of another', async () => {
    for (const role of ['admin', 'manager'] as const) {
      const scope = scopeOfUser(user(role));
      expect(await visible(Visit, VISITS, scope)).toEqual(['a-north-ana', 'a-north-unassigned', 'a-south-ben']);
      expect(await visible(Site, SITES, scope)).toEqual(['a-north', 'a-south']);
      expect(await visible(PriceItem, PRICE_ITEMS, scope)).toEqual(['a-valve']);
    }
  });

  it('gives a supervisor their own location of their organization, and the organization-wide rows', async () => {
    const scope = scopeOfUser(user('supervisor', { locationId: 'north' }));
    expect(await visible(Visit, VISITS, scope)).toEqual(['a-north-ana', 'a-north-unassigned']);
    expect(await visible(Site, SITES, scope)).toEqual(['a-north']);
    expect(await visible(PriceItem, PRICE_ITEMS, scope)).toEqual(['a-valve']);
  });

  it("gives a technician their own work, their location where rows are no one's work, and the organization's pricebook", async () => {
    const scope = scopeOfUser(user('technician', { locationId: 'north', technicianId: 'ana' }));
    expect(await visible(Visit, VISITS, scope)).toEqual(['a-north-ana']);
    expect(await visible(Site, SITES, scope)).toEqual(['a-north']);
    expect(await visible(PriceItem, PRICE_ITEMS, scope)).toEqual(['a-valve']);
  });

  it('gives nothing to a user of no organization; nothing of a location to one of no location; no work to a technician not on the roster', async () => {
    expect(await visible(Visit, VISITS, scopeOfUser(user('admin', { organizationId: null })))).toEqual([]);
    expect(await visible(PriceItem, PRICE_ITEMS, scopeOfUser(user('admin', { organizationId: null })))).toEqual([]);
    const supervisorOfNoLocation = scopeOfUser(user('supervisor', { locationId: null }));
    expect(await visible(Site, SITES, supervisorOfNoLocation)).toEqual([]);
    expect(await visible(Visit, VISITS, supervisorOfNoLocation)).toEqual([]);
    expect(await visible(PriceItem, PRICE_ITEMS, supervisorOfNoLocation)).toEqual(['a-valve']);
    const unlinked = scopeOfUser(user('technician', { locationId: 'north', technicianId: null }));
    expect(await visible(Visit, VISITS, unlinked)).toEqual([]);
    expect(await visible(Site, SITES, scopeOfUser(user('technician', { locationId: null, technicianId: 'ana' })))).toEqual([]);
  });

  it("finds another organization's row by id as if it did not exist (the caller answers 404)", async () => {
    const repository = dataSource.getRepository(Visit);
    const admin = scopeOfUser(user('admin'));
    expect(await repository.findOneBy(scopedWhere(admin, VISITS, { id: 'b-north-ana' }))).toBeNull();
    expect(await repository.findOneBy(scopedWhere(admin, VISITS, { id: 'a-south-ben' }))).toMatchObject({ id: 'a-south-ben' });
    // A change through the scope touches nothing outside it.
    const changed = await repository.update(scopedWhere(admin, VISITS, { id: 'b-north-ana' }), { locationId: 'south' });
    expect(changed.affected).toBe(0);
  });

  it('keeps the scope when the caller asks for the column it fixes (a location by id)', async () => {
    const branches = dataSource.getRepository(Branch);
    const supervisor = scopeOfUser(user('supervisor', { locationId: 'north' }));
    expect(await visible(Branch, BRANCHES, supervisor)).toEqual(['north']);
    expect(await branches.findOneBy(scopedWhere(supervisor, BRANCHES, { id: 'north' }))).toMatchObject({ id: 'north' });
    expect(await branches.findOneBy(scopedWhere(supervisor, BRANCHES, { id: 'south' }))).toBeNull();
    expect(await branches.findBy(scopedWhere(supervisor, BRANCHES, { id: In(['north', 'south']) }))).toEqual([expect.objectContaining({ id: 'north' })]);
    expect(await branches.findOneBy(scopedWhere(scopeOfUser(user('manager')), BRANCHES, { id: 'south' }))).toMatchObject({ id: 'south' });
  });

  it('lets a service that names an organization see that organization only', async () => {
    expect(await visible(Visit, VISITS, scopeOfOrganization('org-b'))).toEqual(['b-north-ana']);
  });

  it('tells whether a row or a reference lies inside the scope', () => {
    const supervisor = scopeOfUser(user('supervisor', { locationId: 'north' }));
    expect(isInScope(supervisor, SITES, { organizationId: 'org-a', locationId: 'north' })).toBe(true);
    expect(isInScope(supervisor, SITES, { organizationId: 'org-a', locationId: 'south' })).toBe(false);
    expect(isInScope(supervisor, SITES, { organizationId: 'org-b', locationId: 'north' })).toBe(false);
    expect(isInScope(scopeOfUser(user('admin')), SITES, { organizationId: 'org-a', locationId: 'south' })).toBe(true);
    expect(isInScope({ reach: 'none' }, PRICE_ITEMS, { organizationId: 'org-a' })).toBe(false);
  });
});
