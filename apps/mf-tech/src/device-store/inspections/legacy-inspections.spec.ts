import { estimatedTotalCents, centsToDollars } from '@irrigo/contracts';
import { type DeviceDatabase, replaceDeviceDatabaseForTests } from '../device-database';
import { freshDeviceDatabase } from '../testing';
import { LEGACY_INSPECTIONS_BACKUP_KEY, LEGACY_INSPECTIONS_KEY, migrateLegacyInspections } from './legacy-inspections';
import { readLocalInspections } from './local-inspections';

/** What the old app kept under `irrigationInspections`: its list fields (spec §3) and the form it saved. */
const oldCompleted = {
  id: 'insp_1700000000000',
  reportNumber: 'IR-2025-0042',
  clientName: 'Rancho Las Palmas HOA',
  clientAddress: '1200 Desert View Dr, Mesa, AZ',
  status: 'completed',
  completedDate: '2025-10-02T17:45:00.000Z',
  createdAt: '2025-10-02T15:00:00.000Z',
  savedAt: '2025-10-02T17:45:00.000Z',
  estimatedTotal: '425.00',
  technicianId: 'tech-a',
  inspectorName: 'Ana Ruiz',
  source: 'local',
  customerInfo: {
    name: 'Rancho Las Palmas HOA',
    address: '1200 Desert View Dr, Mesa, AZ',
    phone: '(480) 555-0110',
    email: 'board@laspalmas.example',
    inspectionDate: '2025-10-02',
    technicianName: 'Ana Ruiz',
    propertyType: 'HOA/Community',
    systemAge: '12',
    lastServiced: '2024-04-15',
  },
  controller: {
    brand: 'Hunter',
    model: 'Pro-C',
    programmingStatus: 'Needs Adjustment',
    batteryStatus: 'low',
    wiringCondition: 'fair',
    issuesFound: 'Station 4 wire nicked',
  },
  mainLine: { waterPressure: '65', leakDetection: 'Minor Leaks', valveBoxCondition: 'poor', issuesFound: 'Lid cracked', estimatedCost: '125.00' },
  backflow: { type: 'RP', condition: 'good', certificationStatus: 'Needs Testing', issuesFound: '', repairNeeded: false, estimatedCost: '' },
  shutOff: {
    hasShutOff: 'yes',
    location: 'Front curb',
    accessibility: 'Buried/Hidden',
    operation: 'Stiff/Difficult',
    marking: 'not marked',
    estimatedCost: 50,
  },
  zones: [
    { number: 1, description: 'Front lawn', status: 'Zone OK', notes: '' },
    { number: 2, description: 'Back beds', status: 'not working', notes: 'Valve does not open' },
  ],
  overallAssessment: 'fair',
};

const oldDraft = {
  id: 'insp_1700000500000',
  reportNumber: 'IR-2025-0043',
  clientName: 'Casa Gómez',
  address: '88 Palo Verde Ln',
  status: 'draft',
  completedDate: null,
  createdAt: '2025-10-03T14:00:00.000Z',
  savedAt: '2025-10-03T14:20:00.000Z',
  estimatedTotal: '0',
  inspectorName: 'Ana Ruiz',
};

const anotherTechnicians = { ...oldDraft, reportNumber: 'IR-2025-0099', clientName: 'Someone else’s', technicianId: 'tech-z' };

let db: DeviceDatabase;

beforeEach(() => {
  db = freshDeviceDatabase();
  window.localStorage.clear();
});

afterEach(() => {
  replaceDeviceDatabaseForTests(null);
});

const NOW = new Date('2026-11-24T12:00:00.000Z');

