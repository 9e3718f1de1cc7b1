/// <reference types="node" />
// Test support for the outbox specs: a fake of services/inspections behind fetch (the api-client's level),
// device rows, and a clone for fake-indexeddb that keeps Blobs. Imported by specs only.
import { Blob as NodeBlob } from 'node:buffer';
import {
  canonicalJson,
  emptyInspectionDocument,
  IDEMPOTENCY_KEY_PATTERN,
  type InspectionDocument,
  type InspectionRecord,
  type PutInspectionRequest,
  type ReportSend,
  type SendReportRequest,
} from '@irrigo/contracts';
import { answer } from '@irrigo/test-web';
import type { DeviceDatabase } from '../device-store';
import { outboxKey, type LocalInspectionRow, type MediaBlobRow, type OutboxRow } from '../device-store/inspections/inspection-rows';

export const OWNER = 'tech-7';

/**
 * IndexedDB stores a structured clone; jsdom has none, and the device store's fallback (Node's serializer)
 * drops a Blob's bytes. Blobs are immutable, so a clone may share them; everything else is copied.
 */
export function keepBlobsInClones(): void {
  const clone = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (value instanceof NodeBlob || value instanceof Blob) return value;
    if (value instanceof Date) return new Date(value.getTime());
    if (Array.isArray(value)) return value.map(clone);
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, clone(entry)]));
  };
  globalThis.structuredClone = clone as typeof structuredClone;
}

/** Bytes the device made itself (Node's Blob: jsdom's cannot give its bytes back). */
export function photoBlob(bytes: number[], type = 'image/jpeg'): Blob {
  return new NodeBlob([Uint8Array.from(bytes)], { type }) as unknown as Blob;
}

/** A video of `size` bytes (the byte at each offset is offset % 251, so any slice can be checked). */
export function videoBlob(size: number, type = 'video/mp4'): Blob {
  return new NodeBlob([Uint8Array.from({ length: size }, (_, index) => index % 251)], { type }) as unknown as Blob;
}

export function documentFor(customerName: string, changes: (document: InspectionDocument) => void = () => undefined): InspectionDocument {
  const document = emptyInspectionDocument({ technicianName: 'Luis Ortega', inspectionDate: '2026-11-25' });
  document.customer.name = customerName;
  changes(document);
  return document;
}

export interface SeededInspection {
  row: LocalInspectionRow;
  outbox: OutboxRow | null;
}

export async function seedInspection(
  db: DeviceDatabase,
  id: string,
  overrides: Partial<LocalInspectionRow> = {},
  { queued = true, enqueuedAt = '2026-11-25T10:00:00.000Z' }: { queued?: boolean; enqueuedAt?: string } = {},
): Promise<SeededInspection> {
  const row: LocalInspectionRow = {
    ownerId: OWNER,
    id,
    reportNumber: `IR-261125-${id.toUpperCase().padStart(8, '0').slice(-8)}`,
    status: 'draft',
    document: documentFor('Maria Lopez'),
    createdAt: '2026-11-25T09:00:00.000Z',
    savedAt: '2026-11-25T10:00:00.000Z',
    completedAt: null,
    baseVersion: null,
    conflict: null,
    ...overrides,
  };
  await db.inspections.put(row);
  const outbox: OutboxRow | null = queued
    ? {
        ownerId: OWNER,
        key: outboxKey('inspection', id),
        kind: 'inspection',
        entityId: id,
        inspectionId: id,
        attempts: 0,
        nextAttemptAt: 0,
        lastFailure: null,
        enqueuedAt,
      }
    : null;
  if (outbox) await db.outbox.put(outbox);
  return { row, outbox };
}

