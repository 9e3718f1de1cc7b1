import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Inspection, TechnicianStats, VerifiedUser } from '@irrigo/contracts';
import { people, startInspectionsTestApp, type InspectionsTestApp } from './support/inspections-test-app.js';

const PEOPLE = people();
const { ana, ben, carla, admin, northSupervisor, southSupervisor } = PEOPLE;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Seed {
  reportNumber: string;
  who: Partial<VerifiedUser>;
  /** ms before now it was made (created_at) */
  ageMs: number;
  cents: number;
  deleted?: boolean;
  organizationId?: string;
}

const now = Date.now();
const SEEDS: Seed[] = [
  { reportNumber: 'ANA-NOW', who: ana, ageMs: 1_000, cents: 12_345 },
  { reportNumber: 'ANA-3S', who: ana, ageMs: 3_000, cents: 1 },
  { reportNumber: 'ANA-20H', who: ana, ageMs: 20 * HOUR, cents: 2_000 },
  { reportNumber: 'ANA-30H', who: ana, ageMs: 30 * HOUR, cents: 300 },
  { reportNumber: 'ANA-2D', who: ana, ageMs: 2 * DAY, cents: 500 },
  { reportNumber: 'ANA-40D', who: ana, ageMs: 40 * DAY, cents: 99_999 },
  { reportNumber: 'ANA-DELETED', who: ana, ageMs: 2_000, cents: 7_000, deleted: true },
  { reportNumber: 'BEN-NOW', who: ben, ageMs: 5_000, cents: 100 },
  { reportNumber: 'CARLA-NOW', who: carla, ageMs: 6_000, cents: 200 },
];
const madeAt = (seed: Seed) => new Date(now - seed.ageMs);

/** The calendar day and month of an instant in a time zone, by the platform's own time zone data. */
const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

function expectedFor(technicianId: string | null | undefined, timeZone: string): TechnicianStats {
  const mine = SEEDS.filter((seed) => seed.who.technicianId === technicianId && !seed.deleted);
  const today = dayIn(new Date(), timeZone);
  const month = mine.filter((seed) => dayIn(madeAt(seed), timeZone).slice(0, 7) === today.slice(0, 7));
  const cents = month.reduce((sum, seed) => sum + seed.cents, 0);
  return {
    servicePlansThisMonth: null,
    averageRating: null,
    inspectionsToday: mine.filter((seed) => dayIn(madeAt(seed), timeZone) === today).length,
    inspectionsThisMonth: month.length,
    revenueThisMonth: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
  };
}

