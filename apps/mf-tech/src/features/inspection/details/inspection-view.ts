import type { InspectionDocument, InspectionRecord } from '@irrigo/contracts';
import type { LocalInspectionRow } from '../../../device-store';

/**
 * One inspection as the details page shows it, whichever copy it comes from: the device's (the technician's
 * own, kept first on the device) or the server's (anyone allowed to see it).
 */
export interface InspectionView {
  source: 'device' | 'server';
  id: string;
  reportNumber: string;
  /** Any other value than draft or completed is shown as the server sent it (spec §3). */
  status: string;
  document: InspectionDocument;
  technicianId: string | null;
  inspectorName: string;
  createdAt: string;
  completedAt: string | null;
  /** The server's last change (server copies only). */
  savedToOfficeAt: string | null;
  /** The server's version: of a server copy, or the one a device copy is based on (null: never sent). */
  version: number | null;
  /** The media the server holds bytes of (server copies); a device copy shows its own Blobs. */
  uploadedMediaIds: ReadonlySet<string> | null;
  /** A device copy waiting for the technician's choice between two versions. */
  conflict: boolean;
}

export function viewOfRecord(record: InspectionRecord): InspectionView {
  return {
    source: 'server',
    id: record.id,
    reportNumber: record.reportNumber,
    status: record.status,
    document: record.document,
    technicianId: record.technicianId,
    inspectorName: record.inspectorName || record.document.customer.technicianName,
    createdAt: record.createdAt,
    completedAt: record.completedDate,
    savedToOfficeAt: record.updatedAt,
    version: record.version,
    uploadedMediaIds: new Set(record.uploadedMediaIds),
    conflict: false,
  };
}

export function viewOfRow(row: LocalInspectionRow): InspectionView {
  return {
    source: 'device',
    id: row.id,
    reportNumber: row.reportNumber,
    status: row.status,
    document: row.document,
    technicianId: row.ownerId,
    inspectorName: row.document.customer.technicianName,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    savedToOfficeAt: null,
    version: row.baseVersion,
    uploadedMediaIds: null,
    conflict: row.conflict !== null,
  };
}
