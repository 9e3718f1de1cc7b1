import { Module } from '@nestjs/common';
import { InspectionListController } from './inspection-list.controller.js';
import { InspectionListService } from './inspection-list.service.js';

/** The office's list of inspections: searched, filtered, sorted and paginated, and exported as CSV. */
@Module({
  controllers: [InspectionListController],
  providers: [InspectionListService],
})
export class InspectionListModule {}
