import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@irrigo/ui';
import {
  BACKFLOW_ASSEMBLY_TYPES,
  BACKFLOW_TEST_TYPES,
  BATTERY_STATUSES,
  backflowTestResult,
  CERTIFICATION_STATUSES,
  CONDITIONS,
  CONTROLLER_TYPES,
  INSPECTION_LIMITS,
  LEAK_DETECTIONS,
  PROGRAMMING_STATUSES,
  RAIN_SENSOR_CONNECTIONS,
  RAIN_SENSOR_TYPES,
  SENSOR_TEST_RESULTS,
  SHUT_OFF_ACCESSIBILITIES,
  SHUT_OFF_MARKINGS,
  SHUT_OFF_OPERATIONS,
  VALVE_BOX_CONDITIONS,
  YES_NO_UNKNOWN,
  type BackflowAssemblyType,
  type BackflowReadings,
  type BackflowTestResult,
} from '@irrigo/contracts';
import { CheckboxField, FieldGroup, MoneyField, NumberField, SelectField, TextAreaField, TextField, YesNoField } from '../components/fields';
import { INSPECTION_NAMESPACE } from '../i18n';
import { MediaStrip } from '../parts';
import type { SectionProps } from '../section-props';
import styles from './sections.module.css';

type PsidReading = 'checkValve1Psid' | 'checkValve2Psid' | 'reliefValveOpenedPsid' | 'airInletOpenedPsid' | 'checkValvePsid';
type ClosedTightReading = 'checkValve1ClosedTight' | 'checkValve2ClosedTight';

/** The readings each assembly's test report asks for (backflowTestResult decides with the same ones). */
export const READINGS_BY_TYPE: Readonly<Record<BackflowAssemblyType, readonly (PsidReading | ClosedTightReading)[]>> = {
  RP: ['checkValve1Psid', 'reliefValveOpenedPsid', 'checkValve2Psid'],
  DCVA: ['checkValve1Psid', 'checkValve1ClosedTight', 'checkValve2Psid', 'checkValve2ClosedTight'],
  PVB: ['airInletOpenedPsid', 'checkValvePsid'],
  SVB: ['airInletOpenedPsid', 'checkValvePsid'],
};

const RESULT_TONES: Readonly<Record<BackflowTestResult, BadgeTone>> = { pass: 'success', fail: 'danger', incomplete: 'neutral' };

const isClosedTight = (reading: PsidReading | ClosedTightReading): reading is ClosedTightReading => reading.endsWith('ClosedTight');

