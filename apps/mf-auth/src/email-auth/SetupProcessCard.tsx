import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@irrigo/ui';
import { AUTH_NAMESPACE } from '../i18n.js';
import styles from './EmailAuth.module.css';

const SETUP_STEPS = ['sync', 'password', 'firstSignIn'] as const;

/** How a technician gets an e-mail sign-in, from the Housecall Pro roster to their own password. */
export function SetupProcessCard() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <Card className={styles.card}>
      <CardHeader>
        <CardTitle className={styles.cardTitle}>
          <ListChecks aria-hidden size={20} className={styles.cardIcon} />
          {t('emailAuth.setup.title')}
        </CardTitle>
        <CardDescription>{t('emailAuth.setup.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className={styles.setupSteps}>
          {SETUP_STEPS.map((step) => (
            <li key={step} className={styles.setupStep}>
              <p className={styles.setupStepTitle}>{t(`emailAuth.setup.steps.${step}.title`)}</p>
              <p className={styles.setupStepText}>{t(`emailAuth.setup.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
