import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceModule } from '@irrigo/nest-kit';
import { INSPECTIONS_DATABASE } from './database/inspections-database.js';
import { InspectionsEnv } from './inspections.env.js';
import { InspectionsModule } from './inspections/inspections.module.js';

@Module({})
export class AppModule {
  /** `rawEnv` lets tests pass their own environment; production reads process.env. */
  static forEnvironment(rawEnv?: Record<string, unknown>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceModule.forService({ name: 'inspections', env: InspectionsEnv, database: INSPECTIONS_DATABASE, ...(rawEnv ? { rawEnv } : {}) }),
        InspectionsModule,
      ],
    };
  }
}
