import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { TECHNICIAN_INSPECTION_LIST_URL, type InspectionListItem, type InspectionListPage } from '@irrigo/contracts';
import { setLanguage, whenTranslationsLoaded } from '@irrigo/i18n';
import { readPersistedSession, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { answer, renderScreen } from '@irrigo/test-web';
import { replaceDeviceDatabaseForTests, type DeviceDatabase } from '../../device-store';
import { outboxKey } from '../../device-store/inspections/inspection-rows';
import { freshDeviceDatabase } from '../../device-store/testing';
import { outboxSync } from '../../sync';
import { deferred, documentFor, FakeInspectionsServer, OWNER, seedInspection } from '../../sync/sync-testing';
import { TECH_INSPECTIONS_PAGE_SIZE } from './api/technician-inspections';
import { LAST_SERVER_LIST_KEY } from './last-server-list';
import TechInspections from './TechInspections';

/**
 * services/inspections behind fetch: the outbox's calls (FakeInspectionsServer) and GET /api/technician/inspections,
 * which lists `office` (inspections the server had before) and whatever the outbox sent, searched, filtered and
 * paged as the service does.
 */
class FakeOffice {
  readonly server = new FakeInspectionsServer();
  office: InspectionListItem[] = [];
  listCalls: string[] = [];
  listFailure: number | null = null;

  listed(): InspectionListItem[] {
    const sent = [...this.server.records.values()].map((record): InspectionListItem => ({
      id: record.id,
      reportNumber: record.reportNumber,
      clientName: record.clientName,
      clientAddress: record.clientAddress,
      status: record.status,
      completedDate: record.completedDate,
      createdAt: record.createdAt,
      savedAt: record.savedAt,
      estimatedTotal: record.estimatedTotal,
      technicianId: record.technicianId,
      inspectorName: record.inspectorName,
      source: 'database',
      locationId: record.locationId,
    }));
    const ids = new Set(sent.map((item) => item.id));
    return [...sent, ...this.office.filter((item) => !ids.has(item.id))].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  }

  install(): void {
    const outboxFetch = this.server.install();
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== TECHNICIAN_INSPECTION_LIST_URL) return outboxFetch(input, init) as Promise<Response>;
      this.listCalls.push(url.search);
      if (this.server.offline) throw new TypeError('Failed to fetch');
      if (this.listFailure) return answer(this.listFailure, { statusCode: this.listFailure, code: 'INTERNAL', message: 'Internal error' });
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const status = url.searchParams.get('status');
      const page = Number(url.searchParams.get('page') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '25');
      const matching = this.listed().filter(
        (item) =>
          (!status || item.status === status) &&
          (!q || [item.clientName, item.clientAddress, item.reportNumber].some((text) => text.toLowerCase().includes(q))),
      );
      const body: InspectionListPage = { items: matching.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: matching.length };
      return answer(200, body);
    }) as typeof fetch;
  }
}

function officeItem(id: string, clientName: string, createdAt: string, overrides: Partial<InspectionListItem> = {}): InspectionListItem {
  return {
    id,
    reportNumber: `IR-${createdAt.slice(2, 10).replaceAll('-', '')}-${id.toUpperCase().padStart(8, '0').slice(-8)}`,
    clientName,
    clientAddress: '500 Mesa Dr, Tucson AZ',
    status: 'completed',
    completedDate: createdAt,
    createdAt,
    savedAt: createdAt,
    estimatedTotal: '300.00',
    technicianId: OWNER,
    inspectorName: 'Luis Ortega',
    source: 'database',
    locationId: 'loc-1',
    ...overrides,
  };
}

const LATER = () => Date.now() + 60 * 60_000;

let db: DeviceDatabase;
let office: FakeOffice;