describe('the old localStorage inspections', () => {
  it('become device rows with new ids and their old report numbers, queued to send, and the key goes', async () => {
    window.localStorage.setItem(LEGACY_INSPECTIONS_KEY, JSON.stringify([oldCompleted, oldDraft]));

    const result = await migrateLegacyInspections('tech-a', 'Fallback Name', NOW);

    expect(result).toEqual({ moved: 2, skipped: 0, leftForOthers: 0, corrupt: false });
    const rows = await readLocalInspections(db, 'tech-a');
    expect(rows.map((row) => row.reportNumber)).toEqual(['IR-2025-0043', 'IR-2025-0042']);
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
      expect(row.id).not.toMatch(/insp_/);
      expect(row.baseVersion).toBeNull();
    }
    const outbox = await db.outbox.toArray();
    expect(outbox.map((item) => item.entityId).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(outbox.every((item) => item.nextAttemptAt === NOW.getTime())).toBe(true);
    expect(window.localStorage.getItem(LEGACY_INSPECTIONS_KEY)).toBeNull();
  });

  it('carries the old form over into the new document', async () => {
    window.localStorage.setItem(LEGACY_INSPECTIONS_KEY, JSON.stringify([oldCompleted]));

    await migrateLegacyInspections('tech-a', '', NOW);

    const [row] = await readLocalInspections(db, 'tech-a');
    expect(row).toMatchObject({
      status: 'completed',
      completedAt: '2025-10-02T17:45:00.000Z',
      createdAt: '2025-10-02T15:00:00.000Z',
      savedAt: '2025-10-02T17:45:00.000Z',
    });
    const document = row?.document;
    expect(document?.customer).toMatchObject({
      name: 'Rancho Las Palmas HOA',
      address: '1200 Desert View Dr, Mesa, AZ',
      phone: '(480) 555-0110',
      inspectionDate: '2025-10-02',
      technicianName: 'Ana Ruiz',
      propertyType: 'hoa-community',
      systemAgeYears: 12,
      lastServiced: '2024-04-15',
    });
    expect(document?.controller).toMatchObject({
      brandModel: 'Hunter Pro-C',
      programmingStatus: 'needs-adjustment',
      batteryStatus: 'low',
      wiringCondition: 'fair',
    });
    expect(document?.mainLine).toEqual({
      waterPressurePsi: 65,
      leakDetection: 'minor-leaks',
      valveBoxCondition: 'poor',
      issuesFound: 'Lid cracked',
      estimatedCostCents: 12500,
    });
    expect(document?.backflow).toMatchObject({ assemblyType: 'RP', certificationStatus: 'needs-testing', estimatedCostCents: null });
    expect(document?.shutOff).toMatchObject({
      hasShutOff: 'yes',
      accessibility: 'buried-hidden',
      operation: 'stiff-difficult',
      marking: 'not-marked',
      estimatedCostCents: 5000,
    });
    expect(document?.zones.map((zone) => [zone.number, zone.status, zone.description])).toEqual([
      [1, 'zone-ok', 'Front lawn'],
      [2, 'not-working', 'Back beds'],
    ]);
    expect(document?.summary.overallAssessment).toBe('fair');
    // The old list said $425.00: the $250 the sections do not explain is kept as one finding, so the total stays.
    expect(document && centsToDollars(estimatedTotalCents(document))).toBe('425.00');
    expect(document?.findings).toHaveLength(1);
  });

  it('keeps a list-only old inspection (no form) with what the list knew', async () => {
    window.localStorage.setItem(LEGACY_INSPECTIONS_KEY, JSON.stringify({ insp_1: oldDraft }));

    await migrateLegacyInspections('tech-a', 'Fallback', NOW);

    const [row] = await readLocalInspections(db, 'tech-a');
    expect(row?.status).toBe('draft');
    expect(row?.document.customer).toMatchObject({ name: 'Casa Gómez', address: '88 Palo Verde Ln', technicianName: 'Ana Ruiz', inspectionDate: '2025-10-03' });
    expect(row?.document.findings).toEqual([]);
  });

  it('does nothing the second time (the key is gone), and never moves one twice if the key came back', async () => {
    const text = JSON.stringify([oldCompleted, oldDraft]);
    window.localStorage.setItem(LEGACY_INSPECTIONS_KEY, text);
    await migrateLegacyInspections('tech-a', '', NOW);

    expect(await migrateLegacyInspections('tech-a', '', NOW)).toEqual({ moved: 0, skipped: 0, leftForOthers: 0, corrupt: false });
    // A run cut short after the commit but before the key was removed.
    window.localStorage.setItem(LEGACY_INSPECTIONS_KEY, text);
    expect(await migrateLegacyInspections('tech-a', '', NOW)).toEqual({ moved: 0, skipped: 2, leftForOthers: 0, corrupt: false });

    expect(await db.inspections.count()).toBe(2);
    expect(await db.outbox.count()).toBe(2);
    expect(window.localStorage.getItem(LEGACY_INSPECTIONS_KEY)).toBeNull();
  });

  it('never moves one twice after the outbox renumbered it (its old number was taken on the server)', async () => {
    const text = JSON.stringify([oldCompleted]);
    window.localStorage.setItem(LEGACY_INSPECTIONS_KEY, text);
    await migrateLegacyInspections('tech-a', '', NOW);
    const [moved] = await readLocalInspections(db, 'tech-a');
    await db.inspections.update(['tech-a', moved!.id], { reportNumber: 'IR-261124-7K3M9QXZ', previousReportNumber: 'IR-2025-0042' });

    window.localStorage.setItem(LEGACY_INSPECTIONS_KEY, text);
    expect(await migrateLegacyInspections('tech-a', '', NOW)).toEqual({ moved: 0, skipped: 1, leftForOthers: 0, corrupt: false });
    expect(await db.inspections.count()).toBe(1);
  });

  it('keeps text that is not JSON under the backup key and moves on', async () => {
    window.localStorage.setItem(LEGACY_INSPECTIONS_KEY, '[{"id":"insp_1","clientName":"Casa');

    expect(await migrateLegacyInspections('tech-a', '', NOW)).toEqual({ moved: 0, skipped: 0, leftForOthers: 0, corrupt: true });

    expect(window.localStorage.getItem(LEGACY_INSPECTIONS_KEY)).toBeNull();
    expect(window.localStorage.getItem(LEGACY_INSPECTIONS_BACKUP_KEY)).toBe('[{"id":"insp_1","clientName":"Casa');
    expect(await db.inspections.count()).toBe(0);
    expect(await migrateLegacyInspections('tech-a', '', NOW)).toMatchObject({ corrupt: false, moved: 0 });
  });

  it('skips entries that are not inspections and copies of server ones', async () => {
    window.localStorage.setItem(
      LEGACY_INSPECTIONS_KEY,
      JSON.stringify([null, 'x', 42, { ...oldDraft, reportNumber: 'IR-2025-0050', source: 'database' }, oldDraft]),
    );

    expect(await migrateLegacyInspections('tech-a', '', NOW)).toMatchObject({ moved: 1 });
    expect((await readLocalInspections(db, 'tech-a')).map((row) => row.reportNumber)).toEqual(['IR-2025-0043']);
  });

  it('leaves another technician’s old inspections in the key for their own sign-in', async () => {
    window.localStorage.setItem(LEGACY_INSPECTIONS_KEY, JSON.stringify([oldDraft, anotherTechnicians]));

    expect(await migrateLegacyInspections('tech-a', '', NOW)).toEqual({ moved: 1, skipped: 0, leftForOthers: 1, corrupt: false });
    expect(JSON.parse(window.localStorage.getItem(LEGACY_INSPECTIONS_KEY) ?? 'null')).toEqual([anotherTechnicians]);

    expect(await migrateLegacyInspections('tech-z', '', NOW)).toEqual({ moved: 1, skipped: 0, leftForOthers: 0, corrupt: false });
    expect((await readLocalInspections(db, 'tech-z')).map((row) => row.document.customer.name)).toEqual(['Someone else’s']);
    expect((await readLocalInspections(db, 'tech-a')).map((row) => row.document.customer.name)).toEqual(['Casa Gómez']);
    expect(window.localStorage.getItem(LEGACY_INSPECTIONS_KEY)).toBeNull();
  });

  it('keeps the key when the device store refuses the rows', async () => {
    window.localStorage.setItem(LEGACY_INSPECTIONS_KEY, JSON.stringify([oldDraft]));
    jest.spyOn(db.outbox, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));

    await expect(migrateLegacyInspections('tech-a', '', NOW)).rejects.toBeDefined();

    expect(window.localStorage.getItem(LEGACY_INSPECTIONS_KEY)).not.toBeNull();
    expect(await db.inspections.count()).toBe(0);
  });
});
