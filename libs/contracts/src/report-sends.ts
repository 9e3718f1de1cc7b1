// The customer's report sent by e-mail (services/inspections, src/report-sends).

/** The languages a report is written in. */
export const REPORT_LANGUAGES = ['en', 'es'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** The header that makes a send safe to retry: the same key mails once, whatever happens to the answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** An Idempotency-Key: 8–128 visible ASCII characters (the device sends a UUID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

/**
 * POST /api/inspections/{id}/report/send with an `Idempotency-Key` header. Both fields are optional: the
 * report goes to the customer's e-mail address in the customer's language (the inspection's customer section).
 * 201 with the send; the same key again answers 200 with the same send and mails nothing; the same key with a
 * different body is 422 IDEMPOTENCY_KEY_REUSED; while the first request with a key is still mailing, 409
 * REPORT_SEND_IN_PROGRESS (retry later); no address anywhere is 422 CUSTOMER_HAS_NO_EMAIL; the mail server not
 * answering is 503 MAIL_UNAVAILABLE (nothing recorded: a retry with the same key mails).
 */
export interface SendReportRequest {
  to?: string;
  lang?: ReportLanguage;
}

/** One e-mail of the report, as recorded on the inspection (newest first in GET …/report/sends). */
export interface ReportSend {
  id: string;
  inspectionId: string;
  to: string;
  lang: ReportLanguage;
  /** The inspection's version the attached PDF was made from. */
  inspectionVersion: number;
  /** ISO date-time the mail server accepted the message. */
  sentAt: string;
  /** Who sent it: the account's id and name as the session knew them. */
  sentBy: { id: string; name: string };
}

/** GET /api/inspections/{id}/report/sends: every send of the inspection's report, newest first. */
export interface ReportSendsResponse {
  sends: ReportSend[];
}
