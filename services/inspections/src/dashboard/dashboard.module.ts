import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { DashboardStatsService } from './dashboard-stats.service.js';
import { DashboardController } from './dashboard.controller.js';
import { OrgDirectoryClient } from './org-directory.client.js';

/** The office dashboard's figures. */
@Module({
  imports: [TypeOrmModule.forFeature([InspectionEntity])],
  controllers: [DashboardController],
  providers: [DashboardStatsService, OrgDirectoryClient],
})
export class DashboardModule {}
