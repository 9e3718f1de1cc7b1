import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { canonicalJson, type InspectionDocument, type LetterheadResponse } from '@irrigo/contracts';
import { DomainException, scopedWhere, type OrganizationScope } from '@irrigo/nest-kit';
import { In, LessThan, Not, type Repository } from 'typeorm';
import { OrgDirectoryClient } from '../dashboard/org-directory.client.js';
import { InspectionMediaEntity } from '../inspections/inspection-media.entity.js';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { INSPECTION_SCOPE } from '../inspections/inspection.scope.js';
import { BlobStorage } from '../storage/blob-storage.js';
import { InspectionReportEntity } from './inspection-report.entity.js';
import { loadReportImages, type IncludedPhoto } from './report-assets.js';
import { reportDocument } from './report-document.js';
import { isReportLanguage, reportWords, type ReportLanguage } from './report-language.js';
import { renderPdf } from './report-pdf.js';

/**
 * The report's layout edition: part of every cache key, so a change to how reports look (or what they say)
 * makes new ones instead of serving the old. Raise it with any change to report-document.ts or the locales.
 */
export const REPORT_LAYOUT = 5;

export const PDF_CONTENT_TYPE = 'application/pdf';

/** A report to send: its bytes (a stream from storage, or the buffer just made) and its file name. */
export interface ReportFile {
  body: Buffer | Readable;
  byteSize: number;
  fileName: string;
  language: ReportLanguage;
  /** true: made by this request; false: the stored one was served. */
  rendered: boolean;
  /** The inspection's version the PDF was made from (a save after the caller read the inspection may make it newer). */
  inspectionVersion: number;
  /** Who the report comes from, as printed on it; null when it was made without (org not configured, or not answering). */
  letterhead: LetterheadResponse | null;
}

/**
 * The customer's PDF report of an inspection. Made once per (version, language) and kept in BlobStorage under a
 * key the server makes from the inspection, its version, the language, the layout edition, the letterhead and the
 * included photos the service holds (an upload finished after the version was saved makes a new report, not a
 * stale one; so does a renamed organization or location, or a changed contact). The letterhead comes from services/org: when org does
 * not answer in time the report is made without it and not kept, so the next request tries again. Each kept report is listed in inspection_reports; making a newer one removes the ones it supersedes
 * (older versions, and the same version and language with an older set of photos). Renders run one at a time
 * in this process (CPU-bound, bounded memory) and a report asked for twice while it is being made is made once.
 */
