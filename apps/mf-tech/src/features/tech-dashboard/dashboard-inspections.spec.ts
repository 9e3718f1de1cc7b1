import { emptyInspectionDocument, type Inspection } from '@irrigo/contracts';
import type { LocalInspectionRow } from '../../device-store';
import { dashboardStats, localInspectionOf, mergeInspections, type DashboardInspection } from './dashboard-inspections';

// Local time on purpose: "today" and "the month" are the device's calendar.
const NOW = new Date(2026, 10, 24, 15, 0);
const at = (day: number, hour = 10): string => new Date(2026, 10, day, hour).toISOString();

function serverInspection(reportNumber: string, createdAt: string, overrides: Partial<Inspection> = {}): Inspection {
  return {
    id: `srv-${reportNumber}`,
    reportNumber,
    clientName: `Server ${reportNumber}`,
    clientAddress: '1 Main St',
    status: 'completed',
    completedDate: createdAt,
    createdAt,
    savedAt: createdAt,
    estimatedTotal: '100.00',
    technicianId: 'tech-7',
    inspectorName: 'Luis Ortega',
    source: 'database',
    ...overrides,
  };
}

function localItem(reportNumber: string, createdAt: string, { unsent = true, onServer = false, total = '50.00' } = {}): DashboardInspection {
  return {
    ...serverInspection(reportNumber, createdAt),
    id: `loc-${reportNumber}`,
    clientName: `Device ${reportNumber}`,
    source: 'local',
    status: 'draft',
    estimatedTotal: total,
    unsent,
    onServer,
  };
}

describe('a device row in the list', () => {
  it('takes its client, total and status from the document, as a local inspection', () => {
    const document = emptyInspectionDocument({ technicianName: 'Luis Ortega', inspectionDate: '2026-11-24', language: 'en' });
    document.customer.name = 'Rancho Las Palmas';
    document.customer.address = '1200 Desert View Dr';
    document.mainLine.estimatedCostCents = 12_550;
    document.shutOff.estimatedCostCents = 4_000;
    const row: LocalInspectionRow = {
      ownerId: 'tech-7',
      id: '019ab000-0000-7000-8000-000000000001',
      reportNumber: 'IR-261124-ABCDEFGH',
      status: 'completed',
      document,
      createdAt: at(24),
      savedAt: at(24, 11),
      completedAt: at(24, 11),
      baseVersion: 3,
      conflict: null,
    };

    expect(localInspectionOf(row, true)).toEqual({
      id: row.id,
      reportNumber: 'IR-261124-ABCDEFGH',
      clientName: 'Rancho Las Palmas',
      clientAddress: '1200 Desert View Dr',
      status: 'completed',
      completedDate: at(24, 11),
      createdAt: at(24),
      savedAt: at(24, 11),
      estimatedTotal: '165.50',
      technicianId: 'tech-7',
      inspectorName: 'Luis Ortega',
      source: 'local',
      unsent: true,
      onServer: true,
    });
  });
});

describe('merging the device’s and the server’s inspections', () => {
  it('lists each report number once, newest first', () => {
    const merged = mergeInspections(
      [localItem('IR-B', at(23)), localItem('IR-D', at(24, 9))],
      [serverInspection('IR-A', at(20)), serverInspection('IR-C', at(24, 8))],
    );

    expect(merged.map((item) => item.reportNumber)).toEqual(['IR-D', 'IR-C', 'IR-B', 'IR-A']);
  });

  it('shows the device’s copy while it holds changes the server has not received, else the server’s', () => {
    const merged = mergeInspections(
      [localItem('IR-A', at(22), { unsent: true, onServer: true }), localItem('IR-B', at(21), { unsent: false, onServer: true })],
      [serverInspection('IR-A', at(22)), serverInspection('IR-B', at(21))],
    );

    expect(merged.map((item) => [item.reportNumber, item.source, item.unsent])).toEqual([
      ['IR-A', 'local', true],
      ['IR-B', 'database', false],
    ]);
  });

  it('matches a migrated old inspection to the server’s by its old report number', () => {
    const merged = mergeInspections([localItem('IR-2025-0042', at(2), { unsent: true, onServer: false })], [serverInspection('IR-2025-0042', at(2))]);

    expect(merged).toHaveLength(1);
    expect(merged[0]?.onServer).toBe(true);
  });
});

