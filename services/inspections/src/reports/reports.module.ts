import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrgDirectoryClient } from '../dashboard/org-directory.client.js';
import { InspectionMediaEntity } from '../inspections/inspection-media.entity.js';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { StorageModule } from '../storage/storage.module.js';
import { InspectionReportEntity } from './inspection-report.entity.js';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/**
 * The customer's PDF report of an inspection (GET /api/inspections/{id}/report.pdf), kept in the media storage,
 * with services/org's letterhead; ReportsService is there for whoever sends the report on.
 */
@Module({
  imports: [TypeOrmModule.forFeature([InspectionEntity, InspectionMediaEntity, InspectionReportEntity]), StorageModule],
  controllers: [ReportsController],
  providers: [ReportsService, OrgDirectoryClient],
  exports: [ReportsService],
})
export class ReportsModule {}
