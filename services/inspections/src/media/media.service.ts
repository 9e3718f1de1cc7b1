import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { StoredMedia } from '@irrigo/contracts';
import { DomainException, scopedWhere, type OrganizationScope } from '@irrigo/nest-kit';
import type { Readable } from 'node:stream';
import { QueryFailedError, type Repository } from 'typeorm';
import { InspectionMediaEntity } from '../inspections/inspection-media.entity.js';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { INSPECTION_SCOPE } from '../inspections/inspection.scope.js';
import { BlobStorage } from '../storage/blob-storage.js';
import type { MediaSize } from './dto/media.params.js';
import { prepareMedia, sha256Of } from './media-bytes.js';
import { toStoredMedia } from './media.mapper.js';

const FOREIGN_KEY_VIOLATION = '23503';

export interface UploadResult {
  /** false: this very upload was stored before (a retry), and nothing new was written. */
  created: boolean;
  media: StoredMedia;
}

export interface MediaDownload {
  stream: Readable;
  byteSize: number;
  contentType: string;
}

const inspectionNotFound = () => DomainException.notFound('No such inspection');
const mediaNotFound = () => DomainException.notFound('No such photo or video');
const idTaken = () => new DomainException('CONFLICT', HttpStatus.CONFLICT, 'This media id is already used by a different file');

/**
 * Photos and videos of inspections: their bytes in BlobStorage, a row each in inspection_media. Every call is
 * scoped like the inspection itself (spec §6): one the caller may not see is 404, as one that does not exist.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    @InjectRepository(InspectionEntity) private readonly inspections: Repository<InspectionEntity>,
    @InjectRepository(InspectionMediaEntity) private readonly media: Repository<InspectionMediaEntity>,
    private readonly storage: BlobStorage,
  ) {}

  /** The inspection when the scope reaches it (a deleted one is gone), else 404. */
  async inspectionInScope(scope: OrganizationScope, inspectionId: string): Promise<InspectionEntity> {
    const inspection = await this.inspections.findOne({ where: scopedWhere(scope, INSPECTION_SCOPE, { id: inspectionId }) });
    if (!inspection) throw inspectionNotFound();
    return inspection;
  }

  /**
   * Stores one upload under the device's media id. Idempotent: the same bytes again (a retry after a lost
   * answer, or many at once) give the stored record and write nothing; other bytes under a stored id are 409.
   * Objects are written before the row, under keys that name the upload's hash, so a row always has its
   * bytes and two different uploads racing for one id never overwrite each other's objects: the loser's are removed.
   */
  async upload(inspection: InspectionEntity, mediaId: string, bytes: Buffer, declaredContentType: string | undefined): Promise<UploadResult> {
    const known = await this.media.findOne({ where: { id: mediaId } });
    // A retry is answered from the row, without decoding the file again.
    if (known) return this.replayed(known, inspection.id, sha256Of(bytes));
    const prepared = await prepareMedia(bytes, declaredContentType);

    const base = `${inspection.organizationId}/${inspection.id}/${mediaId}-${prepared.sha256.slice(0, 16)}`;
    const storageKey = base;
    const thumbnailKey = prepared.thumbnail ? `${base}-thumb` : null;
    await Promise.all([
      this.storage.put(storageKey, prepared.bytes, prepared.contentType),
      ...(prepared.thumbnail && thumbnailKey ? [this.storage.put(thumbnailKey, prepared.thumbnail, 'image/jpeg')] : []),
    ]);

    let inserted: boolean;
    try {
      const result = await this.media
        .createQueryBuilder()
        .insert()
        .into(InspectionMediaEntity)
        .values({
          id: mediaId,
          inspectionId: inspection.id,
          organizationId: inspection.organizationId,
          locationId: inspection.locationId,
          technicianId: inspection.technicianId,
          kind: prepared.kind,
          contentType: prepared.contentType,
          byteSize: prepared.bytes.length,
          width: prepared.width,
          height: prepared.height,
          storageKey,
          thumbnailKey,
          sha256: prepared.sha256,
        })
        .orIgnore()
        .returning(['id'])
        .execute();
      inserted = (result.raw as unknown[]).length > 0;
    } catch (error) {
      // The inspection was deleted meanwhile: no row can ever own these objects. (After any other failure they are
      // left: a concurrent retry of the same upload may have stored its row with these very keys.)
      if (error instanceof QueryFailedError && (error.driverError as { code?: unknown } | undefined)?.code === FOREIGN_KEY_VIOLATION) {
        await this.removeObjects([storageKey, thumbnailKey]);
        throw inspectionNotFound();
      }
      throw error;
    }
    const row = await this.media.findOneOrFail({ where: { id: mediaId } });
    if (inserted) return { created: true, media: toStoredMedia(row) };
    // Another request stored this id first: the same upload (the objects were the same keys) or another file.
    if (row.storageKey !== storageKey) await this.removeObjects([storageKey, thumbnailKey]);
    return this.replayed(row, inspection.id, prepared.sha256);
  }

  private replayed(row: InspectionMediaEntity, inspectionId: string, sha256: string): UploadResult {
    if (row.inspectionId !== inspectionId || row.sha256 !== sha256) throw idTaken();
    return { created: false, media: toStoredMedia(row) };
  }

  /** The bytes of a photo or video (or its thumbnail) when its inspection is in the scope, else 404. */
  async download(scope: OrganizationScope, mediaId: string, size: MediaSize): Promise<{ media: StoredMedia; file: MediaDownload }> {
    const row = await this.media.findOne({ where: { id: mediaId } });
    if (!row) throw mediaNotFound();
    // Scoped through the inspection itself, so the rule is its rule even after it changed hands or was deleted.
    const visible = await this.inspections.exists({ where: scopedWhere(scope, INSPECTION_SCOPE, { id: row.inspectionId }) });
    if (!visible) throw mediaNotFound();
    const key = size === 'thumbnail' ? row.thumbnailKey : row.storageKey;
    if (!key) throw DomainException.notFound('This video has no thumbnail');
    const blob = await this.storage.get(key);
    if (!blob) {
      this.logger.error(`media ${mediaId}: the object ${key} is missing from ${this.storage.kind} storage`);
      throw mediaNotFound();
    }
    return {
      media: toStoredMedia(row),
      file: { stream: blob.stream, byteSize: blob.byteSize, contentType: size === 'thumbnail' ? 'image/jpeg' : row.contentType },
    };
  }

  /** Removes a photo or video of the inspection: its row, then its objects. Removing one that is not there is done already. */
  async remove(inspection: InspectionEntity, mediaId: string): Promise<void> {
    const row = await this.media.findOne({ where: { id: mediaId, inspectionId: inspection.id } });
    if (!row) return;
    await this.media.delete({ id: mediaId, inspectionId: inspection.id });
    await this.removeObjects([row.storageKey, row.thumbnailKey]);
  }

  /** Objects without a row are only wasted space: a failure to remove them is logged, never the caller's error. */
  private async removeObjects(keys: (string | null)[]): Promise<void> {
    for (const key of keys) {
      if (!key) continue;
      try {
        await this.storage.delete(key);
      } catch (error) {
        this.logger.warn(`could not remove the object ${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
