import type { Inspection } from '@irrigo/contracts';
import type { InspectionEntity } from './inspection.entity.js';

/** Cents as the spec's numeric string of dollars: 125000 → "1250.00". Exact, no floating point. */
export function centsToDecimalString(cents: string | number | bigint): string {
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const absolute = value < 0n ? -value : value;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

export function toInspection(entity: InspectionEntity): Inspection {
  return {
    id: entity.id,
    reportNumber: entity.reportNumber,
    clientName: entity.clientName,
    clientAddress: entity.clientAddress,
    status: entity.status,
    completedDate: entity.completedDate?.toISOString() ?? null,
    createdAt: entity.createdAt.toISOString(),
    savedAt: entity.savedAt.toISOString(),
    estimatedTotal: centsToDecimalString(entity.estimatedTotalCents),
    technicianId: entity.technicianId,
    inspectorName: entity.inspectorName,
    source: 'database',
  };
}
