import { useId, type ReactNode } from 'react';
import {
  BACKFLOW_PASS_CRITERIA,
  backflowTestResult,
  ZONE_ISSUES,
  type BackflowAssemblyType,
  type BackflowReadings,
  type BackflowTestResult,
  type InspectionDocument,
} from '@irrigo/contracts';
import { Badge, type BadgeTone } from '@irrigo/ui';
import { READINGS_BY_TYPE } from '../sections/SystemSection';
import { useDetailsText } from './use-details-text';
import styles from './InspectionDetails.module.css';

export interface Fact {
  label: string;
  /** '' (or null) when nothing was recorded: the row is left out. */
  value: ReactNode;
}

/** A section's answers as label / value pairs; unanswered questions are left out, so the page reads like a report. */
export function Facts({ facts }: { facts: Fact[] }) {
  const { t } = useDetailsText();
  const shown = facts.filter((fact) => fact.value !== '' && fact.value !== null && fact.value !== undefined);
  if (shown.length === 0) return <p className={styles.muted}>{t('details.nothingRecorded')}</p>;
  return (
    <dl className={styles.facts}>
      {shown.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled part of the page (h2), named by its heading for assistive technology. */
export function DetailsSection({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The value texts of the form (features/inspection/locales): the same words in the form and here. */
function useValues() {
  const text = useDetailsText();
  const { t, money, quantity } = text;
  return {
    ...text,
    choice: (group: string, value: string) => (value ? t(`form.values.${group}.${value}`) : ''),
    measure: (value: number | null, unit: string) => (value === null ? '' : `${quantity(value)} ${unit}`),
    count: (value: number | null) => (value === null ? '' : quantity(value)),
    cost: (cents: number | null) => (cents === null ? '' : money(cents)),
    yesNo: (value: boolean | null) => (value === null ? '' : value ? t('details.yes') : t('details.no')),
    text: (value: string) => value.trim(),
  };
}

export function CustomerFacts({ document }: { document: InspectionDocument }) {
  const { t, choice, measure, text, day } = useValues();
  const c = document.customer;
  return (
    <DetailsSection title={t('media.sections.customer')}>
      <Facts
        facts={[
          { label: t('form.customer.name'), value: text(c.name) },
          { label: t('form.customer.address'), value: text(c.address) },
          { label: t('form.customer.phone'), value: text(c.phone) },
          { label: t('form.customer.email'), value: text(c.email) },
          { label: t('form.customer.language'), value: t(`form.customer.languages.${c.language}`) },
          { label: t('form.customer.inspectionDate'), value: c.inspectionDate ? day(c.inspectionDate) : '' },
          { label: t('form.customer.technicianName'), value: text(c.technicianName) },
          { label: t('form.customer.propertyType'), value: choice('propertyType', c.propertyType) },
          { label: t('form.customer.systemAge'), value: measure(c.systemAgeYears, t('form.units.years')) },
          { label: t('form.customer.lastServiced'), value: c.lastServiced ? day(c.lastServiced) : '' },
          { label: t('form.customer.waterSource'), value: choice('waterSource', c.waterSource) },
          { label: t('form.customer.staticPressure'), value: measure(c.staticPressurePsi, 'psi') },
        ]}
      />
    </DetailsSection>
  );
}

export function SystemFacts({ document }: { document: InspectionDocument }) {
  const { t, choice, measure, count, cost, text } = useValues();
  const { controller, mainLine, shutOff, rainSensor } = document;
  return (
    <>
      <DetailsSection title={t('form.system.controller.title')}>
        <Facts
          facts={[
            { label: t('form.system.controller.brandModel'), value: text(controller.brandModel) },
            { label: t('form.system.controller.type'), value: choice('controllerType', controller.controllerType) },
            { label: t('form.fields.location'), value: text(controller.location) },
            { label: t('form.system.controller.stationsUsed'), value: count(controller.stationsUsed) },
            { label: t('form.system.controller.stationsAvailable'), value: count(controller.stationsAvailable) },
            { label: t('form.system.controller.programming'), value: choice('programmingStatus', controller.programmingStatus) },
            { label: t('form.system.controller.battery'), value: choice('batteryStatus', controller.batteryStatus) },
            { label: t('form.system.controller.wiring'), value: choice('condition', controller.wiringCondition) },
            { label: t('form.fields.issuesFound'), value: text(controller.issuesFound) },
          ]}
        />
      </DetailsSection>
      <DetailsSection title={t('form.system.mainLine.title')}>
        <Facts
          facts={[
            { label: t('form.system.mainLine.pressure'), value: measure(mainLine.waterPressurePsi, 'psi') },
            { label: t('form.system.mainLine.leaks'), value: choice('leakDetection', mainLine.leakDetection) },
            { label: t('form.system.mainLine.valveBox'), value: choice('valveBoxCondition', mainLine.valveBoxCondition) },
            { label: t('form.fields.issuesFound'), value: text(mainLine.issuesFound) },
            { label: t('form.fields.estimatedCost'), value: cost(mainLine.estimatedCostCents) },
          ]}
        />
      </DetailsSection>
      <BackflowFacts document={document} />
      <DetailsSection title={t('form.system.shutOff.title')}>
        <Facts
          facts={[
            { label: t('form.system.shutOff.has'), value: choice('yesNoUnknown', shutOff.hasShutOff) },
            { label: t('form.fields.location'), value: text(shutOff.location) },
            { label: t('form.fields.condition'), value: choice('condition', shutOff.condition) },
            { label: t('form.system.shutOff.accessibility'), value: choice('shutOffAccessibility', shutOff.accessibility) },
            { label: t('form.system.shutOff.operation'), value: choice('shutOffOperation', shutOff.operation) },
            { label: t('form.system.shutOff.marking'), value: choice('shutOffMarking', shutOff.marking) },
            { label: t('form.fields.issuesFound'), value: text(shutOff.issues) },
            { label: t('form.system.shutOff.recommendedAction'), value: text(shutOff.recommendedAction) },
            { label: t('form.fields.estimatedCost'), value: cost(shutOff.estimatedCostCents) },
          ]}
        />
      </DetailsSection>
      <DetailsSection title={t('form.system.rainSensor.title')}>
        <Facts
          facts={[
            { label: t('form.system.rainSensor.present'), value: choice('yesNoUnknown', rainSensor.present) },
            { label: t('form.system.rainSensor.type'), value: choice('rainSensorType', rainSensor.sensorType) },
            { label: t('form.system.rainSensor.connection'), value: choice('rainSensorConnection', rainSensor.connection) },
            { label: t('form.fields.condition'), value: choice('condition', rainSensor.condition) },
            { label: t('form.system.rainSensor.testResult'), value: choice('sensorTestResult', rainSensor.testResult) },
            { label: t('form.fields.issuesFound'), value: text(rainSensor.issuesFound) },
          ]}
        />
      </DetailsSection>
    </>
  );
}

const RESULT_TONES: Readonly<Record<BackflowTestResult, BadgeTone>> = { pass: 'success', fail: 'danger', incomplete: 'neutral' };

type Reading = keyof BackflowReadings;

/** Readings that are a yes / no (the check valve held), not a pressure. */
const CLOSED_TIGHT: ReadonlySet<Reading> = new Set<Reading>(['checkValve1ClosedTight', 'checkValve2ClosedTight']);

/** The standard minimum each psid reading must reach for the assembly type (BACKFLOW_PASS_CRITERIA). */
function minimumFor(type: BackflowAssemblyType, reading: Reading): number | null {
  const c = BACKFLOW_PASS_CRITERIA;
  switch (type) {
    case 'RP':
      return reading === 'checkValve1Psid' ? c.rpCheckValve1MinPsid : reading === 'reliefValveOpenedPsid' ? c.rpReliefValveMinPsid : c.rpCheckValve2MinPsid;
    case 'DCVA':
      return c.dcvaCheckValveMinPsid;
    case 'PVB':
    case 'SVB':
      return reading === 'airInletOpenedPsid' ? c.vacuumBreakerAirInletMinPsid : c.vacuumBreakerCheckValveMinPsid;
  }
}

function BackflowFacts({ document }: { document: InspectionDocument }) {
  const { t, choice, cost, yesNo, text, quantity, language } = useValues();
  const { backflow } = document;
  // Criteria as test reports write them: 5.0, 2.0, 1.0 psid.
  const criterion = (value: number) => new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { minimumFractionDigits: 1 }).format(value);
  const result = backflowTestResult(backflow);
  const type = backflow.assemblyType;
  const readings = type ? READINGS_BY_TYPE[type] : [];
  return (
    <DetailsSection
      title={t('form.system.backflow.title')}
      aside={
        type ? (
          <span className={styles.result}>
            {t('form.system.backflow.result')} <Badge tone={RESULT_TONES[result]}>{t(`form.system.backflow.results.${result}`)}</Badge>
          </span>
        ) : undefined
      }
    >
      <Facts
        facts={[
          { label: t('form.system.backflow.assemblyType'), value: choice('assemblyType', backflow.assemblyType) },
          { label: t('form.system.backflow.make'), value: text(backflow.make) },
          { label: t('form.system.backflow.model'), value: text(backflow.model) },
          { label: t('form.system.backflow.size'), value: text(backflow.size) },
          { label: t('form.system.backflow.serial'), value: text(backflow.serialNumber) },
          { label: t('form.fields.location'), value: text(backflow.location) },
          { label: t('form.system.backflow.testType'), value: choice('testType', backflow.testType) },
          { label: t('form.fields.condition'), value: choice('condition', backflow.condition) },
          { label: t('form.system.backflow.certification'), value: choice('certificationStatus', backflow.certificationStatus) },
          { label: t('form.system.backflow.repairNeeded'), value: backflow.repairNeeded ? yesNo(true) : '' },
          { label: t('form.fields.issuesFound'), value: text(backflow.issuesFound) },
          { label: t('form.fields.estimatedCost'), value: cost(backflow.estimatedCostCents) },
        ]}
      />
      {type && (
        <table className={styles.readings}>
          <caption>{t('form.system.backflow.readings')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('details.backflow.reading')}</th>
              <th scope="col">{t('details.backflow.measured')}</th>
              <th scope="col">{t('details.backflow.passesAt')}</th>
              <th scope="col">
                <span className={styles.visuallyHidden}>{t('form.system.backflow.result')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {readings.map((reading) => {
              const value = backflow.readings[reading];
              const closedTight = CLOSED_TIGHT.has(reading);
              const minimum = closedTight ? null : minimumFor(type, reading);
              const passes = value === null ? null : typeof value === 'boolean' ? value : minimum === null || value >= minimum;
              return (
                <tr key={reading}>
                  <th scope="row">{t(`form.system.backflow.reading.${reading}`)}</th>
                  <td>{value === null ? t('details.backflow.notRecorded') : typeof value === 'boolean' ? yesNo(value) : `${quantity(value)} psid`}</td>
                  <td>{closedTight ? t('details.backflow.closedTight') : t('details.backflow.atLeast', { value: criterion(minimum ?? 0) })}</td>
                  <td>
                    {passes !== null && (
                      <Badge tone={passes ? 'success' : 'danger'}>{passes ? t('details.backflow.readingPass') : t('details.backflow.readingFail')}</Badge>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </DetailsSection>
  );
}

/** Zones as a table on wide screens; on phones each row stacks into a card with its labels (CSS, same markup). */
export function ZonesTable({ document }: { document: InspectionDocument }) {
  const { t, count, text } = useValues();
  const zones = [...document.zones].sort((a, b) => a.number - b.number);
  return (
    <DetailsSection title={t('details.zones.title')} aside={<span className={styles.muted}>{t('details.zones.count', { count: zones.length })}</span>}>
      {zones.length === 0 ? (
        <p className={styles.muted}>{t('details.zones.none')}</p>
      ) : (
        <table className={styles.zones}>
          <thead>
            <tr>
              <th scope="col">{t('details.zones.zone')}</th>
              <th scope="col">{t('form.zones.description')}</th>
              <th scope="col">{t('form.zones.type')}</th>
              <th scope="col">{t('form.zones.headCount')}</th>
              <th scope="col">{t('form.zones.status')}</th>
              <th scope="col">{t('form.zones.issues')}</th>
              <th scope="col">{t('form.zones.notes')}</th>
            </tr>
          </thead>
          <tbody>
            {zones.map((zone) => {
              const issues = ZONE_ISSUES.filter((issue) => (zone.issueCounts[issue] ?? 0) > 0).map((issue) =>
                t('form.zones.countOf', { issue: t(`form.values.zoneIssue.${issue}`), count: zone.issueCounts[issue] }),
              );
              const zoneType = zone.zoneType ? t(`form.values.zoneType.${zone.zoneType}`) : '';
              return (
                <tr key={zone.id}>
                  <th scope="row" data-label={t('details.zones.zone')}>
                    {zone.number}
                  </th>
                  <td data-label={t('form.zones.description')}>{text(zone.description)}</td>
                  <td data-label={t('form.zones.type')}>{zoneType}</td>
                  <td data-label={t('form.zones.headCount')}>{count(zone.headCount)}</td>
                  <td data-label={t('form.zones.status')}>
                    <Badge tone={zone.status === 'zone-ok' ? 'success' : 'danger'}>{t(`form.values.zoneStatus.${zone.status}`)}</Badge>
                  </td>
                  <td data-label={t('form.zones.issues')}>{issues.length > 0 ? issues.join(', ') : t('details.zones.noIssues')}</td>
                  <td data-label={t('form.zones.notes')}>{text(zone.notes)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </DetailsSection>
  );
}

export function SummaryFacts({ document }: { document: InspectionDocument }) {
  const { t, choice, text } = useValues();
  return (
    <DetailsSection title={t('form.summary.assessment')}>
      <Facts
        facts={[
          { label: t('form.summary.overall'), value: choice('condition', document.summary.overallAssessment) },
          { label: t('form.summary.notes'), value: text(document.summary.notes) },
        ]}
      />
    </DetailsSection>
  );
}
