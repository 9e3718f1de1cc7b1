import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../customers/customers.module.js';
import { LocationsModule } from '../locations/locations.module.js';
import { TechniciansModule } from '../technicians/technicians.module.js';
import { InternalLetterheadController } from './internal-letterhead.controller.js';
import { InternalOrganizationsController } from './internal-organizations.controller.js';
import { Organization } from './organization.entity.js';
import { OrganizationsController } from './organizations.controller.js';
import { OrganizationsService } from './organizations.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Organization]), TechniciansModule, CustomersModule, LocationsModule],
  controllers: [OrganizationsController, InternalOrganizationsController, InternalLetterheadController],
  providers: [OrganizationsService],
})
export class OrganizationsModule {}
