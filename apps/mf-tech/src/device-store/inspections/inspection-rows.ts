import type { ErrorCode, InspectionDocument, InspectionRecord, ReportLanguage } from '@irrigo/contracts';

/**
 * The rows of the device's inspection store (DeviceDatabase version 2). The device is the first store
 * (DESIGN.md "Offline first"): every keystroke lands in `inspections`, every photo or video's bytes in
 * `mediaBlobs`, and what the server still has to receive in `outbox`, written in the same transaction as
 * the change, so a crash between the two cannot lose a send.
 */

/** An inspection as this device holds it. */
export interface LocalInspectionRow {
  /** Who wrote it (device-owner.ts); only they see it and only their sign-in sends it. */
  ownerId: string;
  /** UUIDv7 made on the device: the server's id too. */
  id: string;
  /**
   * From the id (reportNumberFor): the same on every device, forever. One moved from the old app keeps its old
   * number until the server answers that another inspection of the organization has it (409
   * REPORT_NUMBER_TAKEN); then it takes reportNumberFor(id) and keeps the old one in previousReportNumber.
   */
  reportNumber: string;
  /**
   * The old app's number it had before that renumbering, for the technician to find it by. The document has no
   * field for it (and a change to the document would void its signatures), so it stays on the device row. Not
   * indexed: version 2's stores hold it as they are.
   */
  previousReportNumber?: string;
  status: 'draft' | 'completed';
  document: InspectionDocument;
  /** ISO date-times on the device's clock. */
  createdAt: string;
  savedAt: string;
  /** When the technician completed it on the device; the server stamps its own completedDate. */
  completedAt: string | null;
  /** The server version this copy is based on (sent as If-Match); null until the server first stored it. */
  baseVersion: number | null;
  /**
   * The server's copy when it refused ours as stale (412): the technician sees both and chooses. Nothing is
   * sent for this inspection until they have.
   */
  conflict: { server: InspectionRecord; detectedAt: string } | null;
}

/** A photo or video's bytes, kept until the server has them (and after, so the form still shows them). */
export interface MediaBlobRow {
  ownerId: string;
  /** The media id (MediaEntry.id): the upload's id too. */
  id: string;
  inspectionId: string;
  /** Bytes the app made itself (resized JPEG, recorded video), never the picker's File (WebKit drops those). */
  blob: Blob;
  contentType: string;
  byteSize: number;
  /** 1 once the server answered the upload with success (a number: IndexedDB cannot index booleans). */
  uploaded: 0 | 1;
  createdAt: string;
}

export const OUTBOX_KINDS = ['inspection', 'media', 'report-send'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** Why the last send of an item failed, kept for "N waiting to sync" to explain. */
export interface OutboxFailure {
  /** The server's error code, or a device-side reason. */
  code: ErrorCode | 'NETWORK' | 'STORAGE';
  /** HTTP status, null when there was no answer. */
  status: number | null;
  at: string;
}

/**
 * An e-mail of the report asked for on this device (POST …/report/send), kept with the Idempotency-Key made
 * when the technician opened the dialog: however often it is sent, the customer gets one mail.
 */
export interface ReportSendRequest {
  idempotencyKey: string;
  to: string;
  lang: ReportLanguage;
}

/** One thing the server has yet to receive: an inspection's latest state, one media file, or a report's e-mail. */
export interface OutboxRow {
  ownerId: string;
  /** `${kind}:${entityId}`: one row per thing, so ten saves of one inspection send it once. */
  key: string;
  kind: OutboxKind;
  /** The inspection id, the media id, or the report send's Idempotency-Key. */
  entityId: string;
  inspectionId: string;
  /** Sends tried and failed; the next waits longer (backoff with jitter). */
  attempts: number;
  /** Epoch ms before which it is not tried again (0: now). */
  nextAttemptAt: number;
  lastFailure: OutboxFailure | null;
  enqueuedAt: string;
  /**
   * Kind 'report-send' only. Not indexed, so version 2's stores hold it as they are (IndexedDB keeps any
   * field of a row; only indexes are part of the schema): no version bump, and older rows never have it.
   */
  reportSend?: ReportSendRequest;
}

export const outboxKey = (kind: OutboxKind, entityId: string): string => `${kind}:${entityId}`;

/** Dexie store definitions of version 2 (device-database.ts). Blobs are never indexed. */
export const INSPECTION_STORES = {
  inspections: '[ownerId+id], ownerId, [ownerId+reportNumber]',
  mediaBlobs: '[ownerId+id], ownerId, inspectionId',
  outbox: '[ownerId+key], ownerId, inspectionId',
} as const;
