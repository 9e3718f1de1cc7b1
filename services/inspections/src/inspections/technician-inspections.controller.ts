import { Controller, Get } from '@nestjs/common';
import type { Inspection, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, scopeOfUser, SignedIn } from '@irrigo/nest-kit';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InspectionResponse } from './dto/inspection.response.js';
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
    description: 'Admins and managers: the organization; supervisors: their location; technicians: their own.',
  })
  @ApiOkResponse({ description: 'Newest first, at most five', type: [InspectionResponse] })
  recent(@CurrentUser() user: VerifiedUser): Promise<Inspection[]> {
    return this.inspections.recentIn(scopeOfUser(user));
  }
}
