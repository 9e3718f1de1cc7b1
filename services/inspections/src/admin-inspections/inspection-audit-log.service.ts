import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  INSPECTION_AUDIT_ACTIONS,
  type InspectionAuditAction,
  type InspectionAuditDetails,
  type InspectionAuditEvent,
  type InspectionAuditEventsResponse,
} from '@irrigo/contracts';
import { newestFirstPage } from '@irrigo/nest-kit';
import type { Repository } from 'typeorm';
import { InspectionAuditEventEntity } from './inspection-audit-event.entity.js';

/**
 * Reads the inspections audit log that the deletes write (InspectionDeletionService). The same table also
 * records the reports sent by e-mail (ReportSendsService), whose details are another shape: the log lists only
 * the actions the contract names (INSPECTION_AUDIT_ACTIONS), so that every entry it answers fits the contract.
 */
@Injectable()
export class InspectionAuditLog {
  constructor(@InjectRepository(InspectionAuditEventEntity) private readonly events: Repository<InspectionAuditEventEntity>) {}

  /**
   * A page of the organization's entries, newest first, strictly older than `before`, paged as the security log
   * is: entries that share the last entry's instant all go on this page, since the next page starts strictly
   * before that instant. A user filed under no organization has no log to read, so gets an empty page.
   */
  async page(organizationId: string | null, before: Date | undefined, limit: number): Promise<InspectionAuditEventsResponse> {
    if (!organizationId) return { events: [], nextBefore: null };
    const { rows, nextBefore } = await newestFirstPage(
      () =>
        this.events
          .createQueryBuilder('event')
          .where('event.organizationId = :organizationId', { organizationId })
          .andWhere('event.action IN (:...actions)', { actions: INSPECTION_AUDIT_ACTIONS }),
      'event',
      before,
      limit,
    );
    return { events: rows.map(toInspectionAuditEvent), nextBefore };
  }
}

function toInspectionAuditEvent(entity: InspectionAuditEventEntity): InspectionAuditEvent {
  return {
    id: entity.id,
    // The query reads no action but those of INSPECTION_AUDIT_ACTIONS, so the column holds one of them.
    action: entity.action as InspectionAuditAction,
    inspectionId: entity.inspectionId,
    actorId: entity.actorId,
    actorEmail: entity.actorEmail,
    actorRole: entity.actorRole,
    occurredAt: entity.occurredAt.toISOString(),
    details: detailsOf(entity.details),
  };
}

/**
 * The details as the contract gives them. The column is free-form JSON, and a row written before a key was
 * recorded lacks it: a missing text is '', a missing id null, so that every entry has the same shape.
 */
function detailsOf(details: InspectionAuditEventEntity['details'] | null): InspectionAuditDetails {
  const stored = details ?? {};
  return {
    reportNumber: textOf(stored['reportNumber']),
    clientName: textOf(stored['clientName']),
    status: textOf(stored['status']),
    locationId: idOf(stored['locationId']),
    technicianId: idOf(stored['technicianId']),
  };
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
const idOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
