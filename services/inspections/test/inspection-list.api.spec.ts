import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { InspectionListItem, InspectionListPage, VerifiedUser } from '@irrigo/contracts';
import request from 'supertest';
import { CSV_BATCH } from '../src/inspection-list/inspection-list.service.js';
import {
  insertListedInspection,
  listRequests,
  people,
  startInspectionsTestApp,
  type InspectionsTestApp,
  type ListedInspectionSeed,
} from './support/inspections-test-app.js';

const who = people();
const admin = { ...who.admin, id: randomUUID(), email: 'owner@riego.example' } satisfies Partial<VerifiedUser>;
const otherAdmin = { role: 'admin', organizationId: who.otherOrganizationId, locationId: null, technicianId: null } satisfies Partial<VerifiedUser>;

describe('GET /api/admin/inspections and /api/admin/inspections.csv', () => {
  let t: InspectionsTestApp;
  const seeded = new Map<string, ListedInspectionSeed & { reportNumber: string }>();

  async function seed(row: ListedInspectionSeed): Promise<string> {
    const { id, reportNumber } = await insertListedInspection(t.dataSource, who, row);
    seeded.set(id, { ...row, reportNumber });
    return id;
  }

  const { list, ids } = listRequests(() => t, '/api/admin/inspections', admin);
  const csv = async (user: Partial<VerifiedUser> | null, query: Record<string, string> = {}) =>
    request(t.server)
      .get('/api/admin/inspections.csv')
      .query(query)
      .set(await t.as(user))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      });

  let rosa: string;
  let bruno: string;
  let carmen: string;
  let late: string;
  let southern: string;
  let otherOrg: string;
  let tricky: string;

  beforeAll(async () => {
    t = await startInspectionsTestApp();
    rosa = await seed({
      clientName: 'Rosa Martinez',
      status: 'completed',
      createdAt: '2026-11-02T15:00:00Z',
      completedDate: '2026-11-20T15:00:00Z',
      cents: 125000,
    });
    bruno = await seed({
      clientName: 'bruno Diaz',
      clientAddress: '9 Valve Rd, Phoenix, AZ 85001',
      technicianId: who.ben.technicianId,
      createdAt: '2026-11-05T15:00:00Z',
      cents: 9950,
    });
    carmen = await seed({
      clientName: 'Carmen 100% Green_Lawns',
      status: 'completed',
      createdAt: '2026-11-08T15:00:00Z',
      completedDate: '2026-11-09T15:00:00Z',
      cents: 30000,
    });
    // 05:30 UTC on 10 November is still 9 November in Chicago.
    late = await seed({ clientName: 'Ana Lopez', status: 'scheduled', createdAt: '2026-11-10T05:30:00Z', cents: 30000 });
    southern = await seed({
      clientName: 'Zoe South',
      locationId: who.south,
      technicianId: who.carla.technicianId,
      createdAt: '2026-11-12T15:00:00Z',
      cents: 500,
    });
    otherOrg = await seed({
      clientName: 'Rosa Elsewhere',
      organizationId: who.otherOrganizationId,
      locationId: randomUUID(),
      createdAt: '2026-11-03T15:00:00Z',
    });
    tricky = await seed({
      clientName: '=HYPERLINK("http://evil.example","Click")',
      clientAddress: 'Apt 4, "The Oaks"\nTucson, AZ 85702',
      createdAt: '2026-10-01T15:00:00Z',
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers an admin a page of the organization’s inspections, newest first, with the total', async () => {
    const response = await list(admin);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as InspectionListPage;
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 6 });
    expect(body.items.map((item) => item.id)).toEqual([southern, late, carmen, bruno, rosa, tricky]);
    expect(body.items.find((item) => item.id === rosa)).toEqual({
      id: rosa,
      reportNumber: seeded.get(rosa)?.reportNumber ?? '',
      clientName: 'Rosa Martinez',
      clientAddress: '1 Main St, Tucson, AZ 85701',
      status: 'completed',
      completedDate: '2026-11-20T15:00:00.000Z',
      createdAt: '2026-11-02T15:00:00.000Z',
      savedAt: expect.any(String),
      estimatedTotal: '1250.00',
      technicianId: who.ana.technicianId,
      inspectorName: 'Ana Field',
      source: 'database',
      locationId: who.north,
    } satisfies Record<keyof InspectionListItem, unknown>);
    expect(await ids({}, who.manager)).toHaveLength(6);
    expect(await ids({}, otherAdmin)).toEqual([otherOrg]);
  });

  it('asks for sign-in, refuses technicians, and keeps a supervisor to their location', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await csv(null)).status).toBe(401);
    expect((await list(who.ana)).status).toBe(403);
    expect((await csv(who.ana)).status).toBe(403);
    expect(await ids({}, who.northSupervisor)).toEqual([late, carmen, bruno, rosa, tricky]);
    expect(await ids({}, who.southSupervisor)).toEqual([southern]);
    expect(await ids({ locationId: who.north }, who.northSupervisor)).toHaveLength(5);
    const elsewhere = await list(who.northSupervisor, { locationId: who.south });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await csv(who.northSupervisor, { locationId: who.south })).status).toBe(404);
    const homeless = { role: 'supervisor', organizationId: who.organizationId, locationId: null, technicianId: null } satisfies Partial<VerifiedUser>;
    expect(await list(homeless).then((response) => response.body as InspectionListPage)).toMatchObject({ items: [], total: 0 });
  });

  it('refuses bad input with 400 and what is wrong', async () => {
    const bad: Record<string, string | number>[] = [
      { pageSize: 1000 },
      { pageSize: 0 },
      { page: 0 },
      { page: 'two' },
      { sort: 'password' },
      { direction: 'up' },
      { from: '2026-13-01', timeZone: 'UTC' },
      { from: '2026-02-30', timeZone: 'UTC' },
      { to: '25/11/2026', timeZone: 'UTC' },
      { from: '2026-11-01' },
      { from: '2026-11-01', timeZone: 'Mars/Olympus' },
      { technicianId: 'ana' },
      { locationId: 'north' },
      { q: 'x'.repeat(201) },
      { unknown: 'field' },
    ];
    for (const query of bad) {
      const response = await list(admin, query);
      expect({ query, status: response.status, code: (response.body as { code?: string }).code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await csv(admin, { sort: 'password' })).status).toBe(400);
    expect((await csv(admin, { lang: 'fr' })).status).toBe(400);
  });

  it('searches client name, address and report number, case-insensitively, with % and _ as plain characters', async () => {
    expect(await ids({ q: 'ROSA' })).toEqual([rosa]);
    expect(await ids({ q: 'valve rd' })).toEqual([bruno]);
    expect(await ids({ q: '  85001 ' })).toEqual([bruno]);
    const reportNumber = seeded.get(carmen)?.reportNumber ?? '';
    expect(await ids({ q: reportNumber.slice(-6).toLowerCase() })).toEqual([carmen]);
    expect(await ids({ q: '100%' })).toEqual([carmen]);
    expect(await ids({ q: '_' })).toEqual([carmen]);
    expect(await ids({ q: '%' })).toEqual([carmen]);
    expect(await ids({ q: 'nobody' })).toEqual([]);
  });

  it('filters by status, technician, location and days in a time zone', async () => {
    expect(await ids({ status: 'completed' })).toEqual([carmen, rosa]);
    expect(await ids({ status: 'scheduled' })).toEqual([late]);
    expect(await ids({ technicianId: who.ben.technicianId })).toEqual([bruno]);
    expect(await ids({ locationId: who.south })).toEqual([southern]);
    expect(await ids({ status: 'draft', locationId: who.north, technicianId: who.ana.technicianId })).toEqual([tricky]);
    expect(await ids({ from: '2026-11-10', to: '2026-11-10', timeZone: 'UTC' })).toEqual([late]);
    expect(await ids({ from: '2026-11-10', to: '2026-11-10', timeZone: 'America/Chicago' })).toEqual([]);
    expect(await ids({ from: '2026-11-09', to: '2026-11-09', timeZone: 'America/Chicago' })).toEqual([late]);
    expect(await ids({ from: '2026-11-05', timeZone: 'UTC' })).toEqual([southern, late, carmen, bruno]);
    expect(await ids({ to: '2026-11-04', timeZone: 'UTC' })).toEqual([rosa, tricky]);
    expect(await ids({ from: '2026-11-05', to: '2026-11-01', timeZone: 'UTC' })).toEqual([]);
  });

  it('sorts by each column both ways, ties broken by id', async () => {
    const sorted = async (sort: string, direction: string) => ids({ sort, direction });
    expect(await sorted('createdAt', 'asc')).toEqual([tricky, rosa, bruno, carmen, late, southern]);
    // The completed date, else the created date.
    expect(await sorted('completedDate', 'desc')).toEqual([rosa, southern, late, carmen, bruno, tricky]);
    expect(await sorted('clientName', 'asc')).toEqual([tricky, late, bruno, carmen, rosa, southern]);
    expect(await sorted('clientName', 'desc')).toEqual([southern, rosa, carmen, bruno, late, tricky]);
    const byReport = [...seeded.entries()].filter(([id]) => id !== otherOrg).sort(([, a], [, b]) => (a.reportNumber < b.reportNumber ? -1 : 1));
    expect(await sorted('reportNumber', 'asc')).toEqual(byReport.map(([id]) => id));
    expect(await sorted('reportNumber', 'desc')).toEqual(byReport.map(([id]) => id).reverse());
    // carmen and late both 300.00: the id breaks the tie, the same way as the direction.
    const [first, second] = [carmen, late].sort();
    expect(await sorted('estimatedTotal', 'desc')).toEqual([rosa, second, first, bruno, southern, tricky]);
    expect(await sorted('estimatedTotal', 'asc')).toEqual([tricky, southern, bruno, first, second, rosa]);
  });

  it('pages with the same total on every page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(admin, { page, pageSize: 2 }).then((response) => response.body as InspectionListPage)));
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map((page) => page.items.map((item) => item.id))).toEqual([[southern, late], [carmen, bruno], [rosa, tricky], []]);
    expect(pages[1]).toMatchObject({ page: 2, pageSize: 2 });
    const filtered = (await list(admin, { status: 'completed', pageSize: 1 })).body as InspectionListPage;
    expect(filtered).toMatchObject({ total: 2, items: [{ id: carmen }] });
  });

  it('exports the filtered rows as CSV: BOM, RFC 4180 quoting, formulas defused, headers in English or Spanish', async () => {
    const response = await csv(admin, { sort: 'createdAt', direction: 'asc' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="inspections.csv"');
    const text = response.body as string;
    expect(
      text.startsWith(
        '\uFEFFReport number,Client name,Client address,Status,Created,Completed,Estimated total (USD),Technician,Technician ID,Location ID,Inspection ID\r\n',
      ),
    ).toBe(true);
    const trickyLine = `${seeded.get(tricky)?.reportNumber},"'=HYPERLINK(""http://evil.example"",""Click"")","Apt 4, ""The Oaks""\nTucson, AZ 85702",draft,2026-10-01T15:00:00.000Z,,0.00,Ana Field,${who.ana.technicianId},${who.north},${tricky}\r\n`;
    expect(text.slice(text.indexOf('\r\n') + 2).startsWith(trickyLine)).toBe(true);
    expect(text).toContain(
      `${seeded.get(rosa)?.reportNumber},Rosa Martinez,"1 Main St, Tucson, AZ 85701",completed,2026-11-02T15:00:00.000Z,2026-11-20T15:00:00.000Z,1250.00,`,
    );
    expect(text.endsWith(`${southern}\r\n`)).toBe(true);

    const spanish = (await csv(admin, { lang: 'es', status: 'completed' })).body as string;
    expect(spanish.split('\r\n')[0]).toBe(
      '\uFEFFNúmero de informe,Nombre del cliente,Dirección del cliente,Estado,Creada,Completada,Total estimado (USD),Técnico,ID del técnico,ID de la ubicación,ID de la inspección',
    );
    expect(
      spanish
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',').at(-1)),
    ).toEqual([carmen, rosa]);
    expect(
      ((await csv(who.southSupervisor)).body as string)
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',').at(-1)),
    ).toEqual([southern]);
  });

  it('defuses every formula start (= + - @) and leaves other text alone', async () => {
    const organizationId = randomUUID();
    const owner = { role: 'admin', organizationId, locationId: null, technicianId: null } satisfies Partial<VerifiedUser>;
    for (const [index, name] of ['+1 555 0100', '-2+3', '@SUM(A1)', '=1+1', 'Plain, "quoted"'].entries())
      await seed({ clientName: name, organizationId, createdAt: `2026-11-0${index + 1}T12:00:00Z` });
    const rows = ((await csv(owner, { sort: 'createdAt', direction: 'asc' })).body as string).split('\r\n').slice(1, -1);
    expect(rows.map((row) => row.split(',')[1])).toEqual(["'+1 555 0100", "'-2+3", "'@SUM(A1)", "'=1+1", '"Plain']);
    expect(rows[4]).toContain(',"Plain, ""quoted""",');
  });

  it('exports every matching row, not one page, in the list’s order across read batches', async () => {
    const organizationId = randomUUID();
    const owner = { role: 'admin', organizationId, locationId: null, technicianId: null } satisfies Partial<VerifiedUser>;
    const count = CSV_BATCH * 2 + 7;
    // Many with the same name and total: the keyset must carry on by id through ties.
    await t.dataSource.query(
      `INSERT INTO "inspections"."inspections" (id, report_number, organization_id, client_name, estimated_total_cents, created_at)
       SELECT gen_random_uuid(), 'BULK-' || lpad(n::text, 5, '0'), $1, 'Same Name', (n % 3) * 100, now() - n * interval '1 minute'
       FROM generate_series(1, $2::int) AS n`,
      [organizationId, count],
    );
    for (const sort of ['createdAt', 'clientName', 'estimatedTotal', 'completedDate']) {
      for (const direction of ['asc', 'desc']) {
        const rows = ((await csv(owner, { sort, direction })).body as string).split('\r\n').slice(1, -1);
        const fromCsv = rows.map((row) => row.split(',').at(-1));
        expect(fromCsv).toHaveLength(count);
        expect(new Set(fromCsv).size).toBe(count);
        const firstPage = (await list(owner, { sort, direction, pageSize: 100 })).body as InspectionListPage;
        const lastPage = (await list(owner, { sort, direction, pageSize: 100, page: Math.ceil(count / 100) })).body as InspectionListPage;
        expect(firstPage.total).toBe(count);
        expect(fromCsv.slice(0, 100)).toEqual(firstPage.items.map((item) => item.id));
        expect(fromCsv.slice(-lastPage.items.length)).toEqual(lastPage.items.map((item) => item.id));
      }
    }
  }, 60_000);

  it('leaves deleted inspections out of the list, its total and the export', async () => {
    const doomed = await seed({ clientName: 'Doomed Client', createdAt: '2026-11-15T15:00:00Z' });
    expect((await list(admin)).body).toMatchObject({ total: 7 });
    const removed = await request(t.server)
      .delete(`/api/admin/inspections/${doomed}`)
      .set(await t.as(admin));
    expect(removed.status).toBe(204);
    const after = (await list(admin)).body as InspectionListPage;
    expect(after.total).toBe(6);
    expect(after.items.map((item) => item.id)).not.toContain(doomed);
    expect(await ids({ q: 'doomed' })).toEqual([]);
    expect((await csv(admin)).body).not.toContain(doomed);
  });
});
