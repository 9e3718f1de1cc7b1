import { liveQuery, type Subscription } from 'dexie';
import { isApiError, isAuthUnavailable, isRateLimited } from '@irrigo/api-client';
import { canonicalJson, reportNumberFor, type ErrorCode, type InspectionRecord, type PutInspectionRequest } from '@irrigo/contracts';
import { withDeviceDatabase } from '../device-store';
import type { LocalInspectionRow, OutboxFailure, OutboxRow } from '../device-store/inspections/inspection-rows';
import { getInspection, putInspection, putInspectionMedia, sendReport } from './inspection-api';
import { goesResumably, RESUMABLE_REQUEST_TIMEOUT_MS, uploadMediaResumably } from './resumable-media-upload';

/**
 * The outbox sync engine (field-libraries.md §2 "Recommended design" and "Background sync on iOS"): a
 * foreground loop in the page, since Safari has no Background Sync. It sends what the device store's outbox
 * holds for the signed-in person, inspections before their media and both before a report's e-mail, and
 * never drops an item: a refusal is
 * kept on the row (lastFailure) for "N waiting to sync" to explain, a missing connection or a busy server is
 * tried again later (backoff with jitter), a 401 pauses the whole queue until the person signs in again,
 * a 412 keeps both versions for the technician to choose between (ConflictChooser), and a 409
 * REPORT_NUMBER_TAKEN for an inspection the server never stored gives it the number its id makes.
 *
 * One tab at a time: a run holds the Web Lock 'irrigo-outbox' (ifAvailable: a tab that finds it taken skips
 * its run, the holder sends everything). Within a tab one run at a time; a kick during a run runs once more
 * after it, so a save made while a request was in flight is sent too.
 */

export const OUTBOX_LOCK_NAME = 'irrigo-outbox';
export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 10 * 60_000;
/** ± 20 %: devices that lost the signal together do not all come back in the same second. */
export const BACKOFF_JITTER = 0.2;
/** While the app is visible, a run every 30 s picks up anything the events missed. */
export const SYNC_INTERVAL_MS = 30_000;

/** The wait before the next try after `attempts` failed tries (0: the first failure). */
export function backoffDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts), BACKOFF_MAX_MS);
  return Math.round(base * (1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * random()));
}

export interface OutboxSyncSnapshot {
  /** Whose outbox is sent (the signed-in person); null: nobody, nothing runs. */
  ownerId: string | null;
  /** 'signed-out': the server answered 401; nothing is sent until the person signs in again. */
  paused: 'signed-out' | null;
  /** When the pause started (epoch ms), to tell a later sign-in from the one that expired. */
  pausedAt: number | null;
  syncing: boolean;
}

export interface OutboxSyncOptions {
  now?: () => number;
  random?: () => number;
  /** The tab's Web Locks (navigator.locks by default); undefined: run without one. */
  locks?: () => LockManager | undefined;
  /** How long one request of a video's resumable upload may go without an answer (RESUMABLE_REQUEST_TIMEOUT_MS). */
  resumableRequestTimeoutMs?: number;
}

type SendOutcome = 'done' | 'paused';

/** A code for an answer that carried no ErrorBody (a proxy's page, a bare status). */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 412:
      return 'STALE_VERSION';
    case 413:
      return 'MEDIA_TOO_LARGE';
    case 415:
      return 'MEDIA_TYPE_NOT_ALLOWED';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'UPSTREAM_UNAVAILABLE';
  }
}

function browserLocks(): LockManager | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks && typeof locks.request === 'function' ? locks : undefined;
}

function sameContent(local: LocalInspectionRow, server: InspectionRecord): boolean {
  return local.status === server.status && canonicalJson(local.document) === canonicalJson(server.document);
}

/**
 * Whether the server's copy is the one this device's first send made: the server keeps the device's createdAt,
 * or its own clock's when the device's was ahead (never later than the device's).
 */
