import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_PASSWORD_MIN_LENGTH, isEmail, passwordLength, type SignUpRequest } from '@irrigo/contracts';
import { Alert, Button, CardContent, EmailInput, FormField, Input, PasswordInput, toast } from '@irrigo/ui';
import { AuthPage } from '../components/AuthPage.js';
import { SwitchLogin } from '../components/SwitchLogin.js';
import styles from '../components/AuthForm.module.css';
import '../i18n.js';
import { SignedInGate } from '../role-selection/SignedInGate.js';
import { useSignUp } from './api.js';
import { ConfirmCodeStep } from './ConfirmCodeStep.js';
import { signUpFailure, type Failure } from './sign-up-errors.js';
import { SIGN_UP_NAMESPACE } from './i18n.js';

interface SignUpValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

type FieldErrors = Partial<Record<keyof SignUpValues, string>>;

function validate(values: SignUpValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.fullName.trim() === '') errors.fullName = 'sign-up:validation.required';
  if (values.email.trim() === '') errors.email = 'sign-up:validation.required';
  else if (!isEmail(values.email)) errors.email = 'sign-up:validation.email';
  if (passwordLength(values.password) < ADMIN_PASSWORD_MIN_LENGTH) errors.password = 'sign-up:validation.passwordLength';
  if (values.confirmPassword !== values.password) errors.confirmPassword = 'sign-up:validation.passwordsDoNotMatch';
  return errors;
}

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<Failure | null>(null);
  const { register, handleSubmit } = useForm<SignUpValues>({ defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' } });

  const send = (request: SignUpRequest, onSent: () => void) => {
    setProblem(null);
    signUp.mutate(request, { onSuccess: onSent, onError: (error) => setProblem(signUpFailure(error)) });
  };

  const onSubmit = (values: SignUpValues) => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request = { fullName: values.fullName.trim(), email: values.email.trim(), password: values.password };
    send(request, () => setSent(request));
  };

  if (sent) {
    return (
      <ConfirmCodeStep
        email={sent.email}
        resending={signUp.isPending}
        resendProblem={problem}
        onResend={() => send(sent, () => toast({ title: t('confirm.resentTitle'), description: t('confirm.resent', { email: sent.email }) }))}
        onBack={() => {
          setProblem(null);
          setSent(null);
        }}
      />
    );
  }

  return (
    <AuthPage title={t('signUp.title')} description={t('signUp.description')}>
      <CardContent>
        <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <FormField label={t('fields.fullName')} required error={errors.fullName}>
            <Input autoComplete="name" {...register('fullName')} />
          </FormField>
          <FormField label={t('fields.email')} required error={errors.email}>
            <EmailInput {...register('email')} />
          </FormField>
          <FormField label={t('fields.password')} required error={errors.password} errorValues={{ min: ADMIN_PASSWORD_MIN_LENGTH }} hint={t('signUp.passwordHint', { min: ADMIN_PASSWORD_MIN_LENGTH })}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label={t('fields.confirmPassword')} required error={errors.confirmPassword}>
            <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
          {problem && (
            <Alert tone="danger" title={t('signUp.failedTitle')}>
              {t(problem.key, { minutes: problem.minutes })}
            </Alert>
          )}
          <Button type="submit" size="lg" fullWidth className={styles.submit} loading={signUp.isPending}>
            {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
          </Button>
        </form>
      </CardContent>
      <SwitchLogin prompt={t('signUp.signInPrompt')} to="/sign-in" label={t('signUp.signInLink')} />
    </AuthPage>
  );
}
