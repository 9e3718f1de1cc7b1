// Test support for the media and signature specs: a part of the inspection form rendered the way the screen
// renders it (the document in state, `change` applying a recipe to a copy). Imported by specs only.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { emptyInspectionDocument, reportNumberFor, type InspectionDocument } from '@irrigo/contracts';
import { withDeviceDatabase } from '../../../device-store';
import type { SectionProps } from '../section-props';

export const OWNER = 'tech-7';
export const INSPECTION_ID = '019ab8c2-4f00-7a00-8000-000000000001';

export function testDocument(change: (document: InspectionDocument) => void = () => undefined): InspectionDocument {
  const document = emptyInspectionDocument({ technicianName: 'Luis Ortega', inspectionDate: '2026-11-24' });
  document.customer.name = 'Ana Ruiz';
  document.zones = [
    { id: 'zone-3', number: 3, description: 'North turf', zoneType: 'rotor', headCount: 12, issueCounts: {}, status: 'zone-ok', notes: '' },
    { id: 'zone-1', number: 1, description: '', zoneType: 'spray', headCount: 8, issueCounts: {}, status: 'zone-ok', notes: '' },
  ];
  change(document);
  return document;
}

/** INSPECTION_ID on the device (as a new inspection's ensureInspection makes it), so its photos can be kept. */
export async function seedTestInspection(): Promise<string> {
  const at = '2026-11-24T09:00:00.000Z';
  await withDeviceDatabase(async (db) => {
    if (await db.inspections.get([OWNER, INSPECTION_ID])) return;
    await db.inspections.add({
      ownerId: OWNER,
      id: INSPECTION_ID,
      reportNumber: reportNumberFor(INSPECTION_ID),
      status: 'draft',
      document: testDocument(),
      createdAt: at,
      savedAt: at,
      completedAt: null,
      baseVersion: null,
      conflict: null,
    });
  });
  return INSPECTION_ID;
}

const noHold = () => () => undefined;

/** The latest document the part produced, for assertions. */
export interface DocumentProbe {
  current: InspectionDocument;
}

function record(probe: DocumentProbe, document: InspectionDocument): void {
  probe.current = document;
}

export function SectionHarness({
  initial,
  readOnly = false,
  probe,
  children,
}: {
  initial: InspectionDocument;
  readOnly?: boolean;
  probe: DocumentProbe;
  children: (props: SectionProps) => ReactNode;
}) {
  const [document, setDocument] = useState(initial);
  const change = useCallback((recipe: (draft: InspectionDocument) => void) => {
    setDocument((current) => {
      const next = structuredClone(current);
      recipe(next);
      return next;
    });
  }, []);
  useEffect(() => record(probe, document), [document, probe]);
  return (
    <>
      {children({ inspectionId: INSPECTION_ID, ensureInspection: seedTestInspection, holdAddressChange: noHold, ownerId: OWNER, document, change, readOnly })}
    </>
  );
}

/** jsdom's Blob cannot give its bytes; the browser's can (videos are copied into a Blob of their own). */
export function giveBlobsTheirBytes(): void {
  if (typeof Blob.prototype.arrayBuffer === 'function') return;
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob): Promise<ArrayBuffer> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
