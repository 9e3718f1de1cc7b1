import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TECHNICIAN_INSPECTION_LIST_URL, type InspectionListItem, type InspectionListPage, type VerifiedUser } from '@irrigo/contracts';
import request from 'supertest';
import {
  insertListedInspection,
  listRequests,
  people,
  startInspectionsTestApp,
  type InspectionsTestApp,
  type ListedInspectionSeed,
} from './support/inspections-test-app.js';

const who = people();

describe(`GET ${TECHNICIAN_INSPECTION_LIST_URL}: the technician's Inspections tab`, () => {
  let t: InspectionsTestApp;
  const reportNumbers = new Map<string, string>();

  async function seed(row: ListedInspectionSeed): Promise<string> {
    const { id, reportNumber } = await insertListedInspection(t.dataSource, who, row);
    reportNumbers.set(id, reportNumber);
    return id;
  }

  const { list, ids } = listRequests(() => t, TECHNICIAN_INSPECTION_LIST_URL, who.ana);

  let rosa: string;
  let carmen: string;
  let late: string;
  let atSouth: string;
  let bens: string;
  let carlas: string;
  let elsewhere: string;
  let nobodys: string;

  beforeAll(async () => {
    t = await startInspectionsTestApp();
    rosa = await seed({
      clientName: 'Rosa Martinez',
      status: 'completed',
      createdAt: '2026-11-02T15:00:00Z',
      completedDate: '2026-11-20T15:00:00Z',
      cents: 125000,
    });
    carmen = await seed({ clientName: 'Carmen Green', clientAddress: '9 Valve Rd, Phoenix, AZ 85001', createdAt: '2026-11-08T15:00:00Z', cents: 30000 });
    late = await seed({ clientName: 'Ana Lopez', status: 'needs review', createdAt: '2026-11-10T05:30:00Z', cents: 9950 });
    // Ana helped out at the south location: still her work, still on her list.
    atSouth = await seed({ clientName: 'Zoe South', locationId: who.south, createdAt: '2026-11-12T15:00:00Z', cents: 500 });
    bens = await seed({ clientName: 'Rosa Benitez', technicianId: who.ben.technicianId, createdAt: '2026-11-13T15:00:00Z' });
    carlas = await seed({ clientName: 'Carla Client', technicianId: who.carla.technicianId, locationId: who.south, createdAt: '2026-11-14T15:00:00Z' });
    // The same roster id in another organization (ids are only unique within one): never Ana's here.
    elsewhere = await seed({
      clientName: 'Rosa Elsewhere',
      organizationId: who.otherOrganizationId,
      locationId: randomUUID(),
      createdAt: '2026-11-15T15:00:00Z',
    });
    // Made by an office user on the technician screens: nobody's own work.
    nobodys = await seed({ clientName: 'Office Draft', technicianId: null, createdAt: '2026-11-16T15:00:00Z' });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers a technician a page of their own inspections, newest first, in the office list’s shape', async () => {
    const response = await list(who.ana);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as InspectionListPage;
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 4 });
    expect(body.items.map((item) => item.id)).toEqual([atSouth, late, carmen, rosa]);
    expect(body.items.find((item) => item.id === rosa)).toEqual({
      id: rosa,
      reportNumber: reportNumbers.get(rosa) ?? '',
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
  });

  it('never lists another technician’s work or another organization’s, and asks for sign-in', async () => {
    expect((await list(null)).status).toBe(401);
    expect(await ids({}, who.ben)).toEqual([bens]);
    expect(await ids({}, who.carla)).toEqual([carlas]);
    const everyIdAnaSees = await ids();
    for (const notHers of [bens, carlas, elsewhere, nobodys]) expect(everyIdAnaSees).not.toContain(notHers);
    // Searching for another's client finds nothing either.
    expect(await ids({ q: 'Benitez' })).toEqual([]);
    expect(await ids({ q: 'Elsewhere' })).toEqual([]);
    // A technician account not (yet) linked to the roster has no work of its own.
    const unlinked = { role: 'technician', organizationId: who.organizationId, locationId: who.north, technicianId: null } satisfies Partial<VerifiedUser>;
    expect((await list(unlinked)).body).toMatchObject({ items: [], total: 0 });
    const sameRosterIdElsewhere = { ...who.ana, organizationId: who.otherOrganizationId } satisfies Partial<VerifiedUser>;
    expect(await ids({}, sameRosterIdElsewhere)).toEqual([elsewhere]);
  });

  it('gives an office user on the field screens their own scope, as the recent list does', async () => {
    expect(await ids({}, who.admin)).toEqual([nobodys, carlas, bens, atSouth, late, carmen, rosa]);
    expect(await ids({}, who.southSupervisor)).toEqual([carlas, atSouth]);
  });

  it('pages with the same total on every page', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(who.ana, { page, pageSize: 2 }).then((response) => response.body as InspectionListPage)));
    expect(pages.map((page) => page.total)).toEqual([4, 4, 4]);
    expect(pages.map((page) => page.items.map((item) => item.id))).toEqual([[atSouth, late], [carmen, rosa], []]);
    expect(pages[1]).toMatchObject({ page: 2, pageSize: 2 });
  });

  it('searches client, address and report number, filters by status and sorts', async () => {
    expect(await ids({ q: 'rosa' })).toEqual([rosa]);
    expect(await ids({ q: 'VALVE RD' })).toEqual([carmen]);
    expect(await ids({ q: (reportNumbers.get(late) ?? '').slice(-6).toLowerCase() })).toEqual([late]);
    expect(await ids({ status: 'completed' })).toEqual([rosa]);
    expect(await ids({ status: 'draft' })).toEqual([atSouth, carmen]);
    expect(await ids({ status: 'needs review' })).toEqual([late]);
    expect(await ids({ status: 'draft', q: 'zoe' })).toEqual([atSouth]);
    expect(await ids({ sort: 'createdAt', direction: 'asc' })).toEqual([rosa, carmen, late, atSouth]);
    expect(await ids({ sort: 'completedDate' })).toEqual([rosa, atSouth, late, carmen]);
    expect(await ids({ sort: 'estimatedTotal' })).toEqual([rosa, carmen, late, atSouth]);
    expect(await ids({ sort: 'clientName', direction: 'asc' })).toEqual([late, carmen, rosa, atSouth]);
  });

  it('refuses bad input with 400 and what is wrong, including the office’s technician and location filters', async () => {
    const bad: Record<string, string | number>[] = [
      { technicianId: who.ben.technicianId },
      { locationId: who.south },
      { pageSize: 1000 },
      { pageSize: 0 },
      { page: 0 },
      { page: 'two' },
      { sort: 'password' },
      { direction: 'up' },
      { from: '2026-11-01' },
      { q: 'x'.repeat(201) },
      { unknown: 'field' },
    ];
    for (const query of bad) {
      const response = await list(who.ana, query);
      expect({ query, status: response.status, code: (response.body as { code?: string }).code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
    const named = await list(who.ana, { technicianId: who.ben.technicianId });
    expect(JSON.stringify(named.body)).toContain('technicianId');
  });

  it('leaves deleted inspections out of the list and its total', async () => {
    const doomed = await seed({ clientName: 'Doomed Client', createdAt: '2026-11-17T15:00:00Z' });
    expect(await ids()).toContain(doomed);
    const removed = await request(t.server)
      .delete(`/api/admin/inspections/${doomed}`)
      .set(await t.as(who.admin));
    expect(removed.status).toBe(204);
    const after = (await list(who.ana)).body as InspectionListPage;
    expect(after.total).toBe(4);
    expect(after.items.map((item) => item.id)).not.toContain(doomed);
  });

  it('answers 50 concurrent requests, all 200 with the same page', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => list(index % 2 ? who.ana : who.ben, { pageSize: 10 })));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const idsOf = (answer: (typeof answers)[number]) => (answer.body as InspectionListPage).items.map((item) => item.id);
    expect(new Set(answers.filter((_, index) => index % 2).map((answer) => idsOf(answer).join()))).toEqual(new Set([[atSouth, late, carmen, rosa].join()]));
    expect(new Set(answers.filter((_, index) => !(index % 2)).map((answer) => idsOf(answer).join()))).toEqual(new Set([bens]));
  });
});
