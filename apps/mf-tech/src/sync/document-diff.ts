import { canonicalJson, type InspectionDocument } from '@irrigo/contracts';

/**
 * What differs between two versions of an inspection, for the technician to compare (ConflictChooser): a
 * deep comparison of the two documents, grouped by the form's sections. Lists (zones, findings, media) are
 * matched by id, so a zone edited in both places shows as that zone's changed answers, and one added on
 * one side only shows as such. Values deeper than a field (a finding's options, a zone's issue counts, the
 * backflow readings) are compared whole and shown as a short summary.
 */

export type DiffSection =
  | 'status'
  | 'customer'
  | 'controller'
  | 'mainLine'
  | 'backflow'
  | 'shutOff'
  | 'rainSensor'
  | 'zones'
  | 'media'
  | 'findings'
  | 'summary'
  | 'signatures'
  | 'other';

export const DIFF_SECTIONS: readonly DiffSection[] = [
  'status',
  'customer',
  'controller',
  'mainLine',
  'backflow',
  'shutOff',
  'rainSensor',
  'zones',
  'media',
  'findings',
  'summary',
  'signatures',
  'other',
];

/** The list item a difference belongs to (a zone, a finding, a photo), named from whichever side has it. */
export type DiffItem = { kind: 'zone'; number: number } | { kind: 'finding'; title: string } | { kind: 'media'; caption: string };

export interface DocumentDifference {
  section: DiffSection;
  /** The field's name in the document ('name', 'headCount', …); 'count' for a list's length; null for a whole item on one side. */
  field: string | null;
  item: DiffItem | null;
  /** undefined: this side does not have it (an item only on the other side). */
  mine: unknown;
  theirs: unknown;
}

const OBJECT_SECTIONS = ['customer', 'controller', 'mainLine', 'backflow', 'shutOff', 'rainSensor', 'summary', 'signatures'] as const;
const LIST_SECTIONS = ['zones', 'findings', 'media'] as const;

type Identified = { id: string } & Record<string, unknown>;

const same = (a: unknown, b: unknown): boolean => canonicalJson(a ?? null) === canonicalJson(b ?? null);

function itemOf(section: (typeof LIST_SECTIONS)[number], value: Identified): DiffItem {
  if (section === 'zones') return { kind: 'zone', number: Number(value['number']) };
  if (section === 'findings') return { kind: 'finding', title: String(value['title'] ?? '') };
  return { kind: 'media', caption: String(value['caption'] ?? '') };
}

function compareFields(section: DiffSection, mine: Record<string, unknown>, theirs: Record<string, unknown>, item: DiffItem | null): DocumentDifference[] {
  const fields = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].filter((field) => field !== 'id');
  return fields.filter((field) => !same(mine[field], theirs[field])).map((field) => ({ section, field, item, mine: mine[field], theirs: theirs[field] }));
}

function compareLists(section: (typeof LIST_SECTIONS)[number], mine: Identified[], theirs: Identified[]): DocumentDifference[] {
  const differences: DocumentDifference[] = [];
  if (mine.length !== theirs.length) differences.push({ section, field: 'count', item: null, mine: mine.length, theirs: theirs.length });
  const theirsById = new Map(theirs.map((entry) => [entry.id, entry]));
  const mineIds = new Set(mine.map((entry) => entry.id));
  for (const entry of mine) {
    const other = theirsById.get(entry.id);
    if (!other) differences.push({ section, field: null, item: itemOf(section, entry), mine: entry, theirs: undefined });
    else differences.push(...compareFields(section, entry, other, itemOf(section, entry)));
  }
  for (const entry of theirs) {
    if (!mineIds.has(entry.id)) differences.push({ section, field: null, item: itemOf(section, entry), mine: undefined, theirs: entry });
  }
  return differences;
}

/** Every difference between the device's document (and status) and the other version's, in form order. */
export function diffInspections(
  mine: { document: InspectionDocument; status: string },
  theirs: { document: InspectionDocument; status: string },
): DocumentDifference[] {
  const differences: DocumentDifference[] = [];
  if (mine.status !== theirs.status)
    differences.push({ section: 'status', field: 'status', item: null, mine: mine.status === 'completed', theirs: theirs.status === 'completed' });
  const a = mine.document as unknown as Record<string, unknown>;
  const b = theirs.document as unknown as Record<string, unknown>;
  for (const section of OBJECT_SECTIONS) {
    differences.push(...compareFields(section, (a[section] ?? {}) as Record<string, unknown>, (b[section] ?? {}) as Record<string, unknown>, null));
  }
  for (const section of LIST_SECTIONS) {
    differences.push(...compareLists(section, (a[section] ?? []) as Identified[], (b[section] ?? []) as Identified[]));
  }
  const known = new Set<string>([...OBJECT_SECTIONS, ...LIST_SECTIONS]);
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!known.has(key) && !same(a[key], b[key])) differences.push({ section: 'other', field: key, item: null, mine: a[key], theirs: b[key] });
  }
  return differences;
}

/** Differences grouped by section, in form order; sections without any left out. */
export function groupBySection(differences: DocumentDifference[]): [DiffSection, DocumentDifference[]][] {
  return DIFF_SECTIONS.map((section): [DiffSection, DocumentDifference[]] => [
    section,
    differences.filter((difference) => difference.section === section),
  ]).filter(([, entries]) => entries.length > 0);
}
