import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PRODUCT_NAME,
  isEmail,
  isWithinPasswordMaximum,
  passwordLength,
  type AdminExistsResponse,
} from '@irrigo/contracts';
import { isApiError } from '@irrigo/api-client';
import { authErrorMessage, failurePhrase } from '../app/error-messages.js';
import { phraseText } from '../lib/phrase.js';
import { Alert, Button, CardContent, EmailInput, FormField, Input, PasswordInput } from '@irrigo/ui';
import { ADMIN_EXISTS_QUERY_KEY } from '../api/admin-exists.js';
import { SwitchLogin } from '../components/SwitchLogin.js';
import styles from '../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../i18n.js';
import { useSetUpAdmin } from './api/set-up-admin.js';

interface AdminSetupValues {
  fullName: string;
  email: string;
  organizationName: string;
  password: string;
  confirmPassword: string;
}

const passwordLimits = { min: ADMIN_PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
const PASSWORDS_DO_NOT_MATCH = 'auth:validation.passwordsDoNotMatch';

/** Validation messages are i18n keys: FormField translates them, so they follow a language switch. */
const rules = {
  fullName: { validate: (value: string) => value.trim() !== '' || 'auth:validation.fullNameRequired' },
  email: {
    validate: (value: string) =>
      value.trim() === '' ? 'auth:validation.emailRequired' : isEmail(value) || 'auth:validation.emailInvalid',
  },
  organizationName: { validate: (value: string) => value.trim() !== '' || 'auth:validation.organizationNameRequired' },
  password: {
    validate: (value: string) => {
      if (value === '') return 'auth:validation.passwordRequired';
      if (passwordLength(value) < ADMIN_PASSWORD_MIN_LENGTH) return 'auth:validation.passwordTooShort';
      return isWithinPasswordMaximum(value) || 'auth:validation.passwordTooLong';
    },
  },
  confirmPassword: { validate: (value: string) => value !== '' || 'auth:validation.confirmPasswordRequired' },
};

export function AdminSetupForm() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setUp = useSetUpAdmin(() => void navigate('/dashboard'));
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<AdminSetupValues>({
    mode: 'onTouched',
    defaultValues: { fullName: '', email: '', organizationName: PRODUCT_NAME, password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  // Spec §5: a confirmation that differs says so at once and keeps the form from being sent.
  const passwordsDiffer = confirmPassword !== '' && confirmPassword !== password;

  const onValid = (values: AdminSetupValues) => {
    if (passwordsDiffer) return;
    setUp.mutate(
      {
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        organizationName: values.organizationName.trim(),
        password: values.password,
      },
      {
        onError: (error) => {
          // Someone finished setup first (another tab or device): show the Already Set Up card instead.
          if (isApiError(error) && error.code === 'ADMIN_ALREADY_EXISTS') {
            queryClient.setQueryData<AdminExistsResponse>(ADMIN_EXISTS_QUERY_KEY, { exists: true });
          }
        },
      },
    );
  };

  const failure = setUp.isError && !(isApiError(setUp.error) && setUp.error.code === 'ADMIN_ALREADY_EXISTS') ? setUp.error : null;
  // Spec §8 "Error creating account. Please try again.", then why in this remote's words (not the server's).
  const failureReason = failure ? authErrorMessage(failure) : null;
  const failureDetails = failureReason && failureReason.reason !== 'UNKNOWN' ? [phraseText(t, failurePhrase(failureReason))] : [];

  return (
    <>
      <CardContent>
        <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <FormField label={t('fields.fullName')} error={errors.fullName?.message} required>
            <Input autoComplete="name" placeholder={t('placeholders.fullName')} {...register('fullName', rules.fullName)} />
          </FormField>
          <FormField label={t('fields.email')} error={errors.email?.message} required>
            <EmailInput
              placeholder={t('placeholders.email')}
              {...register('email', rules.email)}
            />
          </FormField>
          <FormField label={t('fields.organizationName')} error={errors.organizationName?.message} required>
            <Input
              autoComplete="organization"
              placeholder={t('placeholders.organizationName')}
              {...register('organizationName', rules.organizationName)}
            />
          </FormField>
          <FormField
            label={t('fields.password')}
            error={errors.password?.message}
            errorValues={passwordLimits}
            hint={t('adminSetup.passwordHint', { min: ADMIN_PASSWORD_MIN_LENGTH })}
            required
          >
            <PasswordInput autoComplete="new-password" {...register('password', rules.password)} />
          </FormField>
          <FormField
            label={t('fields.confirmPassword')}
            error={passwordsDiffer ? PASSWORDS_DO_NOT_MATCH : errors.confirmPassword?.message}
            required
          >
            <PasswordInput autoComplete="new-password" {...register('confirmPassword', rules.confirmPassword)} />
          </FormField>

          {failure && (
            <Alert tone="danger">
              {t('adminSetup.error')}
              {failureDetails.length > 0 && (
                <ul className={styles.details}>
                  {failureDetails.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}

          <Button type="submit" size="lg" fullWidth className={styles.submit} loading={setUp.isPending} disabled={passwordsDiffer}>
            {setUp.isPending ? t('adminSetup.submitting') : t('adminSetup.submit')}
          </Button>
        </form>
      </CardContent>
      <SwitchLogin prompt={t('adminSetup.technicianPrompt')} to="/tech-login" label={t('adminSetup.alreadySetUp.technicianLogin')} />
    </>
  );
}
