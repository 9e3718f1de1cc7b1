import { fetchWithTimeout, throwIfNotOk } from '@irrigo/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  type InspectionRecord,
  type PutInspectionRequest,
  type ReportSend,
  type SendReportRequest,
  type StoredMedia,
} from '@irrigo/contracts';
import type { ReportSendRequest } from '../device-store/inspections/inspection-rows';

/**
 * The calls the outbox makes (services/inspections through the gateway). Every refusal rejects with
 * the api-client's ApiError (status, ErrorBody code and details); no answer at all rejects with fetch's
 * TypeError, and a request that outlived its budget with RequestTimeoutError.
 */

/** An inspection's JSON; a slow yard connection still gets there well within it. */
export const INSPECTION_REQUEST_TIMEOUT_MS = 30_000;
/** The service makes the PDF (photos included) and hands it to the mail server before it answers. */
export const REPORT_SEND_TIMEOUT_MS = 60_000;
/** A photo (≤ 10 MB) or a short video over a weak signal. */
export const MEDIA_REQUEST_TIMEOUT_MS = 180_000;

export const inspectionUrl = (id: string): string => `/api/inspections/${encodeURIComponent(id)}`;
export const inspectionMediaUrl = (inspectionId: string, mediaId: string): string => `${inspectionUrl(inspectionId)}/media/${encodeURIComponent(mediaId)}`;

async function jsonOf<T>(response: Response): Promise<T> {
  const ok = await throwIfNotOk(response);
  return (await ok.json()) as T;
}

/**
 * Creates (no `baseVersion`: no If-Match) or updates (`If-Match: "<baseVersion>"`) an inspection. The
 * server answers a replay of the same content with the same version, so sending again after a lost answer
 * never makes a second inspection nor a second version.
 */
export async function putInspection(id: string, body: PutInspectionRequest, baseVersion: number | null, signal?: AbortSignal): Promise<InspectionRecord> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (baseVersion !== null) headers['If-Match'] = `"${baseVersion}"`;
  const response = await fetchWithTimeout(inspectionUrl(id), {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
    signal,
    timeoutMs: INSPECTION_REQUEST_TIMEOUT_MS,
  });
  return jsonOf<InspectionRecord>(response);
}

/** The server's copy (after a 412, for the technician to compare with theirs). */
export async function getInspection(id: string, signal?: AbortSignal): Promise<InspectionRecord> {
  const response = await fetchWithTimeout(inspectionUrl(id), { method: 'GET', cache: 'no-store', signal, timeoutMs: INSPECTION_REQUEST_TIMEOUT_MS });
  return jsonOf<InspectionRecord>(response);
}

/**
 * Uploads one photo or video's bytes under its own id (the same id twice is the same file: 200). The Blob
 * read back from IndexedDB is wrapped fresh from its bytes: WebKit 26.5+ sends a stored Blob as an empty
 * body otherwise (field-libraries.md §1, pitfall 3).
 */
export async function putInspectionMedia(inspectionId: string, mediaId: string, blob: Blob, contentType: string, signal?: AbortSignal): Promise<StoredMedia> {
  const body = new Blob([await blob.arrayBuffer()], { type: contentType });
  const response = await fetchWithTimeout(inspectionMediaUrl(inspectionId, mediaId), {
    method: 'PUT',
    headers: { 'Content-Type': contentType },
    body,
    signal,
    timeoutMs: MEDIA_REQUEST_TIMEOUT_MS,
  });
  return jsonOf<StoredMedia>(response);
}

export const reportSendUrl = (inspectionId: string): string => `${inspectionUrl(inspectionId)}/report/send`;

/**
 * E-mails the report (POST …/report/send) under the request's Idempotency-Key: the same key mails once
 * however often it is sent (201 the first time, 200 with the same send after), so the outbox and the
 * screen's "Send" may both try again after an answer that never came.
 */
export async function sendReport(inspectionId: string, request: ReportSendRequest, signal?: AbortSignal): Promise<ReportSend> {
  const body: SendReportRequest = { to: request.to, lang: request.lang };
  const response = await fetchWithTimeout(reportSendUrl(inspectionId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: request.idempotencyKey },
    body: JSON.stringify(body),
    signal,
    timeoutMs: REPORT_SEND_TIMEOUT_MS,
  });
  return jsonOf<ReportSend>(response);
}
