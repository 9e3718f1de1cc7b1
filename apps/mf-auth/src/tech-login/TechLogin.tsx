import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Tablet } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isEmail } from '@irrigo/contracts';
import { useConnectivity } from '@irrigo/session';
import { Button, CardContent, EmailInput, FormField, PasswordInput } from '@irrigo/ui';
import { AuthPage } from '../components/AuthPage.js';
import { SignInProblemAlert } from '../components/SignInProblemAlert.js';
import { SwitchLogin } from '../components/SwitchLogin.js';
import styles from '../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../i18n.js';
import { ResetPasswordLink } from '../password-reset/ResetPasswordLink.js';
import { isIpad } from '../lib/device.js';
import { clearSignInFailureToasts, raiseSignInFailureToast } from '../lib/sign-in-failure-toast.js';
import { useLogInTechnician } from './api/log-in-technician.js';
import { ConnectivityBadge } from './ConnectivityBadge.js';
import pageStyles from './TechLogin.module.css';
import { technicianLoginProblemOf, technicianLoginProblemText, type TechnicianLoginProblem } from './technician-login-problem.js';

interface TechnicianLoginValues {
  email: string;
  password: string;
}

/**
 * /tech-login, /tech, /tech-signup and the signed-out fallback: the field crew's sign-in, built for
 * iPads and phones in the yard (big targets, connectivity shown up front, problems in plain words).
 */
export default function TechLogin() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const connectivity = useConnectivity();
  const logIn = useLogInTechnician();
  const [problem, setProblem] = useState<{ kind: TechnicianLoginProblem; toasted: boolean } | null>(null);
  const { register, handleSubmit } = useForm<TechnicianLoginValues>({ defaultValues: { email: '', password: '' } });
  const ipad = isIpad();
  const ipadNoticeId = useId();
  const problemText = problem ? technicianLoginProblemText(problem.kind, { ipad }) : null;

  const report = (kind: TechnicianLoginProblem) => {
    const text = technicianLoginProblemText(kind, { ipad });
    setProblem({ kind, toasted: raiseSignInFailureToast(t(text.titleKey), t(text.messageKey)) });
  };

  const onSubmit = ({ email, password }: TechnicianLoginValues) => {
    clearSignInFailureToasts();
    if (connectivity === 'offline') return report('offline');
    if (email.trim() === '' || password === '') return report('missingFields');
    if (!isEmail(email)) return report('invalidEmail');
    setProblem(null);
    logIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          clearSignInFailureToasts();
          void navigate('/tech-dashboard');
        },
        onError: (error) => report(technicianLoginProblemOf(error)),
      },
    );
  };

  const fieldProblem = problem?.kind === 'missingFields' || problem?.kind === 'invalidEmail';

  return (
    <AuthPage title={t('techLogin.title')} description={t('techLogin.description')} status={<ConnectivityBadge connectivity={connectivity} />}>
      <CardContent>
        <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <FormField label={t('fields.email')} required>
            <EmailInput
              autoComplete="username"
              placeholder={t('placeholders.email')}
              aria-invalid={fieldProblem || undefined}
              {...register('email')}
            />
          </FormField>
          <FormField label={t('fields.password')} required>
            <PasswordInput autoComplete="current-password" aria-invalid={problem?.kind === 'missingFields' || undefined} {...register('password')} />
          </FormField>

          {problem && problemText && (
            <SignInProblemAlert title={t(problemText.titleKey)} toasted={problem.toasted}>
              {t(problemText.messageKey)}
            </SignInProblemAlert>
          )}

          <Button type="submit" size="lg" fullWidth className={styles.submit} loading={logIn.isPending}>
            {logIn.isPending ? t('techLogin.submitting') : t('techLogin.submit')}
          </Button>

          <ResetPasswordLink userType="technician" />

          <aside className={pageStyles.ipadNotice} aria-labelledby={ipadNoticeId}>
            <Tablet aria-hidden size={22} className={pageStyles.ipadIcon} />
            <div>
              <p id={ipadNoticeId} className={pageStyles.ipadTitle}>
                {t('techLogin.ipadNotice.title')}
              </p>
              <p>{t('techLogin.ipadNotice.message')}</p>
            </div>
          </aside>
        </form>
      </CardContent>
      <SwitchLogin prompt={t('techLogin.adminPrompt')} to="/admin-login" label={t('techLogin.adminLogin')} />
    </AuthPage>
  );
}
