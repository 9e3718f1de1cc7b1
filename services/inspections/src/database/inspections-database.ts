import type { ServiceDatabaseOptions } from '@irrigo/nest-kit';
import { InspectionAuditEventEntity } from '../admin-inspections/inspection-audit-event.entity.js';
import { InspectionMediaEntity } from '../inspections/inspection-media.entity.js';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { InspectionReportEntity } from '../reports/inspection-report.entity.js';
import { InspectionReportSendEntity } from '../report-sends/inspection-report-send.entity.js';
import { CreateInspections1795200000000 } from './migrations/1795200000000-CreateInspections.js';
import { InspectionVersionsAndMedia1795300000000 } from './migrations/1795300000000-InspectionVersionsAndMedia.js';
import { DashboardAndDeletions1795400000000 } from './migrations/1795400000000-DashboardAndDeletions.js';
import { DashboardDailyFigures1795400000100 } from './migrations/1795400000100-DashboardDailyFigures.js';
import { InspectionReports1795500000000 } from './migrations/1795500000000-InspectionReports.js';
import { InspectionListSorts1795600000000 } from './migrations/1795600000000-InspectionListSorts.js';
import { InspectionReportSends1795700000000 } from './migrations/1795700000000-InspectionReportSends.js';
import { ReportNumbersPerOrganization1795800000000 } from './migrations/1795800000000-ReportNumbersPerOrganization.js';

/** The schema services/inspections owns, its entities and its migrations, in order. */
export const INSPECTIONS_DATABASE: ServiceDatabaseOptions = {
  schema: 'inspections',
  entities: [InspectionEntity, InspectionMediaEntity, InspectionAuditEventEntity, InspectionReportEntity, InspectionReportSendEntity],
  migrations: [
    CreateInspections1795200000000,
    InspectionVersionsAndMedia1795300000000,
    DashboardAndDeletions1795400000000,
    DashboardDailyFigures1795400000100,
    InspectionReports1795500000000,
    InspectionListSorts1795600000000,
    InspectionReportSends1795700000000,
    ReportNumbersPerOrganization1795800000000,
  ],
};
