import { backflowTestResult, type FindingPriority, type InspectionDocument, type MediaSection } from '@irrigo/contracts';

/** What the document says needs fixing; each kind is a title in findings.json (`findings.suggestions.<kind>`). */
export type SuggestionKind =
  | 'zoneNotWorking'
  | 'zoneRepairs'
  | 'backflowFailed'
  | 'backflowRepair'
  | 'backflowTestDue'
  | 'noRainSensor'
  | 'rainSensorNotShuttingOff'
  | 'noShutOff'
  | 'shutOffBroken'
  | 'shutOffStiff'
  | 'mainLineMajorLeaks'
  | 'mainLineMinorLeaks'
  | 'controllerBattery'
  | 'controllerMalfunctioning'
  | 'controllerProgramming';

export interface FindingSuggestion {
  kind: SuggestionKind;
  priority: FindingPriority;
  section: MediaSection;
  zoneId: string | null;
  /** Values for the title (the zone's number, its issues). */
  values: Record<string, string | number>;
}

/** Zone issues a repair finding names: the ones that need parts, not an adjustment. */
const REPAIR_ISSUES = ['broken-head', 'leak', 'lateral-line-break', 'does-not-pop-up', 'clogged-emitters'] as const;

/**
 * Quick picks for "Add recommendation", read from what the technician already recorded: each fills the
 * title, section, zone and priority. Safety and water waste first (urgent), then what keeps the system
 * healthy (recommended); a quick pick that is already a finding (same section, zone and kind) is left out by
 * the caller, which knows the translated titles.
 */
export function findingSuggestions(document: InspectionDocument): FindingSuggestion[] {
  const found: FindingSuggestion[] = [];
  const add = (
    kind: SuggestionKind,
    priority: FindingPriority,
    section: MediaSection,
    values: Record<string, string | number> = {},
    zoneId: string | null = null,
  ) => found.push({ kind, priority, section, zoneId, values });

  const { backflow, shutOff, rainSensor, mainLine, controller } = document;
  if (backflowTestResult(backflow) === 'fail') add('backflowFailed', 'urgent', 'backflow');
  else if (backflow.repairNeeded) add('backflowRepair', 'urgent', 'backflow');
  if (backflow.certificationStatus === 'expired' || backflow.certificationStatus === 'needs-testing') add('backflowTestDue', 'recommended', 'backflow');

  if (shutOff.hasShutOff === 'no') add('noShutOff', 'urgent', 'shut-off');
  else if (shutOff.operation === 'broken-inoperable') add('shutOffBroken', 'urgent', 'shut-off');
  else if (shutOff.operation === 'stiff-difficult') add('shutOffStiff', 'recommended', 'shut-off');

  if (mainLine.leakDetection === 'major-leaks') add('mainLineMajorLeaks', 'urgent', 'main-line');
  else if (mainLine.leakDetection === 'minor-leaks') add('mainLineMinorLeaks', 'recommended', 'main-line');

  for (const zone of document.zones) {
    const label = zone.description.trim() ? `${zone.number} (${zone.description.trim()})` : String(zone.number);
    if (zone.status === 'not-working') add('zoneNotWorking', 'urgent', 'zone', { zone: label }, zone.id);
    else {
      const repairs = REPAIR_ISSUES.reduce((sum, issue) => sum + (zone.issueCounts[issue] ?? 0), 0);
      if (repairs > 0) add('zoneRepairs', 'recommended', 'zone', { zone: label, count: repairs }, zone.id);
    }
  }

  if (rainSensor.present === 'no') add('noRainSensor', 'recommended', 'rain-sensor');
  else if (rainSensor.testResult === 'does-not-shut-off') add('rainSensorNotShuttingOff', 'recommended', 'rain-sensor');

  if (controller.programmingStatus === 'malfunctioning') add('controllerMalfunctioning', 'urgent', 'controller');
  else if (['needs-adjustment', 'not-programmed', 'incorrect'].includes(controller.programmingStatus)) add('controllerProgramming', 'optional', 'controller');
  if (controller.batteryStatus === 'dead' || controller.batteryStatus === 'missing' || controller.batteryStatus === 'low')
    add('controllerBattery', 'recommended', 'controller');

  return found;
}
