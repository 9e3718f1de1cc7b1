import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { InspectionsModule } from '../inspections/inspections.module.js';
import { TechnicianDashboardController } from './technician-dashboard.controller.js';
import { TechnicianStatsController } from './technician-stats.controller.js';
import { TechnicianStatsService } from './technician-stats.service.js';

/** Each technician's month in numbers, for the office's roster. */
@Module({
  imports: [TypeOrmModule.forFeature([InspectionEntity]), InspectionsModule],
  controllers: [TechnicianStatsController, TechnicianDashboardController],
  providers: [TechnicianStatsService],
})
export class TechnicianStatsModule {}
