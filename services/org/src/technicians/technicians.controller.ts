import { Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import type { TechnicianSyncResult, TechniciansResponse, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, Roles } from '@irrigo/nest-kit';
import { locationScopeOf } from '../locations/location-scope.js';
import { ListTechniciansQuery } from './dto/list-technicians.query.js';
import { toTechnicianView } from './technician.entity.js';
import { TechnicianSyncService } from './technician-sync.service.js';
import { TechniciansService } from './technicians.service.js';

@Controller('api/technicians')
export class TechniciansController {
  constructor(
    private readonly technicians: TechniciansService,
    private readonly technicianSync: TechnicianSyncService,
  ) {}

  /** The roster; a supervisor sees only the technicians of their own location. */
  @Get()
  @Roles('admin', 'manager', 'supervisor')
  async list(@CurrentUser() user: VerifiedUser, @Query() query: ListTechniciansQuery): Promise<TechniciansResponse> {
    const technicians = await this.technicians.list(locationScopeOf(user), query.locationId);
    return { technicians: technicians.map(toTechnicianView) };
  }

  /** Pulls the roster from Housecall Pro now; 503 HCP_UNAVAILABLE (and nothing changed) when HCP fails. */
  @Post('sync')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'manager')
  sync(): Promise<TechnicianSyncResult> {
    return this.technicianSync.sync('manual');
  }
}
