import { Circle, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PASSWORD_MIN_LENGTH, STRONG_PASSWORD_RULES, failedStrongPasswordRules } from '@irrigo/contracts';
import { visuallyHidden } from '@irrigo/ui';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import styles from './PasswordResetDialog.module.css';

/** The §5 rules, ticked off live as the new password is typed. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const headingId = useId();
  const failed = failedStrongPasswordRules(password);
  return (
    <div id={id} className={styles.checklist}>
      <p id={headingId} className={styles.checklistTitle}>
        {t('passwordReset.complete.requirements')}
      </p>
      <ul aria-labelledby={headingId} className={styles.rules}>
        {STRONG_PASSWORD_RULES.map((rule) => {
          const met = !failed.includes(rule);
          const Icon = met ? CircleCheck : Circle;
          return (
            <li key={rule} className={styles.rule} data-met={met}>
              <Icon aria-hidden size={16} className={styles.ruleIcon} />
              <span>{t(`passwordReset.complete.rules.${rule}`, { min: ADMIN_PASSWORD_MIN_LENGTH })}</span>
              <span className={visuallyHidden}>{met ? t('passwordReset.complete.met') : t('passwordReset.complete.notMet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