function madeBy(server: InspectionRecord, local: LocalInspectionRow): boolean {
  const serverCreated = Date.parse(server.createdAt);
  const localCreated = Date.parse(local.createdAt);
  return server.createdAt === local.createdAt || (!Number.isNaN(serverCreated) && !Number.isNaN(localCreated) && serverCreated <= localCreated);
}

/**
 * Whether a row can be sent now (not counting its backoff): no open conflict, media after its inspection,
 * and a report's e-mail only once the server holds everything this device has of its inspection (`outbox`:
 * the owner's rows), so the PDF it mails is the one the technician sees. An inspection not on this device is
 * the server's copy already. A send the server refused for good (422) waits for the technician instead.
 */
export function isSendable(row: OutboxRow, inspection: LocalInspectionRow | undefined, outbox: readonly OutboxRow[] = []): boolean {
  if (row.kind === 'inspection') return !inspection?.conflict;
  if (row.kind === 'media') return inspection !== undefined && inspection.baseVersion !== null;
  if (isRefusedForGood(row)) return false;
  if (inspection === undefined) return true;
  if (inspection.baseVersion === null || inspection.conflict) return false;
  return !outbox.some((other) => other.inspectionId === row.inspectionId && other.kind !== 'report-send');
}

/** A report's e-mail the server refused in a way a retry cannot change (422: no address, a reused key). */
export function isRefusedForGood(row: OutboxRow): boolean {
  return row.kind === 'report-send' && row.lastFailure?.status === 422;
}