describe('the dashboard’s figures', () => {
  const server = { inspectionsToday: 2, inspectionsThisMonth: 9, revenueThisMonth: '1250.00', servicePlansThisMonth: null, averageRating: null };

  it('adds the device’s never-sent inspections to the server’s, counting yesterday’s in today', () => {
    const local = [
      localItem('IR-today', at(24), { total: '10.00' }),
      localItem('IR-yesterday', at(23, 22), { total: '20.50' }),
      localItem('IR-two-days-ago', at(22), { total: '5.00' }),
      localItem('IR-last-month', new Date(2026, 9, 31, 12).toISOString(), { total: '999.00' }),
      // Already on the server: in its figures.
      localItem('IR-sent', at(24), { unsent: false, onServer: true, total: '70.00' }),
    ];

    expect(dashboardStats(local, server, [], NOW)).toEqual({
      inspectionsToday: 2 + 2,
      inspectionsThisMonth: 9 + 3,
      revenueThisMonth: '1285.50',
      servicePlansThisMonth: null,
      averageRating: null,
      deviceOnly: false,
    });
  });

  it('counts in today an inspection made yesterday and already sent, as it does with no signal', () => {
    const sentYesterday = localItem('IR-yesterday', at(23, 17), { unsent: false, onServer: true, total: '40.00' });
    const online = dashboardStats([sentYesterday], { ...server, inspectionsToday: 0, inspectionsThisMonth: 1, revenueThisMonth: '40.00' }, [], NOW);
    const offline = dashboardStats([sentYesterday], null, [], NOW);

    expect(online.inspectionsToday).toBe(1);
    expect(offline.inspectionsToday).toBe(1);
    expect(online.inspectionsThisMonth).toBe(1);
    expect(online.revenueThisMonth).toBe('40.00');
  });

  it('gives the same figures with and without a signal when every inspection is on this device', () => {
    const onDevice = [
      localItem('IR-today-sent', at(24, 8), { unsent: false, onServer: true, total: '100.00' }),
      localItem('IR-today-unsent', at(24, 11), { total: '20.00' }),
      // Sent, its answer lost: the server has it (its recent list says so) though the device does not know.
      localItem('IR-today-answer-lost', at(24, 12), { total: '30.00' }),
      localItem('IR-yesterday-sent', at(23, 9), { unsent: false, onServer: true, total: '40.00' }),
      localItem('IR-yesterday-unsent', at(23, 23), { total: '5.00' }),
      // Sent and changed since: on the server, its latest copy not yet.
      localItem('IR-yesterday-changed', at(23, 12), { unsent: true, onServer: true, total: '7.00' }),
      localItem('IR-two-days-ago-sent', at(22), { unsent: false, onServer: true, total: '60.00' }),
      localItem('IR-last-month-sent', new Date(2026, 9, 31, 12).toISOString(), { unsent: false, onServer: true, total: '999.00' }),
    ];
    // What the server holds of them, counted as it counts (created since its today's or month's start, device's time zone).
    const received = ['IR-today-sent', 'IR-today-answer-lost', 'IR-yesterday-sent', 'IR-yesterday-changed', 'IR-two-days-ago-sent', 'IR-last-month-sent'];
    const serverCopies = onDevice
      .filter((item) => received.includes(item.reportNumber))
      .map((item) => serverInspection(item.reportNumber, item.createdAt, { estimatedTotal: item.estimatedTotal }));
    const since = (start: Date) => serverCopies.filter((inspection) => Date.parse(inspection.createdAt) >= start.getTime());
    const monthCopies = since(new Date(2026, 10, 1));
    const serverFigures = {
      inspectionsToday: since(new Date(2026, 10, 24)).length,
      inspectionsThisMonth: monthCopies.length,
      revenueThisMonth: monthCopies.reduce((sum, inspection) => sum + Number(inspection.estimatedTotal), 0).toFixed(2),
      servicePlansThisMonth: null,
      averageRating: null,
    };
    const serverRecent = serverCopies.slice(0, 5);

    const online = dashboardStats(onDevice, serverFigures, serverRecent, NOW);
    const offline = dashboardStats(onDevice, null, [], NOW);

    // Today and yesterday: 3 made today, 3 yesterday; the month: those and the one of two days ago.
    expect(offline).toMatchObject({ inspectionsToday: 6, inspectionsThisMonth: 7, revenueThisMonth: '262.00', deviceOnly: true });
    expect(online).toEqual({ ...offline, deviceOnly: false });
  });

  it('adds to the server’s today another device’s inspections only through the server (each counted once)', () => {
    const onDevice = [
      localItem('IR-mine-yesterday', at(23), { unsent: false, onServer: true }),
      localItem('IR-mine-today', at(24), { unsent: false, onServer: true }),
    ];
    // The server's today: this device's one of today and one from the technician's other device.
    const stats = dashboardStats(onDevice, { ...server, inspectionsToday: 2 }, [serverInspection('IR-other-device', at(24, 9))], NOW);

    expect(stats.inspectionsToday).toBe(3);
  });

  it('does not count twice one the server lists already (same report number)', () => {
    const stats = dashboardStats([localItem('IR-A', at(24))], server, [serverInspection('IR-A', at(24))], NOW);

    expect(stats.inspectionsToday).toBe(2);
  });

  it('counts only the device’s inspections without the server’s figures, and says so', () => {
    const local = [
      localItem('IR-1', at(24), { total: '10.00' }),
      localItem('IR-2', at(23), { unsent: false, onServer: true, total: '15.00' }),
      localItem('IR-3', at(1), { total: '1.00' }),
    ];

    expect(dashboardStats(local, null, [], NOW)).toEqual({
      inspectionsToday: 2,
      inspectionsThisMonth: 3,
      revenueThisMonth: '26.00',
      servicePlansThisMonth: null,
      averageRating: null,
      deviceOnly: true,
    });
  });

  it('starts the month on the 1st: yesterday’s inspection counts today but not in a new month', () => {
    const firstOfDecember = new Date(2026, 11, 1, 9);
    const stats = dashboardStats([localItem('IR-1', new Date(2026, 10, 30, 18).toISOString())], null, [], firstOfDecember);

    expect(stats.inspectionsToday).toBe(1);
    expect(stats.inspectionsThisMonth).toBe(0);
    expect(stats.revenueThisMonth).toBe('0.00');
  });

  it('passes the server’s plans and rating through', () => {
    expect(dashboardStats([], { ...server, servicePlansThisMonth: 3, averageRating: 4.5 }, [], NOW)).toMatchObject({
      servicePlansThisMonth: 3,
      averageRating: 4.5,
    });
  });
});