describe('one technician’s dashboard: GET /api/technician/stats/:technicianId and /api/technician/inspections/recent/:technicianId', () => {
  let t: InspectionsTestApp;

  beforeAll(async () => {
    t = await startInspectionsTestApp();
    for (const seed of SEEDS) {
      const made = madeAt(seed);
      await t.dataSource.query(
        `INSERT INTO "inspections"."inspections"
           (id, report_number, organization_id, location_id, technician_id, client_name, status, estimated_total_cents,
            saved_at, created_at, updated_at, device_created_at, deleted_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'draft', $7, $8, $8, $8, $8, $9)`,
        [
          randomUUID(),
          seed.reportNumber,
          seed.organizationId ?? seed.who.organizationId,
          seed.who.locationId,
          seed.who.technicianId,
          `Client of ${seed.reportNumber}`,
          seed.cents,
          made,
          seed.deleted ? new Date() : null,
        ],
      );
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  const stats = (technicianId: string, user: Partial<VerifiedUser> | null, timeZone: string | null = 'America/Chicago') =>
    t.get(`/api/technician/stats/${technicianId}${timeZone === null ? '' : `?timeZone=${encodeURIComponent(timeZone)}`}`, user);
  const recent = (technicianId: string, user: Partial<VerifiedUser> | null) => t.get(`/api/technician/inspections/recent/${technicianId}`, user);

  describe('stats', () => {
    it.each(['America/Chicago', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'])(
      'counts today and this month in %s by when each inspection was made, sums their estimated totals, and leaves deleted ones out',
      async (timeZone) => {
        const response = await stats(ana.technicianId, ana, timeZone);
        expect(response.status).toBe(200);
        expect(response.body).toEqual(expectedFor(ana.technicianId, timeZone));
        expect((response.body as TechnicianStats).inspectionsToday).toBeGreaterThanOrEqual(2);
      },
    );

    it('moves "today" with the time zone (the same inspections, other days)', async () => {
      const east = (await stats(ana.technicianId, ana, 'Pacific/Kiritimati')).body as TechnicianStats;
      const west = (await stats(ana.technicianId, ana, 'Pacific/Pago_Pago')).body as TechnicianStats;
      // UTC+14 and UTC-11 are a day apart: "today" there holds different inspections, exactly as the calendar says.
      expect([east.inspectionsToday, west.inspectionsToday]).toEqual([
        expectedFor(ana.technicianId, 'Pacific/Kiritimati').inspectionsToday,
        expectedFor(ana.technicianId, 'Pacific/Pago_Pago').inspectionsToday,
      ]);
    });

    it('gives the office a technician of its scope, and empty numbers for one with no inspections yet', async () => {
      expect((await stats(ana.technicianId, northSupervisor)).body).toEqual(expectedFor(ana.technicianId, 'America/Chicago'));
      expect((await stats(carla.technicianId, admin)).body).toEqual(expectedFor(carla.technicianId, 'America/Chicago'));
      const newcomer = await stats(randomUUID(), admin);
      expect(newcomer.body).toEqual({
        servicePlansThisMonth: null,
        averageRating: null,
        inspectionsToday: 0,
        inspectionsThisMonth: 0,
        revenueThisMonth: '0.00',
      });
    });

    it('answers 404 for another technician, another location’s technician and another organization’s', async () => {
      for (const [user, technicianId] of [
        [ben, ana.technicianId],
        [ana, randomUUID()],
        [southSupervisor, ana.technicianId],
        [{ ...admin, organizationId: PEOPLE.otherOrganizationId }, ana.technicianId],
      ] as const) {
        const response = await stats(technicianId, user);
        expect([user.role, response.status, response.body.code]).toEqual([user.role, 404, 'NOT_FOUND']);
      }
    });

    it('refuses a bad technician id or time zone (400)', async () => {
      expect((await stats('nobody', ana)).status).toBe(400);
      const badZone = await stats(ana.technicianId, ana, 'Mars/Olympus_Mons');
      expect([badZone.status, badZone.body.details]).toEqual([400, ['timeZone must be an IANA time zone']]);
      expect((await stats(ana.technicianId, ana, null)).status).toBe(400);
    });

    it('requires a signed-in user with a role (401)', async () => {
      expect((await stats(ana.technicianId, null)).body.code).toBe('UNAUTHENTICATED');
      const noRole = await stats(ana.technicianId, { ...ana, role: null } as never);
      expect([noRole.status, noRole.body.code]).toEqual([401, 'ROLE_REQUIRED']);
    });
  });

  describe('recent inspections of one technician', () => {
    const numbers = (body: Inspection[]) => body.map((inspection) => inspection.reportNumber);

    it('gives a technician their own five newest, without deleted ones', async () => {
      const response = await recent(ana.technicianId, ana);
      expect(response.status).toBe(200);
      expect(numbers(response.body)).toEqual(['ANA-NOW', 'ANA-3S', 'ANA-20H', 'ANA-30H', 'ANA-2D']);
    });

    it('gives the office a technician of its scope', async () => {
      expect(numbers((await recent(ana.technicianId, northSupervisor)).body)).toHaveLength(5);
      expect(numbers((await recent(carla.technicianId, admin)).body)).toEqual(['CARLA-NOW']);
      expect((await recent(randomUUID(), admin)).body).toEqual([]);
    });

    it('answers 404 for another technician, another location’s and another organization’s', async () => {
      for (const [user, technicianId] of [
        [ben, ana.technicianId],
        [southSupervisor, ana.technicianId],
        [northSupervisor, carla.technicianId],
        [{ ...admin, organizationId: PEOPLE.otherOrganizationId }, ana.technicianId],
      ] as const) {
        const response = await recent(technicianId, user);
        expect([user.role, response.status, response.body.code]).toEqual([user.role, 404, 'NOT_FOUND']);
      }
    });

    it('refuses a bad id (400) and an anonymous call (401)', async () => {
      expect((await recent('nobody', ana)).status).toBe(400);
      expect((await recent(ana.technicianId, null)).status).toBe(401);
    });
  });

  it('keeps deleted inspections out of the caller’s recent list too', async () => {
    const response = await t.get('/api/technician/inspections/recent', ana);
    expect(response.body.map((inspection: Inspection) => inspection.reportNumber)).not.toContain('ANA-DELETED');
  });
});
