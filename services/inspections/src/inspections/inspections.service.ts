import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { RECENT_INSPECTIONS_LIMIT, type Inspection, type VerifiedUser } from '@irrigo/contracts';
import { DomainException, scopedWhere, scopeOfUser, type OrganizationScope } from '@irrigo/nest-kit';
import type { Repository } from 'typeorm';
import { InspectionEntity } from './inspection.entity.js';
import { toInspection } from './inspection.mapper.js';
import { INSPECTION_SCOPE } from './inspection.scope.js';

@Injectable()
export class InspectionsService {
  constructor(@InjectRepository(InspectionEntity) private readonly inspections: Repository<InspectionEntity>) {}

  /** The latest inspections the scope reaches (at one location of it when given; another answers 404), newest first. */
  async recentIn(scope: OrganizationScope, locationId?: string): Promise<Inspection[]> {
    if (locationId !== undefined && scope.reach !== 'organization' && (scope.reach === 'none' || scope.locationId !== locationId)) {
      throw DomainException.notFound('Location not found');
    }
    const rows = await this.inspections.find({
      where: scopedWhere(scope, INSPECTION_SCOPE, locationId === undefined ? {} : { locationId }),
      order: { createdAt: 'DESC', id: 'DESC' },
      take: RECENT_INSPECTIONS_LIMIT,
    });
    return rows.map(toInspection);
  }

  /** The latest inspections of one technician the caller may see (404 when the technician is not theirs to see). */
  async recentOf(user: VerifiedUser, technicianId: string): Promise<Inspection[]> {
    await this.assertTechnicianReachable(user, technicianId);
    const rows = await this.inspections.find({
      where: scopedWhere(scopeOfUser(user), INSPECTION_SCOPE, { technicianId }),
      order: { createdAt: 'DESC', id: 'DESC' },
      take: RECENT_INSPECTIONS_LIMIT,
    });
    return rows.map(toInspection);
  }

  /**
   * Whether the caller may look at a technician's work: a technician only at their own; admins, managers and
   * supervisors at a technician of their scope. The roster lives in services/org, so "of their scope" is read
   * from the inspections themselves: a technician whose inspections are all outside the caller's scope (another
   * location, another organization) answers 404, as one that does not exist; one without any inspection has
   * nothing to reveal and gets empty numbers.
   */
  async assertTechnicianReachable(user: VerifiedUser, technicianId: string): Promise<void> {
    const scope = scopeOfUser(user);
    const reachable = await (async () => {
      if (scope.reach === 'none') return false;
      if (scope.reach === 'own-work') return scope.technicianId === technicianId;
      if (await this.inspections.exists({ where: scopedWhere(scope, INSPECTION_SCOPE, { technicianId }), withDeleted: true })) return true;
      return !(await this.inspections.exists({ where: { technicianId }, withDeleted: true }));
    })();
    if (!reachable) throw DomainException.notFound('Technician not found');
  }
}
