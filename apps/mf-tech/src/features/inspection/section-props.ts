import type { InspectionDocument } from '@irrigo/contracts';

/**
 * What every part of the inspection form receives. The screen (Inspection.tsx) owns the document: it keeps
 * it on the device on every change and clears the signatures when what they signed changes, so a part only
 * describes its change.
 */
export interface SectionProps {
  /** null: a new inspection, not on the device until its first change or ensureInspection. */
  inspectionId: string | null;
  /**
   * The inspection's id, a new one being made on the device first (use-inspection-draft.ts): for what must
   * name it before any change, like a photo's bytes. Never an empty or made-up id.
   */
  ensureInspection: () => Promise<string>;
  /** Keeps a new inspection on this screen until released (use-inspection-draft.ts); the photo dialog holds it while open. */
  holdAddressChange: () => () => void;
  /** The signed-in person the device rows belong to (device-owner.ts). */
  ownerId: string;
  document: InspectionDocument;
  /** Applies a change to a copy of the document (mutate `draft` freely). */
  change: (recipe: (draft: InspectionDocument) => void) => void;
  /** A completed inspection, or one another person owns: shown, not editable. */
  readOnly: boolean;
}
