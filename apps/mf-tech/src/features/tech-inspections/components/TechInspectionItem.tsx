import { useTranslation } from 'react-i18next';
import { AlertTriangle, CircleAlert, Clock, LoaderCircle, Smartphone, type LucideIcon } from 'lucide-react';
import type { Language } from '@irrigo/contracts';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { InspectionRow } from '../../../components/inspection-row/InspectionRow';
import type { DeviceMark, TechInspectionRow } from '../tech-inspection-rows';
import styles from './TechInspectionItem.module.css';

const MARK_ICONS: Record<DeviceMark['kind'], LucideIcon> = {
  onDeviceOnly: Smartphone,
  waiting: Clock,
  sending: LoaderCircle,
  needsChoice: AlertTriangle,
  failed: CircleAlert,
};

function MarkLine({ mark }: { mark: DeviceMark }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const Icon = MARK_ICONS[mark.kind];
  return (
    <span className={`${styles.mark} ${styles[mark.kind]}`} data-mark={mark.kind}>
      <Icon aria-hidden size={16} className={mark.kind === 'sending' ? styles.spinning : undefined} />
      {mark.kind === 'failed' ? t('techInspections.mark.failed', { reason: mark.reason }) : t(`techInspections.mark.${mark.kind}`)}
    </span>
  );
}

/** A row of the Inspections tab: the technicians' inspection row, marked when the office is behind the device. */
export function TechInspectionItem({ inspection, language }: { inspection: TechInspectionRow; language: Language }) {
  return <InspectionRow inspection={inspection} language={language} note={inspection.mark && <MarkLine mark={inspection.mark} />} />;
}
