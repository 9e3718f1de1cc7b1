import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { TECH_NAMESPACE } from '../../../app/i18n';
import styles from './SavedNote.module.css';

/**
 * The small confirmation after a change. The live region is always there, so the text is announced when
 * it appears; `ok` false means the browser refused to store it (storage full or disabled).
 */
export function SavedNote({ result }: { result: { ok: boolean } | null }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  return (
    <p role="status" className={styles.note}>
      {result?.ok === true && (
        <span className={styles.saved}>
          <CircleCheck aria-hidden size={16} />
          {t('settings.saved')}
        </span>
      )}
      {result?.ok === false && (
        <span className={styles.notSaved}>
          <CircleAlert aria-hidden size={16} />
          {t('settings.notSaved')}
        </span>
      )}
    </p>
  );
}
