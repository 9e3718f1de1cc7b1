import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../../../app/i18n.js';
import { EmailAuthCard } from './EmailAuthCard.js';
import styles from '../EmailAuth.module.css';

const SETUP_STEPS = ['sync', 'password', 'firstSignIn'] as const;

/** How a technician gets an e-mail sign-in, from the Housecall Pro roster to their own password. */
export function SetupProcessCard() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <EmailAuthCard icon={ListChecks} title={t('emailAuth.setup.title')} description={t('emailAuth.setup.description')}>
      <ol className={styles.setupSteps}>
        {SETUP_STEPS.map((step) => (
          <li key={step} className={styles.setupStep}>
            <p className={styles.setupStepTitle}>{t(`emailAuth.setup.steps.${step}.title`)}</p>
            <p className={styles.setupStepText}>{t(`emailAuth.setup.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </EmailAuthCard>
  );
}
