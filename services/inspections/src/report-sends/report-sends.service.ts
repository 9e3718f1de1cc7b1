import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  canonicalJson,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type InspectionDocument,
  type ReportSend,
  type SendReportRequest,
  type VerifiedUser,
} from '@irrigo/contracts';
import { DomainException, inTransaction, Mailer, MailNotSentError, scopedWhere, scopeOfUser } from '@irrigo/nest-kit';
import type { DataSource, Repository } from 'typeorm';
import { InspectionAuditEventEntity } from '../admin-inspections/inspection-audit-event.entity.js';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { INSPECTION_SCOPE } from '../inspections/inspection.scope.js';
import { isReportLanguage, type ReportLanguage } from '../reports/report-language.js';
import { PDF_CONTENT_TYPE, ReportsService } from '../reports/reports.service.js';
import { InspectionReportSendEntity } from './inspection-report-send.entity.js';
import { reportMail } from './report-mail.js';

/** The audit log's name for a report e-mailed to the customer. */
export const REPORT_SENT_AUDIT_ACTION = 'inspection.report-sent';

/**
 * A 'sending' row older than this is an attempt that died (the process stopped between claiming the key and
 * the mail): a retry with its key takes it over. Far longer than a send can take (the relay's timeouts, a render).
 */
export const ABANDONED_SEND_AFTER_SECONDS = 120;

/** What a send answers: the recorded send, and whether this request made it (201) or found it made (200). */
export interface SendOutcome {
  send: ReportSend;
  replayed: boolean;
}

/**
 * "Send report" (issue 12): e-mails the customer's PDF report (the same cached file as GET …/report.pdf) and
 * records it. Idempotent per Idempotency-Key: the key is claimed by inserting its row ('sending'; the unique
 * (organization, key) decides between racing requests), the mail is sent and awaited, then the row becomes
 * 'sent'. The same key again answers the recorded send without mailing; while the first is still mailing, 409;
 * with another body (or another inspection), 422. A refused mail removes the row, so a retry mails.
 */
@Injectable()
export class ReportSendsService {
  private readonly logger = new Logger(ReportSendsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(InspectionEntity) private readonly inspections: Repository<InspectionEntity>,
    @InjectRepository(InspectionReportSendEntity) private readonly sends: Repository<InspectionReportSendEntity>,
    private readonly reports: ReportsService,
    private readonly mailer: Mailer,
  ) {}

