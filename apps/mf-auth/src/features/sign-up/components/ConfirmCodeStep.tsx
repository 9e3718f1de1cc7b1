import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_UP_CODE_LENGTH, SIGN_UP_CODE_TTL_MINUTES } from '@irrigo/contracts';
import { Alert, Button, CardContent, Input } from '@irrigo/ui';
import { Form, RegisteredField, SubmitButton, reportServerError, serverFailureOf, signUpCodeField, summaryMessage, useZodForm, z } from '@irrigo/ui/forms';
import { AuthPage } from '../../../components/AuthPage.js';
import styles from '../../../components/AuthForm.module.css';
import { useConfirmSignUp } from '../api/sign-up.js';
import { describeSignUpFailure, signUpFailureText, type Failure } from '../sign-up-errors.js';
import { SIGN_UP_NAMESPACE } from '../i18n.js';

/** The e-mailed code: its digits, SIGN_UP_CODE_LENGTH of them (spaces and dashes as pasted are fine). */
const confirmSchema = z.object({ code: signUpCodeField({ invalid: 'sign-up:validation.code' }) });

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
  const summaryId = useId();
  const form = useZodForm(confirmSchema, { code: '' });
  const { errors, isSubmitted } = form.formState;
  // The code's problem (typed, or refused by the server) and the call's are said in the one alert.
  const codeKey = isSubmitted ? summaryMessage(errors) : undefined;
  const failure = serverFailureOf(errors);
  const shown = codeKey ? { key: codeKey } : failure ? signUpFailureText(failure) : resendProblem;

  return (
    <AuthPage title={t('confirm.title')} description={t('confirm.description', { email })}>
      <CardContent>
        <Form
          form={form}
          className={styles.form}
          onValid={async ({ code }) => {
            await confirm
              .mutateAsync({ email, code })
              .catch((error: unknown) => reportServerError(form, error, { describe: describeSignUpFailure, fields: { SIGN_UP_CODE_INVALID: 'code' } }));
          }}
        >
          <RegisteredField
            name="code"
            label={t('fields.code')}
            required
            hint={t('confirm.hint', { minutes: SIGN_UP_CODE_TTL_MINUTES })}
            showError={false}
            summaryId={summaryId}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={SIGN_UP_CODE_LENGTH + 2} />
          </RegisteredField>
          {shown && (
            <Alert id={summaryId} tone="danger" title={t('confirm.failedTitle')}>
              {t(shown.key, { minutes: shown.minutes })}
            </Alert>
          )}
          <SubmitButton fullWidth className={styles.submit} pendingLabel={t('confirm.submitting')}>
            {t('confirm.submit')}
          </SubmitButton>
          <Button type="button" variant="secondary" size="lg" fullWidth loading={resending} onClick={onResend}>
            {t('confirm.resend')}
          </Button>
          <Button type="button" variant="ghost" fullWidth onClick={onBack}>
            {t('confirm.back')}
          </Button>
        </Form>
      </CardContent>
    </AuthPage>
  );
}
