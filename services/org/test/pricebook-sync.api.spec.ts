import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoMaterialCategoryUuid, demoMaterialUuid } from '@irrigo/fake-hcp';
import type {
  OrganizationSetupResponse,
  PricebookCategory,
  PricebookItem,
  PricebookItemPage,
  PricebookSyncPreview,
  PricebookSyncReport,
  Role,
} from '@irrigo/contracts';
import { DataSource } from 'typeorm';
import { OrganizationsService } from '../src/organizations/organizations.service.js';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

/** The pricebook sync against the fake Housecall Pro (its demo price book: 13 categories, 61 materials). */
describe('pricebook sync with Housecall Pro (services/org over HTTP)', () => {
  let t: OrgTestApp;
  let green: string;
  const blue = randomUUID();

  const as = (role: Role, organizationId: string = green) => t.identity.gatewayHeaders({ role, organizationId, locationId: null, technicianId: null });
  const preview = async () =>
    (
      await t.http
        .post('/api/pricebook/sync/preview')
        .set(await as('admin'))
        .expect(200)
    ).body as PricebookSyncPreview;
  const run = async () =>
    (
      await t.http
        .post('/api/pricebook/sync')
        .set(await as('manager'))
        .expect(200)
    ).body as PricebookSyncReport;
  const itemBySku = async (sku: string) => {
    const page = (
      await t.http
        .get(`/api/pricebook/items?q=${encodeURIComponent(sku)}`)
        .set(await as('admin'))
        .expect(200)
    ).body as PricebookItemPage;
    return page.items.find((item) => item.sku === sku) as PricebookItem;
  };
  const categories = async () =>
    (
      await t.http
        .get('/api/pricebook/categories')
        .set(await as('admin'))
        .expect(200)
    ).body.categories as PricebookCategory[];

  beforeAll(async () => {
    // The fake, the service and the embedded database share this process's event loop, and other features sync
    // with the fake at boot: a roomier limit than the 600 ms default keeps this file's calls from timing out.
    t = await startOrgTestApp({ HCP_TIMEOUT_MS: '20000' });
    const setup = await t.http
      .post('/internal/organizations/setup')
      .set(await t.identity.serviceHeaders('auth', 'org'))
      .send({ organizationName: 'Green Valley' })
      .expect(201);
    green = (setup.body as OrganizationSetupResponse).organization.id;
    // Setup syncs the roster and then the customers; on the embedded database (one connection) their
    // transactions would hold up this file's first requests.
    await t.app.get(OrganizationsService).whenSyncedAfterSetUp();
    await t.app.get(DataSource).query(`INSERT INTO org.organizations (id, name, type) VALUES ($1, 'Blue Creek', 'independent')`, [blue]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('previews the whole price book as new, services unreadable with the Company key, and writes nothing', async () => {
    const diff = await preview();
    expect(diff.categories).toEqual({ created: 13, updated: 0, archived: 0, unchanged: 0 });
    expect(diff.items).toEqual({ created: 61, updated: 0, archived: 0, unchanged: 0 });
    expect(diff.servicesReadable).toBe(false);
    expect(diff.failed).toEqual([]);
    expect(diff.rows.find((row) => row.name === 'Rain Bird 5004 PC rotor, 4"')).toEqual({
      entity: 'item',
      action: 'created',
      hcpUuid: demoMaterialUuid('5004PC'),
      id: null,
      name: 'Rain Bird 5004 PC rotor, 4"',
      changes: [],
    });
    expect(await categories()).toEqual([]);
  });

  it('walks the categories from the root by parent_uuid, then every category’s materials, and asks for services once', async () => {
    t.hcp.requests.length = 0;
    const report = await run();
    expect(report).toMatchObject({ status: 'ok', created: 61, updated: 0, archived: 0, failed: 0, servicesReadable: false, error: null });
    expect(report.categories).toEqual({ created: 13, updated: 0, archived: 0, unchanged: 0 });
    const paths = t.hcp.requests.map((url) => url.split('?')[0]);
    expect(paths.filter((path) => path === '/api/price_book/material_categories')).toHaveLength(14);
    expect(paths.filter((path) => path === '/api/price_book/materials')).toHaveLength(13);
    expect(paths.filter((path) => path === '/api/price_book/services')).toHaveLength(1);
    expect(t.hcp.requests[0]).not.toContain('parent_uuid');
    expect(t.hcp.requests).toContainEqual(expect.stringContaining(`parent_uuid=${demoMaterialCategoryUuid('valve-parts')}`));

    const tree = await categories();
    const solenoids = tree.find((category) => category.nameEn === 'Solenoids') as PricebookCategory;
    const parts = tree.find((category) => category.nameEn === 'Valve repair parts') as PricebookCategory;
    expect([solenoids.depth, solenoids.parentId, solenoids.hcpUuid]).toEqual([2, parts.id, demoMaterialCategoryUuid('solenoids')]);
    expect(tree.find((category) => category.id === parts.parentId)?.nameEn).toBe('Valves');

    const rotor = await itemBySku('5004PC');
    expect(rotor).toMatchObject({ kind: 'material', nameEn: 'Rain Bird 5004 PC rotor, 4"', unit: 'each', costCents: 1240, priceCents: 2495, taxable: true });
    expect(tree.find((category) => category.id === rotor.categoryId)?.nameEn).toBe('Rotors');
    expect((await itemBySku('ESP-LXME2')).priceCents).toBeNull();
    // A search for a category's items takes in the sub-categories HCP nested.
    const valves = tree.find((category) => category.nameEn === 'Valves') as PricebookCategory;
    const inValves = (await t.http.get(`/api/pricebook/items?categoryId=${valves.id}&pageSize=200`).set(await as('technician'))).body as PricebookItemPage;
    expect(inValves.total).toBe(11);
  });

  it('keeps a report of each run, newest first', async () => {
    const runs = (
      await t.http
        .get('/api/pricebook/sync/runs')
        .set(await as('admin'))
        .expect(200)
    ).body.runs as PricebookSyncReport[];
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'ok', created: 61, servicesReadable: false, finishedAt: expect.stringMatching(/^\d{4}-/) });
  });

  it('updates what HCP changed and keeps the Spanish name, member price and tracksInventory; a second run finds nothing else', async () => {
    const rotor = await itemBySku('5004PC');
    await t.http
      .patch(`/api/pricebook/items/${rotor.id}`)
      .set({ ...(await as('admin')), 'if-match': String(rotor.version) })
      .send({ nameEs: 'Rotor Rain Bird 5004', descriptionEs: 'Rotor de engranes', memberPriceCents: 2245, tracksInventory: true })
      .expect(200);
    t.hcp.fake.priceBook.updateMaterial(demoMaterialUuid('5004PC'), { price: 2695, name: 'Rain Bird 5004 PC rotor' });

    const diff = await preview();
    expect(diff.items).toEqual({ created: 0, updated: 1, archived: 0, unchanged: 60 });
    expect(diff.rows.find((row) => row.action === 'updated')).toMatchObject({ id: rotor.id, changes: ['nameEn', 'priceCents'] });
    expect((await run()).updated).toBe(1);
    expect(await itemBySku('5004PC')).toMatchObject({
      nameEn: 'Rain Bird 5004 PC rotor',
      priceCents: 2695,
      nameEs: 'Rotor Rain Bird 5004',
      descriptionEs: 'Rotor de engranes',
      memberPriceCents: 2245,
      tracksInventory: true,
      version: rotor.version + 2,
    });
    const again = await run();
    expect([again.created, again.updated, again.archived, again.unchanged]).toEqual([0, 0, 0, 61]);
  });

  it('archives an item HCP removed (never deletes it) and brings it back if HCP has it again', async () => {
    const emitter = await itemBySku('XB-10PC');
    const removed = structuredClone(t.hcp.fake.priceBook.state.materials.find((material) => material.part_number === 'XB-10PC'));
    t.hcp.fake.priceBook.removeMaterial(demoMaterialUuid('XB-10PC'));
    const report = await run();
    expect([report.archived, report.updated]).toEqual([1, 0]);
    expect(await itemBySku('XB-10PC')).toMatchObject({ id: emitter.id, active: false });

    t.hcp.fake.priceBook.state.materials.push(removed as (typeof t.hcp.fake.priceBook.state.materials)[number]);
    expect((await run()).updated).toBe(1);
    expect(await itemBySku('XB-10PC')).toMatchObject({ id: emitter.id, active: true });
  });

  it('archives a category HCP removed, with its materials', async () => {
    t.hcp.fake.priceBook.removeMaterialCategory(demoMaterialCategoryUuid('solenoids'));
    const report = await run();
    expect(report.archived).toBe(2);
    expect(report.categories.archived).toBe(1);
    expect((await categories()).find((category) => category.nameEn === 'Solenoids')?.active).toBe(false);
  });

  it('reads every page of a category with more materials than one page holds', async () => {
    const fittings = demoMaterialCategoryUuid('fittings');
    for (let index = 1; index <= 205; index++) {
      t.hcp.fake.priceBook.addMaterial({ name: `Fitting ${index}`, part_number: `FIT-${index}`, price: 100 + index, material_category_uuid: fittings });
    }
    t.hcp.requests.length = 0;
    expect((await run()).created).toBe(205);
    const fittingPages = t.hcp.requests.filter((url) => url.includes(`material_category_uuid=${fittings}`));
    expect(fittingPages).toEqual([expect.stringContaining('page=1'), expect.stringContaining('page=2')]);
    expect((await itemBySku('FIT-205')).priceCents).toBe(305);
  });

  it('waits and tries again when HCP answers 429', async () => {
    t.hcp.fake.setFailMode('rateLimit429', 2);
    t.hcp.requests.length = 0;
    const report = await run();
    expect(report.status).toBe('ok');
    expect(t.hcp.requests[0]).toBe(t.hcp.requests[2]);
  }, 20_000);

  it('changes nothing and keeps a failed report when HCP is down (503 HCP_UNAVAILABLE)', async () => {
    t.hcp.fake.priceBook.updateMaterial(demoMaterialUuid('1804'), { price: 999 });
    t.hcp.failWhen = (url) => url.startsWith('/api/price_book/materials');
    try {
      const response = await t.http.post('/api/pricebook/sync').set(await as('admin'));
      expect([response.status, response.body.code]).toEqual([503, 'HCP_UNAVAILABLE']);
      const previewed = await t.http.post('/api/pricebook/sync/preview').set(await as('admin'));
      expect(previewed.status).toBe(503);
    } finally {
      t.hcp.failWhen = undefined;
    }
    expect((await itemBySku('1804')).priceCents).toBe(895);
    const runs = (await t.http.get('/api/pricebook/sync/runs').set(await as('admin'))).body.runs as PricebookSyncReport[];
    expect(runs[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('Housecall Pro 500') });
  }, 20_000);

  it('lets only admins and managers sync, and answers another organization 404', async () => {
    await t.http.post('/api/pricebook/sync').expect(401);
    await t.http.get('/api/pricebook/sync/runs').expect(401);
    for (const role of ['technician', 'supervisor'] as const) {
      await t.http
        .post('/api/pricebook/sync')
        .set(await as(role))
        .expect(403);
      await t.http
        .post('/api/pricebook/sync/preview')
        .set(await as(role))
        .expect(403);
      await t.http
        .get('/api/pricebook/sync/runs')
        .set(await as(role))
        .expect(403);
    }
    await t.http
      .post('/api/pricebook/sync')
      .set(await as('admin', blue))
      .expect(404);
    await t.http
      .post('/api/pricebook/sync/preview')
      .set(await as('admin', blue))
      .expect(404);
    expect(
      (
        await t.http
          .get('/api/pricebook/sync/runs')
          .set(await as('admin', blue))
          .expect(200)
      ).body.runs,
    ).toEqual([]);
  });
});
