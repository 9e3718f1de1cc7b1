import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { inTransaction } from '@irrigo/nest-kit';
import type { DataSource } from 'typeorm';
import { InspectionMediaEntity } from '../inspections/inspection-media.entity.js';
import { mediaRetentionConfig } from '../inspections.env.js';
import { BlobStorage } from '../storage/blob-storage.js';

/** Media removed per transaction: a long backlog is worked off in short steps that each hold the lock briefly. */
export const MEDIA_SWEEP_BATCH = 200;
const FIRST_SWEEP_DELAY_MS = 60_000;
const SWEEP_LOCK = 'irrigo:inspections:media-retention';

/** What one sweep did; `skipped` when another instance was sweeping. */
export interface MediaSweepResult {
  skipped: boolean;
  removed: number;
}

interface ExpiredMediaRow {
  id: string;
  storage_key: string;
  thumbnail_key: string | null;
}

/**
 * Removes the photos and videos of inspections deleted longer than MEDIA_RETENTION_DAYS ago from storage,
 * then their rows: a minute after boot and then every MEDIA_SWEEP_INTERVAL_MINUTES. Idempotent (removing a missing object is no
 * error, and a row goes only after its objects did), and one instance at a time: each batch runs under a
 * transaction-level advisory lock that a replica which cannot take it at once leaves to the one holding it.
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

  /** Removes every medium whose inspection was deleted at or before `now` minus the retention period. */
  async sweep(now: Date = new Date()): Promise<MediaSweepResult> {
    const cutoff = new Date(now.getTime() - this.settings.retentionDays * 86_400_000);
    let removed = 0;
    for (;;) {
      const batch = await inTransaction(this.dataSource, async (manager) => {
        const [lock] = (await manager.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [SWEEP_LOCK])) as { locked: boolean }[];
        if (!lock?.locked) return null;
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
      });
      if (batch === null) return { skipped: true, removed };
      removed += batch;
      if (batch < MEDIA_SWEEP_BATCH || this.stopped) return { skipped: false, removed };
    }
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.sweep()
        .then((result) => {
          if (result.removed > 0) this.logger.log(`removed ${result.removed} media of deleted inspections from storage`);
        })
        .catch((error: unknown) => this.logger.warn(`media retention sweep failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          if (!this.stopped) this.schedule(this.settings.sweepIntervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
