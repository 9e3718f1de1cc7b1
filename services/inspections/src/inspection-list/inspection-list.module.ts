import { Module } from '@nestjs/common';
import { InspectionListController } from './inspection-list.controller.js';
import { InspectionListService } from './inspection-list.service.js';
import { TechnicianInspectionListController } from './technician-inspection-list.controller.js';

/**
 * The lists of inspections: the office's (searched, filtered, sorted and paginated, and exported as CSV) and the
 * technician's own (the same page, without the technician and location filters).
 */
@Module({
  controllers: [InspectionListController, TechnicianInspectionListController],
  providers: [InspectionListService],
})
export class InspectionListModule {}