/** System: the controller, main line, backflow assembly, emergency shut-off and rain sensor. */
export function SystemSection(props: SectionProps) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const { document, change } = props;
  const { controller, mainLine, backflow, shutOff, rainSensor } = document;
  const result = backflowTestResult(backflow);
  const readings = backflow.assemblyType ? READINGS_BY_TYPE[backflow.assemblyType] : [];
  const setReading = <K extends keyof BackflowReadings>(key: K, value: BackflowReadings[K]) => change((d) => void (d.backflow.readings[key] = value));

  return (
    <div className={styles.body}>
      <FieldGroup title={t('form.system.controller.title')} id="system-controller">
        <TextField
          path="controller.brandModel"
          label={t('form.system.controller.brandModel')}
          value={controller.brandModel}
          onChange={(v) => change((d) => void (d.controller.brandModel = v))}
        />
        <SelectField
          path="controller.controllerType"
          label={t('form.system.controller.type')}
          options={CONTROLLER_TYPES}
          group="controllerType"
          value={controller.controllerType}
          onChange={(v) => change((d) => void (d.controller.controllerType = v))}
        />
        <TextField
          path="controller.location"
          label={t('form.fields.location')}
          value={controller.location}
          onChange={(v) => change((d) => void (d.controller.location = v))}
        />
        <NumberField
          path="controller.stationsUsed"
          label={t('form.system.controller.stationsUsed')}
          max={INSPECTION_LIMITS.stationsMax}
          value={controller.stationsUsed}
          onChange={(v) => change((d) => void (d.controller.stationsUsed = v))}
        />
        <NumberField
          path="controller.stationsAvailable"
          label={t('form.system.controller.stationsAvailable')}
          max={INSPECTION_LIMITS.stationsMax}
          value={controller.stationsAvailable}
          onChange={(v) => change((d) => void (d.controller.stationsAvailable = v))}
        />
        <SelectField
          path="controller.programmingStatus"
          label={t('form.system.controller.programming')}
          options={PROGRAMMING_STATUSES}
          group="programmingStatus"
          value={controller.programmingStatus}
          onChange={(v) => change((d) => void (d.controller.programmingStatus = v))}
        />
        <SelectField
          path="controller.batteryStatus"
          label={t('form.system.controller.battery')}
          options={BATTERY_STATUSES}
          group="batteryStatus"
          value={controller.batteryStatus}
          onChange={(v) => change((d) => void (d.controller.batteryStatus = v))}
        />
        <SelectField
          path="controller.wiringCondition"
          label={t('form.system.controller.wiring')}
          options={CONDITIONS}
          group="condition"
          value={controller.wiringCondition}
          onChange={(v) => change((d) => void (d.controller.wiringCondition = v))}
        />
        <TextAreaField
          path="controller.issuesFound"
          label={t('form.fields.issuesFound')}
          value={controller.issuesFound}
          onChange={(v) => change((d) => void (d.controller.issuesFound = v))}
        />
        <div className={styles.wideSlot}>
          <MediaStrip {...props} section="controller" />
        </div>
      </FieldGroup>

      <FieldGroup title={t('form.system.mainLine.title')} id="system-main-line">
        <NumberField
          path="mainLine.waterPressurePsi"
          label={t('form.system.mainLine.pressure')}
          unit="psi"
          decimals
          max={INSPECTION_LIMITS.pressurePsiMax}
          value={mainLine.waterPressurePsi}
          onChange={(v) => change((d) => void (d.mainLine.waterPressurePsi = v))}
        />
        <SelectField
          path="mainLine.leakDetection"
          label={t('form.system.mainLine.leaks')}
          options={LEAK_DETECTIONS}
          group="leakDetection"
          value={mainLine.leakDetection}
          onChange={(v) => change((d) => void (d.mainLine.leakDetection = v))}
        />
        <SelectField
          path="mainLine.valveBoxCondition"
          label={t('form.system.mainLine.valveBox')}
          options={VALVE_BOX_CONDITIONS}
          group="valveBoxCondition"
          value={mainLine.valveBoxCondition}
          onChange={(v) => change((d) => void (d.mainLine.valveBoxCondition = v))}
        />
        <MoneyField
          path="mainLine.estimatedCostCents"
          label={t('form.fields.estimatedCost')}
          cents={mainLine.estimatedCostCents}
          onChange={(v) => change((d) => void (d.mainLine.estimatedCostCents = v))}
        />
        <TextAreaField
          path="mainLine.issuesFound"
          label={t('form.fields.issuesFound')}
          value={mainLine.issuesFound}
          onChange={(v) => change((d) => void (d.mainLine.issuesFound = v))}
        />
        <div className={styles.wideSlot}>
          <MediaStrip {...props} section="main-line" />
        </div>
      </FieldGroup>

      <FieldGroup title={t('form.system.backflow.title')} id="system-backflow">
        <SelectField
          path="backflow.assemblyType"
          label={t('form.system.backflow.assemblyType')}
          options={BACKFLOW_ASSEMBLY_TYPES}
          group="assemblyType"
          value={backflow.assemblyType}
          onChange={(v) => change((d) => void (d.backflow.assemblyType = v))}
        />
        <TextField
          path="backflow.make"
          label={t('form.system.backflow.make')}
          value={backflow.make}
          onChange={(v) => change((d) => void (d.backflow.make = v))}
        />
        <TextField
          path="backflow.model"
          label={t('form.system.backflow.model')}
          value={backflow.model}
          onChange={(v) => change((d) => void (d.backflow.model = v))}
        />
        <TextField
          path="backflow.size"
          label={t('form.system.backflow.size')}
          value={backflow.size}
          onChange={(v) => change((d) => void (d.backflow.size = v))}
        />
        <TextField
          path="backflow.serialNumber"
          label={t('form.system.backflow.serial')}
          value={backflow.serialNumber}
          onChange={(v) => change((d) => void (d.backflow.serialNumber = v))}
        />
        <TextField
          path="backflow.location"
          label={t('form.fields.location')}
          value={backflow.location}
          onChange={(v) => change((d) => void (d.backflow.location = v))}
        />
        <SelectField
          path="backflow.testType"
          label={t('form.system.backflow.testType')}
          options={BACKFLOW_TEST_TYPES}
          group="testType"
          value={backflow.testType}
          onChange={(v) => change((d) => void (d.backflow.testType = v))}
        />
        {readings.length > 0 && (
          <fieldset className={styles.readings}>
            <legend>{t('form.system.backflow.readings')}</legend>
            {readings.map((reading) =>
              isClosedTight(reading) ? (
                <YesNoField
                  key={reading}
                  path={`backflow.readings.${reading}`}
                  label={t(`form.system.backflow.reading.${reading}`)}
                  value={backflow.readings[reading]}
                  onChange={(v) => setReading(reading, v)}
                />
              ) : (
                <NumberField
                  key={reading}
                  path={`backflow.readings.${reading}`}
                  label={t(`form.system.backflow.reading.${reading}`)}
                  unit="psid"
                  decimals
                  max={INSPECTION_LIMITS.psidMax}
                  value={backflow.readings[reading]}
                  onChange={(v) => setReading(reading, v)}
                />
              ),
            )}
          </fieldset>
        )}
        <p className={styles.result} role="status">
          {t('form.system.backflow.result')}
          <Badge tone={RESULT_TONES[result]}>{t(`form.system.backflow.results.${result}`)}</Badge>
        </p>
        <SelectField
          path="backflow.condition"
          label={t('form.fields.condition')}
          options={CONDITIONS}
          group="condition"
          value={backflow.condition}
          onChange={(v) => change((d) => void (d.backflow.condition = v))}
        />
        <SelectField
          path="backflow.certificationStatus"
          label={t('form.system.backflow.certification')}
          options={CERTIFICATION_STATUSES}
          group="certificationStatus"
          value={backflow.certificationStatus}
          onChange={(v) => change((d) => void (d.backflow.certificationStatus = v))}
        />
        <TextAreaField
          path="backflow.issuesFound"
          label={t('form.fields.issuesFound')}
          value={backflow.issuesFound}
          onChange={(v) => change((d) => void (d.backflow.issuesFound = v))}
        />
        <CheckboxField
          path="backflow.repairNeeded"
          label={t('form.system.backflow.repairNeeded')}
          checked={backflow.repairNeeded}
          onChange={(v) => change((d) => void (d.backflow.repairNeeded = v))}
        />
        <MoneyField
          path="backflow.estimatedCostCents"
          label={t('form.fields.estimatedCost')}
          cents={backflow.estimatedCostCents}
          onChange={(v) => change((d) => void (d.backflow.estimatedCostCents = v))}
        />
        <div className={styles.wideSlot}>
          <MediaStrip {...props} section="backflow" />
        </div>
      </FieldGroup>

      <FieldGroup title={t('form.system.shutOff.title')} id="system-shut-off">
        <SelectField
          path="shutOff.hasShutOff"
          label={t('form.system.shutOff.has')}
          options={YES_NO_UNKNOWN}
          group="yesNoUnknown"
          value={shutOff.hasShutOff}
          onChange={(v) => change((d) => void (d.shutOff.hasShutOff = v))}
        />
        <TextField
          path="shutOff.location"
          label={t('form.fields.location')}
          value={shutOff.location}
          onChange={(v) => change((d) => void (d.shutOff.location = v))}
        />
        <SelectField
          path="shutOff.condition"
          label={t('form.fields.condition')}
          options={CONDITIONS}
          group="condition"
          value={shutOff.condition}
          onChange={(v) => change((d) => void (d.shutOff.condition = v))}
        />
        <SelectField
          path="shutOff.accessibility"
          label={t('form.system.shutOff.accessibility')}
          options={SHUT_OFF_ACCESSIBILITIES}
          group="shutOffAccessibility"
          value={shutOff.accessibility}
          onChange={(v) => change((d) => void (d.shutOff.accessibility = v))}
        />
        <SelectField
          path="shutOff.operation"
          label={t('form.system.shutOff.operation')}
          options={SHUT_OFF_OPERATIONS}
          group="shutOffOperation"
          value={shutOff.operation}
          onChange={(v) => change((d) => void (d.shutOff.operation = v))}
        />
        <SelectField
          path="shutOff.marking"
          label={t('form.system.shutOff.marking')}
          options={SHUT_OFF_MARKINGS}
          group="shutOffMarking"
          value={shutOff.marking}
          onChange={(v) => change((d) => void (d.shutOff.marking = v))}
        />
        <TextAreaField
          path="shutOff.issues"
          label={t('form.fields.issuesFound')}
          value={shutOff.issues}
          onChange={(v) => change((d) => void (d.shutOff.issues = v))}
        />
        <TextAreaField
          path="shutOff.recommendedAction"
          label={t('form.system.shutOff.recommendedAction')}
          value={shutOff.recommendedAction}
          onChange={(v) => change((d) => void (d.shutOff.recommendedAction = v))}
        />
        <MoneyField
          path="shutOff.estimatedCostCents"
          label={t('form.fields.estimatedCost')}
          cents={shutOff.estimatedCostCents}
          onChange={(v) => change((d) => void (d.shutOff.estimatedCostCents = v))}
        />
        <div className={styles.wideSlot}>
          <MediaStrip {...props} section="shut-off" />
        </div>
      </FieldGroup>

      <FieldGroup title={t('form.system.rainSensor.title')} id="system-rain-sensor">
        <SelectField
          path="rainSensor.present"
          label={t('form.system.rainSensor.present')}
          options={YES_NO_UNKNOWN}
          group="yesNoUnknown"
          value={rainSensor.present}
          onChange={(v) => change((d) => void (d.rainSensor.present = v))}
        />
        <SelectField
          path="rainSensor.sensorType"
          label={t('form.system.rainSensor.type')}
          options={RAIN_SENSOR_TYPES}
          group="rainSensorType"
          value={rainSensor.sensorType}
          onChange={(v) => change((d) => void (d.rainSensor.sensorType = v))}
        />
        <SelectField
          path="rainSensor.connection"
          label={t('form.system.rainSensor.connection')}
          options={RAIN_SENSOR_CONNECTIONS}
          group="rainSensorConnection"
          value={rainSensor.connection}
          onChange={(v) => change((d) => void (d.rainSensor.connection = v))}
        />
        <SelectField
          path="rainSensor.condition"
          label={t('form.fields.condition')}
          options={CONDITIONS}
          group="condition"
          value={rainSensor.condition}
          onChange={(v) => change((d) => void (d.rainSensor.condition = v))}
        />
        <SelectField
          path="rainSensor.testResult"
          label={t('form.system.rainSensor.testResult')}
          options={SENSOR_TEST_RESULTS}
          group="sensorTestResult"
          value={rainSensor.testResult}
          onChange={(v) => change((d) => void (d.rainSensor.testResult = v))}
        />
        <TextAreaField
          path="rainSensor.issuesFound"
          label={t('form.fields.issuesFound')}
          value={rainSensor.issuesFound}
          onChange={(v) => change((d) => void (d.rainSensor.issuesFound = v))}
        />
        <div className={styles.wideSlot}>
          <MediaStrip {...props} section="rain-sensor" />
        </div>
      </FieldGroup>
    </div>
  );
}
