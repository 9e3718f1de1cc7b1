import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@irrigo/ui';
import { isUpdateReady, updateStore, useUpdateState } from './update-store.js';
import styles from './UpdatePrompt.module.css';

/**
 * "A new version is ready — Reload": stays until the person reloads, never reloads by itself (a form being filled
 * in must not vanish). The polite live region is always in the page so screen readers announce the prompt when it
 * appears.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const state = useUpdateState();
  const ready = isUpdateReady(state);
  return (
    <div role="status" aria-live="polite" className={ready ? styles.prompt : undefined}>
      {ready && (
        <>
          <RefreshCw aria-hidden size={20} className={styles.icon} />
          <p className={styles.message}>{t('update.ready')}</p>
          <Button size="md" onClick={() => void updateStore.reload()} loading={state.reloading}>
            {t('update.reload')}
          </Button>
        </>
      )}
    </div>
  );
}
