import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '@irrigo/nest-kit';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { ReportsModule } from '../reports/reports.module.js';
import { InspectionReportSendEntity } from './inspection-report-send.entity.js';
import { ReportSendsController } from './report-sends.controller.js';
import { ReportSendsService } from './report-sends.service.js';

/** "Send report": the customer's PDF report by e-mail, once per Idempotency-Key, recorded on the inspection. */
@Module({
  imports: [TypeOrmModule.forFeature([InspectionEntity, InspectionReportSendEntity]), ReportsModule, MailModule],
  controllers: [ReportSendsController],
  providers: [ReportSendsService],
})
export class ReportSendsModule {}
