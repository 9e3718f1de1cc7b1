import { describe, expect, it } from '@jest/globals';
import { ROLES } from './identity.js';
import {
  BATTERY_STATUSES,
  CERTIFICATION_STATUSES,
  CONDITIONS,
  LEAK_DETECTIONS,
  PROGRAMMING_STATUSES,
  PROPERTY_TYPES,
  SHUT_OFF_ACCESSIBILITIES,
  SHUT_OFF_MARKINGS,
  SHUT_OFF_OPERATIONS,
  VALVE_BOX_CONDITIONS,
  YES_NO_UNKNOWN,
  ZONE_STATUSES,
} from './inspection-form.js';
import { INSPECTION_SOURCES, INSPECTION_STATUSES } from './inspections.js';
import { ORGANIZATION_TYPES } from './org.js';

/**
 * The value lists of ../shared/spec/SPEC.md §3, copied here word for word (not built from the contract), so that
 * renaming, dropping, adding or reordering a value in the contract fails until the spec says so too. The contract
 * keeps each value as a stable code: the spec's words in lower case, with spaces and slashes as hyphens
 * ("HOA/community" → 'hoa-community', "zone OK" → 'zone-ok'); the screens translate the codes.
 */
const SPEC_SECTION_3 = {
  'Customer info: property type': 'residential, commercial, HOA/community, municipal',
  'Controller: programming status': 'properly programmed, needs adjustment, not programmed, malfunctioning, correct, incorrect',
  'Controller: battery status': 'good, low, dead, missing',
  'Main line: leak detection': 'no leaks, minor leaks, major leaks',
  'Main line: valve box condition': 'good, fair, poor, missing',
  'Backflow device: certification status': 'certified, expired, needs testing, unknown',
  'Emergency shut-off: has shut-off': 'yes, no, unknown',
  'Emergency shut-off: accessibility': 'easy access, difficult access, buried/hidden, locked, obstructed',
  'Emergency shut-off: operation': 'works properly, stiff/difficult, broken/inoperable',
  'Emergency shut-off: marking': 'clearly marked, poorly marked, not marked',
  // "Zones have status zone OK or not working."
  'Zones: status': 'zone OK, not working',
  'Condition scale': 'excellent, good, fair, poor, failed, missing',
  // "status (draft, completed, other; other values shown as-is)": "other" is any other value, not a code.
  'Inspection: status': 'draft, completed',
  'Inspection: source': 'local, database',
  // "type (franchise, corporate, else independent)"
  'Organization: type': 'franchise, corporate, independent',
  // "Location roles: admin, manager, supervisor, other (technician)."
  'Location roles': 'admin, manager, supervisor, technician',
} as const;

type SpecList = keyof typeof SPEC_SECTION_3;

const CONTRACT: Record<SpecList, readonly string[]> = {
  'Customer info: property type': PROPERTY_TYPES,
  'Controller: programming status': PROGRAMMING_STATUSES,
  'Controller: battery status': BATTERY_STATUSES,
  'Main line: leak detection': LEAK_DETECTIONS,
  'Main line: valve box condition': VALVE_BOX_CONDITIONS,
  'Backflow device: certification status': CERTIFICATION_STATUSES,
  'Emergency shut-off: has shut-off': YES_NO_UNKNOWN,
  'Emergency shut-off: accessibility': SHUT_OFF_ACCESSIBILITIES,
  'Emergency shut-off: operation': SHUT_OFF_OPERATIONS,
  'Emergency shut-off: marking': SHUT_OFF_MARKINGS,
  'Zones: status': ZONE_STATUSES,
  'Condition scale': CONDITIONS,
  'Inspection: status': INSPECTION_STATUSES,
  'Inspection: source': INSPECTION_SOURCES,
  'Organization: type': ORGANIZATION_TYPES,
  'Location roles': ROLES,
};

const code = (specWords: string): string => specWords.toLowerCase().replace(/[\s/]+/g, '-');

describe('spec §3 value lists in the contract', () => {
  it.each(Object.keys(SPEC_SECTION_3) as SpecList[])('%s: exactly the spec’s values, in its order', (list) => {
    const specValues = SPEC_SECTION_3[list].split(', ').map(code);
    expect([...CONTRACT[list]]).toEqual(specValues);
  });

  it('writes the codes as the spec’s words', () => {
    expect(code('HOA/community')).toBe('hoa-community');
    expect(code('zone OK')).toBe('zone-ok');
    expect(code('broken/inoperable')).toBe('broken-inoperable');
  });
});