beforeEach(async () => {
  db = freshDeviceDatabase();
  window.localStorage.clear();
  useSessionStore.setState({ ...readPersistedSession(), connectivity: 'checking' });
  // The app's one engine: whoever a previous case left as its owner is gone.
  outboxSync.setOwner(null);
  office = new FakeOffice();
  office.install();
  await setLanguage('en');
  await whenTranslationsLoaded();
});

afterEach(() => {
  onlineManager.setOnline(true);
  replaceDeviceDatabaseForTests(null);
});

const renderTab = () => renderScreen(<TechInspections />, { path: '/irrigation-inspection' });
const notSentList = () => screen.findByRole('list', { name: 'Inspections not sent yet' });
const sentList = () => screen.findByRole('list', { name: 'Inspections sent to the office' });
const row = (list: HTMLElement, name: string) => within(list).getByRole('listitem', { name });

/** Airplane mode: the browser says offline and nothing answers, the gateway's health check included. */
function goOffline() {
  office.server.offline = true;
  office.server.gatewayReachable = false;
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    onlineManager.setOnline(false);
  });
}

describe('The technician’s Inspections tab', () => {
  it('lists the device’s unsent inspections first, each saying why, then the office’s, none twice', async () => {
    office.office = [
      officeItem('srv-1', 'Hacienda Sol', '2026-11-24T15:00:00.000Z'),
      officeItem('srv-2', 'Casa Review', '2026-11-10T15:00:00.000Z', { status: 'in review', completedDate: null }),
      // The office's copy of one with changes still on this device.
      officeItem('changed', 'Old name at the office', '2026-11-20T15:00:00.000Z', { status: 'draft', completedDate: null }),
      officeItem('synced', 'Finca Norte', '2026-11-18T15:00:00.000Z'),
    ];
    office.office[2] = { ...(office.office[2] as InspectionListItem), reportNumber: 'IR-261125-0CHANGED' };
    office.office[3] = { ...(office.office[3] as InspectionListItem), reportNumber: 'IR-261125-00SYNCED' };
    await seedInspection(db, 'fresh', { document: documentFor('Maria Lopez'), createdAt: '2026-11-25T09:00:00.000Z' });
    await seedInspection(db, 'changed', { document: documentFor('Rancho Verde HOA'), createdAt: '2026-11-20T15:00:00.000Z', baseVersion: 2 });
    await seedInspection(db, 'chosen', {
      document: documentFor('Villa Conflict'),
      createdAt: '2026-11-19T09:00:00.000Z',
      baseVersion: 1,
      conflict: { server: {} as never, detectedAt: '2026-11-25T10:00:00.000Z' },
    });
    await seedInspection(db, 'refused', { document: documentFor('Jardines Rechazo'), createdAt: '2026-11-15T09:00:00.000Z' });
    await seedInspection(db, 'synced', { document: documentFor('Finca Norte'), createdAt: '2026-11-18T15:00:00.000Z', baseVersion: 1 }, { queued: false });
    // Another technician's, on the same iPad: never shown to this one.
    await db.inspections.put({ ...(await db.inspections.get([OWNER, 'fresh']))!, ownerId: 'tech-9', id: 'theirs', document: documentFor('Not Luis’s') });
    for (const id of ['fresh', 'changed', 'chosen']) await db.outbox.update([OWNER, outboxKey('inspection', id)], { nextAttemptAt: LATER() });
    await db.outbox.update([OWNER, outboxKey('inspection', 'refused')], {
      attempts: 1,
      nextAttemptAt: LATER(),
      lastFailure: { code: 'VALIDATION_FAILED', status: 400, at: '2026-11-25T10:02:00.000Z' },
    });
    renderTab();

    const notSent = await notSentList();
    await waitFor(() => expect(within(notSent).getAllByRole('listitem')).toHaveLength(4));
    expect(screen.getByRole('heading', { level: 2, name: 'Not sent yet (4)' })).toBeInTheDocument();
    expect(within(row(notSent, 'Maria Lopez')).getByText('On this device only')).toBeInTheDocument();
    expect(within(row(notSent, 'Maria Lopez')).getByText('Draft')).toBeInTheDocument();
    expect(within(row(notSent, 'Maria Lopez')).getByRole('link')).toHaveAttribute('href', '/inspection/fresh');
    expect(within(row(notSent, 'Rancho Verde HOA')).getByText('Changes waiting to send')).toBeInTheDocument();
    expect(within(row(notSent, 'Villa Conflict')).getByText('Needs your choice: it was changed somewhere else')).toBeInTheDocument();
    expect(
      within(row(notSent, 'Jardines Rechazo')).getByText(
        'Could not send: Refused because required answers are missing or not valid. Open the inspection and check it.',
      ),
    ).toBeInTheDocument();
    expect(
      within(notSent)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('a')?.getAttribute('href')),
    ).toEqual(['/inspection/fresh', '/inspection/changed', '/inspection/chosen', '/inspection/refused']);

    const sent = await sentList();
    await waitFor(() => expect(within(sent).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(sent)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('a')?.getAttribute('href')),
    ).toEqual(['/inspection/srv-1', '/inspection/synced', '/inspection/srv-2']);
    expect(screen.queryByText('Old name at the office')).not.toBeInTheDocument();
    expect(screen.getAllByText('Finca Norte')).toHaveLength(1);
    expect(screen.queryByText('Not Luis’s')).not.toBeInTheDocument();
    const review = row(sent, 'Casa Review');
    expect(within(review).getByText('in review')).toBeInTheDocument();
    expect(within(review).getByText('$300.00')).toBeInTheDocument();
    expect(within(review).getByText('IR-261110-000SRV-2')).toBeInTheDocument();
    expect(within(review).getByText('Nov 10, 2026')).toBeInTheDocument();
    expect(within(row(sent, 'Hacienda Sol')).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Inspection' })).toHaveAttribute('href', '/inspection');
    expect(office.listCalls).toEqual([`?pageSize=${TECH_INSPECTIONS_PAGE_SIZE}`]);
  });

  it('says “Sending…” while the outbox sends one, then lists it as the office’s', async () => {
    office.office = [officeItem('srv-1', 'Hacienda Sol', '2026-11-01T15:00:00.000Z')];
    const hold = deferred();
    office.server.hold = hold.promise;
    office.server.holdOnly = (call) => call.method === 'PUT';
    await seedInspection(db, 'fresh', { document: documentFor('Maria Lopez'), createdAt: '2026-11-25T09:00:00.000Z' });
    renderTab();

    const notSent = await notSentList();
    expect(await within(notSent).findByText('Sending…')).toBeInTheDocument();

    await act(async () => hold.resolve());
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Inspections not sent yet' })).not.toBeInTheDocument());
    const sent = await sentList();
    await waitFor(() =>
      expect(
        within(sent)
          .getAllByRole('listitem')
          .map((item) => item.querySelector('a')?.getAttribute('href')),
      ).toEqual(['/inspection/fresh', '/inspection/srv-1']),
    );
    expect(within(row(sent, 'Maria Lopez')).queryByText(/On this device|Sending/)).not.toBeInTheDocument();
    // Asked again once it was sent: the server's own row, not only the device's stand-in.
    await waitFor(() => expect(office.listCalls.length).toBeGreaterThanOrEqual(2));
  });

  it('searches and filters the office’s list on the server and the device’s here', async () => {
    office.office = [
      officeItem('srv-1', 'Rosa Martinez', '2026-11-24T15:00:00.000Z'),
      officeItem('srv-2', 'Bruno Diaz', '2026-11-23T15:00:00.000Z', { status: 'draft', completedDate: null }),
    ];
    await seedInspection(db, 'fresh', { document: documentFor('Rosa Elena'), createdAt: '2026-11-25T09:00:00.000Z' });
    await seedInspection(db, 'other', { document: documentFor('Carmen Verde'), createdAt: '2026-11-25T08:00:00.000Z' });
    for (const id of ['fresh', 'other']) await db.outbox.update([OWNER, outboxKey('inspection', id)], { nextAttemptAt: LATER() });
    const user = userEvent.setup();
    renderTab();
    await waitFor(async () => expect(within(await sentList()).getAllByRole('listitem')).toHaveLength(2));

    await user.type(screen.getByRole('searchbox', { name: 'Search inspections' }), 'rosa');
    await waitFor(async () => expect(within(await sentList()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(await notSentList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Rosa Elena')).toBeInTheDocument();
    expect(screen.getByText('Rosa Martinez')).toBeInTheDocument();
    expect(office.listCalls).toContain(`?q=rosa&pageSize=${TECH_INSPECTIONS_PAGE_SIZE}`);
    // Typing is not a request per key.
    expect(office.listCalls.filter((call) => call.startsWith('?q=r'))).toEqual([`?q=rosa&pageSize=${TECH_INSPECTIONS_PAGE_SIZE}`]);

    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Inspections not sent yet' })).not.toBeInTheDocument());
    expect(within(await sentList()).getByText('Rosa Martinez')).toBeInTheDocument();
    expect(office.listCalls).toContain(`?q=rosa&status=completed&pageSize=${TECH_INSPECTIONS_PAGE_SIZE}`);

    await user.clear(screen.getByRole('searchbox', { name: 'Search inspections' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search inspections' }), 'nobody');
    expect(await screen.findByText('No inspections match “nobody”')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search inspections' }));
    await user.click(screen.getByRole('button', { name: 'Drafts' }));
    await waitFor(async () => expect(within(await notSentList()).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(async () =>
      expect(
        within(await sentList())
          .getAllByRole('listitem')
          .map((item) => item.querySelector('a')?.getAttribute('href')),
      ).toEqual(['/inspection/srv-2']),
    );
  });

  it('loads the office’s list a page at a time, and a device copy never doubles a row of a later page', async () => {
    office.office = Array.from({ length: TECH_INSPECTIONS_PAGE_SIZE + 5 }, (_, index) =>
      officeItem(
        `srv-${String(index).padStart(2, '0')}`,
        `Client ${index}`,
        new Date(Date.parse('2026-11-24T15:00:00.000Z') - index * 3_600_000).toISOString(),
      ),
    );
    // Sent long ago and still on this device: it belongs on the second page.
    const oldest = office.office.at(-1) as InspectionListItem;
    await seedInspection(
      db,
      oldest.id,
      { document: documentFor(oldest.clientName), createdAt: oldest.createdAt, baseVersion: 1, reportNumber: oldest.reportNumber },
      { queued: false },
    );
    const user = userEvent.setup();
    renderTab();

    await waitFor(async () => expect(within(await sentList()).getAllByRole('listitem')).toHaveLength(TECH_INSPECTIONS_PAGE_SIZE));
    expect(screen.queryByText(oldest.clientName)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(async () => expect(within(await sentList()).getAllByRole('listitem')).toHaveLength(TECH_INSPECTIONS_PAGE_SIZE + 5));
    expect(screen.getAllByText(oldest.clientName)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(office.listCalls).toEqual([`?pageSize=${TECH_INSPECTIONS_PAGE_SIZE}`, `?page=2&pageSize=${TECH_INSPECTIONS_PAGE_SIZE}`]);
  });

  it('with no signal, lists the device’s inspections and the office’s list saved on the last visit, never an error', async () => {
    office.office = [officeItem('srv-1', 'Hacienda Sol', '2026-11-24T15:00:00.000Z')];
    const first = renderTab();
    await waitFor(async () => expect(within(await sentList()).getAllByRole('listitem')).toHaveLength(1));
    expect(JSON.parse(window.localStorage.getItem(LAST_SERVER_LIST_KEY) ?? '{}')).toMatchObject({ ownerId: OWNER, total: 1 });
    first.unmount();

    // The server no longer answers, and the app starts with the technician saved on the device.
    window.localStorage.setItem(
      STORAGE_KEYS.technicianAuth,
      JSON.stringify({ id: OWNER, email: 'luis@riegos.co', firstName: 'Luis', lastName: 'Ortega', role: 'technician' }),
    );
    useSessionStore.setState({ ...readPersistedSession(), connectivity: 'checking' });
    goOffline();
    await seedInspection(db, 'fresh', { document: documentFor('Maria Lopez'), createdAt: '2026-11-25T09:00:00.000Z' });
    renderTab();

    expect(await screen.findByText(/^Offline: showing the office's list as saved on this device\. Updated/)).toBeInTheDocument();
    expect(within(await notSentList()).getByText('On this device only')).toBeInTheDocument();
    expect(within(await sentList()).getByText('Hacienda Sol')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/couldn't be loaded/)).not.toBeInTheDocument();
  });

  it('with no signal and nothing saved, offers to start one', async () => {
    goOffline();
    window.localStorage.setItem(
      STORAGE_KEYS.technicianAuth,
      JSON.stringify({ id: OWNER, email: 'luis@riegos.co', firstName: 'Luis', lastName: 'Ortega', role: 'technician' }),
    );
    useSessionStore.setState({ ...readPersistedSession(), connectivity: 'checking' });
    renderTab();

    expect(await screen.findByText('No inspections yet')).toBeInTheDocument();
    expect(screen.getByText('There are none on this device. Start one now: it is saved here and sent when there is a signal.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an inspection' })).toHaveAttribute('href', '/inspection');
  });

  it('when the office’s list fails, says so with Try again and still lists the device’s', async () => {
    office.listFailure = 500;
    await seedInspection(db, 'fresh', { document: documentFor('Maria Lopez'), createdAt: '2026-11-25T09:00:00.000Z' });
    await db.outbox.update([OWNER, outboxKey('inspection', 'fresh')], { nextAttemptAt: LATER() });
    const user = userEvent.setup();
    renderTab();

    expect(await screen.findByText("The office's list couldn't be loaded")).toBeInTheDocument();
    expect(within(await notSentList()).getByText('Maria Lopez')).toBeInTheDocument();
    expect(screen.getByText("The office's list is not saved on this device yet.")).toBeInTheDocument();

    office.listFailure = null;
    office.office = [officeItem('srv-1', 'Hacienda Sol', '2026-11-24T15:00:00.000Z')];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await sentList()).findByText('Hacienda Sol')).toBeInTheDocument();
    expect(screen.queryByText("The office's list couldn't be loaded")).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to start one when there is nothing anywhere', async () => {
    renderTab();
    expect(await screen.findByText('No inspections yet')).toBeInTheDocument();
    expect(screen.getByText('Start your first inspection: it is saved on this device as you go, even with no signal.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an inspection' })).toHaveAttribute('href', '/inspection');
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    await whenTranslationsLoaded();
    office.office = [officeItem('srv-1', 'Hacienda Sol', '2026-11-24T15:00:00.000Z')];
    await seedInspection(db, 'fresh', { document: documentFor('Maria Lopez'), createdAt: '2026-11-25T09:00:00.000Z' });
    await db.outbox.update([OWNER, outboxKey('inspection', 'fresh')], { nextAttemptAt: LATER() });
    renderTab();

    const notSent = await screen.findByRole('list', { name: 'Inspecciones sin enviar' });
    expect(within(notSent).getByText('Solo en este dispositivo')).toBeInTheDocument();
    expect(within(notSent).getByText('Borrador')).toBeInTheDocument();
    const sent = await screen.findByRole('list', { name: 'Inspecciones enviadas a la oficina' });
    expect(within(sent).getByText('Completada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Inspecciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva inspección' })).toHaveAttribute('href', '/inspection');
    expect(screen.getByRole('group', { name: 'Mostrar' })).toHaveTextContent('TodasBorradoresCompletadas');
  });
});
