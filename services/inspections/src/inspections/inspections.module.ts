import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InspectionEntity } from './inspection.entity.js';
import { InspectionsService } from './inspections.service.js';
import { TechnicianInspectionsController } from './technician-inspections.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([InspectionEntity])],
  controllers: [TechnicianInspectionsController],
  providers: [InspectionsService],
})
export class InspectionsModule {}
