import { useTranslation } from 'react-i18next';
import { CloudOff, HardDrive, RefreshCw } from 'lucide-react';
import { Alert } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../app/i18n';
import type { ReferenceDataState } from '../../device-store';
import { timeAgo, useNow } from './relative-time';
import styles from './DeviceCopyStatus.module.css';

const WARNING = 'warning';
const DANGER = 'danger';

/**
 * How current the list on screen is: "Updated 5 min ago", "Saved on this device" while it is the device's
 * copy, Offline, a refresh under way or failed; and, above it, why no copy can be kept on this device.
 */
export function DeviceCopyStatus({ state }: { state: ReferenceDataState<unknown> }) {
  const { t, i18n } = useTranslation(TECH_NAMESPACE);
  const now = useNow();
  const ago = state.fetchedAt ? timeAgo(state.fetchedAt, now, i18n.language) : null;
  const updated = state.fetchedAt ? (ago ? t('deviceCopy.updated', { when: ago }) : t('deviceCopy.updatedJustNow')) : null;

  return (
    <>
      {state.storeProblem && (
        <Alert tone={state.storeProblem === 'full' ? DANGER : WARNING} title={t(`deviceCopy.problems.${state.storeProblem}.title`)}>
          {t(`deviceCopy.problems.${state.storeProblem}.description`)}
        </Alert>
      )}
      <p className={styles.status} role="status" aria-live="polite">
        {state.offline && (
          <span className={styles.offline}>
            <CloudOff aria-hidden size={16} />
            {t('deviceCopy.offline')}
          </span>
        )}
        {state.fromDevice && (
          <span className={styles.item}>
            <HardDrive aria-hidden size={16} />
            {t('deviceCopy.saved')}
          </span>
        )}
        {updated && <span className={styles.item}>{updated}</span>}
        {state.refreshing && <span className={styles.item}>{t('deviceCopy.refreshing')}</span>}
        {state.refreshError && state.copy !== null && (
          <span className={styles.failed}>{t('deviceCopy.refreshFailed', { reason: t(state.refreshError.key) })}</span>
        )}
      </p>
      {!state.offline && !state.refreshing && state.refreshError && (
        <button type="button" className={styles.refresh} onClick={state.refresh}>
          <RefreshCw aria-hidden size={18} />
          {t('deviceCopy.refresh')}
        </button>
      )}
    </>
  );
}

/** Shown in place of a list when nothing is saved and nothing can be downloaded now. */
export function NothingSaved({ state }: { state: ReferenceDataState<unknown> }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  if (state.refreshError && !state.offline) {
    return (
      <Alert tone={DANGER} title={t('deviceCopy.nothingSaved.title')}>
        {t(state.refreshError.key)}
      </Alert>
    );
  }
  return (
    <Alert tone={WARNING} title={t('deviceCopy.nothingSaved.title')}>
      {t('deviceCopy.nothingSaved.description')}
    </Alert>
  );
}
