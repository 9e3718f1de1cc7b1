import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceModule } from '@irrigo/nest-kit';
import { INSPECTIONS_DATABASE } from './database/inspections-database.js';
import { InspectionsEnv } from './inspections.env.js';
import { InspectionsModule } from './inspections/inspections.module.js';
import { TechnicianStatsModule } from './technician-stats/technician-stats.module.js';

@Module({})
export class AppModule {
  /** The shared service skeleton and inspections' features; `rawEnv` lets tests pass their own environment instead of process.env. */
  static forEnvironment(rawEnv?: Record<string, unknown>): DynamicModule {
    return ServiceModule.root(AppModule, {
      name: 'inspections',
      env: InspectionsEnv,
      config: [],
      database: INSPECTIONS_DATABASE,
      rawEnv,
      features: [InspectionsModule, TechnicianStatsModule],
    });
  }
}
