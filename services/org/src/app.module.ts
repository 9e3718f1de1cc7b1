import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceModule } from '@irrigo/nest-kit';
import { ORG_DATABASE } from './database/org-database.js';
import { CustomersModule } from './customers/customers.module.js';
import { HousecallProModule } from './housecall-pro/housecall-pro.module.js';
import { HousecallProWebhooksModule } from './housecall-pro-webhooks/housecall-pro-webhooks.module.js';
import { LocationsModule } from './locations/locations.module.js';
import { ORG_NAMESPACES, OrgEnv } from './org.env.js';
import { OrganizationsModule } from './organizations/organizations.module.js';
import { PricebookModule } from './pricebook/pricebook.module.js';
import { TechniciansModule } from './technicians/technicians.module.js';

@Module({})
export class AppModule {
  /** The shared service skeleton and org's features; `rawEnv` lets tests pass their own environment instead of process.env. */
  static forEnvironment(rawEnv?: Record<string, unknown>): DynamicModule {
    return ServiceModule.root(AppModule, {
      name: 'org',
      env: OrgEnv,
      config: ORG_NAMESPACES,
      database: ORG_DATABASE,
      rawEnv,
      features: [OrganizationsModule, LocationsModule, TechniciansModule, HousecallProModule, CustomersModule, HousecallProWebhooksModule, PricebookModule],
    });
  }
}