@Injectable()
export class ReportsService {
  private readonly logger = new Logger(ReportsService.name);
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private renderQueue: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectRepository(InspectionEntity) private readonly inspections: Repository<InspectionEntity>,
    @InjectRepository(InspectionMediaEntity) private readonly media: Repository<InspectionMediaEntity>,
    @InjectRepository(InspectionReportEntity) private readonly kept: Repository<InspectionReportEntity>,
    private readonly storage: BlobStorage,
    private readonly org: OrgDirectoryClient,
  ) {}

  /** The report of an inspection the scope reaches (as GET /api/inspections/{id}: another's, or a deleted one, is 404). */
  async report(scope: OrganizationScope, inspectionId: string, language: ReportLanguage | undefined, requestId?: string): Promise<ReportFile> {
    const inspection = await this.inspections.findOneBy(scopedWhere(scope, INSPECTION_SCOPE, { id: inspectionId }));
    if (!inspection) throw DomainException.notFound('Inspection not found');
    const document = inspection.data as unknown as InspectionDocument;
    const lang = language ?? (isReportLanguage(document.customer?.language) ? document.customer.language : 'en');
    const [photos, from] = await Promise.all([
      this.includedPhotos(inspection.id, document),
      this.org.letterhead(inspection.organizationId, inspection.locationId, requestId),
    ]);
    const { letterhead } = from;
    const keep = from.state !== 'unavailable';
    const key = reportKey(inspection, lang, photos, letterhead);
    const fileName = `${inspection.reportNumber.replace(/[^A-Za-z0-9_-]/g, '') || inspection.id}.pdf`;

    if (keep) {
      const stored = await this.storage.get(key);
      if (stored)
        return { body: stored.stream, byteSize: stored.byteSize, fileName, language: lang, rendered: false, inspectionVersion: inspection.version, letterhead };
    } else {
      this.logger.warn(`report ${inspection.reportNumber}: made without its letterhead (services/org did not answer) and not kept`);
    }

    // Made once however many ask at once; one made without its letterhead is shared by those asking meanwhile only.
    const makingKey = keep ? key : `${key}#without-letterhead`;
    let making = this.inFlight.get(makingKey);
    if (!making) {
      making = this.enqueue(() => this.render(inspection, document, lang, photos, letterhead, keep ? key : null)).finally(() =>
        this.inFlight.delete(makingKey),
      );
      this.inFlight.set(makingKey, making);
    }
    const pdf = await making;
    return { body: pdf, byteSize: pdf.length, fileName, language: lang, rendered: true, inspectionVersion: inspection.version, letterhead };
  }

  /** The photos marked Included, in the document's order, whose bytes the service holds. */
  private async includedPhotos(inspectionId: string, document: InspectionDocument): Promise<IncludedPhoto[]> {
    const entries = (document.media ?? []).filter((entry) => entry.kind === 'photo' && entry.includeInPdf);
    if (entries.length === 0) return [];
    const rows = await this.media.find({
      select: { id: true, kind: true, storageKey: true, sha256: true },
      where: { inspectionId, id: In(entries.map((entry) => entry.id)) },
    });
    const stored = new Map(rows.filter((row) => row.kind === 'photo').map((row) => [row.id, row]));
    return entries.flatMap((entry) => {
      const row = stored.get(entry.id);
      return row ? [{ entry, storageKey: row.storageKey, sha256: row.sha256 }] : [];
    });
  }

  private async render(
    inspection: InspectionEntity,
    document: InspectionDocument,
    language: ReportLanguage,
    photos: IncludedPhoto[],
    letterhead: LetterheadResponse | null,
    /** Where to keep it; null: not kept (made without the letterhead org would have given). */
    key: string | null,
  ): Promise<Buffer> {
    const started = performance.now();
    const images = await loadReportImages(this.storage, photos, document);
    const pdf = await renderPdf(
      reportDocument(
        {
          reportNumber: inspection.reportNumber,
          status: inspection.status,
          version: inspection.version,
          completedDate: inspection.completedDate,
          document,
          letterhead,
        },
        images,
        reportWords(language),
      ),
    );
    if (key === null) return pdf;
    await this.storage.put(key, pdf, PDF_CONTENT_TYPE);
    await this.kept
      .createQueryBuilder()
      .insert()
      .into(InspectionReportEntity)
      .values({
        storageKey: key,
        inspectionId: inspection.id,
        organizationId: inspection.organizationId,
        version: inspection.version,
        language,
        byteSize: pdf.length,
      })
      .orIgnore()
      .execute();
    await this.removeSuperseded(inspection, language, key);
    this.logger.log(
      `report ${inspection.reportNumber} v${inspection.version} ${language}: ${images.photos.length} photos, ${(pdf.length / 1024).toFixed(0)} KiB in ${(performance.now() - started).toFixed(0)} ms`,
    );
    return pdf;
  }

  /**
   * Removes the kept reports that the one just made under `key` supersedes: those of older versions, and of this
   * version and language made before an included photo arrived. Never a newer version's (made meanwhile elsewhere).
   * The object goes first, then its row, so a failure leaves the row to find it again; failures are only logged.
   */
  private async removeSuperseded(inspection: InspectionEntity, language: ReportLanguage, key: string): Promise<void> {
    const superseded = await this.kept.find({
      where: [
        { inspectionId: inspection.id, version: LessThan(inspection.version) },
        { inspectionId: inspection.id, version: inspection.version, language, storageKey: Not(key) },
      ],
    });
    for (const report of superseded) {
      try {
        await this.storage.delete(report.storageKey);
        await this.kept.delete({ storageKey: report.storageKey });
      } catch (error) {
        this.logger.warn(`could not remove the superseded report ${report.storageKey}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** Runs renders one after another; a failed one does not stop the next. */
  private enqueue(work: () => Promise<Buffer>): Promise<Buffer> {
    const run = this.renderQueue.then(work);
    this.renderQueue = run.catch(() => undefined);
    return run;
  }
}

/**
 * `<organization>/<inspection>/report-v<version>-<lang>-<fingerprint>.pdf`, beside the inspection's media. The
 * fingerprint covers the layout edition, the letterhead and the included photos' stored bytes (id and SHA-256).
 */
export function reportKey(
  inspection: Pick<InspectionEntity, 'organizationId' | 'id' | 'version'>,
  language: ReportLanguage,
  photos: IncludedPhoto[],
  letterhead: LetterheadResponse | null,
): string {
  const fingerprint = createHash('sha256')
    .update(canonicalJson({ layout: REPORT_LAYOUT, letterhead, photos: photos.map((photo) => [photo.entry.id, photo.sha256]) }))
    .digest('hex')
    .slice(0, 16);
  return `${inspection.organizationId}/${inspection.id}/report-v${inspection.version}-${language}-${fingerprint}.pdf`;
}
