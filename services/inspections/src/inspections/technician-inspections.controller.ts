import { Controller, Get } from '@nestjs/common';
import type { Inspection, VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, SignedIn } from '@irrigo/nest-kit';
import { InspectionsService } from './inspections.service.js';

@Controller('api/technician/inspections')
export class TechnicianInspectionsController {
  constructor(private readonly inspections: InspectionsService) {}

  /** GET /api/technician/inspections/recent: any signed-in user, scoped by role. */
  @Get('recent')
  @SignedIn()
  recent(@CurrentUser() user: VerifiedUser): Promise<Inspection[]> {
    return this.inspections.recentFor(user);
  }
}
