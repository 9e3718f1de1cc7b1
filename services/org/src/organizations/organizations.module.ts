import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../customers/customers.module.js';
import { TechniciansModule } from '../technicians/technicians.module.js';
import { InternalOrganizationsController } from './internal-organizations.controller.js';
import { Organization } from './organization.entity.js';
import { OrganizationsController } from './organizations.controller.js';
import { OrganizationsService } from './organizations.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Organization]), TechniciansModule, CustomersModule],
  controllers: [OrganizationsController, InternalOrganizationsController],
  providers: [OrganizationsService],
})
export class OrganizationsModule {}
