import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InspectionMediaEntity } from '../inspections/inspection-media.entity.js';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { MediaModule } from '../media/media.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { AdminInspectionsController } from './admin-inspections.controller.js';
import { InspectionAuditEventEntity } from './inspection-audit-event.entity.js';
import { InspectionAuditLog } from './inspection-audit-log.service.js';
import { InspectionDeletionService } from './inspection-deletion.service.js';
import { MediaRetentionService } from './media-retention.service.js';

/** The office's hand on inspections: deleting one (audited), reading the audit log, and removing deleted ones' media and reports after the retention period. */
@Module({
  imports: [TypeOrmModule.forFeature([InspectionEntity, InspectionMediaEntity, InspectionAuditEventEntity]), StorageModule, MediaModule],
  controllers: [AdminInspectionsController],
  providers: [InspectionDeletionService, InspectionAuditLog, MediaRetentionService],
  exports: [MediaRetentionService],
})
export class AdminInspectionsModule {}
