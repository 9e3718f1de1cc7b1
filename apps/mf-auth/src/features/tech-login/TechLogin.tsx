import { useId, useState } from 'react';
import { Tablet } from 'lucide-react';
import { useNavigate } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '@irrigo/session';
import { CardContent, ConnectivityBadge } from '@irrigo/ui';
import { Form, SubmitButton, reportServerError, summaryMessage, useZodForm, type FieldErrors } from '@irrigo/ui/forms';
import { AuthPage } from '../../components/AuthPage.js';
import { SignInProblemAlert } from '../../components/SignInProblemAlert.js';
import { SwitchLogin } from '../../components/SwitchLogin.js';
import styles from '../../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import { ResetPasswordLink } from '../../components/password-reset/ResetPasswordLink.js';
import { isIpad } from '../../lib/device.js';
import { EMAIL_INVALID, EMPTY_LOGIN, MISSING_FIELD_KEYS, technicianLoginSchema } from '../../lib/login-schemas.js';
import { clearSignInFailureToasts, raiseSignInFailureToast } from '../../lib/sign-in-failure-toast.js';
import { useLogInTechnician } from './api/log-in-technician.js';
import { LoginFields } from '../../components/LoginFields.js';
import pageStyles from './TechLogin.module.css';
import {
  describeTechnicianLoginFailure,
  technicianLoginProblemKey,
  technicianLoginProblemOfKey,
  technicianLoginProblemText,
  type TechnicianLoginProblem,
} from './technician-login-problem.js';

/** Where the form keeps "you are offline": a precondition of the submit, not a field's problem. */
const OFFLINE = 'root.offline';

/** Spec §5: "enter your email and password" before "invalid email format". */
function fieldProblemOf(errors: FieldErrors): TechnicianLoginProblem | null {
  const key = summaryMessage(errors, MISSING_FIELD_KEYS);
  if (key === undefined) return null;
  return key === EMAIL_INVALID ? 'invalidEmail' : 'missingFields';
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
  /** Whether a toast said the last problem too (phones, iPads): the toast is then what is announced. */
  const [toasted, setToasted] = useState(false);
  const form = useZodForm(technicianLoginSchema, EMPTY_LOGIN);
  const ipad = isIpad();
  const ipadNoticeId = useId();
  const summaryId = useId();
  const { errors, isSubmitted } = form.formState;
  const problem =
    technicianLoginProblemOfKey(errors.root?.['offline']?.message) ??
    (isSubmitted ? fieldProblemOf(errors) : null) ??
    technicianLoginProblemOfKey(errors.root?.['server']?.message);
  const problemText = problem ? technicianLoginProblemText(problem, { ipad }) : null;

  const report = (kind: TechnicianLoginProblem) => {
    const text = technicianLoginProblemText(kind, { ipad });
    setToasted(raiseSignInFailureToast(t(text.titleKey), t(text.messageKey)));
  };

  return (
    <AuthPage title={t('techLogin.title')} description={t('techLogin.description')} status={<ConnectivityBadge connectivity={connectivity} />}>
      <CardContent>
        <Form
          form={form}
          className={styles.form}
          canSubmit={() => {
            clearSignInFailureToasts();
            if (connectivity !== 'offline') return true;
            form.setError(OFFLINE, { type: 'offline', message: technicianLoginProblemKey('offline') });
            report('offline');
            return false;
          }}
          onInvalid={(invalid) => report(fieldProblemOf(invalid) ?? 'missingFields')}
          onValid={async (credentials) => {
            try {
              await logIn.mutateAsync(credentials);
            } catch (error) {
              const failure = reportServerError(form, error, { describe: describeTechnicianLoginFailure });
              report(technicianLoginProblemOfKey(failure.key) ?? 'unexpected');
              return;
            }
            clearSignInFailureToasts();
            void navigate('/tech-dashboard');
          }}
        >
          <LoginFields showError={false} summaryId={summaryId} />

          {problemText && (
            <SignInProblemAlert id={summaryId} title={t(problemText.titleKey)} toasted={toasted}>
              {t(problemText.messageKey)}
            </SignInProblemAlert>
          )}

          <SubmitButton fullWidth className={styles.submit} pendingLabel={t('techLogin.submitting')}>
            {t('techLogin.submit')}
          </SubmitButton>

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
        </Form>
      </CardContent>
      <SwitchLogin prompt={t('techLogin.adminPrompt')} to="/admin-login" label={t('techLogin.adminLogin')} />
    </AuthPage>
  );
}
