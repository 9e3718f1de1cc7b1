import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InspectionMediaEntity } from '../inspections/inspection-media.entity.js';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { StorageModule } from '../storage/storage.module.js';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';
import { ResumableUploadController } from './resumable-upload.controller.js';
import { ResumableUploads } from './resumable-uploads.js';

/** Photos and videos of inspections: upload (PUT, raw body; or resumable by tus at …/resumable), download (GET /api/media/{id}) and removal. */
@Module({
  imports: [TypeOrmModule.forFeature([InspectionEntity, InspectionMediaEntity]), StorageModule],
  controllers: [MediaController, ResumableUploadController],
  providers: [MediaService, ResumableUploads],
  // The retention sweep removes abandoned resumable uploads.
  exports: [ResumableUploads],
})
export class MediaModule {}
