import type { InspectionDocument } from '@irrigo/contracts';

/**
 * What every part of the inspection form receives. The screen (Inspection.tsx) owns the document: it keeps
 * it on the device on every change and clears the signatures when what they signed changes, so a part only
 * describes its change.
 */
export interface SectionProps {
  inspectionId: string;
  /** The signed-in person the device rows belong to (device-owner.ts). */
  ownerId: string;
  document: InspectionDocument;
  /** Applies a change to a copy of the document (mutate `draft` freely). */
  change: (recipe: (draft: InspectionDocument) => void) => void;
  /** A completed inspection, or one another person owns: shown, not editable. */
  readOnly: boolean;
}
