import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DEFAULT_INSPECTION_LIST_PAGE_SIZE, type InspectionListPage, type VerifiedUser } from '@irrigo/contracts';
import { CurrentUser, scopeOfUser, SignedIn } from '@irrigo/nest-kit';
import { TechnicianInspectionListQuery } from './dto/technician-inspection-list.query.js';
import { InspectionListPageResponse } from './dto/inspection-list.response.js';
import { InspectionListService } from './inspection-list.service.js';

@ApiTags('inspections')
@Controller('api/technician/inspections')
export class TechnicianInspectionListController {
  constructor(private readonly list: InspectionListService) {}

  /**
   * GET /api/technician/inspections: the technician's Inspections tab (/irrigation-inspection, issue 12). Guarded
   * like /api/technician/inspections/recent: any signed-in user, scoped by role, because the field screens also
   * open for admins (route guard 'technician'), who then see what their scope holds rather than an error.
   */
  @Get()
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'A page of the caller’s own inspections, searched, filtered and sorted',
    description:
      'Technicians: the inspections they did (in any location); admins and managers: the organization; supervisors: their location. Deleted inspections are left out. `q` matches client name, address or report number anywhere, case-insensitively; `from`/`to` are days (both included) in `timeZone`; `sort=completedDate` orders by the completed date, else the created date; ties are broken by id. The same answer as the office list (GET /api/admin/inspections).',
  })
  @ApiOkResponse({ description: 'One page of the matching inspections and how many match in all', type: InspectionListPageResponse })
  page(@CurrentUser() user: VerifiedUser, @Query() query: TechnicianInspectionListQuery): Promise<InspectionListPage> {
    const { page = 1, pageSize = DEFAULT_INSPECTION_LIST_PAGE_SIZE, ...filters } = query;
    return this.list.page(scopeOfUser(user), filters, page, pageSize);
  }
}
