import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InspectionMediaEntity } from './inspection-media.entity.js';
import { InspectionSavesService } from './inspection-saves.service.js';
import { InspectionEntity } from './inspection.entity.js';
import { InspectionsController } from './inspections.controller.js';
import { InspectionsService } from './inspections.service.js';
import { TechnicianInspectionsController } from './technician-inspections.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([InspectionEntity, InspectionMediaEntity])],
  controllers: [InspectionsController, TechnicianInspectionsController],
  providers: [InspectionsService, InspectionSavesService],
  exports: [InspectionSavesService, InspectionsService],
})
export class InspectionsModule {}
