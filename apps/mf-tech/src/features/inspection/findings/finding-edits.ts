import { v7 as uuidv7 } from 'uuid';
import {
  INSPECTION_LIMITS,
  RECOMMENDATION_TIERS,
  countedOption,
  type Finding,
  type FindingPriority,
  type InspectionDocument,
  type MediaSection,
  type RecommendationLine,
  type RecommendationOption,
} from '@irrigo/contracts';

/**
 * The findings' edits, each a recipe for SectionProps.change (it mutates the draft copy it is given). They keep
 * the contracts' limits themselves, so a double tap or a stale button can never push a document past them.
 */

export interface NewFinding {
  title: string;
  priority: FindingPriority | '';
  section: MediaSection | '';
  zoneId: string | null;
}

export function findingIn(draft: InspectionDocument, findingId: string): Finding | undefined {
  return draft.findings.find((finding) => finding.id === findingId);
}

export function optionIn(draft: InspectionDocument, findingId: string, optionId: string): RecommendationOption | undefined {
  return findingIn(draft, findingId)?.options.find((option) => option.id === optionId);
}

/** A finding with one (untiered) option and no lines yet; returns its id, or null at the findings limit. */
export function addFinding(draft: InspectionDocument, init: NewFinding, id: string = uuidv7()): string | null {
  if (draft.findings.length >= INSPECTION_LIMITS.findings) return null;
  draft.findings.push({
    id,
    title: init.title.slice(0, INSPECTION_LIMITS.shortText),
    priority: init.priority,
    section: init.section,
    zoneId: init.section === 'zone' ? init.zoneId : null,
    options: [{ id: uuidv7(), tier: null, lines: [] }],
    chosenOptionId: null,
  });
  return id;
}

export function removeFinding(draft: InspectionDocument, findingId: string): void {
  draft.findings = draft.findings.filter((finding) => finding.id !== findingId);
}

/** Adds a line to an option; false at the lines-per-option limit. */
export function addLine(draft: InspectionDocument, findingId: string, optionId: string, line: Omit<RecommendationLine, 'id'>): boolean {
  const option = optionIn(draft, findingId, optionId);
  if (!option || option.lines.length >= INSPECTION_LIMITS.linesPerOption) return false;
  option.lines.push({ id: uuidv7(), ...line, name: line.name.slice(0, INSPECTION_LIMITS.shortText) });
  return true;
}

export function updateLine(
  draft: InspectionDocument,
  findingId: string,
  optionId: string,
  lineId: string,
  patch: Partial<Omit<RecommendationLine, 'id'>>,
): void {
  const line = optionIn(draft, findingId, optionId)?.lines.find((candidate) => candidate.id === lineId);
  if (line) Object.assign(line, patch);
}

export function removeLine(draft: InspectionDocument, findingId: string, optionId: string, lineId: string): void {
  const option = optionIn(draft, findingId, optionId);
  if (option) option.lines = option.lines.filter((line) => line.id !== lineId);
}

/**
 * One option becomes Good / Better / Best. Good is the option the finding had (same id, same lines, so a
 * choice already made on it stands). Better and Best start as copies of Good's lines, not empty: a
 * technician builds the better tiers from the same repair (the labour, the valve, the fittings) and swaps or
 * adds the upgrade (rotary nozzles, a smart controller), so starting from a copy saves retyping the common
 * lines, and deleting a line is one tap where re-adding it is a search.
 */
export function offerTiers(draft: InspectionDocument, findingId: string): void {
  const finding = findingIn(draft, findingId);
  if (!finding || finding.options.length !== 1) return;
  const good = finding.options[0] as RecommendationOption;
  good.tier = 'good';
  for (const tier of RECOMMENDATION_TIERS.slice(1, INSPECTION_LIMITS.optionsPerFinding)) {
    finding.options.push({ id: uuidv7(), tier, lines: good.lines.map((line) => ({ ...line, id: uuidv7() })) });
  }
}

/** Back to one option: the customer's choice (else the first) is kept, untiered; the others are dropped. */
export function backToOneOption(draft: InspectionDocument, findingId: string): void {
  const finding = findingIn(draft, findingId);
  if (!finding || finding.options.length <= 1) return;
  const kept = countedOption(finding) as RecommendationOption;
  kept.tier = null;
  finding.options = [kept];
  finding.chosenOptionId = null;
}

export function chooseOption(draft: InspectionDocument, findingId: string, optionId: string): void {
  const finding = findingIn(draft, findingId);
  if (finding?.options.some((option) => option.id === optionId)) finding.chosenOptionId = optionId;
}

/** The "where" of a finding as one select value: a section, or `zone:<id>` for a zone. */
export function whereValue(finding: Pick<Finding, 'section' | 'zoneId'>): string {
  return finding.section === 'zone' && finding.zoneId ? `zone:${finding.zoneId}` : finding.section;
}

export function whereFromValue(value: string): Pick<Finding, 'section' | 'zoneId'> {
  if (value.startsWith('zone:')) return { section: 'zone', zoneId: value.slice('zone:'.length) };
  return { section: value as MediaSection | '', zoneId: null };
}
