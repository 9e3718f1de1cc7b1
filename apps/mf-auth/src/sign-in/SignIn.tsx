import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isEmail } from '@irrigo/contracts';
import { Alert, Button, CardContent, EmailInput, FormField, PasswordInput } from '@irrigo/ui';
import { AuthPage } from '../components/AuthPage.js';
import { SwitchLogin } from '../components/SwitchLogin.js';
import styles from '../components/AuthForm.module.css';
import '../i18n.js';
import { SignedInGate } from '../role-selection/SignedInGate.js';
import { useSignIn } from '../sign-up/api.js';
import { signUpFailure, type Failure } from '../sign-up/sign-up-errors.js';
import { SIGN_UP_NAMESPACE } from '../sign-up/i18n.js';

interface SignInValues {
  email: string;
  password: string;
}

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
  const [problem, setProblem] = useState<Failure | null>(null);
  const [invalid, setInvalid] = useState({ email: false, password: false });
  const { register, handleSubmit } = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = ({ email, password }: SignInValues) => {
    const wrong = { email: !isEmail(email), password: password === '' };
    setInvalid(wrong);
    if (email.trim() === '' || wrong.password) return setProblem({ key: 'validation.missingSignIn' });
    if (wrong.email) return setProblem({ key: 'validation.email' });
    setProblem(null);
    // Success is the gate's business: it shows role selection or moves on to /dashboard.
    signIn.mutate({ email: email.trim(), password }, { onError: (error) => setProblem(signUpFailure(error)) });
  };

  return (
    <AuthPage title={t('signIn.title')} description={t('signIn.description')}>
      <CardContent>
        <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <FormField label={t('fields.email')} required>
            <EmailInput autoComplete="username" aria-invalid={invalid.email || undefined} {...register('email')} />
          </FormField>
          <FormField label={t('fields.password')} required>
            <PasswordInput autoComplete="current-password" aria-invalid={invalid.password || undefined} {...register('password')} />
          </FormField>
          {problem && (
            <Alert tone="danger" title={t('signIn.failedTitle')}>
              {t(problem.key, { minutes: problem.minutes })}
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth className={styles.submit} loading={signIn.isPending}>
            {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
        </form>
      </CardContent>
      <SwitchLogin prompt={t('signIn.signUpPrompt')} to="/sign-up" label={t('signIn.signUpLink')} />
    </AuthPage>
  );
}
