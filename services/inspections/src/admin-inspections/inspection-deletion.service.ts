import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { INSPECTION_DELETED_AUDIT_ACTION, type VerifiedUser } from '@irrigo/contracts';
import { DomainException, inTransaction, scopedWhere, scopeOfUser } from '@irrigo/nest-kit';
import type { DataSource } from 'typeorm';
import { InspectionEntity } from '../inspections/inspection.entity.js';
import { INSPECTION_SCOPE } from '../inspections/inspection.scope.js';
import { InspectionAuditEventEntity } from './inspection-audit-event.entity.js';

@Injectable()
export class InspectionDeletionService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Soft-deletes an inspection of the caller's scope: `deleted_at` and `deleted_by` set, and an audit entry
   * with who and when, in one transaction. From then on it answers 404 and counts nowhere; its media stay in
   * storage until the retention sweep. One that does not exist, lies outside the scope or is already deleted
   * answers 404 (two deletes racing: the second waits for the first's row lock, then finds it deleted).
   */
  async delete(user: VerifiedUser, id: string): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const inspection = await manager.findOne(InspectionEntity, {
        where: scopedWhere(scopeOfUser(user), INSPECTION_SCOPE, { id }),
        lock: { mode: 'pessimistic_write' },
      });
      if (!inspection) throw DomainException.notFound('Inspection not found');
      const deletedAt = new Date();
      await manager.update(InspectionEntity, { id }, { deletedAt, deletedBy: user.id });
      await manager.insert(InspectionAuditEventEntity, {
        organizationId: inspection.organizationId,
        inspectionId: id,
        action: INSPECTION_DELETED_AUDIT_ACTION,
        actorId: user.id,
        actorEmail: user.email,
        actorRole: user.role,
        occurredAt: deletedAt,
        details: {
          reportNumber: inspection.reportNumber,
          clientName: inspection.clientName,
          status: inspection.status,
          locationId: inspection.locationId,
          technicianId: inspection.technicianId,
        },
      });
    });
  }
}