/** A save on the device, as the form makes it: new document and savedAt, the outbox row due now. */
export async function saveOnDevice(db: DeviceDatabase, id: string, changes: (document: InspectionDocument) => void, savedAt: string): Promise<void> {
  await db.transaction('rw', db.inspections, db.outbox, async () => {
    const row = await db.inspections.get([OWNER, id]);
    if (!row) throw new Error(`no inspection ${id}`);
    const document = structuredClone(row.document);
    changes(document);
    await db.inspections.put({ ...row, document, savedAt });
    const key = outboxKey('inspection', id);
    const existing = await db.outbox.get([OWNER, key]);
    await db.outbox.put(
      existing
        ? { ...existing, nextAttemptAt: 0 }
        : { ownerId: OWNER, key, kind: 'inspection', entityId: id, inspectionId: id, attempts: 0, nextAttemptAt: 0, lastFailure: null, enqueuedAt: savedAt },
    );
  });
}

export async function seedMedia(
  db: DeviceDatabase,
  id: string,
  inspectionId: string,
  blob: Blob,
  enqueuedAt = '2026-11-25T10:01:00.000Z',
): Promise<MediaBlobRow> {
  const row: MediaBlobRow = { ownerId: OWNER, id, inspectionId, blob, contentType: blob.type, byteSize: blob.size, uploaded: 0, createdAt: enqueuedAt };
  await db.mediaBlobs.put(row);
  await db.outbox.put({
    ownerId: OWNER,
    key: outboxKey('media', id),
    kind: 'media',
    entityId: id,
    inspectionId,
    attempts: 0,
    nextAttemptAt: 0,
    lastFailure: null,
    enqueuedAt,
  });
  return row;
}

export interface ServerCall {
  method: string;
  path: string;
  ifMatch: string | null;
  /** The JSON body of an inspection PUT. */
  body?: PutInspectionRequest;
  /** The bytes of a media PUT, or of a resumable upload's PATCH. */
  media?: Blob;
  /** A report send's Idempotency-Key and JSON body. */
  idempotencyKey?: string | null;
  reportBody?: SendReportRequest;
  /** The tus headers of a resumable upload's request. */
  tus?: { uploadLength: string | null; uploadOffset: string | null; uploadMetadata: string | null; tusResumable: string | null; contentType: string | null };
}

/** A resumable upload the fake holds: its declared size and type, and how much arrived. */
export interface FakeResumableUpload {
  inspectionId: string;
  length: number;
  offset: number;
  type: string;
}

/** What the fake does with the next matching request instead of its normal answer. */
export type Interruption =
  | { kind: 'status'; status: number; code: string }
  | { kind: 'network' }
  /** The server stores it, then the answer is lost (the client sees a network error). */
  | { kind: 'drop-answer' };

/**
 * services/inspections as the issue describes it: create without If-Match (201), update with the current
 * version (200, version + 1), 412 STALE_VERSION on an older one, 428 without one, a replay of the stored
 * content answered 200 with the same version, 409 REPORT_NUMBER_TAKEN to a create whose report number another
 * inspection has; media 404 while the inspection is unknown, else 201.
 */
export class FakeInspectionsServer {
  readonly records = new Map<string, InspectionRecord>();
  readonly media = new Map<string, { inspectionId: string; size: number; type: string }>();
  readonly calls: ServerCall[] = [];
  readonly interruptions: { match: (call: ServerCall) => boolean; interruption: Interruption }[] = [];
  /** Unfinished resumable uploads (tus), by media id. */
  readonly uploads = new Map<string, FakeResumableUpload>();
  /** Report sends by Idempotency-Key, with the body each key was first used with. */
  readonly reportSends = new Map<string, { body: string; send: ReportSend }>();
  /** The e-mails the report sends made (one per new key). */
  readonly mails: { inspectionId: string; to: string; lang: string }[] = [];
  /** When set, every request waits for it first (a request in flight); a request whose time runs out is aborted. */
  hold: Promise<void> | null = null;
  /** When set, only the requests it matches wait for `hold`. */
  holdOnly: ((call: ServerCall) => boolean) | null = null;
  offline = false;
  /** false: the health check gets no answer either (the app shows offline). */
  gatewayReachable = true;

