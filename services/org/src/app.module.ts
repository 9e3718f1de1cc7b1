import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceModule } from '@irrigo/nest-kit';
import { ORG_DATABASE } from './database/org-database.js';
import { HousecallProModule } from './housecall-pro/housecall-pro.module.js';
import { LocationsModule } from './locations/locations.module.js';
import { OrgEnv } from './org.env.js';
import { OrganizationsModule } from './organizations/organizations.module.js';
import { TechniciansModule } from './technicians/technicians.module.js';

@Module({})
export class AppModule {
  /** `rawEnv` lets tests pass their own environment; the service itself reads process.env. */
  static register(rawEnv?: Record<string, unknown>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceModule.forService({ name: 'org', env: OrgEnv, database: ORG_DATABASE, ...(rawEnv ? { rawEnv } : {}) }),
        OrganizationsModule,
        LocationsModule,
        TechniciansModule,
        HousecallProModule,
      ],
    };
  }
}
