import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { inTransaction } from '@irrigo/nest-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { InspectionMediaEntity } from '../inspections/inspection-media.entity.js';
import { mediaRetentionConfig } from '../inspections.env.js';
import { ResumableUploads } from '../media/resumable-uploads.js';
import { InspectionReportEntity } from '../reports/inspection-report.entity.js';
import { BlobStorage } from '../storage/blob-storage.js';

/** Media removed per transaction: a long backlog is worked off in short steps that each hold the lock briefly. */
export const MEDIA_SWEEP_BATCH = 200;
const FIRST_SWEEP_DELAY_MS = 60_000;
const SWEEP_LOCK = 'irrigo:inspections:media-retention';

/** What one sweep did; `skipped` when another instance was sweeping (the abandoned uploads are removed either way). */
export interface MediaSweepResult {
  skipped: boolean;
  /** Photos and videos of deleted inspections removed. */
  removed: number;
  /** Kept PDF reports of deleted inspections removed. */
  reports: number;
  /** Unfinished resumable uploads past their expiry removed, as the tus store counts them (ResumableUploads.removeAbandoned). */
  abandonedUploads: number;
}

interface ExpiredMediaRow {
  id: string;
  storage_key: string;
  thumbnail_key: string | null;
}

/** One batch: what it removed, or null when another instance holds the lock. */
type Batch = number | null;

/**
 * Removes the photos and videos, and the kept PDF reports, of inspections deleted longer than MEDIA_RETENTION_DAYS
 * ago from storage, then their rows: a minute after boot and then every MEDIA_SWEEP_INTERVAL_MINUTES. Idempotent
 * (removing a missing object is no error, and a row goes only after its objects did), and one instance at a time:
 * each batch runs under a transaction-level advisory lock that a replica which cannot take it at once leaves to the
 * one holding it. The same sweep removes resumable uploads abandoned unfinished (RESUMABLE_UPLOAD_EXPIRY_MS).
 */
@Injectable()
export class MediaRetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MediaRetentionService.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(BlobStorage) private readonly storage: BlobStorage,
    @Inject(mediaRetentionConfig.KEY) private readonly settings: ConfigType<typeof mediaRetentionConfig>,
    private readonly resumableUploads: ResumableUploads,
  ) {}

  onApplicationBootstrap(): void {
    // The first sweep waits a little (at most a minute) so that booting replicas answer before they clean up.
    if (this.settings.sweepIntervalMs > 0) this.schedule(Math.min(this.settings.sweepIntervalMs, FIRST_SWEEP_DELAY_MS));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /**
   * Removes every medium and kept report whose inspection was deleted at or before `now` minus the retention period,
   * and the resumable uploads abandoned by now (tus judges that by the clock, not by `now`).
   */
  async sweep(now: Date = new Date()): Promise<MediaSweepResult> {
    const cutoff = new Date(now.getTime() - this.settings.retentionDays * 86_400_000);
    const removed = await this.inBatches((manager) => this.removeMediaBatch(manager, cutoff));
    const reports = removed === null ? null : await this.inBatches((manager) => this.removeReportsBatch(manager, cutoff));
    // Each replica may keep its own tus folder (MEDIA_DIR on its disk): every sweep looks, lock or not.
    const abandonedUploads = await this.resumableUploads.removeAbandoned().catch((error: unknown) => {
      this.logger.warn(`could not remove abandoned resumable uploads: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    });
    return { skipped: removed === null || reports === null, removed: removed ?? 0, reports: reports ?? 0, abandonedUploads };
  }

  /** Runs `batch` under the sweep's lock until one removes less than a batch; null when another instance holds the lock. */
  private async inBatches(batch: (manager: EntityManager) => Promise<number>): Promise<number | null> {
    let total = 0;
    for (;;) {
      const count = await inTransaction(this.dataSource, async (manager): Promise<Batch> => {
        const [lock] = (await manager.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [SWEEP_LOCK])) as { locked: boolean }[];
        return lock?.locked ? batch(manager) : null;
      });
      if (count === null) return total > 0 ? total : null;
      total += count;
      if (count < MEDIA_SWEEP_BATCH || this.stopped) return total;
    }
  }

  private async removeMediaBatch(manager: EntityManager, cutoff: Date): Promise<number> {
    const rows = (await manager.query(
      `SELECT media.id, media.storage_key, media.thumbnail_key
       FROM "inspections"."inspection_media" media
       JOIN "inspections"."inspections" inspection ON inspection.id = media.inspection_id
       WHERE inspection.deleted_at IS NOT NULL AND inspection.deleted_at <= $1
       ORDER BY media.id
       LIMIT ${MEDIA_SWEEP_BATCH}
       FOR UPDATE OF media`,
      [cutoff],
    )) as ExpiredMediaRow[];
    for (const row of rows) {
      await this.storage.delete(row.storage_key);
      if (row.thumbnail_key) await this.storage.delete(row.thumbnail_key);
    }
    if (rows.length > 0)
      await manager.delete(
        InspectionMediaEntity,
        rows.map((row) => row.id),
      );
    return rows.length;
  }

  /** A deleted inspection's reports show its customer's name, address and photos: they go with its media. */
  private async removeReportsBatch(manager: EntityManager, cutoff: Date): Promise<number> {
    const rows = (await manager.query(
      `SELECT report.storage_key
       FROM "inspections"."inspection_reports" report
       JOIN "inspections"."inspections" inspection ON inspection.id = report.inspection_id
       WHERE inspection.deleted_at IS NOT NULL AND inspection.deleted_at <= $1
       ORDER BY report.storage_key
       LIMIT ${MEDIA_SWEEP_BATCH}
       FOR UPDATE OF report`,
      [cutoff],
    )) as { storage_key: string }[];
    for (const row of rows) await this.storage.delete(row.storage_key);
    if (rows.length > 0)
      await manager.delete(
        InspectionReportEntity,
        rows.map((row) => row.storage_key),
      );
    return rows.length;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.sweep()
        .then((result) => {
          if (result.removed + result.reports > 0)
            this.logger.log(`removed ${result.removed} media and ${result.reports} reports of deleted inspections from storage`);
          if (result.abandonedUploads > 0) this.logger.log(`removed ${result.abandonedUploads} abandoned resumable uploads`);
        })
        .catch((error: unknown) => this.logger.warn(`media retention sweep failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          if (!this.stopped) this.schedule(this.settings.sweepIntervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
