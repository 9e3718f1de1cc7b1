import { OmitType } from '@nestjs/swagger';
import type { TechnicianInspectionListQuery as TechnicianInspectionListQueryShape } from '@irrigo/contracts';
import { InspectionListQuery } from './inspection-list.query.js';

/**
 * GET /api/technician/inspections?page=1&pageSize=25&q=…&status=…&sort=createdAt&direction=desc: the office
 * list's query without its technician and location filters (the caller's scope decides whose inspections they
 * are); naming either is refused like any unknown parameter (400).
 */
export class TechnicianInspectionListQuery
  extends OmitType(InspectionListQuery, ['technicianId', 'locationId'] as const)
  implements TechnicianInspectionListQueryShape {}
