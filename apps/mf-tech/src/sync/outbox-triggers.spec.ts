// When the outbox sends without anyone pressing a button (issue 11: "on start, on `online`, when the app becomes
// visible, and on a timer"; iOS has no background sync). Each test starts with an inspection waiting on a device that
// has no signal, then gives the signal back WITHOUT the browser's own event, so only the trigger under test can send it.
import { freshDeviceDatabase } from '../device-store/testing';
import { replaceDeviceDatabaseForTests, type DeviceDatabase } from '../device-store';
import { OutboxSync, SYNC_INTERVAL_MS } from './outbox-sync';
import { FakeInspectionsServer, OWNER, keepBlobsInClones, seedInspection } from './sync-testing';

let db: DeviceDatabase;
let server: FakeInspectionsServer;
let onLine = true;
let visibility: DocumentVisibilityState = 'visible';
let detach: (() => void) | null = null;

const inspectionPuts = () => server.calls.filter((call) => call.method === 'PUT' && call.path === '/api/inspections/insp-a');

/** Lets every run the engine may have started finish (IndexedDB and the fake server answer on real timers). */
async function settle(): Promise<void> {
  for (let round = 0; round < 10; round++) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function sentOnce(): Promise<void> {
  for (let waited = 0; waited < 2_000 && inspectionPuts().length === 0; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
  await settle();
  expect(inspectionPuts()).toHaveLength(1);
  expect(await db.outbox.count()).toBe(0);
}

/** The engine mounted (as the app frame mounts it) while the device has no signal: its start run sends nothing. */
async function attachedOffline(): Promise<OutboxSync> {
  await seedInspection(db, 'insp-a');
  onLine = false;
  const sync = new OutboxSync({ locks: () => undefined });
  sync.setOwner(OWNER);
  detach = sync.attach();
  await settle();
  expect(server.calls).toHaveLength(0);
  // The signal is back, but nothing has told the page yet.
  onLine = true;
  await settle();
  expect(server.calls).toHaveLength(0);
  return sync;
}

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  db = freshDeviceDatabase();
  keepBlobsInClones();
  server = new FakeInspectionsServer();
  server.install();
  onLine = true;
  visibility = 'visible';
  jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => onLine);
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  detach?.();
  detach = null;
  jest.useRealTimers();
  jest.restoreAllMocks();
  replaceDeviceDatabaseForTests(null);
});

describe('OutboxSync triggers', () => {
  it('sends what waits as soon as it is mounted with a signal (on start)', async () => {
    await seedInspection(db, 'insp-a');
    const sync = new OutboxSync({ locks: () => undefined });
    sync.setOwner(OWNER);
    detach = sync.attach();
    await sentOnce();
  });

  it('sends when the browser says the signal is back (online)', async () => {
    await attachedOffline();
    window.dispatchEvent(new Event('online'));
    await sentOnce();
  });

  it('sends when the page is shown again (pageshow: back from the back-forward cache)', async () => {
    await attachedOffline();
    window.dispatchEvent(new Event('pageshow'));
    await sentOnce();
  });

  it('sends when the app becomes visible again, and not while it is hidden', async () => {
    await attachedOffline();
    setVisibility('hidden');
    await settle();
    expect(server.calls).toHaveLength(0);

    setVisibility('visible');
    await sentOnce();
  });

  it('sends on the 30 s timer while visible, not before, and not while hidden', async () => {
    // Only the interval is faked: IndexedDB, the fake server and the outbox's own timers keep real time.
    jest.useFakeTimers({
      doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'],
    });
    await attachedOffline();

    jest.advanceTimersByTime(SYNC_INTERVAL_MS - 1);
    await settle();
    expect(server.calls).toHaveLength(0);

    visibility = 'hidden';
    jest.advanceTimersByTime(1);
    await settle();
    expect(server.calls).toHaveLength(0);

    visibility = 'visible';
    jest.advanceTimersByTime(SYNC_INTERVAL_MS);
    await sentOnce();
  });

  it('after the last screen lets go, no event and no timer sends any more', async () => {
    jest.useFakeTimers({
      doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'],
    });
    const sync = await attachedOffline();
    // A second screen mounts it too; the triggers stay until both have let go.
    const detachSecond = sync.attach();
    detach?.();
    detach = null;
    window.dispatchEvent(new Event('online'));
    await sentOnce();

    detachSecond();
    await seedInspection(db, 'insp-b');
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('pageshow'));
    setVisibility('visible');
    jest.advanceTimersByTime(SYNC_INTERVAL_MS * 2);
    await settle();
    expect(server.calls.filter((call) => call.path === '/api/inspections/insp-b')).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });
});
