import { useTranslation } from 'react-i18next';
import { INSPECTION_LIMITS } from '@irrigo/contracts';
import { Alert } from '@irrigo/ui';
import { INSPECTION_NAMESPACE } from '../i18n';
import type { KeepProblem } from './keep-media';

/** Why a photo or video was not kept, with the spec's title and message (Invalid File, File Too Large, Upload Error). */
export function MediaProblemAlert({ problem, fileName, className }: { problem: KeepProblem; fileName?: string; className?: string }) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  return (
    <Alert tone="danger" title={t(`media.problems.${problem}.title`)} className={className}>
      {fileName && <strong>{fileName}: </strong>}
      {t(`media.problems.${problem}.message`, { max: INSPECTION_LIMITS.media })}
    </Alert>
  );
}
