import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { canManageOrganization, RECENT_INSPECTIONS_LIMIT, type Inspection, type VerifiedUser } from '@irrigo/contracts';
import type { FindOptionsWhere, Repository } from 'typeorm';
import { InspectionEntity } from './inspection.entity.js';
import { toInspection } from './inspection.mapper.js';

@Injectable()
export class InspectionsService {
  constructor(@InjectRepository(InspectionEntity) private readonly inspections: Repository<InspectionEntity>) {}

  /** The latest inspections the user may see, newest first. */
  async recentFor(user: VerifiedUser): Promise<Inspection[]> {
    const scope = visibleTo(user);
    if (!scope) return [];
    const rows = await this.inspections.find({
      where: scope,
      order: { createdAt: 'DESC', id: 'DESC' },
      take: RECENT_INSPECTIONS_LIMIT,
    });
    return rows.map(toInspection);
  }
}

/**
 * Spec §6: admins and managers see the whole organization, a supervisor their own location, a technician
 * only the inspections they did. A user missing the id their role is scoped by sees nothing.
 */
export function visibleTo(user: VerifiedUser): FindOptionsWhere<InspectionEntity> | null {
  if (!user.organizationId) return null;
  const organization = { organizationId: user.organizationId };
  if (canManageOrganization(user.role)) return organization;
  if (user.role === 'supervisor') return user.locationId ? { ...organization, locationId: user.locationId } : null;
  return user.technicianId ? { ...organization, technicianId: user.technicianId } : null;
}
