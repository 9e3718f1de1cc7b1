import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, CardContent } from '@irrigo/ui';
import { Form, SubmitButton, emailField, passwordField, reportServerError, serverFailureOf, summaryMessage, useZodForm, z } from '@irrigo/ui/forms';
import { AuthPage } from '../../components/AuthPage.js';
import { SwitchLogin } from '../../components/SwitchLogin.js';
import styles from '../../components/AuthForm.module.css';
import '../../app/i18n.js';
import { SignedInGate } from './components/SignedInGate.js';
import { useSignIn } from './api/sign-up.js';
import { describeSignUpFailure, signUpFailureText } from './sign-up-errors.js';
import { SIGN_UP_NAMESPACE } from './i18n.js';
import { LoginFields } from '../../components/LoginFields.js';

const MISSING = 'sign-up:validation.missingSignIn';

/** Spec §8: one summary under the form; "enter both" before "check the e-mail". */
const signInSchema = z.object({
  email: emailField({ required: MISSING, invalid: 'sign-up:validation.email' }),
  password: passwordField({ required: MISSING }),
});

/** /sign-in: any account's e-mail sign-in; afterwards role selection when setup is not complete, else /dashboard. */
export default function SignIn() {
  return (
    <SignedInGate>
      <SignInForm />
    </SignedInGate>
  );
}

function SignInForm() {
  const { t } = useTranslation(SIGN_UP_NAMESPACE);
  const signIn = useSignIn();
  const summaryId = useId();
  const form = useZodForm(signInSchema, { email: '', password: '' });
  const { errors, isSubmitted } = form.formState;
  const invalidKey = isSubmitted ? summaryMessage(errors, [MISSING]) : undefined;
  const failure = serverFailureOf(errors);
  const problem = invalidKey ? { key: invalidKey } : failure ? signUpFailureText(failure) : null;

  return (
    <AuthPage title={t('signIn.title')} description={t('signIn.description')}>
      <CardContent>
        <Form
          form={form}
          className={styles.form}
          onValid={async (request) => {
            // Success is the gate's business: it shows role selection or moves on to /dashboard.
            await signIn.mutateAsync(request).catch((error: unknown) => reportServerError(form, error, { describe: describeSignUpFailure }));
          }}
        >
          <LoginFields showError={false} summaryId={summaryId} emailPlaceholder={false} />
          {problem && (
            <Alert id={summaryId} tone="danger" title={t('signIn.failedTitle')}>
              {t(problem.key, { minutes: problem.minutes })}
            </Alert>
          )}
          <SubmitButton fullWidth className={styles.submit} pendingLabel={t('signIn.submitting')}>
            {t('signIn.submit')}
          </SubmitButton>
        </Form>
      </CardContent>
      <SwitchLogin prompt={t('signIn.signUpPrompt')} to="/sign-up" label={t('signIn.signUpLink')} />
    </AuthPage>
  );
}