  interrupt(match: (call: ServerCall) => boolean, interruption: Interruption): void {
    this.interruptions.push({ match, interruption });
  }

  /** Someone else's save (the office, another device): a new version with their document. */
  storeTheirs(id: string, document: InspectionDocument, version: number, savedAt = '2026-11-25T11:00:00.000Z'): InspectionRecord {
    const record = this.recordOf(
      id,
      { reportNumber: `IR-261125-${id.toUpperCase().padStart(8, '0').slice(-8)}`, status: 'draft', document, createdAt: '2026-11-25T09:00:00.000Z', savedAt },
      version,
    );
    this.records.set(id, record);
    return record;
  }

  private recordOf(id: string, body: PutInspectionRequest, version: number): InspectionRecord {
    return {
      id,
      reportNumber: body.reportNumber,
      status: body.status,
      version,
      document: body.document,
      clientName: body.document.customer.name,
      clientAddress: body.document.customer.address,
      estimatedTotal: '0.00',
      technicianId: OWNER,
      inspectorName: body.document.customer.technicianName,
      locationId: 'loc-1',
      createdAt: body.createdAt,
      savedAt: body.savedAt,
      updatedAt: body.savedAt,
      completedDate: null,
      uploadedMediaIds: [...this.media.entries()].filter(([, entry]) => entry.inspectionId === id).map(([mediaId]) => mediaId),
    };
  }

