import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PASSWORD_MIN_LENGTH, type SignUpRequest } from '@irrigo/contracts';
import { Alert, CardContent, EmailInput, Input, PasswordInput, toast } from '@irrigo/ui';
import {
  Form,
  PASSWORD_LIMITS,
  RegisteredField,
  SubmitButton,
  emailField,
  officePasswordField,
  reportServerError,
  serverFailureOf,
  useZodForm,
  withConfirmation,
  z,
  personNameField,
  PERSON_NAME_LIMITS,
} from '@irrigo/ui/forms';
import { AuthPage } from '../../components/AuthPage.js';
import { SwitchLogin } from '../../components/SwitchLogin.js';
import styles from '../../components/AuthForm.module.css';
import '../../app/i18n.js';
import { SignedInGate } from './components/SignedInGate.js';
import { useSignUp } from './api/sign-up.js';
import { ConfirmCodeStep } from './components/ConfirmCodeStep.js';
import { describeSignUpFailure, signUpFailure, signUpFailureText } from './sign-up-errors.js';
import { SIGN_UP_NAMESPACE } from './i18n.js';

const REQUIRED = 'sign-up:validation.required';

/** SignUpDto's rules: a name, an e-mail, a password of at least ADMIN_PASSWORD_MIN_LENGTH; and the same twice. */
const signUpSchema = withConfirmation(
  z.object({
    fullName: personNameField({ required: REQUIRED, tooLong: 'sign-up:validation.nameTooLong' }),
    email: emailField({ required: REQUIRED, invalid: 'sign-up:validation.email' }),
    password: officePasswordField({ tooShort: 'sign-up:validation.passwordLength', tooLong: 'auth:validation.passwordTooLong' }),
    confirmPassword: z.string(),
  }),
  { password: 'password', confirm: 'confirmPassword' },
  'sign-up:validation.passwordsDoNotMatch',
);

/** /sign-up: name, e-mail and password, then the mailed six-digit code; then role selection (the gate). */
export default function SignUp() {
  return (
    <SignedInGate>
      <SignUpFlow />
    </SignedInGate>
  );
}

function SignUpFlow() {
  const { t } = useTranslation(SIGN_UP_NAMESPACE);
  const signUp = useSignUp();
  const [sent, setSent] = useState<SignUpRequest | null>(null);
  const form = useZodForm(signUpSchema, { fullName: '', email: '', password: '', confirmPassword: '' });
  const failure = serverFailureOf(form.formState.errors);
  const problem = failure ? signUpFailureText(failure) : null;

  if (sent) {
    return (
      <ConfirmCodeStep
        email={sent.email}
        resending={signUp.isPending}
        // On this step the sign-up call is the "send a new code" button's.
        resendProblem={signUp.isError ? signUpFailure(signUp.error) : null}
        onResend={() =>
          signUp.mutate(sent, { onSuccess: () => toast({ title: t('confirm.resentTitle'), description: t('confirm.resent', { email: sent.email }) }) })
        }
        onBack={() => {
          signUp.reset();
          setSent(null);
        }}
      />
    );
  }

  return (
    <AuthPage title={t('signUp.title')} description={t('signUp.description')}>
      <CardContent>
        <Form
          form={form}
          className={styles.form}
          onValid={async ({ fullName, email, password }) => {
            const request = { fullName, email, password };
            try {
              await signUp.mutateAsync(request);
              setSent(request);
            } catch (error) {
              reportServerError(form, error, { describe: describeSignUpFailure, fields: { PASSWORD_TOO_COMMON: 'password' } });
            }
          }}
        >
          <RegisteredField name="fullName" label={t('fields.fullName')} required errorValues={PERSON_NAME_LIMITS}>
            <Input autoComplete="name" />
          </RegisteredField>
          <RegisteredField name="email" label={t('fields.email')} required>
            <EmailInput />
          </RegisteredField>
          <RegisteredField
            name="password"
            revalidate={['confirmPassword']}
            label={t('fields.password')}
            required
            errorValues={PASSWORD_LIMITS.office}
            hint={t('signUp.passwordHint', { min: ADMIN_PASSWORD_MIN_LENGTH })}
          >
            <PasswordInput autoComplete="new-password" />
          </RegisteredField>
          <RegisteredField name="confirmPassword" label={t('fields.confirmPassword')} required>
            <PasswordInput autoComplete="new-password" />
          </RegisteredField>
          {problem && (
            <Alert tone="danger" title={t('signUp.failedTitle')}>
              {t(problem.key, { minutes: problem.minutes })}
            </Alert>
          )}
          <SubmitButton fullWidth className={styles.submit} pendingLabel={t('signUp.submitting')}>
            {t('signUp.submit')}
          </SubmitButton>
        </Form>
      </CardContent>
      <SwitchLogin prompt={t('signUp.signInPrompt')} to="/sign-in" label={t('signUp.signInLink')} />
    </AuthPage>
  );
}
