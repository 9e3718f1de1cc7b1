import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  OrganizationSetupResponse,
  PricebookBulkResult,
  PricebookCatalogue,
  PricebookCategory,
  PricebookCsvImportResult,
  PricebookItem,
  PricebookItemPage,
  Role,
} from '@irrigo/contracts';
import Papa from 'papaparse';
import { DataSource } from 'typeorm';
import { startOrgTestApp, type OrgTestApp } from './support/org-test-app.js';

/**
 * The pricebook over HTTP: Green Valley (set up) and Blue Creek (written straight into the tables), so that
 * every route can be asked across organizations as well as by every role.
 */
describe('pricebook (services/org over HTTP)', () => {
  let t: OrgTestApp;
  let green: string;
  const blue = randomUUID();

  const as = (role: Role | null, organizationId: string = green) =>
    role === null ? Promise.resolve({}) : t.identity.gatewayHeaders({ role, organizationId, locationId: null, technicianId: null });
  const createCategory = async (body: object, organizationId = green) =>
    (
      await t.http
        .post('/api/pricebook/categories')
        .set(await as('admin', organizationId))
        .send(body)
        .expect(201)
    ).body as PricebookCategory;
  const createItem = async (body: object, organizationId = green) =>
    (
      await t.http
        .post('/api/pricebook/items')
        .set(await as('admin', organizationId))
        .send({ kind: 'material', ...body })
        .expect(201)
    ).body as PricebookItem;
  const search = async (query: string, role: Role = 'technician') =>
    (
      await t.http
        .get(`/api/pricebook/items${query}`)
        .set(await as(role))
        .expect(200)
    ).body as PricebookItemPage;
  const names = (page: PricebookItemPage) => page.items.map((item) => item.nameEn);

  let heads: PricebookCategory;
  let rotors: PricebookCategory;
  let valves: PricebookCategory;
  let rotor: PricebookItem;
  let valve: PricebookItem;
  let unpriced: PricebookItem;
  let blueItem: PricebookItem;
  let blueCategory: PricebookCategory;

  beforeAll(async () => {
    t = await startOrgTestApp();
    const setup = await t.http
      .post('/internal/organizations/setup')
      .set(await t.identity.serviceHeaders('auth', 'org'))
      .send({ organizationName: 'Green Valley' })
      .expect(201);
    green = (setup.body as OrganizationSetupResponse).organization.id;
    await t.app.get(DataSource).query(`INSERT INTO org.organizations (id, name, type) VALUES ($1, 'Blue Creek', 'independent')`, [blue]);

    heads = await createCategory({ nameEn: 'Sprinkler heads', nameEs: 'Aspersores', sortOrder: 1 });
    rotors = await createCategory({ nameEn: 'Rotors', nameEs: 'Rotores', parentId: heads.id });
    valves = await createCategory({ nameEn: 'Valves', nameEs: 'Válvulas', sortOrder: 2 });
    rotor = await createItem({
      categoryId: rotors.id,
      sku: 'RB-5004-PC',
      nameEn: 'Rain Bird 5004 rotor',
      nameEs: 'Rotor Rain Bird 5004',
      costCents: 1240,
      priceCents: 2495,
      memberPriceCents: 2245,
      taxable: true,
    });
    valve = await createItem({ categoryId: valves.id, sku: '100-DV', nameEn: 'Rain Bird 100-DV valve', nameEs: 'Válvula Rain Bird 100-DV', priceCents: 4995 });
    unpriced = await createItem({ kind: 'service', nameEn: 'Backflow test', nameEs: 'Prueba de contraflujo', descriptionEn: 'Annual certified test' });
    blueCategory = await createCategory({ nameEn: 'Blue heads' }, blue);
    blueItem = await createItem({ nameEn: 'Blue Creek rotor', priceCents: 100 }, blue);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('categories', () => {
    it('lists the tree in order (parents first, by sort order) to anyone signed in, with depth and version', async () => {
      const response = await t.http
        .get('/api/pricebook/categories')
        .set(await as('technician'))
        .expect(200);
      const categories = response.body.categories as PricebookCategory[];
      expect(categories.map((category) => [category.nameEn, category.depth])).toEqual([
        ['Sprinkler heads', 0],
        ['Rotors', 1],
        ['Valves', 0],
      ]);
      expect(categories[1]).toEqual({
        id: rotors.id,
        parentId: heads.id,
        nameEn: 'Rotors',
        nameEs: 'Rotores',
        sortOrder: 0,
        active: true,
        hcpUuid: null,
        depth: 1,
        version: 1,
        updatedAt: expect.stringMatching(/^\d{4}-/),
      });
    });

    it('requires sign-in, lets only admins and managers write, and refuses bad input', async () => {
      await t.http.get('/api/pricebook/categories').expect(401);
      await t.http.post('/api/pricebook/categories').send({ nameEn: 'X' }).expect(401);
      for (const role of ['technician', 'supervisor'] as const) {
        await t.http
          .post('/api/pricebook/categories')
          .set(await as(role))
          .send({ nameEn: 'Nope' })
          .expect(403);
      }
      await t.http
        .post('/api/pricebook/categories')
        .set(await as('manager'))
        .send({ nameEn: 'Drip', nameEs: 'Goteo' })
        .expect(201);
      const bad = await t.http
        .post('/api/pricebook/categories')
        .set(await as('admin'))
        .send({ nameEn: '  ', sortOrder: 1.5, extra: true });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
      // Another organization's category is no parent of ours.
      const foreignParent = await t.http
        .post('/api/pricebook/categories')
        .set(await as('admin'))
        .send({ nameEn: 'Stolen', parentId: blueCategory.id });
      expect(foreignParent.status).toBe(400);
    });

    it('edits with If-Match: 412 when stale, 400 without it, 404 for another organization; a category cannot move beneath itself', async () => {
      const path = `/api/pricebook/categories/${valves.id}`;
      await t.http
        .patch(path)
        .set(await as('admin'))
        .send({ nameEs: 'Valvulas' })
        .expect(400);
      const edited = await t.http
        .patch(path)
        .set({ ...(await as('admin')), 'if-match': '"1"' })
        .send({ nameEs: 'Válvulas de riego' })
        .expect(200);
      expect(edited.body).toMatchObject({ nameEs: 'Válvulas de riego', version: 2 });
      const stale = await t.http
        .patch(path)
        .set({ ...(await as('admin')), 'if-match': '1' })
        .send({ nameEs: 'Otra' });
      expect(stale.status).toBe(412);
      expect(stale.body).toMatchObject({ code: 'STALE_VERSION', details: [valves.id] });
      await t.http
        .patch(path)
        .set({ ...(await as('admin', blue)), 'if-match': '2' })
        .send({ nameEs: 'Ajena' })
        .expect(404);
      await t.http
        .patch(path)
        .set({ ...(await as('technician')), 'if-match': '2' })
        .send({ nameEs: 'x' })
        .expect(403);
      const loop = await t.http
        .patch(`/api/pricebook/categories/${heads.id}`)
        .set({ ...(await as('admin')), 'if-match': '1' })
        .send({ parentId: rotors.id });
      expect(loop.status).toBe(400);
    });

    it('archives with If-Match and lists archived ones on request', async () => {
      const drip = (await t.http.get('/api/pricebook/categories').set(await as('admin'))).body.categories.find(
        (category: PricebookCategory) => category.nameEn === 'Drip',
      ) as PricebookCategory;
      await t.http
        .post(`/api/pricebook/categories/${drip.id}/archive`)
        .set({ ...(await as('admin', blue)), 'if-match': '1' })
        .expect(404);
      const archived = await t.http
        .post(`/api/pricebook/categories/${drip.id}/archive`)
        .set({ ...(await as('admin')), 'if-match': '1' })
        .expect(200);
      expect(archived.body).toMatchObject({ active: false, version: 2 });
      const inactive = await t.http
        .get('/api/pricebook/categories?active=false')
        .set(await as('admin'))
        .expect(200);
      expect(inactive.body.categories.map((category: PricebookCategory) => category.nameEn)).toEqual(['Drip']);
      await t.http
        .get('/api/pricebook/categories?active=maybe')
        .set(await as('admin'))
        .expect(400);
    });
  });

  describe('items', () => {
    it('searches names in both languages, SKU and description, ignoring case and accents', async () => {
      expect(names(await search('?q=VALVULA'))).toEqual(['Rain Bird 100-DV valve']);
      expect(names(await search('?q=rb-5004'))).toEqual(['Rain Bird 5004 rotor']);
      expect(names(await search('?q=contraflujo'))).toEqual(['Backflow test']);
      expect(names(await search('?q=annual%20TEST'))).toEqual(['Backflow test']);
      expect(names(await search('?q=rain%20bird'))).toEqual(['Rain Bird 100-DV valve', 'Rain Bird 5004 rotor']);
      expect(names(await search('?q=100%25'))).toEqual([]);
    });

    it('filters by category (with its sub-categories), kind and active, and pages', async () => {
      expect(names(await search(`?categoryId=${heads.id}`))).toEqual(['Rain Bird 5004 rotor']);
      expect(names(await search('?kind=service'))).toEqual(['Backflow test']);
      expect(names(await search('?active=false'))).toEqual([]);
      const page = await search('?pageSize=2&page=2');
      expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(names(page)).toEqual(['Rain Bird 5004 rotor']);
      expect(names(await search('', 'supervisor'))).not.toContain('Blue Creek rotor');
    });

    it('sorts by name, SKU, price or last change, either way, items with no SKU or price last', async () => {
      expect(names(await search('?sort=price'))).toEqual(['Rain Bird 5004 rotor', 'Rain Bird 100-DV valve', 'Backflow test']);
      expect(names(await search('?sort=price&order=desc'))).toEqual(['Rain Bird 100-DV valve', 'Rain Bird 5004 rotor', 'Backflow test']);
      expect(names(await search('?sort=sku'))).toEqual(['Rain Bird 100-DV valve', 'Rain Bird 5004 rotor', 'Backflow test']);
      expect(names(await search('?sort=name&order=desc'))).toEqual(['Rain Bird 5004 rotor', 'Rain Bird 100-DV valve', 'Backflow test']);
      expect((await search('?sort=updated&order=desc')).items).toHaveLength(3);
      for (const query of ['?sort=cost', '?order=up', '?sort=']) {
        const response = await t.http.get(`/api/pricebook/items${query}`).set(await as('admin'));
        expect([query, response.status, response.body.code]).toEqual([query, 400, 'VALIDATION_FAILED']);
      }
    });

    it('counts the items of each category (directly in it, null for none) for anyone signed in, only in their organization', async () => {
      const counts = async (query = '', role: Role = 'technician') =>
        (
          (
            await t.http
              .get(`/api/pricebook/categories/counts${query}`)
              .set(await as(role))
              .expect(200)
          ).body as { counts: { categoryId: string | null; items: number }[] }
        ).counts;
      const byCategory = (rows: { categoryId: string | null; items: number }[]) => Object.fromEntries(rows.map((row) => [row.categoryId ?? 'none', row.items]));
      expect(byCategory(await counts())).toEqual({ [rotors.id]: 1, [valves.id]: 1, none: 1 });
      expect(byCategory(await counts('?active=false', 'supervisor'))).toEqual({});
      expect(byCategory(await counts('?active=true', 'admin'))).toEqual({ [rotors.id]: 1, [valves.id]: 1, none: 1 });
      await t.http.get('/api/pricebook/categories/counts').expect(401);
      await t.http
        .get('/api/pricebook/categories/counts?active=maybe')
        .set(await as('admin'))
        .expect(400);
    });

    it('answers a full item, with no price as null (never 0)', async () => {
      const response = await t.http
        .get(`/api/pricebook/items/${unpriced.id}`)
        .set(await as('technician'))
        .expect(200);
      expect(response.body).toEqual({
        id: unpriced.id,
        categoryId: null,
        kind: 'service',
        sku: null,
        nameEn: 'Backflow test',
        nameEs: 'Prueba de contraflujo',
        descriptionEn: 'Annual certified test',
        descriptionEs: null,
        unit: null,
        costCents: null,
        priceCents: null,
        memberPriceCents: null,
        taxable: false,
        tracksInventory: false,
        imageUrl: null,
        active: true,
        hcpUuid: null,
        version: 1,
        updatedAt: expect.any(String),
      });
      await t.http
        .get(`/api/pricebook/items/${blueItem.id}`)
        .set(await as('admin'))
        .expect(404);
    });

    it('requires sign-in, refuses the wrong role, another organization’s category and bad input', async () => {
      await t.http.get('/api/pricebook/items').expect(401);
      await t.http
        .post('/api/pricebook/items')
        .set(await as('technician'))
        .send({ kind: 'material', nameEn: 'X' })
        .expect(403);
      await t.http
        .get(`/api/pricebook/items?categoryId=${blueCategory.id}`)
        .set(await as('admin'))
        .expect(404);
      for (const body of [
        { kind: 'part', nameEn: 'X' },
        { kind: 'material', nameEn: '' },
        { kind: 'material', nameEn: 'X', priceCents: 12.5 },
        { kind: 'material', nameEn: 'X', priceCents: -1 },
        { kind: 'material', nameEn: 'X', priceCents: 100_000_001 },
        { kind: 'material', nameEn: 'X', imageUrl: 'javascript:alert(1)' },
        { kind: 'material', nameEn: 'X', categoryId: blueCategory.id },
      ]) {
        const response = await t.http
          .post('/api/pricebook/items')
          .set(await as('admin'))
          .send(body);
        expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      await t.http
        .get('/api/pricebook/items?pageSize=1000')
        .set(await as('admin'))
        .expect(400);
    });

    it('edits with If-Match (412 stale, 404 other organization) and keeps search in step with the names', async () => {
      const path = `/api/pricebook/items/${rotor.id}`;
      const edited = await t.http
        .patch(path)
        .set({ ...(await as('manager')), 'if-match': String(rotor.version) })
        .send({ nameEs: 'Rotor de engranes Rain Bird', priceCents: 2595 })
        .expect(200);
      expect(edited.body).toMatchObject({ nameEs: 'Rotor de engranes Rain Bird', priceCents: 2595, memberPriceCents: 2245, version: 2 });
      expect(names(await search('?q=engranes'))).toEqual(['Rain Bird 5004 rotor']);
      const stale = await t.http
        .patch(path)
        .set({ ...(await as('admin')), 'if-match': '1' })
        .send({ priceCents: 1 });
      expect([stale.status, stale.body.code]).toEqual([412, 'STALE_VERSION']);
      await t.http
        .patch(path)
        .set({ ...(await as('admin', blue)), 'if-match': '2' })
        .send({ priceCents: 1 })
        .expect(404);
      await t.http
        .patch(path)
        .set({ ...(await as('supervisor')), 'if-match': '2' })
        .send({ priceCents: 1 })
        .expect(403);
      await t.http
        .patch(path)
        .set({ ...(await as('admin')), 'if-match': '2' })
        .send({ priceCents: 'free' })
        .expect(400);
      rotor = edited.body as PricebookItem;
    });

    it('archives an item with If-Match; it stays, inactive', async () => {
      const temporary = await createItem({ nameEn: 'Discontinued nozzle', priceCents: 100 });
      await t.http
        .post(`/api/pricebook/items/${temporary.id}/archive`)
        .set({ ...(await as('admin')), 'if-match': '9' })
        .expect(412);
      await t.http
        .post(`/api/pricebook/items/${temporary.id}/archive`)
        .set({ ...(await as('technician')), 'if-match': '1' })
        .expect(403);
      const archived = await t.http
        .post(`/api/pricebook/items/${temporary.id}/archive`)
        .set({ ...(await as('admin')), 'if-match': '1' })
        .expect(200);
      expect(archived.body).toMatchObject({ active: false, version: 2 });
      expect(names(await search('?active=false'))).toEqual(['Discontinued nozzle']);
    });
  });

  describe('bulk change', () => {
    const bulk = async (body: object, role: Role = 'admin', organizationId = green) =>
      t.http
        .post('/api/pricebook/items/bulk')
        .set(await as(role, organizationId))
        .send(body);
    const current = async (id: string) => (await t.http.get(`/api/pricebook/items/${id}`).set(await as('admin'))).body as PricebookItem;

    it('previews every row’s before and after without changing anything; an item with no price keeps none', async () => {
      const items = [rotor, valve, unpriced].map((item) => ({ id: item.id, version: item.version }));
      const response = await bulk({ items, change: { type: 'price_percent', percent: 10 }, dryRun: true });
      expect(response.status).toBe(200);
      const result = response.body as PricebookBulkResult;
      expect(result.dryRun).toBe(true);
      expect(result.changed).toBe(2);
      expect(result.rows.map((row) => [row.nameEn, row.before.priceCents, row.after.priceCents, row.changed])).toEqual([
        ['Backflow test', null, null, false],
        ['Rain Bird 100-DV valve', 4995, 5495, true],
        ['Rain Bird 5004 rotor', 2595, 2855, true],
      ]);
      expect((await current(valve.id)).priceCents).toBe(4995);
    });

    it('applies all rows in one go, each version checked: any stale one answers 412 naming it and nothing changes', async () => {
      const stale = await bulk({
        items: [
          { id: rotor.id, version: 1 },
          { id: valve.id, version: valve.version },
        ],
        change: { type: 'price_cents', cents: -500 },
        dryRun: false,
      });
      expect(stale.status).toBe(412);
      expect(stale.body).toMatchObject({ code: 'STALE_VERSION', details: [rotor.id] });
      expect((await current(valve.id)).priceCents).toBe(4995);

      const applied = await bulk({
        items: [
          { id: rotor.id, version: rotor.version },
          { id: valve.id, version: valve.version },
        ],
        change: { type: 'price_cents', cents: -500 },
        dryRun: false,
      });
      expect(applied.status).toBe(200);
      expect((await current(valve.id)).priceCents).toBe(4495);
      rotor = await current(rotor.id);
      valve = await current(valve.id);
      expect([rotor.priceCents, rotor.version, valve.version]).toEqual([2095, 3, 2]);
    });

    it('moves items to a category and deactivates them', async () => {
      const moved = await bulk({ items: [{ id: valve.id, version: valve.version }], change: { type: 'move_category', categoryId: heads.id }, dryRun: false });
      expect(moved.body.rows[0]).toMatchObject({ before: { categoryId: valves.id }, after: { categoryId: heads.id } });
      valve = await current(valve.id);
      const off = await bulk({ items: [{ id: valve.id, version: valve.version }], change: { type: 'set_active', active: false }, dryRun: false });
      expect(off.status).toBe(200);
      valve = await current(valve.id);
      expect([valve.categoryId, valve.active]).toEqual([heads.id, false]);
    });

    it('refuses a price below zero, a foreign category or item, bad input and the wrong role', async () => {
      const below = await bulk({ items: [{ id: valve.id, version: valve.version }], change: { type: 'price_cents', cents: -999_999 }, dryRun: true });
      expect(below.body.rows[0].problem).toBe('price_below_zero');
      expect((await bulk({ items: [{ id: valve.id, version: valve.version }], change: { type: 'price_cents', cents: -999_999 }, dryRun: false })).status).toBe(
        400,
      );
      expect(
        (await bulk({ items: [{ id: valve.id, version: valve.version }], change: { type: 'move_category', categoryId: blueCategory.id }, dryRun: true }))
          .status,
      ).toBe(400);
      expect((await bulk({ items: [{ id: blueItem.id, version: 1 }], change: { type: 'set_active', active: true }, dryRun: true })).status).toBe(404);
      expect((await bulk({ items: [], change: { type: 'set_active', active: true }, dryRun: true })).status).toBe(400);
      expect((await bulk({ items: [{ id: valve.id, version: 1 }], change: { type: 'price_percent', percent: 900 }, dryRun: true })).status).toBe(400);
      expect((await bulk({ items: [{ id: valve.id, version: 1 }], change: { type: 'discount' }, dryRun: true })).status).toBe(400);
      expect((await bulk({ items: [{ id: valve.id, version: 1 }], change: { type: 'set_active', active: true }, dryRun: true }, 'technician')).status).toBe(
        403,
      );
      await t.http.post('/api/pricebook/items/bulk').send({}).expect(401);
    });
  });

  describe('CSV', () => {
    const exportCsv = async (query = '', role: Role = 'admin') =>
      t.http
        .get(`/api/pricebook/items/export.csv${query}`)
        .set(await as(role))
        .buffer(true)
        .parse((response, callback) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          response.on('end', () => callback(null, text));
        });
    const importCsv = async (csv: string, dryRun: boolean, role: Role = 'admin') =>
      t.http
        .post('/api/pricebook/items/import')
        .set(await as(role))
        .send({ csv, dryRun });

    it('exports the filtered items with stable columns and prices in decimal USD', async () => {
      const response = await exportCsv(`?categoryId=${heads.id}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      const parsed = Papa.parse<Record<string, string>>((response.body as string).replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
      expect(parsed.meta.fields).toEqual([
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
      ]);
      expect(parsed.data.map((row) => [row['name_en'], row['category'], row['price'], row['member_price'], row['cost']])).toEqual([
        ['Rain Bird 100-DV valve', 'Sprinkler heads', '44.95', '', ''],
        ['Rain Bird 5004 rotor', 'Rotors', '20.95', '22.45', '12.40'],
      ]);
      expect((await exportCsv('', 'technician')).status).toBe(403);
      expect((await t.http.get('/api/pricebook/items/export.csv')).status).toBe(401);
    });

    it('dry-runs an import: new, changed and unchanged rows, and row-level errors with line and column', async () => {
      const exported = ((await exportCsv(`?categoryId=${heads.id}`)).body as string).replace(/^\uFEFF/, '');
      const rows = Papa.parse<Record<string, string>>(exported, { header: true, skipEmptyLines: true }).data;
      const rotorRow = rows.find((row) => row['sku'] === 'RB-5004-PC') as Record<string, string>;
      rotorRow['price'] = '$1,021.50';
      rotorRow['name_es'] = 'Rotor Ñandú';
      const csv = Papa.unparse([
        ...rows,
        { ...rotorRow, id: '', sku: 'NEW-1', name_en: 'MP Rotator 1000', price: '11.5', name_es: '', member_price: '', cost: '' },
        { ...rotorRow, id: '', sku: 'BAD-1', name_en: '', price: '12,50', taxable: 'maybe', kind: 'part' },
        { ...rotorRow, id: randomUUID(), sku: 'X', name_en: 'Ghost' },
        { ...rotorRow, id: '', sku: 'BIG', name_en: 'Too much', price: '2000000.00', category_id: blueCategory.id },
      ]);
      const response = await importCsv(csv, true);
      expect(response.status).toBe(200);
      const result = response.body as PricebookCsvImportResult;
      expect(result).toMatchObject({ dryRun: true, applied: false, counts: { new: 1, changed: 1, unchanged: 1, errors: 7 } });
      expect(result.rows.find((row) => row.sku === 'RB-5004-PC')).toMatchObject({ line: 3, status: 'changed', changes: ['nameEs', 'priceCents'] });
      expect(result.rows.find((row) => row.sku === 'NEW-1')).toMatchObject({ line: 4, status: 'new', id: null });
      expect(result.errors).toEqual([
        { line: 5, column: 'kind', code: 'unknown_kind' },
        { line: 5, column: 'name_en', code: 'required' },
        { line: 5, column: 'price', code: 'not_a_price' },
        { line: 5, column: 'taxable', code: 'not_a_boolean' },
        { line: 6, column: 'id', code: 'unknown_id' },
        { line: 7, column: 'category_id', code: 'unknown_category' },
        { line: 7, column: 'price', code: 'price_too_large' },
      ]);
      expect((await importCsv(csv, false)).status).toBe(400);
      expect(names(await search('?q=MP%20Rotator'))).toEqual([]);
    });

    it('applies a clean file in one go; re-importing it changes nothing', async () => {
      const csv = [
        'sku,name_en,name_es,price,kind,category_id,tracks_inventory',
        `RB-5004-PC,Rain Bird 5004 rotor,Rotor Rain Bird 5004,21.95,material,${rotors.id},yes`,
        'PGV-101G,Hunter PGV valve,"Válvula Hunter PGV, 1""",52.95,material,,no',
      ].join('\n');
      const dry = (await importCsv(csv, true)).body as PricebookCsvImportResult;
      expect(dry.counts).toEqual({ new: 1, changed: 1, unchanged: 0, errors: 0 });
      const applied = await importCsv(csv, false);
      expect(applied.status).toBe(200);
      expect(applied.body).toMatchObject({ applied: true });
      const hunter = (await search('?q=valvula%20hunter')).items[0] as PricebookItem;
      expect(hunter).toMatchObject({ nameEs: 'Válvula Hunter PGV, 1"', priceCents: 5295, kind: 'material', tracksInventory: false, version: 1 });
      const updated = (await search('?q=RB-5004-PC')).items[0] as PricebookItem;
      expect([updated.priceCents, updated.tracksInventory, updated.memberPriceCents, updated.version]).toEqual([2195, true, 2245, rotor.version + 1]);
      expect(((await importCsv(csv, true)).body as PricebookCsvImportResult).counts).toEqual({ new: 0, changed: 0, unchanged: 2, errors: 0 });
    });

    it('counts lines as the file has them: a value quoted over two lines and a blank line move the next rows down', async () => {
      const csv = ['name_en,description_en,price', 'Drip kit,"Line one', 'line two",10.00', '', 'Broken,,ten dollars'].join('\r\n');
      const result = (await importCsv(csv, true)).body as PricebookCsvImportResult;
      expect(result.rows.map((row) => [row.line, row.status])).toEqual([[2, 'new']]);
      expect(result.errors).toEqual([{ line: 5, column: 'price', code: 'not_a_price' }]);
    });

    it('refuses a file without name_en, a body without csv and the wrong role', async () => {
      const missing = await importCsv('sku,price\nA,1.00', true);
      expect(missing.body.errors).toEqual([{ line: 1, column: 'name_en', code: 'missing_column' }]);
      expect(
        (
          await t.http
            .post('/api/pricebook/items/import')
            .set(await as('admin'))
            .send({ dryRun: true })
        ).status,
      ).toBe(400);
      expect((await importCsv('name_en\nX', true, 'technician')).status).toBe(403);
    });
  });

  describe('the technicians’ catalogue', () => {
    it('answers the active catalogue with its version as ETag, 304 while nothing changed, a new version after a change', async () => {
      const first = await t.http
        .get('/api/pricebook/catalogue')
        .set(await as('technician'))
        .expect(200);
      const catalogue = first.body as PricebookCatalogue;
      expect(first.headers['etag']).toBe(`"${catalogue.version}"`);
      expect(catalogue.items.every((item) => item.active)).toBe(true);
      expect(catalogue.items.map((item) => item.nameEn)).not.toContain('Discontinued nozzle');
      expect(catalogue.items.map((item) => item.nameEn)).not.toContain('Blue Creek rotor');
      expect(catalogue.categories.map((category) => category.nameEn)).toEqual(['Sprinkler heads', 'Rotors', 'Valves']);

      const again = await t.http.get('/api/pricebook/catalogue').set({ ...(await as('technician')), 'if-none-match': `"${catalogue.version}"` });
      expect(again.status).toBe(304);
      expect(again.text ?? '').toBe('');

      const item = catalogue.items[0] as PricebookItem;
      await t.http
        .patch(`/api/pricebook/items/${item.id}`)
        .set({ ...(await as('admin')), 'if-match': String(item.version) })
        .send({ descriptionEs: 'Cambio' })
        .expect(200);
      const changed = await t.http
        .get('/api/pricebook/catalogue')
        .set({ ...(await as('technician')), 'if-none-match': `"${catalogue.version}"` })
        .expect(200);
      expect(changed.body.version).not.toBe(catalogue.version);
      await t.http.get('/api/pricebook/catalogue').expect(401);
    });

    it('gives another organization its own catalogue and version', async () => {
      const blueCatalogue = (
        await t.http
          .get('/api/pricebook/catalogue')
          .set(await as('technician', blue))
          .expect(200)
      ).body as PricebookCatalogue;
      expect(blueCatalogue.items.map((item) => item.nameEn)).toEqual(['Blue Creek rotor']);
    });
  });
});
