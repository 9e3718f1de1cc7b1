import { centsToDollars, estimatedTotalCents, type Inspection } from '@irrigo/contracts';
import type { LocalInspectionRow } from './inspection-rows';

/**
 * One of the device's inspections in the spec's list shape (source 'local'), as the lists that merge them with
 * the server's show it (the dashboard's recent list, the Inspections tab); its total from the document's rules.
 */
export function inspectionOfDeviceRow(row: LocalInspectionRow): Inspection {
  return {
    id: row.id,
    reportNumber: row.reportNumber,
    clientName: row.document.customer.name,
    clientAddress: row.document.customer.address,
    status: row.status,
    completedDate: row.completedAt,
    createdAt: row.createdAt,
    savedAt: row.savedAt,
    estimatedTotal: centsToDollars(estimatedTotalCents(row.document)),
    technicianId: row.ownerId,
    inspectorName: row.document.customer.technicianName,
    source: 'local',
  };
}
