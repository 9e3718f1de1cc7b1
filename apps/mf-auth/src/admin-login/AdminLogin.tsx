import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, CardContent, EmailInput, FormField, PasswordInput } from '@irrigo/ui';
import { useAdminExists } from '../api/admin-exists.js';
import { AuthPage } from '../components/AuthPage.js';
import { SignInProblemAlert } from '../components/SignInProblemAlert.js';
import { SwitchLogin } from '../components/SwitchLogin.js';
import styles from '../components/AuthForm.module.css';
import { authErrorMessage, failurePhrase } from '../app/error-messages.js';
import { AUTH_NAMESPACE } from '../i18n.js';
import { phraseText, type Phrase } from '../lib/phrase.js';
import { clearSignInFailureToasts, raiseSignInFailureToast } from '../lib/sign-in-failure-toast.js';
import { ResetPasswordLink } from '../password-reset/ResetPasswordLink.js';
import { useLogInAdmin } from './api/log-in-admin.js';

interface AdminLoginValues {
  email: string;
  password: string;
}

/**
 * What the inline alert shows; kept as keys so it follows a language switch. Under its "Login failed"
 * title (spec §8) a failed call says why in this remote's words; with nothing known (null), the title alone.
 */
type LoginProblem = { kind: 'missing' } | { kind: 'failed'; failure: Phrase | null };

/** /admin-login: the office sign-in (admin, manager, supervisor). */
export default function AdminLogin() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const adminExists = useAdminExists();
  const logIn = useLogInAdmin();
  const [reported, setReported] = useState<{ problem: LoginProblem; toasted: boolean } | null>(null);
  const [missing, setMissing] = useState({ email: false, password: false });
  const { register, handleSubmit } = useForm<AdminLoginValues>({ defaultValues: { email: '', password: '' } });

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

  const report = (next: LoginProblem) => {
    setReported({ problem: next, toasted: raiseSignInFailureToast(titleOf(next), messageOf(next)) });
  };

  const onSubmit = ({ email, password }: AdminLoginValues) => {
    clearSignInFailureToasts();
    const emptyFields = { email: email.trim() === '', password: password === '' };
    setMissing(emptyFields);
    if (emptyFields.email || emptyFields.password) {
      report({ kind: 'missing' });
      return;
    }
    setReported(null);
    logIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          clearSignInFailureToasts();
          void navigate('/dashboard');
        },
        onError: (error) => {
          const failure = authErrorMessage(error);
          report({ kind: 'failed', failure: failure.reason === 'UNKNOWN' ? null : failurePhrase(failure) });
        },
      },
    );
  };

  return (
    <AuthPage title={t('adminLogin.title')} description={t('adminLogin.description')}>
      <CardContent>
        <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <FormField label={t('fields.email')} required>
            <EmailInput
              autoComplete="username"
              placeholder={t('placeholders.email')}
              aria-invalid={missing.email || undefined}
              {...register('email')}
            />
          </FormField>
          <FormField label={t('fields.password')} required>
            <PasswordInput autoComplete="current-password" aria-invalid={missing.password || undefined} {...register('password')} />
          </FormField>

          {reported && (
            <SignInProblemAlert title={titleOf(reported.problem)} toasted={reported.toasted}>
              {messageOf(reported.problem)}
            </SignInProblemAlert>
          )}

          <Button type="submit" size="lg" fullWidth className={styles.submit} loading={logIn.isPending}>
            {logIn.isPending ? t('adminLogin.submitting') : t('adminLogin.submit')}
          </Button>
          <ResetPasswordLink userType="admin" />
        </form>
      </CardContent>
      <SwitchLogin prompt={t('adminLogin.technicianPrompt')} to="/tech-login" label={t('adminLogin.technicianLogin')} />
    </AuthPage>
  );
}
