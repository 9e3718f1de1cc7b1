import { v7 as uuidv7 } from 'uuid';
import {
  BATTERY_STATUSES,
  CERTIFICATION_STATUSES,
  CONDITIONS,
  emptyInspectionDocument,
  estimatedTotalCents,
  LEAK_DETECTIONS,
  PROGRAMMING_STATUSES,
  PROPERTY_TYPES,
  reportNumberFor,
  SHUT_OFF_ACCESSIBILITIES,
  SHUT_OFF_MARKINGS,
  SHUT_OFF_OPERATIONS,
  VALVE_BOX_CONDITIONS,
  YES_NO_UNKNOWN,
  ZONE_STATUSES,
  BACKFLOW_ASSEMBLY_TYPES,
  WATER_SOURCES,
  type InspectionDocument,
  type Zone,
} from '@irrigo/contracts';
import { STORAGE_KEYS } from '@irrigo/session';
import { withDeviceDatabase, type DeviceDatabase } from '../device-database';
import type { LocalInspectionRow } from './inspection-rows';
import { enqueueInTransaction } from './local-inspections';

/**
 * The one-time move of the old app's inspections (localStorage `irrigationInspections`, spec §3 Inspection)
 * into the device store. Each becomes a draft or completed LocalInspectionRow with a NEW UUIDv7 id and its
 * OLD report number (the server accepts legacy numbers, and lists still merge by report number), queued for
 * sending. The key is removed only after the transaction has committed; an inspection already moved (same
 * report number, or the same previous one if the outbox renumbered it since; a run cut short between the
 * commit and the removal) is not moved twice. The server keeps report numbers unique per organization: when
 * another device moved the same old number first, the outbox gives this one reportNumberFor(id). Text that is not
 * JSON is kept under LEGACY_INSPECTIONS_BACKUP_KEY, so nothing the technician typed is destroyed.
 */

export const LEGACY_INSPECTIONS_KEY = STORAGE_KEYS.irrigationInspections;
/** Where unreadable old text is kept (for support to recover by hand), instead of being thrown away. */
export const LEGACY_INSPECTIONS_BACKUP_KEY = `${STORAGE_KEYS.irrigationInspections}.unreadable`;

/** What the move did. */
export interface LegacyMigrationResult {
  moved: number;
  /** Already on the device (same report number). */
  skipped: number;
  /** Left in the old key: another technician's, for their own sign-in to move. */
  leftForOthers: number;
  /** The old text was not JSON (kept under the backup key). */
  corrupt: boolean;
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const recordAt = (value: Json, key: string): Json => (isRecord(value[key]) ? value[key] : {});

function text(...values: unknown[]): string {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

function numberOrNull(...values: unknown[]): number | null {
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '') {
      const parsed = Number(value.replace(/[$,\s]/g, ''));
      if (Number.isFinite(parsed)) return parsed;
    }
  }
  return null;
}

function wholeOrNull(...values: unknown[]): number | null {
  const value = numberOrNull(...values);
  return value === null || value < 0 ? null : Math.round(value);
}

/** Dollars as the old app kept them ("125.50", 125.5, "$1,200") to cents. */
function centsOrNull(...values: unknown[]): number | null {
  const dollars = numberOrNull(...values);
  return dollars === null || dollars < 0 ? null : Math.round(dollars * 100);
}

function booleanOf(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && ['yes', 'true', '1'].includes(value.trim().toLowerCase());
}

/** One of the known values, matched loosely ("HOA/Community" → hoa-community, "Zone OK" → zone-ok); '' otherwise. */
function oneOf<T extends string>(options: readonly T[], ...values: unknown[]): T | '' {
  for (const value of values) {
    if (typeof value !== 'string') continue;
    if ((options as readonly string[]).includes(value)) return value as T;
    const slug = value
      .trim()
      .toLowerCase()
      .replace(/[\s/_]+/g, '-')
      .replace(/[^a-z0-9-]/g, '');
    const found = options.find((option) => option.toLowerCase() === slug);
    if (found) return found;
  }
  return '';
}

