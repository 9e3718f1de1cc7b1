import type { MediaKind } from '@irrigo/contracts';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { InspectionEntity } from './inspection.entity.js';

/**
 * A photo or video of an inspection whose bytes the service holds (in storage, under `storageKey`). The id is
 * the device's UUIDv7 of the media entry. Organization, location and technician are copied from the
 * inspection so the row is scoped like it (spec §6) without a join.
 */
@Entity({ name: 'inspection_media' })
export class InspectionMediaEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Index('IDX_inspection_media_inspection')
  @Column({ name: 'inspection_id', type: 'uuid' })
  inspectionId!: string;

  @ManyToOne(() => InspectionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'inspection_id' })
  inspection?: InspectionEntity;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId!: string;

  @Column({ name: 'location_id', type: 'uuid', nullable: true })
  locationId!: string | null;

  @Column({ name: 'technician_id', type: 'uuid', nullable: true })
  technicianId!: string | null;

  /** 'photo' or 'video' (a CHECK constraint holds the database to it). */
  @Column({ type: 'text' })
  kind!: MediaKind;

  @Column({ name: 'content_type', type: 'text' })
  contentType!: string;

  @Column({ name: 'byte_size', type: 'integer' })
  byteSize!: number;

  @Column({ type: 'integer', nullable: true })
  width!: number | null;

  @Column({ type: 'integer', nullable: true })
  height!: number | null;

  @Column({ name: 'storage_key', type: 'text' })
  storageKey!: string;

  @Column({ name: 'thumbnail_key', type: 'text', nullable: true })
  thumbnailKey!: string | null;

  /** SHA-256 of the stored bytes, hex. */
  @Column({ type: 'text' })
  sha256!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
