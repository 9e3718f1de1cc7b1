import { useEffect, useId, useState } from 'react';
import { useNavigate } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import type { FailureMessage } from '@irrigo/api-client';
import { CardContent } from '@irrigo/ui';
import { Form, SubmitButton, reportServerError, serverFailureOf, useZodForm } from '@irrigo/ui/forms';
import { useAdminExists } from '../../api/admin-exists.js';
import { AuthPage } from '../../components/AuthPage.js';
import { SignInProblemAlert } from '../../components/SignInProblemAlert.js';
import { SwitchLogin } from '../../components/SwitchLogin.js';
import styles from '../../components/AuthForm.module.css';
import { authErrorMessage, failurePhrase } from '../../app/error-messages.js';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import { EMPTY_LOGIN, officeLoginSchema } from '../../lib/login-schemas.js';
import { phraseText, type Phrase } from '../../lib/phrase.js';
import { clearSignInFailureToasts, raiseSignInFailureToast } from '../../lib/sign-in-failure-toast.js';
import { ResetPasswordLink } from '../../components/password-reset/ResetPasswordLink.js';
import { useLogInAdmin } from './api/log-in-admin.js';
import { LoginFields } from '../../components/LoginFields.js';

/**
 * What the inline alert shows; kept as keys so it follows a language switch. Under its "Login failed"
 * title (spec §8) a failed call says why in this remote's words; with nothing known (null), the title alone.
 */
type LoginProblem = { kind: 'missing' } | { kind: 'failed'; failure: Phrase | null };

const failedWith = (failure: FailureMessage): LoginProblem => ({ kind: 'failed', failure: failure.reason === 'UNKNOWN' ? null : failurePhrase(failure) });

/** /admin-login: the office sign-in (admin, manager, supervisor). */
export default function AdminLogin() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const adminExists = useAdminExists();
  const logIn = useLogInAdmin();
  const summaryId = useId();
  /** Whether a toast said the last problem too (phones, iPads): the toast is then what is announced. */
  const [toasted, setToasted] = useState(false);
  const form = useZodForm(officeLoginSchema, EMPTY_LOGIN);
  const { errors, isSubmitted } = form.formState;
  const failure = serverFailureOf(errors);
  const missing = isSubmitted && (errors.email !== undefined || errors.password !== undefined);
  const problem: LoginProblem | null = missing ? { kind: 'missing' } : failure ? failedWith(failure) : null;

  // Spec §2: with no admin yet there is nobody to sign in as, so setup comes first.
  const noAdminYet = adminExists.data?.exists === false;
  useEffect(() => {
    if (noAdminYet) void navigate('/admin-setup', { replace: true });
  }, [noAdminYet, navigate]);

  const titleOf = (current: LoginProblem) => (current.kind === 'missing' ? t('adminLogin.missingTitle') : t('adminLogin.failedTitle'));
  const messageOf = (current: LoginProblem): string | undefined => {
    if (current.kind === 'missing') return t('adminLogin.missingMessage');
    return current.failure ? phraseText(t, current.failure) : undefined;
  };

  const report = (next: LoginProblem) => setToasted(raiseSignInFailureToast(titleOf(next), messageOf(next)));

  return (
    <AuthPage title={t('adminLogin.title')} description={t('adminLogin.description')}>
      <CardContent>
        <Form
          form={form}
          className={styles.form}
          canSubmit={() => {
            clearSignInFailureToasts();
            return true;
          }}
          onInvalid={() => report({ kind: 'missing' })}
          onValid={async (credentials) => {
            try {
              await logIn.mutateAsync(credentials);
            } catch (error) {
              report(failedWith(reportServerError(form, error, { describe: authErrorMessage })));
              return;
            }
            clearSignInFailureToasts();
            void navigate('/dashboard');
          }}
        >
          <LoginFields showError={false} summaryId={summaryId} />

          {problem && (
            <SignInProblemAlert id={summaryId} title={titleOf(problem)} toasted={toasted}>
              {messageOf(problem)}
            </SignInProblemAlert>
          )}

          <SubmitButton fullWidth className={styles.submit} pendingLabel={t('adminLogin.submitting')}>
            {t('adminLogin.submit')}
          </SubmitButton>
          <ResetPasswordLink userType="admin" />
        </Form>
      </CardContent>
      <SwitchLogin prompt={t('adminLogin.technicianPrompt')} to="/tech-login" label={t('adminLogin.technicianLogin')} />
    </AuthPage>
  );
}
