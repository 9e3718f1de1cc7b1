/**
 * The irrigation inspection form (spec §3 "Inspection form data"), shared by the technician's device, the
 * service that stores it and the report. Value lists keep the spec's values exactly (as stable codes; the
 * screens translate them); fields beyond the spec are what professional auditors record
 * (research/irrigation-inspection.md) and are all optional, so the quick path stays quick.
 *
 * Money is integer cents. Dates are ISO `YYYY-MM-DD`; instants ISO date-times. An empty choice is `''`,
 * an empty number `null`.
 */

// ---------------------------------------------------------------------------------------------------
// Value lists (spec §3)

export const PROPERTY_TYPES = ['residential', 'commercial', 'hoa-community', 'municipal'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROGRAMMING_STATUSES = ['properly-programmed', 'needs-adjustment', 'not-programmed', 'malfunctioning', 'correct', 'incorrect'] as const;
export type ProgrammingStatus = (typeof PROGRAMMING_STATUSES)[number];

export const BATTERY_STATUSES = ['good', 'low', 'dead', 'missing'] as const;
export type BatteryStatus = (typeof BATTERY_STATUSES)[number];

export const LEAK_DETECTIONS = ['no-leaks', 'minor-leaks', 'major-leaks'] as const;
export type LeakDetection = (typeof LEAK_DETECTIONS)[number];

export const VALVE_BOX_CONDITIONS = ['good', 'fair', 'poor', 'missing'] as const;
export type ValveBoxCondition = (typeof VALVE_BOX_CONDITIONS)[number];

export const CERTIFICATION_STATUSES = ['certified', 'expired', 'needs-testing', 'unknown'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** Has shut-off (spec), and whether a rain sensor is present (same answers). */
export const YES_NO_UNKNOWN = ['yes', 'no', 'unknown'] as const;
export type YesNoUnknown = (typeof YES_NO_UNKNOWN)[number];

export const SHUT_OFF_ACCESSIBILITIES = ['easy-access', 'difficult-access', 'buried-hidden', 'locked', 'obstructed'] as const;
export type ShutOffAccessibility = (typeof SHUT_OFF_ACCESSIBILITIES)[number];

export const SHUT_OFF_OPERATIONS = ['works-properly', 'stiff-difficult', 'broken-inoperable'] as const;
export type ShutOffOperation = (typeof SHUT_OFF_OPERATIONS)[number];

export const SHUT_OFF_MARKINGS = ['clearly-marked', 'poorly-marked', 'not-marked'] as const;
export type ShutOffMarking = (typeof SHUT_OFF_MARKINGS)[number];

/** The condition scale (spec §3): every "condition" field and the summary's overall assessment. */
export const CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'failed', 'missing'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const ZONE_STATUSES = ['zone-ok', 'not-working'] as const;
export type ZoneStatus = (typeof ZONE_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------
// Value lists beyond the spec (research/irrigation-inspection.md)

/** Backflow assembly types: reduced pressure, double check, pressure vacuum breaker, spill-resistant VB. */
export const BACKFLOW_ASSEMBLY_TYPES = ['RP', 'DCVA', 'PVB', 'SVB'] as const;
export type BackflowAssemblyType = (typeof BACKFLOW_ASSEMBLY_TYPES)[number];

export const BACKFLOW_TEST_TYPES = ['initial', 'annual', 'after-repair'] as const;
export type BackflowTestType = (typeof BACKFLOW_TEST_TYPES)[number];

export const WATER_SOURCES = ['city', 'well', 'reclaimed'] as const;
export type WaterSource = (typeof WATER_SOURCES)[number];

export const CONTROLLER_TYPES = ['timer', 'smart'] as const;
export type ControllerType = (typeof CONTROLLER_TYPES)[number];

export const RAIN_SENSOR_TYPES = ['rain', 'rain-freeze', 'soil-moisture'] as const;
export type RainSensorType = (typeof RAIN_SENSOR_TYPES)[number];

export const RAIN_SENSOR_CONNECTIONS = ['wired', 'wireless'] as const;
export type RainSensorConnection = (typeof RAIN_SENSOR_CONNECTIONS)[number];

/** Whether the sensor shut irrigation off when tested. */
export const SENSOR_TEST_RESULTS = ['shuts-off', 'does-not-shut-off', 'not-tested'] as const;
export type SensorTestResult = (typeof SENSOR_TEST_RESULTS)[number];

export const ZONE_TYPES = ['spray', 'rotor', 'rotary-nozzle', 'drip', 'bubbler'] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

/** What an auditor counts per zone; the form shows the first five, the rest on "More issues". */
export const ZONE_ISSUES = [
  'broken-head',
  'clogged-nozzle',
  'misaligned',
  'leak',
  'low-pressure',
  'high-pressure',
  'sunken-head',
  'tilted-head',
  'blocked-by-plants',
  'does-not-pop-up',
  'lateral-line-break',
  'dry-spots',
  'runoff',
  'clogged-emitters',
] as const;
export type ZoneIssue = (typeof ZONE_ISSUES)[number];

/** Where a photo or video belongs; `zone` also names the zone (`zoneId`). */
export const MEDIA_SECTIONS = ['customer', 'controller', 'main-line', 'backflow', 'shut-off', 'rain-sensor', 'zone', 'summary'] as const;
export type MediaSection = (typeof MEDIA_SECTIONS)[number];

export const MEDIA_KINDS = ['photo', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const SIGNER_ROLES = ['customer', 'technician'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** Good / Better / Best options a customer chooses from for one finding. */
export const RECOMMENDATION_TIERS = ['good', 'better', 'best'] as const;
export type RecommendationTier = (typeof RECOMMENDATION_TIERS)[number];

export const FINDING_PRIORITIES = ['urgent', 'recommended', 'optional'] as const;
export type FindingPriority = (typeof FINDING_PRIORITIES)[number];

// ---------------------------------------------------------------------------------------------------
// Limits

export const INSPECTION_LIMITS = {
  /** One-line text: names, brands, serials, locations. */
  shortText: 200,
  /** Notes and "issues found". */
  longText: 4000,
  zones: 200,
  headCount: 10_000,
  issueCount: 1_000,
  /** Photos and videos per inspection. */
  media: 300,
  findings: 100,
  optionsPerFinding: RECOMMENDATION_TIERS.length,
  linesPerOption: 50,
  quantityMax: 100_000,
  pressurePsiMax: 300,
  psidMax: 50,
  systemAgeYearsMax: 100,
  stationsMax: 500,
  /** A section's estimated cost and a line's unit price: $1,000,000.00. */
  centsMax: 100_000_000,
  /** A drawn signature as SVG. */
  signatureSvgBytes: 200_000,
} as const;

/** Photos are resized on the device to this longest side (JPEG) before the 10 MB limit applies. */
export const MEDIA_MAX_EDGE_PX = 2048;
/** The server's thumbnail for lists, longest side. */
export const MEDIA_THUMBNAIL_EDGE_PX = 320;
/** Image and video types accepted (checked by magic bytes on the server). */
export const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export const MEDIA_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

// ---------------------------------------------------------------------------------------------------
// The document

export interface InspectionCustomer {
  /** Picked from My customers (services/org), else null for a customer entered by hand. */
  customerId: string | null;
  siteId: string | null;
  name: string;
  address: string;
  phone: string;
  email: string;
  /** YYYY-MM-DD */
  inspectionDate: string;
  technicianName: string;
  propertyType: PropertyType | '';
  systemAgeYears: number | null;
  /** YYYY-MM-DD, '' when unknown. */
  lastServiced: string;
  /** The customer's language: the report is written in it. */
  language: 'en' | 'es';
  waterSource: WaterSource | '';
  staticPressurePsi: number | null;
}

export interface ControllerSection {
  /** Brand and model; a known one picked or typed freely (spec: custom entry allowed). */
  brandModel: string;
  controllerType: ControllerType | '';
  location: string;
  stationsUsed: number | null;
  stationsAvailable: number | null;
  programmingStatus: ProgrammingStatus | '';
  batteryStatus: BatteryStatus | '';
  wiringCondition: Condition | '';
  issuesFound: string;
}

export interface MainLineSection {
  waterPressurePsi: number | null;
  leakDetection: LeakDetection | '';
  valveBoxCondition: ValveBoxCondition | '';
  issuesFound: string;
  estimatedCostCents: number | null;
}

/** Test readings in psid; which apply depends on the assembly type (see `backflowTestResult`). */
export interface BackflowReadings {
  checkValve1Psid: number | null;
  checkValve1ClosedTight: boolean | null;
  checkValve2Psid: number | null;
  checkValve2ClosedTight: boolean | null;
  reliefValveOpenedPsid: number | null;
  airInletOpenedPsid: number | null;
  /** The PVB/SVB check valve. */
  checkValvePsid: number | null;
}

export interface BackflowSection {
  /** The spec's "type". */
  assemblyType: BackflowAssemblyType | '';
  condition: Condition | '';
  certificationStatus: CertificationStatus | '';
  issuesFound: string;
  repairNeeded: boolean;
  estimatedCostCents: number | null;
  make: string;
  model: string;
  size: string;
  serialNumber: string;
  location: string;
  testType: BackflowTestType | '';
  readings: BackflowReadings;
}

export interface ShutOffSection {
  hasShutOff: YesNoUnknown | '';
  location: string;
  condition: Condition | '';
  accessibility: ShutOffAccessibility | '';
  operation: ShutOffOperation | '';
  marking: ShutOffMarking | '';
  issues: string;
  recommendedAction: string;
  estimatedCostCents: number | null;
}

/** Rain sensor "with photos": its photos are media with section `rain-sensor`. */
export interface RainSensorSection {
  present: YesNoUnknown | '';
  sensorType: RainSensorType | '';
  connection: RainSensorConnection | '';
  condition: Condition | '';
  testResult: SensorTestResult | '';
  issuesFound: string;
}

export interface Zone {
  /** UUIDv7 made on the device. */
  id: string;
  number: number;
  description: string;
  zoneType: ZoneType | '';
  headCount: number | null;
  /** Counts per issue; a missing issue is 0. */
  issueCounts: Partial<Record<ZoneIssue, number>>;
  status: ZoneStatus;
  notes: string;
}

/** A photo or video; its bytes live on the device (Blob) and on the server under the same id. */
export interface MediaEntry {
  /** UUIDv7 made on the device; the upload's id too. */
  id: string;
  kind: MediaKind;
  caption: string;
  section: MediaSection;
  /** The zone, when `section` is `zone`. */
  zoneId: string | null;
  /** Included / Excluded in the PDF. */
  includeInPdf: boolean;
  contentType: string;
  byteSize: number;
  /** ISO date-time the file was taken or picked. */
  capturedAt: string;
}

export interface RecommendationLine {
  id: string;
  /** The pricebook item it came from, null for a line written by hand. */
  pricebookItemId: string | null;
  name: string;
  /** Up to 2 decimals (e.g. 1.5 hours). */
  quantity: number;
  unitPriceCents: number;
}

export interface RecommendationOption {
  id: string;
  /** null for a finding with one option (no Good / Better / Best). */
  tier: RecommendationTier | null;
  lines: RecommendationLine[];
}

/** One thing found, with what it would take to fix it. */
export interface Finding {
  id: string;
  title: string;
  priority: FindingPriority | '';
  section: MediaSection | '';
  zoneId: string | null;
  options: RecommendationOption[];
  /** The option the customer chose; null: not chosen yet (the total counts the first option). */
  chosenOptionId: string | null;
}

export interface SummarySection {
  overallAssessment: Condition | '';
  notes: string;
}

export interface Signature {
  signerName: string;
  /** ISO date-time */
  signedAt: string;
  /** The drawing as SVG (vector, small, sharp in the PDF). */
  svg: string;
  /** `signedContentHash` of the document when it was signed: a different hash means it must be signed again. */
  contentHash: string;
}

export interface InspectionSignatures {
  customer: Signature | null;
  technician: Signature | null;
}

export const INSPECTION_DOCUMENT_SCHEMA = 1;

export interface InspectionDocument {
  schemaVersion: typeof INSPECTION_DOCUMENT_SCHEMA;
  customer: InspectionCustomer;
  controller: ControllerSection;
  mainLine: MainLineSection;
  backflow: BackflowSection;
  shutOff: ShutOffSection;
  rainSensor: RainSensorSection;
  zones: Zone[];
  media: MediaEntry[];
  findings: Finding[];
  summary: SummarySection;
  signatures: InspectionSignatures;
}

/** A new, empty inspection for a technician on a day. */
export function emptyInspectionDocument(init: { technicianName: string; inspectionDate: string; language?: 'en' | 'es' }): InspectionDocument {
  return {
    schemaVersion: INSPECTION_DOCUMENT_SCHEMA,
    customer: {
      customerId: null,
      siteId: null,
      name: '',
      address: '',
      phone: '',
      email: '',
      inspectionDate: init.inspectionDate,
      technicianName: init.technicianName,
      propertyType: '',
      systemAgeYears: null,
      lastServiced: '',
      language: init.language ?? 'en',
      waterSource: '',
      staticPressurePsi: null,
    },
    controller: {
      brandModel: '',
      controllerType: '',
      location: '',
      stationsUsed: null,
      stationsAvailable: null,
      programmingStatus: '',
      batteryStatus: '',
      wiringCondition: '',
      issuesFound: '',
    },
    mainLine: { waterPressurePsi: null, leakDetection: '', valveBoxCondition: '', issuesFound: '', estimatedCostCents: null },
    backflow: {
      assemblyType: '',
      condition: '',
      certificationStatus: '',
      issuesFound: '',
      repairNeeded: false,
      estimatedCostCents: null,
      make: '',
      model: '',
      size: '',
      serialNumber: '',
      location: '',
      testType: '',
      readings: {
        checkValve1Psid: null,
        checkValve1ClosedTight: null,
        checkValve2Psid: null,
        checkValve2ClosedTight: null,
        reliefValveOpenedPsid: null,
        airInletOpenedPsid: null,
        checkValvePsid: null,
      },
    },
    shutOff: {
      hasShutOff: '',
      location: '',
      condition: '',
      accessibility: '',
      operation: '',
      marking: '',
      issues: '',
      recommendedAction: '',
      estimatedCostCents: null,
    },
    rainSensor: { present: '', sensorType: '', connection: '', condition: '', testResult: '', issuesFound: '' },
    zones: [],
    media: [],
    findings: [],
    summary: { overallAssessment: '', notes: '' },
    signatures: { customer: null, technician: null },
  };
}

// ---------------------------------------------------------------------------------------------------
// Rules shared by the device, the service and the report

/** Standard backflow test criteria (psid), per assembly type. */
export const BACKFLOW_PASS_CRITERIA = {
  rpCheckValve1MinPsid: 5.0,
  rpReliefValveMinPsid: 2.0,
  rpCheckValve2MinPsid: 1.0,
  dcvaCheckValveMinPsid: 1.0,
  vacuumBreakerAirInletMinPsid: 1.0,
  vacuumBreakerCheckValveMinPsid: 1.0,
} as const;

export type BackflowTestResult = 'pass' | 'fail' | 'incomplete';

/**
 * Pass or fail from the readings, by the standard test report criteria: RP check 1 ≥ 5.0, relief opens at
 * ≥ 2.0, check 2 ≥ 1.0; DCVA both checks ≥ 1.0 and closed tight; PVB and SVB air inlet opens at ≥ 1.0
 * and check ≥ 1.0. A reading that fails decides at once; otherwise `incomplete` until every reading the
 * type needs is there. No type: incomplete.
 */
export function backflowTestResult(section: Pick<BackflowSection, 'assemblyType' | 'readings'>): BackflowTestResult {
  const r = section.readings;
  const c = BACKFLOW_PASS_CRITERIA;
  const checks: (boolean | null)[] = (() => {
    switch (section.assemblyType) {
      case 'RP':
        return [
          atLeast(r.checkValve1Psid, c.rpCheckValve1MinPsid),
          atLeast(r.reliefValveOpenedPsid, c.rpReliefValveMinPsid),
          atLeast(r.checkValve2Psid, c.rpCheckValve2MinPsid),
        ];
      case 'DCVA':
        return [
          atLeast(r.checkValve1Psid, c.dcvaCheckValveMinPsid),
          r.checkValve1ClosedTight,
          atLeast(r.checkValve2Psid, c.dcvaCheckValveMinPsid),
          r.checkValve2ClosedTight,
        ];
      case 'PVB':
      case 'SVB':
        return [atLeast(r.airInletOpenedPsid, c.vacuumBreakerAirInletMinPsid), atLeast(r.checkValvePsid, c.vacuumBreakerCheckValveMinPsid)];
      default:
        return [null];
    }
  })();
  if (checks.includes(false)) return 'fail';
  return checks.includes(null) ? 'incomplete' : 'pass';
}

function atLeast(value: number | null, minimum: number): boolean | null {
  return value === null ? null : value >= minimum;
}

/**
 * A line's amount: quantity × unit price, rounded half up to the cent. Quantities have at most 2 decimals, so
 * the product is taken in integer hundredths: 0.29 × $0.50 is exactly 14.5 cents → 15, where floating point
 * would give 14.499… → 14.
 */
export function lineTotalCents(line: Pick<RecommendationLine, 'quantity' | 'unitPriceCents'>): number {
  const hundredths = Math.round(line.quantity * 100);
  return Math.round((hundredths * line.unitPriceCents) / 100);
}

/** The option a finding counts: the customer's choice, else the first. */
export function countedOption(finding: Pick<Finding, 'options' | 'chosenOptionId'>): RecommendationOption | undefined {
  return finding.options.find((option) => option.id === finding.chosenOptionId) ?? finding.options[0];
}

/**
 * The inspection's estimated total in cents: the sections' estimated costs (main line, backflow,
 * shut-off) plus each finding's counted option.
 */
export function estimatedTotalCents(document: Pick<InspectionDocument, 'mainLine' | 'backflow' | 'shutOff' | 'findings'>): number {
  const sections = [document.mainLine.estimatedCostCents, document.backflow.estimatedCostCents, document.shutOff.estimatedCostCents].reduce<number>(
    (sum, cents) => sum + (cents ?? 0),
    0,
  );
  return document.findings.reduce(
    (sum, finding) => sum + (countedOption(finding)?.lines.reduce((lines, line) => lines + lineTotalCents(line), 0) ?? 0),
    sections,
  );
}

/** Cents as the spec's dollars string with 2 decimals ("1250.00"). */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The fields a completed inspection must have, as paths into the document (the form translates them). */
export const REQUIRED_FOR_COMPLETION = [
  'customer.name',
  'customer.address',
  'customer.inspectionDate',
  'customer.technicianName',
  'summary.overallAssessment',
  'signatures.technician',
] as const;
export type CompletionRequirement = (typeof REQUIRED_FOR_COMPLETION)[number];

/** What is still missing before the inspection can be completed (empty: it can). */
export function missingForCompletion(document: InspectionDocument): CompletionRequirement[] {
  const present: Record<CompletionRequirement, boolean> = {
    'customer.name': document.customer.name.trim() !== '',
    'customer.address': document.customer.address.trim() !== '',
    'customer.inspectionDate': /^\d{4}-\d{2}-\d{2}$/.test(document.customer.inspectionDate),
    'customer.technicianName': document.customer.technicianName.trim() !== '',
    'summary.overallAssessment': document.summary.overallAssessment !== '',
    'signatures.technician': document.signatures.technician !== null,
  };
  return REQUIRED_FOR_COMPLETION.filter((requirement) => !present[requirement]);
}

/**
 * What a signature vouches for: the whole document except the signatures themselves and the media's
 * bytes, as canonical JSON (keys sorted). Hash it (SHA-256, hex) to get `Signature.contentHash`; when the
 * hash of the current document differs, what was signed has changed and the signature no longer holds.
 */
export function signedContent(document: InspectionDocument): string {
  const { signatures: _signatures, ...signed } = document;
  return canonicalJson(signed);
}

/** JSON with object keys sorted, so equal documents give equal text whatever order keys were set in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------------
// Ids and report numbers, made on the device

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The report number of an inspection, from its UUIDv7 id alone: `IR-` + the id's creation day (UTC,
 * YYMMDD) + `-` + 8 Crockford base-32 characters of its random bits. Made on the device with no server,
 * the same forever for that id, and unique across devices (40 random bits per day).
 */
export function reportNumberFor(inspectionId: string): string {
  const hex = inspectionId.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex) || hex[12] !== '7') throw new Error(`Not a UUIDv7: ${inspectionId}`);
  const created = new Date(parseInt(hex.slice(0, 12), 16));
  const day = created.toISOString().slice(2, 10).replace(/-/g, '');
  // The last 40 bits of the id: all random in a UUIDv7 (rand_b).
  let random = BigInt(`0x${hex.slice(22)}`);
  let suffix = '';
  for (let i = 0; i < 8; i += 1) {
    suffix = CROCKFORD[Number(random & 31n)] + suffix;
    random >>= 5n;
  }
  return `IR-${day}-${suffix}`;
}

export const REPORT_NUMBER_PATTERN = /^IR-\d{6}-[0-9A-HJKMNP-TV-Z]{8}$/;

// ---------------------------------------------------------------------------------------------------
// The API (services/inspections)

/** PUT /api/inspections/{id}: creates or updates. Updates send `If-Match: "<version>"` (412 stale, 428 missing). */
export interface PutInspectionRequest {
  reportNumber: string;
  /** `completed` validates `REQUIRED_FOR_COMPLETION` on the server and stamps completedDate. */
  status: 'draft' | 'completed';
  document: InspectionDocument;
  /** ISO date-time the device created it (kept from the first PUT). */
  createdAt: string;
  /** ISO date-time of the device's last save. */
  savedAt: string;
}

/** An inspection as the service holds it (GET and PUT answers; ETag carries `version`). */
export interface InspectionRecord {
  id: string;
  reportNumber: string;
  status: string;
  version: number;
  document: InspectionDocument;
  clientName: string;
  clientAddress: string;
  /** Dollars, 2 decimals, from `estimatedTotalCents(document)`. */
  estimatedTotal: string;
  technicianId: string | null;
  inspectorName: string;
  locationId: string | null;
  createdAt: string;
  savedAt: string;
  updatedAt: string;
  completedDate: string | null;
  /** Media ids the server holds bytes for (the rest are still to upload). */
  uploadedMediaIds: string[];
}

/** PUT /api/inspections/{id}/media/{mediaId} (the file is the body): what the server stored. */
export interface StoredMedia {
  id: string;
  inspectionId: string;
  kind: MediaKind;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  hasThumbnail: boolean;
  createdAt: string;
}
