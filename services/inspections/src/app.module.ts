import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceModule } from '@irrigo/nest-kit';
import { AdminInspectionsModule } from './admin-inspections/admin-inspections.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { INSPECTIONS_DATABASE } from './database/inspections-database.js';
import { INSPECTIONS_NAMESPACES, InspectionsEnv } from './inspections.env.js';
import { InspectionListModule } from './inspection-list/inspection-list.module.js';
import { InspectionsModule } from './inspections/inspections.module.js';
import { MediaModule } from './media/media.module.js';
import { ReportSendsModule } from './report-sends/report-sends.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { TechnicianStatsModule } from './technician-stats/technician-stats.module.js';

@Module({})
export class AppModule {
  /** The shared service skeleton and inspections' features; `rawEnv` lets tests pass their own environment instead of process.env. */
  static forEnvironment(rawEnv?: Record<string, unknown>): DynamicModule {
    return ServiceModule.root(AppModule, {
      name: 'inspections',
      env: InspectionsEnv,
      config: INSPECTIONS_NAMESPACES,
      database: INSPECTIONS_DATABASE,
      rawEnv,
      // Routes match in registration order: /api/inspections/technician-stats must come before /api/inspections/:id.
      features: [
        TechnicianStatsModule,
        InspectionsModule,
        MediaModule,
        DashboardModule,
        AdminInspectionsModule,
        InspectionListModule,
        ReportsModule,
        ReportSendsModule,
      ],
    });
  }
}
