import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage, whenTranslationsLoaded } from '@irrigo/i18n';
import { readPersistedSession, useSessionStore } from '@irrigo/session';
import { renderWithProviders } from '@irrigo/test-web';
import { freshDeviceDatabase } from '../../device-store/testing';
import { replaceDeviceDatabaseForTests, type DeviceDatabase } from '../../device-store';
import { outboxKey } from '../../device-store/inspections/inspection-rows';
import { useOutboxSync } from '../sync-status';
import { outboxSync } from '../outbox-sync';
import { FakeInspectionsServer, OWNER, documentFor, keepBlobsInClones, seedInspection } from '../sync-testing';
import { ConflictChooser } from './ConflictChooser';
import { SyncStatusBadge } from './SyncStatusBadge';

let db: DeviceDatabase;
let server: FakeInspectionsServer;

beforeEach(async () => {
  db = freshDeviceDatabase();
  keepBlobsInClones();
  window.localStorage.clear();
  useSessionStore.setState({ ...readPersistedSession(), connectivity: 'online' });
  // The app's one engine: whoever a previous case left as its owner is gone.
  outboxSync.setOwner(null);
  server = new FakeInspectionsServer();
  server.install();
  await setLanguage('en');
  await whenTranslationsLoaded();
});

afterEach(() => {
  replaceDeviceDatabaseForTests(null);
});

function SyncEngine() {
  useOutboxSync();
  return null;
}

const inspectionPuts = () => server.calls.filter((call) => call.method === 'PUT');

describe('useOutboxSync', () => {
  it('runs once however many screens mount it (the frame and the inspection screen)', async () => {
    await seedInspection(db, 'insp-a');
    renderWithProviders(
      <>
        <SyncEngine />
        <SyncEngine />
      </>,
    );
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(inspectionPuts()).toHaveLength(1);
    expect(server.records.get('insp-a')?.version).toBe(1);
  });

  it('sends a save made while it is mounted (the outbox changed)', async () => {
    renderWithProviders(<SyncEngine />);
    await waitFor(() => expect(server.calls.length).toBe(0));
    await act(() => seedInspection(db, 'insp-b'));
    await waitFor(() => expect(server.records.get('insp-b')?.version).toBe(1));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });
});