export class OutboxSync {
  private snapshot: OutboxSyncSnapshot = { ownerId: null, paused: null, pausedAt: null, syncing: false };
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again: { force: boolean } | null = null;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly locks: () => LockManager | undefined;
  private readonly resumableRequestTimeoutMs: number;
  // Scheduling (attach/detach): events, the 30 s timer, the outbox's live query and the next backoff's timer.
  private mounts = 0;
  private detachEvents: (() => void) | null = null;
  private outboxWatch: Subscription | null = null;
  private dueTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: OutboxSyncOptions = {}) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.locks = options.locks ?? browserLocks;
    this.resumableRequestTimeoutMs = options.resumableRequestTimeoutMs ?? RESUMABLE_REQUEST_TIMEOUT_MS;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): OutboxSyncSnapshot => this.snapshot;

  private update(change: Partial<OutboxSyncSnapshot>): void {
    const entries = Object.entries(change) as [keyof OutboxSyncSnapshot, unknown][];
    if (entries.every(([key, value]) => this.snapshot[key] === value)) return;
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Whose outbox to send (the caller then runs); a different person starts unpaused (their own sign-in). */
  setOwner(ownerId: string | null): void {
    if (ownerId === this.snapshot.ownerId) return;
    this.update({ ownerId, paused: null, pausedAt: null });
    this.watchOutbox();
  }

  /** The person is signed in again (their user was fetched after the pause began): send again. */
  resumeAfterSignIn(confirmedAt: number): void {
    const { paused, pausedAt } = this.snapshot;
    if (paused !== 'signed-out' || pausedAt === null || confirmedAt <= pausedAt) return;
    this.update({ paused: null, pausedAt: null });
    void this.run();
  }

  /**
   * One run now (or right after the current one). `force` also sends rows still waiting out their backoff
   * and tries a paused queue again ("Try now").
   */
  run({ force = false }: { force?: boolean } = {}): Promise<void> {
    if (force && this.snapshot.paused) this.update({ paused: null, pausedAt: null });
    if (this.running) {
      this.again = { force: force || (this.again?.force ?? false) };
      return this.running;
    }
    this.running = this.runLoop(force).finally(() => {
      this.running = null;
      this.update({ syncing: false });
    });
    return this.running;
  }

  private async runLoop(firstForce: boolean): Promise<void> {
    let force = firstForce;
    for (;;) {
      this.again = null;
      const ownerId = this.snapshot.ownerId;
      if (!ownerId || this.snapshot.paused) return;
      // The browser knows there is no network: nothing to try (and no attempt to count) until `online`.
      if (!force && typeof navigator !== 'undefined' && navigator.onLine === false) return;
      try {
        await this.withLock(() => this.pass(ownerId, force));
      } catch {
        // The device store failed (the reconnect already retried once): the next event, timer or save runs again.
      }
      // A kick during the pass (a save, another screen's syncNow) asks for one more.
      const again = this.takeAgain();
      if (!again) return;
      force = again.force;
    }
  }

  private takeAgain(): { force: boolean } | null {
    const again = this.again;
    this.again = null;
    return again;
  }

  private async withLock(pass: () => Promise<void>): Promise<void> {
    const locks = this.locks();
    if (!locks) return pass();
    await locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, async (lock) => {
      // Another tab holds it and sends everything, this tab's saves included.
      if (lock) await pass();
    });
  }

  private async pass(ownerId: string, force: boolean): Promise<void> {
    const now = this.now();
    const rows = await withDeviceDatabase((db) => db.outbox.where('ownerId').equals(ownerId).toArray());
    const due = rows.filter((row) => force || row.nextAttemptAt <= now).sort((a, b) => a.enqueuedAt.localeCompare(b.enqueuedAt));
    if (due.length === 0) return;
    this.update({ syncing: true });
    // An inspection before its media (the server refuses a file for an inspection it does not have), and a
    // report's e-mail after both (the PDF is made from what the server holds).
    for (const kind of ['inspection', 'media', 'report-send'] as const) {
      for (const row of due.filter((candidate) => candidate.kind === kind)) {
        if (this.snapshot.ownerId !== ownerId || this.snapshot.paused) return;
        const outcome =
          kind === 'inspection'
            ? await this.sendInspection(ownerId, row)
            : kind === 'media'
              ? await this.sendMedia(ownerId, row)
              : await this.sendReportByEmail(ownerId, row);
        if (outcome === 'paused') return;
      }
    }
  }

  /**
   * POST …/report/send with the row's Idempotency-Key: 200 or 201 is done (200: an earlier try got there and
   * its answer was lost; nothing is mailed twice). 409 (the first try is still mailing) and 503 (no mail
   * server) wait their backoff and go again with the same key. 422 is kept on the row for the technician to
   * read (no address, a key used for another body) and not tried again.
   */
  private async sendReportByEmail(ownerId: string, row: OutboxRow): Promise<SendOutcome> {
    const request = row.reportSend;
    if (!request) {
      // A row without its request cannot be sent: nothing to keep.
      await withDeviceDatabase((db) => db.outbox.delete([ownerId, row.key]));
      return 'done';
    }
    const [inspection, outbox] = await withDeviceDatabase((db) =>
      Promise.all([db.inspections.get([ownerId, row.inspectionId]), db.outbox.where('ownerId').equals(ownerId).toArray()]),
    );
    if (!isSendable(row, inspection, outbox)) return 'done';
    try {
      await sendReport(row.inspectionId, request);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const at = new Date(this.now()).toISOString();
        const failure: OutboxFailure = { code: error.code ?? 'VALIDATION_FAILED', status: 422, at };
        await withDeviceDatabase((db) => db.outbox.update([ownerId, row.key], { attempts: row.attempts + 1, lastFailure: failure }));
        return 'done';
      }
      return this.storeFailure(ownerId, row, error);
    }
    await withDeviceDatabase((db) => db.outbox.delete([ownerId, row.key]));
    return 'done';
  }

  private async sendInspection(ownerId: string, row: OutboxRow): Promise<SendOutcome> {
    const local = await withDeviceDatabase((db) => db.inspections.get([ownerId, row.entityId]));
    if (!local) {
      // Removed from the device: there is nothing left to send.
      await withDeviceDatabase((db) => db.outbox.delete([ownerId, row.key]));
      return 'done';
    }
    if (local.conflict) return 'done';
    const body: PutInspectionRequest = {
      reportNumber: local.reportNumber,
      status: local.status,
      document: local.document,
      createdAt: local.createdAt,
      savedAt: local.savedAt,
    };
    let record: InspectionRecord;
    try {
      record = await putInspection(local.id, body, local.baseVersion);
    } catch (error) {
      if (isApiError(error) && (error.status === 412 || (error.status === 428 && local.baseVersion === null))) {
        return this.storeConflict(ownerId, row, local, error.status);
      }
      if (isApiError(error) && error.code === 'REPORT_NUMBER_TAKEN' && local.baseVersion === null && reportNumberFor(local.id) !== local.reportNumber) {
        return this.renumber(ownerId, row, local);
      }
      return this.storeFailure(ownerId, row, error);
    }
    await this.storeSent(ownerId, row.key, local, record.version);
    return 'done';
  }

  /**
   * The server has `version`: it is the base of the next send. The outbox row goes only when the copy sent
   * is still the device's latest; a save made while the request was in flight leaves it due now.
   */
  private storeSent(ownerId: string, key: string, sent: LocalInspectionRow, version: number): Promise<void> {
    return withDeviceDatabase((db) =>
      db.transaction('rw', db.inspections, db.outbox, async () => {
        const current = await db.inspections.get([ownerId, sent.id]);
        if (current) await db.inspections.update([ownerId, sent.id], { baseVersion: version });
        const outboxRow = await db.outbox.get([ownerId, key]);
        if (!outboxRow) return;
        if (!current || (current.savedAt === sent.savedAt && current.status === sent.status)) await db.outbox.delete([ownerId, key]);
        else await db.outbox.update([ownerId, key], { attempts: 0, nextAttemptAt: 0, lastFailure: null });
      }),
    );
  }

  /**
   * 412: someone else (the office, another device) changed it since our base. The server's copy is kept on
   * the row beside ours and nothing more is sent until the technician chooses. When the server already holds
   * exactly our content (our earlier send arrived but its answer did not), there is nothing to choose.
   *
   * 428 on a send without a base: our first send arrived but its answer was lost, and the technician saved
   * again since. If the server holds only that first version (version 1, made at our createdAt), it is ours: it
   * becomes the base and the new save goes at once. Anything newer may be someone else's: they choose.
   */
  private async storeConflict(ownerId: string, row: OutboxRow, sent: LocalInspectionRow, status: number): Promise<SendOutcome> {
    let server: InspectionRecord;
    try {
      server = await getInspection(sent.id);
    } catch (error) {
      return this.storeFailure(ownerId, row, error);
    }
    const at = new Date(this.now()).toISOString();
    await withDeviceDatabase((db) =>
      db.transaction('rw', db.inspections, db.outbox, async () => {
        const current = await db.inspections.get([ownerId, sent.id]);
        if (!current) return;
        if (sameContent(current, server)) {
          await db.inspections.update([ownerId, sent.id], { baseVersion: server.version, conflict: null });
          await db.outbox.delete([ownerId, row.key]);
          return;
        }
        if (status === 428 && current.baseVersion === null && server.version === 1 && madeBy(server, current)) {
          await db.inspections.update([ownerId, sent.id], { baseVersion: server.version });
          await db.outbox.update([ownerId, row.key], { attempts: 0, nextAttemptAt: 0, lastFailure: null });
          this.again = { force: this.again?.force ?? false };
          return;
        }
        await db.inspections.update([ownerId, sent.id], { conflict: { server, detectedAt: at } });
        await db.outbox.update([ownerId, row.key], { lastFailure: { code: 'STALE_VERSION', status: 412, at } });
      }),
    );
    return 'done';
  }

  /**
   * 409 REPORT_NUMBER_TAKEN: the server has no inspection with this id (only a create can meet its key) and
   * another inspection of the organization has this number, an old app's sequential one (IR-2025-0042) that
   * another device moved too. The inspection takes the number its id makes (reportNumberFor: unique by
   * construction), keeps the old one beside it (previousReportNumber; the document has no field for it), and
   * goes again at once; the row says why until it is sent. The number is not part of what a signature vouches
   * for (signedContent is the document), so its signatures still hold.
   */
  private async renumber(ownerId: string, row: OutboxRow, sent: LocalInspectionRow): Promise<SendOutcome> {
    const reportNumber = reportNumberFor(sent.id);
    const at = new Date(this.now()).toISOString();
    await withDeviceDatabase((db) =>
      db.transaction('rw', db.inspections, db.outbox, async () => {
        const current = await db.inspections.get([ownerId, sent.id]);
        if (!current) return;
        if (current.baseVersion === null && current.reportNumber === sent.reportNumber) {
          await db.inspections.update([ownerId, sent.id], { reportNumber, previousReportNumber: current.previousReportNumber ?? sent.reportNumber });
        }
        const failure: OutboxFailure = { code: 'REPORT_NUMBER_TAKEN', status: 409, at };
        await db.outbox.update([ownerId, row.key], { attempts: 0, nextAttemptAt: 0, lastFailure: failure });
      }),
    );
    this.again = { force: this.again?.force ?? false };
    return 'done';
  }

  private async sendMedia(ownerId: string, row: OutboxRow): Promise<SendOutcome> {
    const [media, inspection] = await withDeviceDatabase((db) =>
      Promise.all([db.mediaBlobs.get([ownerId, row.entityId]), db.inspections.get([ownerId, row.inspectionId])]),
    );
    if (!media || media.uploaded === 1) {
      // Removed from the device, or already on the server: nothing left to send.
      await withDeviceDatabase((db) => db.outbox.delete([ownerId, row.key]));
      return 'done';
    }
    // Only once the server has the inspection (a first answer gave it a version).
    if (!isSendable(row, inspection)) return 'done';
    try {
      // A video goes resumably (tus, 1 MiB chunks): a dropped signal costs a chunk, and the next try sends only the rest.
      if (goesResumably(media.contentType))
        await uploadMediaResumably(row.inspectionId, media.id, media.blob, media.contentType, this.resumableRequestTimeoutMs);
      else await putInspectionMedia(row.inspectionId, media.id, media.blob, media.contentType);
    } catch (error) {
      return this.storeFailure(ownerId, row, error);
    }
    await withDeviceDatabase((db) =>
      db.transaction('rw', db.mediaBlobs, db.outbox, async () => {
        await db.mediaBlobs.update([ownerId, media.id], { uploaded: 1 });
        await db.outbox.delete([ownerId, row.key]);
      }),
    );
    return 'done';
  }

  /**
   * Keeps why a send failed on its row. 401: the whole queue pauses (no backoff: it goes as soon as the
   * person signs in). Anything else waits longer each time, up to 10 minutes; a refusal (400, 403, 404, 409,
   * 413, 415) is tried again that rarely too, in case the office fixed what stood in its way.
   */
  private async storeFailure(ownerId: string, row: OutboxRow, error: unknown): Promise<SendOutcome> {
    const at = this.now();
    const atIso = new Date(at).toISOString();
    if (isApiError(error) && error.status === 401 && !isAuthUnavailable(error)) {
      this.update({ paused: 'signed-out', pausedAt: at });
      await withDeviceDatabase((db) => db.outbox.update([ownerId, row.key], { lastFailure: { code: 'UNAUTHENTICATED', status: 401, at: atIso } }));
      return 'paused';
    }
    let failure: OutboxFailure;
    let delay = backoffDelayMs(row.attempts, this.random);
    if (isApiError(error)) {
      failure = { code: error.code ?? codeForStatus(error.status), status: error.status, at: atIso };
      if (isRateLimited(error) && error.retryAfterSeconds !== undefined) delay = Math.max(delay, error.retryAfterSeconds * 1000);
    } else {
      // No answer: no signal, a dropped connection, or the request outlived its time budget.
      failure = { code: 'NETWORK', status: null, at: atIso };
    }
    await withDeviceDatabase((db) =>
      db.transaction('rw', db.outbox, async () => {
        const current = await db.outbox.get([ownerId, row.key]);
        if (!current) return;
        await db.outbox.update([ownerId, row.key], { attempts: current.attempts + 1, nextAttemptAt: at + delay, lastFailure: failure });
      }),
    );
    return 'done';
  }

  // -------------------------------------------------------------------------------------------------
  // When to run: mounted once however many screens ask (the frame and the inspection screen).

  /** Starts the triggers on the first mount; the returned function ends them after the last. */
  attach(): () => void {
    this.mounts += 1;
    if (this.mounts === 1) this.startTriggers();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.mounts -= 1;
      if (this.mounts === 0) this.stopTriggers();
    };
  }

  private startTriggers(): void {
    if (typeof window === 'undefined') return;
    const runIfVisible = () => {
      if (document.visibilityState !== 'hidden') void this.run();
    };
    const onOnline = () => void this.run();
    const onPageShow = () => void this.run();
    window.addEventListener('online', onOnline);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', runIfVisible);
    const interval = setInterval(runIfVisible, SYNC_INTERVAL_MS);
    this.detachEvents = () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', runIfVisible);
      clearInterval(interval);
    };
    this.watchOutbox();
    void this.run();
  }

  private stopTriggers(): void {
    this.detachEvents?.();
    this.detachEvents = null;
    this.outboxWatch?.unsubscribe();
    this.outboxWatch = null;
    if (this.dueTimer) clearTimeout(this.dueTimer);
    this.dueTimer = null;
  }

  /**
   * Runs whenever the outbox changes and something is due and sendable (a save, a new photo), and sets a
   * timer for the next row whose backoff ends. Rows that wait for a choice or for their inspection do not
   * kick a run, so a run that sends nothing writes nothing and the watch comes to rest.
   */
  private watchOutbox(): void {
    this.outboxWatch?.unsubscribe();
    this.outboxWatch = null;
    const ownerId = this.snapshot.ownerId;
    if (!ownerId || this.mounts === 0) return;
    const observable = liveQuery(() =>
      withDeviceDatabase(async (db) => {
        const rows = await db.outbox.where('ownerId').equals(ownerId).toArray();
        const ids = [...new Set(rows.map((row) => row.inspectionId))];
        const inspections = await db.inspections.bulkGet(ids.map((id): [string, string] => [ownerId, id]));
        const byId = new Map(inspections.filter((row) => row !== undefined).map((row) => [row.id, row]));
        return rows.filter((row) => isSendable(row, byId.get(row.inspectionId), rows)).map((row) => row.nextAttemptAt);
      }),
    );
    this.outboxWatch = observable.subscribe({
      next: (dueTimes) => this.scheduleFor(dueTimes),
      error: () => undefined,
    });
  }

  private scheduleFor(dueTimes: number[]): void {
    if (this.dueTimer) clearTimeout(this.dueTimer);
    this.dueTimer = null;
    if (dueTimes.length === 0) return;
    const wait = Math.min(...dueTimes) - this.now();
    if (wait <= 0) {
      void this.run();
      return;
    }
    this.dueTimer = setTimeout(() => void this.run(), Math.min(wait, BACKOFF_MAX_MS * 2));
  }
}

/** The app's one engine (every mount and `syncNow` share it). */
export const outboxSync = new OutboxSync();

/**
 * Sends now what waits, backoffs included (the form's "Send" and the sheet's "Try now"); `ownerId` (the
 * caller's useDeviceOwner) makes sure it is sent for that person even before any screen mounted the engine.
 */
export function syncNow(ownerId?: string | null): Promise<void> {
  if (ownerId) outboxSync.setOwner(ownerId);
  return outboxSync.run({ force: true });
}
