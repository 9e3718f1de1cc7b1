import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_UP_CODE_LENGTH, SIGN_UP_CODE_TTL_MINUTES } from '@irrigo/contracts';
import { Alert, Button, CardContent, FormField, Input } from '@irrigo/ui';
import { AuthPage } from '../components/AuthPage.js';
import styles from '../components/AuthForm.module.css';
import { useConfirmSignUp } from './api.js';
import { signUpFailure, type Failure } from './sign-up-errors.js';
import { SIGN_UP_NAMESPACE } from './i18n.js';

export interface ConfirmCodeStepProps {
  email: string;
  resending: boolean;
  resendProblem: Failure | null;
  onResend: () => void;
  onBack: () => void;
}

/** The second step of sign-up: the six digits from the e-mail; a new code can be sent. */
export function ConfirmCodeStep({ email, resending, resendProblem, onResend, onBack }: ConfirmCodeStepProps) {
  const { t } = useTranslation(SIGN_UP_NAMESPACE);
  const confirm = useConfirmSignUp();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Failure | null>(null);
  const digits = code.replace(/\D/g, '');
  const shown = problem ?? resendProblem;

  const onSubmit = () => {
    if (digits.length !== SIGN_UP_CODE_LENGTH) return setProblem({ key: 'validation.code' });
    setProblem(null);
    confirm.mutate({ email, code: digits }, { onError: (error) => setProblem(signUpFailure(error)) });
  };

  return (
    <AuthPage title={t('confirm.title')} description={t('confirm.description', { email })}>
      <CardContent>
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <FormField label={t('fields.code')} required hint={t('confirm.hint', { minutes: SIGN_UP_CODE_TTL_MINUTES })}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={SIGN_UP_CODE_LENGTH + 2} value={code} onChange={(event) => setCode(event.target.value)} />
          </FormField>
          {shown && (
            <Alert tone="danger" title={t('confirm.failedTitle')}>
              {t(shown.key, { minutes: shown.minutes })}
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth className={styles.submit} loading={confirm.isPending}>
            {confirm.isPending ? t('confirm.submitting') : t('confirm.submit')}
          </Button>
          <Button type="button" variant="secondary" size="lg" fullWidth loading={resending} onClick={onResend}>
            {t('confirm.resend')}
          </Button>
          <Button type="button" variant="ghost" fullWidth onClick={onBack}>
            {t('confirm.back')}
          </Button>
        </form>
      </CardContent>
    </AuthPage>
  );
}
