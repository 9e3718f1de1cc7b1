import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Inspection, VerifiedUser } from '@irrigo/contracts';
import { ApiErrors, CurrentUser, Roles, scopeOfUser, SignedIn } from '@irrigo/nest-kit';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InspectionResponse } from './dto/inspection.response.js';
import { RecentInspectionsQuery } from './dto/recent-inspections.query.js';
import { TechnicianIdParams } from './dto/technician-id.params.js';
import { InspectionsService } from './inspections.service.js';

@ApiTags('inspections')
@Controller('api/technician/inspections')
export class TechnicianInspectionsController {
  constructor(private readonly inspections: InspectionsService) {}

  /** GET /api/technician/inspections/recent: any signed-in user, scoped by role. */
  @Get('recent')
  @SignedIn()
  @ApiOperation({
    summary: 'The five newest inspections the caller may see',
    description:
      'Admins and managers: the organization, or the location they name; supervisors: their location; technicians: their own. A location outside the scope answers 404. Deleted inspections are left out.',
  })
  @ApiOkResponse({ description: 'Newest first, at most five', type: [InspectionResponse] })
  @ApiErrors('NOT_FOUND')
  recent(@CurrentUser() user: VerifiedUser, @Query() query: RecentInspectionsQuery): Promise<Inspection[]> {
    return this.inspections.recentIn(scopeOfUser(user), query.locationId);
  }

  /** GET /api/technician/inspections/recent/:technicianId: one technician's newest, for them or the office. */
  @Get('recent/:technicianId')
  @Roles('admin', 'manager', 'supervisor', 'technician')
  @ApiOperation({
    summary: 'The five newest inspections of one technician',
    description:
      'A technician may ask for their own only; admins and managers for a technician of the organization, supervisors of their location. Any other technician answers 404. Deleted inspections are left out.',
  })
  @ApiOkResponse({ description: 'Newest first, at most five', type: [InspectionResponse] })
  @ApiErrors('NOT_FOUND')
  recentOf(@CurrentUser() user: VerifiedUser, @Param() params: TechnicianIdParams): Promise<Inspection[]> {
    return this.inspections.recentOf(user, params.technicianId);
  }
}
