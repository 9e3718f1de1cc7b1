import type { CompletionRequirement } from '@irrigo/contracts';

/** The form's sections, in the order the technician walks them (spec §2). */
export const FORM_SECTIONS = ['customer', 'system', 'zones', 'photos', 'signatures', 'summary'] as const;
export type FormSection = (typeof FORM_SECTIONS)[number];

/** Where each field the completion needs is entered. */
export const REQUIREMENT_SECTIONS: Readonly<Record<CompletionRequirement, FormSection>> = {
  'customer.name': 'customer',
  'customer.address': 'customer',
  'customer.inspectionDate': 'customer',
  'customer.technicianName': 'customer',
  'summary.overallAssessment': 'summary',
  'signatures.technician': 'signatures',
};
