import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { RECENT_INSPECTIONS_LIMIT, type Inspection } from '@irrigo/contracts';
import { scopedWhere, type OrganizationScope } from '@irrigo/nest-kit';
import type { Repository } from 'typeorm';
import { InspectionEntity } from './inspection.entity.js';
import { toInspection } from './inspection.mapper.js';
import { INSPECTION_SCOPE } from './inspection.scope.js';

@Injectable()
export class InspectionsService {
  constructor(@InjectRepository(InspectionEntity) private readonly inspections: Repository<InspectionEntity>) {}

  /** The latest inspections the scope reaches, newest first. */
  async recentIn(scope: OrganizationScope): Promise<Inspection[]> {
    const rows = await this.inspections.find({
      where: scopedWhere(scope, INSPECTION_SCOPE),
      order: { createdAt: 'DESC', id: 'DESC' },
      take: RECENT_INSPECTIONS_LIMIT,
    });
    return rows.map(toInspection);
  }
}
