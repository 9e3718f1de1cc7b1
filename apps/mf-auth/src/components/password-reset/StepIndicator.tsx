import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@irrigo/ui';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import styles from './PasswordResetDialog.module.css';

export const RESET_STEPS = ['request', 'verify', 'complete'] as const;
export type ResetStep = (typeof RESET_STEPS)[number] | 'success';

type StepState = 'done' | 'current' | 'upcoming';

function stepState(index: number, current: number): StepState {
  if (index < current) return 'done';
  return index === current ? 'current' : 'upcoming';
}

/** The 3-step indicator (Request, Verify, Complete); on the success state all three are done. */
export function StepIndicator({ step }: { step: ResetStep }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const current = step === 'success' ? RESET_STEPS.length : RESET_STEPS.indexOf(step);
  return (
    <ol className={styles.steps} aria-label={t('passwordReset.steps.label')}>
      {RESET_STEPS.map((name, index) => {
        const state = stepState(index, current);
        return (
          <li key={name} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.stepMark} aria-hidden>
              {state === 'done' ? <Check size={16} /> : index + 1}
            </span>
            <span className={styles.stepName}>{t(`passwordReset.steps.${name}`)}</span>
            {state === 'done' && <span className={visuallyHidden}>{t('passwordReset.steps.done')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