describe('SyncStatusBadge', () => {
  it('says how many wait, lists them with the reason in words, and "Try now" sends them', async () => {
    await seedInspection(db, 'insp-a', { document: documentFor('Maria Lopez') }, { enqueuedAt: '2026-11-25T10:00:00.000Z' });
    await seedInspection(db, 'insp-b', { document: documentFor('Rancho Verde HOA') }, { enqueuedAt: '2026-11-25T10:01:00.000Z' });
    await db.outbox.update([OWNER, outboxKey('inspection', 'insp-a')], {
      attempts: 2,
      nextAttemptAt: Date.now() + 60_000,
      lastFailure: { code: 'NETWORK', status: null, at: '2026-11-25T10:02:00.000Z' },
    });
    await db.outbox.update([OWNER, outboxKey('inspection', 'insp-b')], {
      attempts: 1,
      nextAttemptAt: Date.now() + 60_000,
      lastFailure: { code: 'VALIDATION_FAILED', status: 400, at: '2026-11-25T10:02:00.000Z' },
    });
    const user = userEvent.setup();
    renderWithProviders(<SyncStatusBadge placement="page" />);

    const chip = await screen.findByRole('button', { name: '2 waiting to sync' });
    await user.click(chip);
    const sheet = await screen.findByRole('dialog', { name: 'Waiting to sync' });
    const items = within(sheet).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Maria Lopez');
    expect(items[0]).toHaveTextContent('Tried 2 times');
    expect(items[0]).toHaveTextContent('No connection: it is sent when the signal is back.');
    expect(items[1]).toHaveTextContent('Rancho Verde HOA');
    expect(items[1]).toHaveTextContent('Tried 1 time');
    expect(items[1]).toHaveTextContent('Refused because required answers are missing or not valid.');

    await user.click(within(sheet).getByRole('button', { name: 'Try now' }));
    await waitFor(() => expect(within(sheet).getByText('Everything on this device has reached the office.')).toBeInTheDocument());
    expect(inspectionPuts()).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'All synced' })).toBeInTheDocument();
  });

  it('names a report e-mail the server refused, says why in words, and lets the technician remove it', async () => {
    await db.outbox.put({
      ownerId: OWNER,
      key: outboxKey('report-send', 'key-12345678'),
      kind: 'report-send',
      entityId: 'key-12345678',
      inspectionId: 'insp-gone',
      attempts: 1,
      nextAttemptAt: 0,
      lastFailure: { code: 'CUSTOMER_HAS_NO_EMAIL', status: 422, at: '2026-11-25T10:02:00.000Z' },
      enqueuedAt: '2026-11-25T10:00:00.000Z',
      reportSend: { idempotencyKey: 'key-12345678', to: '', lang: 'es' },
    });
    const user = userEvent.setup();
    renderWithProviders(<SyncStatusBadge placement="page" />);
    await user.click(await screen.findByRole('button', { name: '1 waiting to sync' }));
    const sheet = await screen.findByRole('dialog', { name: 'Waiting to sync' });
    const [item] = within(sheet).getAllByRole('listitem');
    expect(item).toHaveTextContent('Report e-mail to');
    expect(item).toHaveTextContent('Not sent: the customer has no e-mail address.');

    await user.click(within(sheet).getByRole('button', { name: 'Remove this e-mail' }));
    await waitFor(() => expect(within(sheet).getByText('Everything on this device has reached the office.')).toBeInTheDocument());
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says offline with the count, in Spanish too', async () => {
    await seedInspection(db, 'insp-a');
    server.gatewayReachable = false;
    useSessionStore.setState({ connectivity: 'offline' });
    renderWithProviders(<SyncStatusBadge />);
    expect(await screen.findByRole('button', { name: 'Offline · 1 waiting to sync' })).toBeInTheDocument();

    await act(() => setLanguage('es'));
    expect(await screen.findByRole('button', { name: 'Sin conexión · 1 pendiente de sincronizar' })).toBeInTheDocument();
    await act(() => seedInspection(db, 'insp-b'));
    expect(await screen.findByRole('button', { name: 'Sin conexión · 2 pendientes de sincronizar' })).toBeInTheDocument();
  });

  it('shows nothing with nobody signed in on the device', async () => {
    server.install();
    globalThis.fetch = jest.fn(async () => ({
      ok: false,
      status: 401,
      statusText: 'Unauthorized',
      text: async () => '',
      json: async () => ({}),
    })) as unknown as typeof fetch;
    renderWithProviders(<SyncStatusBadge />);
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ConflictChooser', () => {
  async function seedConflict() {
    const mine = documentFor('Maria Lopez', (d) => {
      d.summary.notes = 'Replace two heads';
      d.zones.push({ id: 'z-1', number: 1, description: 'Front lawn', zoneType: 'spray', headCount: 8, issueCounts: {}, status: 'zone-ok', notes: '' });
    });
    const theirs = documentFor('Maria López Garza', (d) => {
      d.summary.notes = 'Office: customer called';
      d.zones.push({ id: 'z-1', number: 1, description: 'Front lawn', zoneType: 'spray', headCount: 10, issueCounts: {}, status: 'zone-ok', notes: '' });
      d.zones.push({ id: 'z-2', number: 2, description: 'Back beds', zoneType: 'drip', headCount: null, issueCounts: {}, status: 'zone-ok', notes: '' });
    });
    const record = server.storeTheirs('insp-a', theirs, 4);
    const { row } = await seedInspection(db, 'insp-a', {
      baseVersion: 3,
      document: mine,
      conflict: { server: record, detectedAt: '2026-11-25T11:05:00.000Z' },
    });
    await db.outbox.update([OWNER, outboxKey('inspection', 'insp-a')], { lastFailure: { code: 'STALE_VERSION', status: 412, at: '2026-11-25T11:05:00.000Z' } });
    return row;
  }

  it('opens from the sheet, shows both versions side by side, and "Keep mine" sends mine over theirs', async () => {
    await seedConflict();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SyncEngine />
        <SyncStatusBadge placement="page" />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: '1 waiting to sync' }));
    const sheet = await screen.findByRole('dialog', { name: 'Waiting to sync' });
    expect(sheet).toHaveTextContent('Changed by the office or another device: choose which version to keep.');
    await user.click(within(sheet).getByRole('button', { name: 'Choose version' }));

    const chooser = await screen.findByRole('dialog', { name: /was changed somewhere else/ });
    const customer = within(chooser).getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('row', { name: /Customer name/ })).toHaveTextContent(/Customer name\s*Maria Lopez\s*Maria López Garza/);
    const zones = within(chooser).getByRole('region', { name: 'Zones' });
    expect(within(zones).getByRole('row', { name: /Number of zones/ })).toHaveTextContent(/Number of zones\s*1\s*2/);
    expect(within(zones).getByRole('row', { name: /Zone 1 · Heads/ })).toHaveTextContent(/8\s*10/);
    expect(within(zones).getByRole('row', { name: /^Zone 2/ })).toHaveTextContent('Only in the other version');
    expect(within(chooser).getByRole('region', { name: 'Summary' })).toHaveTextContent(/Replace two heads\s*Office: customer called/);
    // Nothing chosen yet: both versions kept.
    expect((await db.inspections.get([OWNER, 'insp-a']))?.conflict?.server.version).toBe(4);

    await user.click(within(chooser).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /was changed somewhere else/ })).not.toBeInTheDocument());
    // Sent at once, over their version (If-Match: theirs), and the server now holds mine.
    await waitFor(() => expect(server.records.get('insp-a')?.version).toBe(5));
    expect(inspectionPuts().map((call) => call.ifMatch)).toEqual(['"4"']);
    expect(server.records.get('insp-a')?.document.customer.name).toBe('Maria Lopez');
    await waitFor(async () => expect(await db.inspections.get([OWNER, 'insp-a'])).toMatchObject({ baseVersion: 5, conflict: null }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    // Behind the open sheet (hidden from the accessibility tree while it is open).
    expect(await screen.findByRole('button', { name: 'All synced', hidden: true })).toBeInTheDocument();
  });

  it('"Use the other version" replaces the device copy and drops its send', async () => {
    const row = await seedConflict();
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    await act(() => setLanguage('es'));
    renderWithProviders(<ConflictChooser ownerId={OWNER} inspection={(await db.inspections.get([OWNER, row.id]))!} open onOpenChange={onOpenChange} />);
    const chooser = await screen.findByRole('dialog', { name: /se cambió en otro lugar/ });
    expect(within(chooser).getByRole('row', { name: /Nombre del cliente/ })).toHaveTextContent(/Maria Lopez\s*Maria López Garza/);

    await user.click(within(chooser).getByRole('button', { name: 'Usar la otra versión' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const local = await db.inspections.get([OWNER, 'insp-a']);
    expect(local).toMatchObject({ baseVersion: 4, conflict: null });
    expect(local?.document.customer.name).toBe('Maria López Garza');
    expect(local?.document.zones).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });
});
