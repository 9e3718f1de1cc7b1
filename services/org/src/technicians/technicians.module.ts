import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HousecallProModule } from '../housecall-pro/housecall-pro.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { Organization } from '../organizations/organization.entity.js';
import { HcpSyncRun } from './hcp-sync-run.entity.js';
import { InternalTechniciansController } from './internal-technicians.controller.js';
import { Technician } from './technician.entity.js';
import { TechnicianSyncScheduler } from './technician-sync.scheduler.js';
import { TechnicianSyncService } from './technician-sync.service.js';
import { TechniciansController } from './technicians.controller.js';
import { TechniciansService } from './technicians.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Technician, HcpSyncRun, Organization]), HousecallProModule, LocationsModule],
  controllers: [TechniciansController, InternalTechniciansController],
  providers: [TechniciansService, TechnicianSyncService, TechnicianSyncScheduler],
  exports: [TechnicianSyncService],
})
export class TechniciansModule {}
