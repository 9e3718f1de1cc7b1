import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Droplets, Share, SquarePlus, Smartphone } from 'lucide-react';
import { Button } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { useInstallHint } from '../hooks/use-install-hint';
import styles from './InstallHint.module.css';

const STEPS = [
  { id: 'share', icon: Share },
  { id: 'add', icon: SquarePlus },
  { id: 'open', icon: Droplets },
] as const;

/** On an iPad or iPhone not running Irrigo from the Home Screen: how to install it, and why (its data stays). */
export function InstallHint() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const { show, dismiss } = useInstallHint();
  const titleId = useId();
  const stepsId = useId();
  if (!show) return null;
  return (
    <aside className={styles.hint} aria-labelledby={titleId}>
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden>
          <Smartphone size={22} />
        </span>
        <h2 id={titleId} className={styles.title}>
          {t('dashboard.installHint.title')}
        </h2>
      </div>
      <p className={styles.description}>{t('dashboard.installHint.description')}</p>
      <p id={stepsId} className={styles.stepsLabel}>
        {t('dashboard.installHint.stepsLabel')}
      </p>
      <ol className={styles.steps} aria-labelledby={stepsId}>
        {STEPS.map(({ id, icon: Icon }) => (
          <li key={id} className={styles.step}>
            <span className={styles.stepBody}>
              <Icon aria-hidden size={20} className={styles.stepIcon} />
              <span>{t(`dashboard.installHint.steps.${id}`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <Button className={styles.dismiss} onClick={dismiss}>
        {t('dashboard.installHint.dismiss')}
      </Button>
    </aside>
  );
}