  install(): jest.Mock {
    const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const headers = new Headers(init?.headers);
      const call: ServerCall = { method, path: url.pathname, ifMatch: headers.get('If-Match') };
      if (method === 'PUT' && typeof init?.body === 'string') call.body = JSON.parse(init.body) as PutInspectionRequest;
      if (method === 'POST' && url.pathname.endsWith('/report/send')) {
        call.idempotencyKey = headers.get('Idempotency-Key');
        call.reportBody = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as SendReportRequest;
      }
      if ((method === 'PUT' || method === 'PATCH') && init?.body instanceof Blob) call.media = init.body;
      if (url.pathname.endsWith('/resumable'))
        call.tus = {
          uploadLength: headers.get('Upload-Length'),
          uploadOffset: headers.get('Upload-Offset'),
          uploadMetadata: headers.get('Upload-Metadata'),
          tusResumable: headers.get('Tus-Resumable'),
          contentType: headers.get('Content-Type'),
        };
      if (url.pathname === '/api/auth/user')
        return answer(200, {
          id: 'acct-7',
          technicianId: OWNER,
          role: 'technician',
          name: 'Luis Ortega',
          email: 'luis@riegos.co',
          locationId: 'loc-1',
          organizationId: 'org-1',
          mustChangePassword: false,
        });
      if (url.pathname === '/api/health' && !this.gatewayReachable) throw new TypeError('Failed to fetch');
      if (url.pathname === '/api/health') return answer(200, { status: 'ok', services: {} });
      this.calls.push(call);
      if (this.hold && (!this.holdOnly || this.holdOnly(call))) await Promise.race([this.hold, abortedBy(init?.signal)]);
      if (this.offline) throw new TypeError('Failed to fetch');
      const index = this.interruptions.findIndex((entry) => entry.match(call));
      const interruption = index >= 0 ? this.interruptions.splice(index, 1)[0]?.interruption : undefined;
      if (interruption?.kind === 'network') throw new TypeError('Failed to fetch');
      if (interruption?.kind === 'status')
        return answer(interruption.status, { statusCode: interruption.status, code: interruption.code, message: interruption.code });
      const response = this.handle(call, url.pathname);
      if (interruption?.kind === 'drop-answer') throw new TypeError('Load failed');
      return response;
    });
    globalThis.fetch = fetchMock as typeof fetch;
    return fetchMock;
  }

  private handle(call: ServerCall, path: string): Response {
    const resumableMatch = /^\/api\/inspections\/([^/]+)\/media\/([^/]+)\/resumable$/.exec(path);
    if (resumableMatch) return this.handleResumable(call, resumableMatch[1] ?? '', resumableMatch[2] ?? '', path);
    const sendMatch = /^\/api\/inspections\/([^/]+)\/report\/send$/.exec(path);
    if (sendMatch) return this.handleReportSend(call, decodeURIComponent(sendMatch[1] ?? ''));
    const mediaMatch = /^\/api\/inspections\/([^/]+)\/media\/([^/]+)$/.exec(path);
    if (mediaMatch) {
      const [, inspectionId = '', mediaId = ''] = mediaMatch;
      if (!this.records.has(inspectionId)) return answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No such inspection' });
      const existed = this.media.has(mediaId);
      this.media.set(mediaId, { inspectionId, size: call.media?.size ?? 0, type: call.media?.type ?? '' });
      return answer(existed ? 200 : 201, {
        id: mediaId,
        inspectionId,
        kind: 'photo',
        contentType: call.media?.type,
        byteSize: call.media?.size,
        width: null,
        height: null,
        hasThumbnail: false,
        createdAt: '2026-11-25T10:00:00.000Z',
      });
    }
    const id = decodeURIComponent(/^\/api\/inspections\/([^/]+)$/.exec(path)?.[1] ?? '');
    const existing = this.records.get(id);
    if (call.method === 'GET') return existing ? answer(200, existing) : answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No such inspection' });
    const body = call.body as PutInspectionRequest;
    if (!existing) {
      // One report number per organization (the fake holds one): only a create can meet it.
      if ([...this.records.values()].some((record) => record.reportNumber === body.reportNumber))
        return answer(409, { statusCode: 409, code: 'REPORT_NUMBER_TAKEN', message: 'Another inspection has this report number', details: ['reportNumber'] });
      const created = this.recordOf(id, body, 1);
      this.records.set(id, created);
      return answer(201, created);
    }
    if (existing.status === body.status && canonicalJson(existing.document) === canonicalJson(body.document)) return answer(200, existing);
    if (!call.ifMatch) return answer(428, { statusCode: 428, code: 'PRECONDITION_REQUIRED', message: 'If-Match required' });
    if (call.ifMatch !== `"${existing.version}"`) return answer(412, { statusCode: 412, code: 'STALE_VERSION', message: 'Stale' });
    const updated = this.recordOf(id, body, existing.version + 1);
    this.records.set(id, updated);
    return answer(200, updated);
  }

  /**
   * POST …/report/send as libs/contracts/src/report-sends.ts describes it: 404 for an inspection the server
   * does not have, 201 and one mail for a new key, 200 with the same send for a known key and body, 422
   * IDEMPOTENCY_KEY_REUSED for a known key with another body, 422 CUSTOMER_HAS_NO_EMAIL without an address.
   */
  private handleReportSend(call: ServerCall, inspectionId: string): Response {
    const record = this.records.get(inspectionId);
    if (!record) return answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No such inspection' });
    const key = call.idempotencyKey ?? '';
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return answer(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Idempotency-Key' });
    const body = call.reportBody ?? {};
    const known = this.reportSends.get(key);
    if (known) {
      if (known.body !== canonicalJson(body)) return answer(422, { statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED', message: 'Key reused' });
      return answer(200, known.send);
    }
    const to = body.to ?? record.document.customer.email;
    if (!to) return answer(422, { statusCode: 422, code: 'CUSTOMER_HAS_NO_EMAIL', message: 'No address' });
    const send: ReportSend = {
      id: `send-${this.reportSends.size + 1}`,
      inspectionId,
      to,
      lang: body.lang ?? record.document.customer.language,
      inspectionVersion: record.version,
      sentAt: '2026-11-25T12:00:00.000Z',
      sentBy: { id: 'acct-7', name: 'Luis Ortega' },
    };
    this.reportSends.set(key, { body: canonicalJson(body), send });
    this.mails.push({ inspectionId, to, lang: send.lang });
    return answer(201, send);
  }

  /**
   * The tus protocol as services/inspections speaks it at …/media/{mediaId}/resumable: POST creates (or starts
   * over) and answers Location, HEAD gives the offset (404 when there is no unfinished upload), PATCH appends at
   * the right offset (409 otherwise); the last byte stores the file (201, or 200 for an id already stored) and
   * removes the unfinished upload.
   */
  private handleResumable(call: ServerCall, inspectionId: string, mediaId: string, path: string): Response {
    const tus = { 'Tus-Resumable': '1.0.0' };
    const notFound = (message: string) => withHeaders(answer(404, { statusCode: 404, code: 'NOT_FOUND', message }), tus);
    if (call.tus?.tusResumable !== '1.0.0') return withHeaders(answer(412, { statusCode: 412, code: 'VALIDATION_FAILED', message: 'Tus-Resumable' }), tus);
    if (!this.records.has(inspectionId)) return notFound('No such inspection');
    const upload = this.uploads.get(mediaId);
    if (call.method === 'POST') {
      const filetype = /(?:^|,)\s*filetype (\S+)/.exec(call.tus.uploadMetadata ?? '')?.[1];
      this.uploads.set(mediaId, { inspectionId, length: Number(call.tus.uploadLength), offset: 0, type: filetype ? atob(filetype) : '' });
      return withHeaders(answer(201), { ...tus, Location: path });
    }
    if (!upload) return notFound('No such upload');
    if (call.method === 'HEAD') return withHeaders(answer(200), { ...tus, 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) });
    if (call.method !== 'PATCH') return withHeaders(answer(405), tus);
    if (Number(call.tus.uploadOffset) !== upload.offset) return withHeaders(answer(409, { statusCode: 409, code: 'CONFLICT', message: 'Upload-Offset' }), tus);
    upload.offset += call.media?.size ?? 0;
    if (upload.offset < upload.length) return withHeaders(answer(204), { ...tus, 'Upload-Offset': String(upload.offset) });
    this.uploads.delete(mediaId);
    const existed = this.media.has(mediaId);
    this.media.set(mediaId, { inspectionId, size: upload.length, type: upload.type });
    const stored = {
      id: mediaId,
      inspectionId,
      kind: 'video',
      contentType: upload.type,
      byteSize: upload.length,
      width: null,
      height: null,
      hasThumbnail: false,
      createdAt: '2026-11-25T10:00:00.000Z',
    };
    return withHeaders(answer(existed ? 200 : 201, stored), { ...tus, 'Upload-Offset': String(upload.offset) });
  }
}

/** Rejects as fetch does when `signal` aborts (a request's time limit); never settles without one. */
function abortedBy(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise<never>((_resolve, reject) => {
    if (!signal) return;
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

/** An answer with headers (the shared `answer` has none): tus reads Location, Upload-Offset and Upload-Length. */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return Object.assign(response, { headers: { get: (name: string) => byName.get(name.toLowerCase()) ?? null } });
}

/** A promise and its resolve, for holding a request in flight. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Web Locks shared by several engines (tabs) of one test: `ifAvailable` gives null while another holds the
 * name, as the browser does.
 */
export function sharedLocks(): LockManager {
  const held = new Set<string>();
  const request = async (name: string, options: LockOptions | ((lock: Lock | null) => unknown), callback?: (lock: Lock | null) => unknown) => {
    const run = (typeof options === 'function' ? options : callback) as (lock: Lock | null) => unknown;
    const ifAvailable = typeof options === 'object' && options.ifAvailable;
    if (held.has(name)) {
      if (ifAvailable) return run(null);
      throw new Error('this fake only supports ifAvailable');
    }
    held.add(name);
    try {
      return await run({ name, mode: 'exclusive' } as Lock);
    } finally {
      held.delete(name);
    }
  };
  return { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager;
}