  async send(user: VerifiedUser, inspectionId: string, request: SendReportRequest, idempotencyKey: string | undefined): Promise<SendOutcome> {
    const key = checkedIdempotencyKey(idempotencyKey);
    const inspection = await this.visibleInspection(user, inspectionId);
    // The body as the client gave it: a retry sends the same body, whatever the customer's record says by then.
    const requestHash = sha256(canonicalJson({ to: request.to ?? null, lang: request.lang ?? null }));

    const existing = await this.sends.findOneBy({ organizationId: inspection.organizationId, idempotencyKey: key });
    if (existing) {
      const outcome = await this.answerExisting(existing, inspectionId, requestHash, user);
      if (outcome) return outcome;
    }

    const document = inspection.data as unknown as InspectionDocument;
    const to = request.to ?? document.customer?.email?.trim();
    if (!to) {
      throw new DomainException('CUSTOMER_HAS_NO_EMAIL', HttpStatus.UNPROCESSABLE_ENTITY, 'The inspection’s customer has no e-mail address: give one in "to"');
    }
    const lang: ReportLanguage = request.lang ?? (isReportLanguage(document.customer?.language) ? document.customer.language : 'en');

    let claimed = existing;
    if (!claimed) {
      const inserted = await this.sends
        .createQueryBuilder()
        .insert()
        .into(InspectionReportSendEntity)
        .values({
          organizationId: inspection.organizationId,
          inspectionId,
          idempotencyKey: key,
          requestHash,
          toAddress: to,
          lang,
          inspectionVersion: inspection.version,
          status: 'sending',
          sentById: user.id,
          sentByName: user.name,
        })
        .orIgnore()
        .returning('*')
        .execute();
      const row = (inserted.raw as Record<string, unknown>[])[0];
      if (!row) {
        // Another request with the same key claimed it between our look and our insert.
        const winner = await this.sends.findOneByOrFail({ organizationId: inspection.organizationId, idempotencyKey: key });
        const outcome = await this.answerExisting(winner, inspectionId, requestHash, user);
        if (outcome) return outcome;
        claimed = winner;
      } else {
        claimed = await this.sends.findOneByOrFail({ id: row['id'] as string });
      }
    } else {
      claimed = { ...claimed, toAddress: to, lang, inspectionVersion: inspection.version, sentById: user.id, sentByName: user.name };
      await this.sends.update({ id: claimed.id }, { toAddress: to, lang, inspectionVersion: inspection.version, sentById: user.id, sentByName: user.name });
    }

    // The version the attached PDF was made from: the report reads the inspection again, after a save that may have
    // landed since the read above.
    let inspectionVersion: number;
    try {
      const file = await this.reports.report(scopeOfUser(user), inspectionId, lang);
      inspectionVersion = file.inspectionVersion;
      const pdf = Buffer.isBuffer(file.body) ? file.body : await buffer(file.body);
      await this.mailer.send(
        reportMail({
          to,
          language: lang,
          reportNumber: inspection.reportNumber,
          customerName: document.customer?.name ?? inspection.clientName,
          siteAddress: document.customer?.address ?? inspection.clientAddress,
          technicianName: document.customer?.technicianName || inspection.inspectorName,
          inspectionDate: document.customer?.inspectionDate ?? '',
          letterhead: file.letterhead,
          pdf: { filename: file.fileName, content: pdf, contentType: PDF_CONTENT_TYPE },
        }),
      );
    } catch (error) {
      // Nothing went out: free the key so that a retry with it mails.
      await this.sends.delete({ id: claimed.id, status: 'sending' }).catch((cleanup: unknown) => {
        this.logger.warn(`could not release the report send ${claimed.id}: ${cleanup instanceof Error ? cleanup.message : String(cleanup)}`);
      });
      if (error instanceof MailNotSentError) {
        this.logger.warn(`report ${inspection.reportNumber}: ${error.message}`);
        throw new DomainException('MAIL_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, 'The mail server did not accept the report: nothing was sent, try again');
      }
      throw error;
    }

    const sentAt = new Date();
    await inTransaction(this.dataSource, async (manager) => {
      await manager.update(InspectionReportSendEntity, { id: claimed.id }, { status: 'sent', sentAt, inspectionVersion });
      await manager.insert(InspectionAuditEventEntity, {
        organizationId: inspection.organizationId,
        inspectionId,
        action: REPORT_SENT_AUDIT_ACTION,
        actorId: user.id,
        actorEmail: user.email,
        actorRole: user.role,
        occurredAt: sentAt,
        details: { reportNumber: inspection.reportNumber, to, lang, inspectionVersion },
      });
    });
    this.logger.log(`report ${inspection.reportNumber} v${inspectionVersion} ${lang} e-mailed`);
    return { send: toReportSend({ ...claimed, status: 'sent', sentAt, inspectionVersion }), replayed: false };
  }

  /** The report's sends, newest first, of an inspection the user sees. */
  async list(user: VerifiedUser, inspectionId: string): Promise<ReportSend[]> {
    const inspection = await this.visibleInspection(user, inspectionId);
    const rows = await this.sends.find({
      where: { organizationId: inspection.organizationId, inspectionId, status: 'sent' },
      order: { sentAt: 'DESC', id: 'DESC' },
    });
    return rows.map(toReportSend);
  }

  /** As GET /api/inspections/{id} and its report: another's, an unknown or a deleted inspection is 404. */
  private async visibleInspection(user: VerifiedUser, id: string): Promise<InspectionEntity> {
    const inspection = await this.inspections.findOneBy(scopedWhere(scopeOfUser(user), INSPECTION_SCOPE, { id }));
    if (!inspection) throw DomainException.notFound('Inspection not found');
    return inspection;
  }

  /**
   * The answer to a key already used: its recorded send (nothing mailed), 422 for another request, 409 while it
   * is being sent. null: the attempt holding it was abandoned and this request took it over, so it sends.
   */
  private async answerExisting(
    existing: InspectionReportSendEntity,
    inspectionId: string,
    requestHash: string,
    user: VerifiedUser,
  ): Promise<SendOutcome | null> {
    if (existing.inspectionId !== inspectionId || existing.requestHash !== requestHash) {
      throw new DomainException(
        'IDEMPOTENCY_KEY_REUSED',
        HttpStatus.UNPROCESSABLE_ENTITY,
        `This ${IDEMPOTENCY_KEY_HEADER} was used for another request: send a new key for a new send`,
      );
    }
    if (existing.status === 'sent') return { send: toReportSend(existing), replayed: true };
    const takenOver = await this.sends
      .createQueryBuilder()
      .update(InspectionReportSendEntity)
      .set({ createdAt: () => 'now()', sentById: user.id, sentByName: user.name })
      .where('id = :id AND status = :status', { id: existing.id, status: 'sending' })
      .andWhere(`created_at < now() - make_interval(secs => :seconds)`, { seconds: ABANDONED_SEND_AFTER_SECONDS })
      .execute();
    if (takenOver.affected) return null;
    throw new DomainException(
      'REPORT_SEND_IN_PROGRESS',
      HttpStatus.CONFLICT,
      `The report is being sent by an earlier request with this ${IDEMPOTENCY_KEY_HEADER}: try again in a moment`,
    );
  }
}

function checkedIdempotencyKey(key: string | undefined): string {
  if (key === undefined || key === '') {
    throw DomainException.validation(
      [`${IDEMPOTENCY_KEY_HEADER} header is required: a new key (a UUID) for each send, the same key when retrying it`],
      `${IDEMPOTENCY_KEY_HEADER} header is required`,
    );
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw DomainException.validation(
      [`${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 visible ASCII characters (a UUID)`],
      `${IDEMPOTENCY_KEY_HEADER} header is not valid`,
    );
  }
  return key;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

function toReportSend(row: InspectionReportSendEntity): ReportSend {
  return {
    id: row.id,
    inspectionId: row.inspectionId,
    to: row.toAddress,
    lang: row.lang as ReportLanguage,
    inspectionVersion: row.inspectionVersion,
    sentAt: (row.sentAt ?? row.createdAt).toISOString(),
    sentBy: { id: row.sentById, name: row.sentByName },
  };
}
