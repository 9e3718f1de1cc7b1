import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Location } from './location.entity.js';
import { InternalLocationsController } from './internal-locations.controller.js';
import { LocationsController } from './locations.controller.js';
import { LocationsService } from './locations.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Location])],
  controllers: [LocationsController, InternalLocationsController],
  providers: [LocationsService],
  exports: [LocationsService],
})
export class LocationsModule {}
