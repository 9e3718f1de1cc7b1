import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HousecallProModule } from '../housecall-pro/housecall-pro.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { Organization } from '../organizations/organization.entity.js';
import { Technician } from '../technicians/technician.entity.js';
import { TechniciansModule } from '../technicians/technicians.module.js';
import { CustomerJobAssignment } from './customer-job-assignment.entity.js';
import { CustomerJob } from './customer-job.entity.js';
import { CustomerSyncRun } from './customer-sync-run.entity.js';
import { CustomerSyncScheduler } from './customer-sync.scheduler.js';
import { CustomerSyncService } from './customer-sync.service.js';
import { Customer } from './customer.entity.js';
import { CustomersController } from './customers.controller.js';
import { CustomersService } from './customers.service.js';
import { HcpCustomerCopy } from './hcp-customer-copy.js';
import { InternalServiceAreasController } from './internal-service-areas.controller.js';
import { Site } from './site.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Customer, Site, CustomerJob, CustomerJobAssignment, CustomerSyncRun, Technician, Organization]),
    HousecallProModule,
    LocationsModule,
    TechniciansModule,
  ],
  controllers: [CustomersController, InternalServiceAreasController],
  providers: [CustomersService, CustomerSyncService, CustomerSyncScheduler, HcpCustomerCopy],
  exports: [HcpCustomerCopy, CustomerSyncService],
})
export class CustomersModule {}