function isoOrNull(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function dayOrEmpty(...values: unknown[]): string {
  for (const value of values) {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
    const iso = isoOrNull(value);
    if (iso) return iso.slice(0, 10);
  }
  return '';
}

/** The old inspections, whatever shape the old app kept them in (an array, an id → inspection map, or { inspections }). */
function legacyList(parsed: unknown): Json[] {
  if (Array.isArray(parsed)) return parsed.filter(isRecord);
  if (isRecord(parsed)) {
    if (Array.isArray(parsed['inspections'])) return parsed['inspections'].filter(isRecord);
    return Object.values(parsed).filter(isRecord);
  }
  return [];
}

function zonesOf(old: unknown): Zone[] {
  if (!Array.isArray(old)) return [];
  return old.filter(isRecord).map((zone, index) => ({
    id: uuidv7(),
    number: wholeOrNull(zone['number'], zone['zoneNumber']) ?? index + 1,
    description: text(zone['description'], zone['name'], zone['area']),
    zoneType: '',
    headCount: wholeOrNull(zone['headCount'], zone['heads']),
    issueCounts: {},
    status: oneOf(ZONE_STATUSES, zone['status']) || 'zone-ok',
    notes: text(zone['notes'], zone['issues'], zone['issuesFound']),
  }));
}

/** The new document from what the old one holds: matching fields are carried over, the rest start empty. */
export function legacyDocument(old: Json, fallbackTechnicianName: string, createdAt: string): InspectionDocument {
  const customer = { ...recordAt(old, 'customerInfo'), ...recordAt(old, 'customer') };
  const controller = recordAt(old, 'controller');
  const mainLine = { ...recordAt(old, 'mainLine'), ...recordAt(old, 'mainLineInfo') };
  const backflow = { ...recordAt(old, 'backflow'), ...recordAt(old, 'backflowDevice') };
  const shutOff = { ...recordAt(old, 'shutOff'), ...recordAt(old, 'emergencyShutOff') };
  const rainSensor = recordAt(old, 'rainSensor');
  const summary = recordAt(old, 'summary');
  const language = old['language'] === 'es' || customer['language'] === 'es' ? 'es' : 'en';
  const document = emptyInspectionDocument({
    technicianName: text(customer['technicianName'], old['inspectorName'], old['technicianName'], fallbackTechnicianName),
    inspectionDate: dayOrEmpty(customer['inspectionDate'], old['inspectionDate'], old['completedDate'], createdAt),
    language,
  });
  document.customer = {
    ...document.customer,
    name: text(customer['name'], old['clientName'], old['customerName']),
    address: text(customer['address'], old['clientAddress'], old['address']),
    phone: text(customer['phone']),
    email: text(customer['email']),
    propertyType: oneOf(PROPERTY_TYPES, customer['propertyType']),
    systemAgeYears: wholeOrNull(customer['systemAge'], customer['systemAgeYears']),
    lastServiced: dayOrEmpty(customer['lastServiced'], customer['lastServicedDate']),
    waterSource: oneOf(WATER_SOURCES, customer['waterSource']),
    staticPressurePsi: numberOrNull(customer['staticPressure'], customer['staticPressurePsi']),
  };
  document.controller = {
    ...document.controller,
    brandModel: text(controller['brandModel'], [text(controller['brand']), text(controller['model'])].filter(Boolean).join(' ')),
    location: text(controller['location']),
    programmingStatus: oneOf(PROGRAMMING_STATUSES, controller['programmingStatus'], controller['programming']),
    batteryStatus: oneOf(BATTERY_STATUSES, controller['batteryStatus'], controller['battery']),
    wiringCondition: oneOf(CONDITIONS, controller['wiringCondition'], controller['wiring']),
    issuesFound: text(controller['issuesFound'], controller['issues']),
  };
  document.mainLine = {
    waterPressurePsi: numberOrNull(mainLine['waterPressure'], mainLine['waterPressurePsi'], mainLine['pressure']),
    leakDetection: oneOf(LEAK_DETECTIONS, mainLine['leakDetection']),
    valveBoxCondition: oneOf(VALVE_BOX_CONDITIONS, mainLine['valveBoxCondition']),
    issuesFound: text(mainLine['issuesFound'], mainLine['issues']),
    estimatedCostCents: centsOrNull(mainLine['estimatedCost']),
  };
  document.backflow = {
    ...document.backflow,
    assemblyType: oneOf(BACKFLOW_ASSEMBLY_TYPES, backflow['type'], backflow['assemblyType'], backflow['deviceType']),
    condition: oneOf(CONDITIONS, backflow['condition']),
    certificationStatus: oneOf(CERTIFICATION_STATUSES, backflow['certificationStatus'], backflow['certification']),
    issuesFound: text(backflow['issuesFound'], backflow['issues']),
    repairNeeded: booleanOf(backflow['repairNeeded']),
    estimatedCostCents: centsOrNull(backflow['estimatedCost']),
    make: text(backflow['make'], backflow['manufacturer']),
    model: text(backflow['model']),
    size: text(backflow['size']),
    serialNumber: text(backflow['serialNumber']),
    location: text(backflow['location']),
  };
  document.shutOff = {
    hasShutOff: oneOf(YES_NO_UNKNOWN, shutOff['hasShutOff']),
    location: text(shutOff['location']),
    condition: oneOf(CONDITIONS, shutOff['condition']),
    accessibility: oneOf(SHUT_OFF_ACCESSIBILITIES, shutOff['accessibility']),
    operation: oneOf(SHUT_OFF_OPERATIONS, shutOff['operation']),
    marking: oneOf(SHUT_OFF_MARKINGS, shutOff['marking']),
    issues: text(shutOff['issues'], shutOff['issuesFound']),
    recommendedAction: text(shutOff['recommendedAction']),
    estimatedCostCents: centsOrNull(shutOff['estimatedCost']),
  };
  document.rainSensor = {
    ...document.rainSensor,
    present: oneOf(YES_NO_UNKNOWN, rainSensor['present'], rainSensor['hasRainSensor']),
    condition: oneOf(CONDITIONS, rainSensor['condition']),
    issuesFound: text(rainSensor['issuesFound'], rainSensor['issues']),
  };
  document.zones = zonesOf(old['zones']);
  document.summary = {
    overallAssessment: oneOf(CONDITIONS, summary['overallAssessment'], old['overallAssessment'], old['overallCondition']),
    notes: text(summary['notes'], old['notes'], old['summaryNotes']),
  };
  // The old list showed an estimatedTotal the sections may not explain (the old app priced more than it
  // kept): the rest becomes one finding, so the server's total and the dashboard's sums stay what they were.
  const oldTotalCents = centsOrNull(old['estimatedTotal']);
  const rest = oldTotalCents === null ? 0 : oldTotalCents - estimatedTotalCents(document);
  if (rest > 0) {
    const optionId = uuidv7();
    document.findings = [
      {
        id: uuidv7(),
        title: language === 'es' ? 'Estimado de la app anterior' : 'Estimate from the previous app',
        priority: '',
        section: '',
        zoneId: null,
        options: [{ id: optionId, tier: null, lines: [{ id: uuidv7(), pricebookItemId: null, name: 'Estimate', quantity: 1, unitPriceCents: rest }] }],
        chosenOptionId: optionId,
      },
    ];
  }
  return document;
}

/** One old inspection as a device row with a new id; null when it is not the owner's or not an inspection of this device. */
export function legacyRow(old: Json, ownerId: string, fallbackTechnicianName: string, now: Date): LocalInspectionRow | null {
  // Server copies the old app listed beside its own are on the server already.
  if (old['source'] === 'database') return null;
  const id = uuidv7();
  const createdAt = isoOrNull(old['createdAt']) ?? isoOrNull(old['savedAt']) ?? now.toISOString();
  const savedAt = isoOrNull(old['savedAt']) ?? isoOrNull(old['updatedAt']) ?? createdAt;
  const completed = typeof old['status'] === 'string' && old['status'].toLowerCase() === 'completed';
  const reportNumber = text(old['reportNumber']) || reportNumberFor(id);
  return {
    ownerId,
    id,
    reportNumber,
    status: completed ? 'completed' : 'draft',
    document: legacyDocument(old, fallbackTechnicianName, createdAt),
    createdAt,
    savedAt,
    completedAt: completed ? (isoOrNull(old['completedDate']) ?? savedAt) : null,
    baseVersion: null,
    conflict: null,
  };
}

/** Whose an old inspection is: its technicianId when it has one (the old key was shared by everyone on the device). */
const belongsTo = (old: Json, ownerId: string): boolean => {
  const technicianId = text(old['technicianId']);
  return technicianId === '' || technicianId === ownerId;
};

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Moves the old inspections of the signed-in person into the device store (see the file's comment). Safe to
 * run any number of times: with no old key it does nothing.
 */
export async function migrateLegacyInspections(ownerId: string, fallbackTechnicianName = '', now: Date = new Date()): Promise<LegacyMigrationResult> {
  const result: LegacyMigrationResult = { moved: 0, skipped: 0, leftForOthers: 0, corrupt: false };
  const raw = readStorage(LEGACY_INSPECTIONS_KEY);
  if (raw === null) return result;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Not JSON: kept aside whole (after any earlier backup, never over it), and the app moves on. If the
    // browser refuses the copy, the old key stays where it is: nothing is removed that was not kept.
    const backup = [readStorage(LEGACY_INSPECTIONS_BACKUP_KEY), raw].filter((part) => part !== null).join('\n');
    window.localStorage.setItem(LEGACY_INSPECTIONS_BACKUP_KEY, backup);
    window.localStorage.removeItem(LEGACY_INSPECTIONS_KEY);
    return { ...result, corrupt: true };
  }
  const list = legacyList(parsed);
  const mine = list.filter((old) => belongsTo(old, ownerId));
  const others = list.filter((old) => !belongsTo(old, ownerId));
  await withDeviceDatabase((db) => moveInto(db, ownerId, mine, fallbackTechnicianName, now, result));
  // Only now, with the rows committed, does the old copy go.
  if (others.length > 0) window.localStorage.setItem(LEGACY_INSPECTIONS_KEY, JSON.stringify(others));
  else window.localStorage.removeItem(LEGACY_INSPECTIONS_KEY);
  return { ...result, leftForOthers: others.length };
}

async function moveInto(
  db: DeviceDatabase,
  ownerId: string,
  olds: Json[],
  fallbackTechnicianName: string,
  now: Date,
  result: LegacyMigrationResult,
): Promise<void> {
  await db.transaction('rw', db.inspections, db.outbox, async () => {
    result.moved = 0;
    result.skipped = 0;
    // One moved before and renumbered since (its old number was another's on the server) keeps the old one here.
    const renumbered = new Set(
      (await db.inspections.where('ownerId').equals(ownerId).toArray()).flatMap((row) => (row.previousReportNumber ? [row.previousReportNumber] : [])),
    );
    for (const old of olds) {
      const row = legacyRow(old, ownerId, fallbackTechnicianName, now);
      if (!row) continue;
      if (renumbered.has(row.reportNumber) || (await db.inspections.where('[ownerId+reportNumber]').equals([ownerId, row.reportNumber]).count()) > 0) {
        result.skipped += 1;
        continue;
      }
      await db.inspections.add(row);
      await enqueueInTransaction(db, ownerId, { kind: 'inspection', entityId: row.id, inspectionId: row.id }, now.getTime(), now);
      result.moved += 1;
    }
  });
}

const started = new Map<string, Promise<LegacyMigrationResult | null>>();

/**
 * The move, once per owner per page load (the device store's first open for them). A failure (storage full)
 * leaves the old key in place, so the next load tries again.
 */
export function migrateLegacyInspectionsOnce(ownerId: string, fallbackTechnicianName = ''): Promise<LegacyMigrationResult | null> {
  let run = started.get(ownerId);
  if (!run) {
    run = migrateLegacyInspections(ownerId, fallbackTechnicianName).catch(() => null);
    started.set(ownerId, run);
  }
  return run;
}

/** Tests: forget which owners were moved in this page load. */
export function resetLegacyMigrationForTests(): void {
  started.clear();
}
