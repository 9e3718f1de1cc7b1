import { useNavigate } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_PASSWORD_MIN_LENGTH, ORGANIZATION_NAME_MAX_LENGTH, PRODUCT_NAME, type AdminExistsResponse } from '@irrigo/contracts';
import { isApiError } from '@irrigo/api-client';
import { Alert, CardContent, EmailInput, Input, PasswordInput } from '@irrigo/ui';
import {
  Form,
  PASSWORD_LIMITS,
  RegisteredField,
  SubmitButton,
  emailField,
  officePasswordField,
  organizationNameField,
  passwordField,
  reportServerError,
  serverFailureOf,
  useZodForm,
  withConfirmation,
  z,
  personNameField,
  PERSON_NAME_LIMITS,
} from '@irrigo/ui/forms';
import { authErrorMessage, failurePhrase } from '../../../app/error-messages.js';
import { phraseText } from '../../../lib/phrase.js';
import { ADMIN_EXISTS_QUERY_KEY } from '../../../api/admin-exists.js';
import { SwitchLogin } from '../../../components/SwitchLogin.js';
import styles from '../../../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../../app/i18n.js';
import { useSetUpAdmin } from '../api/set-up-admin.js';

const PASSWORDS_DO_NOT_MATCH = 'auth:validation.passwordsDoNotMatch';

/** AdminSetupDto's rules (spec §5): every field, a well-formed e-mail, a password of at least 8, the same twice. */
const adminSetupSchema = withConfirmation(
  z.object({
    fullName: personNameField({ required: 'auth:validation.fullNameRequired', tooLong: 'auth:validation.fullNameTooLong' }),
    email: emailField({ required: 'auth:validation.emailRequired', invalid: 'auth:validation.emailInvalid' }),
    organizationName: organizationNameField({ required: 'auth:validation.organizationNameRequired', tooLong: 'auth:validation.organizationNameTooLong' }),
    password: officePasswordField({
      required: 'auth:validation.passwordRequired',
      tooShort: 'auth:validation.passwordTooShort',
      tooLong: 'auth:validation.passwordTooLong',
    }),
    confirmPassword: passwordField({ required: 'auth:validation.confirmPasswordRequired' }),
  }),
  { password: 'password', confirm: 'confirmPassword' },
  PASSWORDS_DO_NOT_MATCH,
);

const isAlreadySetUp = (error: unknown) => isApiError(error) && error.code === 'ADMIN_ALREADY_EXISTS';

export function AdminSetupForm() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setUp = useSetUpAdmin(() => void navigate('/dashboard'));
  const form = useZodForm(adminSetupSchema, { fullName: '', email: '', organizationName: PRODUCT_NAME, password: '', confirmPassword: '' });
  const [password, confirmPassword] = form.watch(['password', 'confirmPassword']);
  // Spec §5: a confirmation that differs says so at once and keeps the form from being sent.
  const passwordsDiffer = confirmPassword !== '' && confirmPassword !== password;

  // Spec §8 "Error creating account. Please try again.", then why in this remote's words (not the server's).
  const failure = serverFailureOf(form.formState.errors);
  const failureDetails = failure && failure.reason !== 'UNKNOWN' ? [phraseText(t, failurePhrase(failure))] : [];

  return (
    <>
      <CardContent>
        <Form
          form={form}
          className={styles.form}
          onValid={async ({ confirmPassword: _confirmation, ...request }) => {
            try {
              await setUp.mutateAsync(request);
            } catch (error) {
              // Someone finished setup first (another tab or device): show the Already Set Up card instead.
              if (isAlreadySetUp(error)) queryClient.setQueryData<AdminExistsResponse>(ADMIN_EXISTS_QUERY_KEY, { exists: true });
              else reportServerError(form, error, { describe: authErrorMessage });
            }
          }}
        >
          <RegisteredField name="fullName" label={t('fields.fullName')} required errorValues={PERSON_NAME_LIMITS}>
            <Input autoComplete="name" placeholder={t('placeholders.fullName')} />
          </RegisteredField>
          <RegisteredField name="email" label={t('fields.email')} required>
            <EmailInput placeholder={t('placeholders.email')} />
          </RegisteredField>
          <RegisteredField name="organizationName" label={t('fields.organizationName')} errorValues={{ max: ORGANIZATION_NAME_MAX_LENGTH }} required>
            <Input autoComplete="organization" placeholder={t('placeholders.organizationName')} />
          </RegisteredField>
          <RegisteredField
            name="password"
            revalidate={['confirmPassword']}
            label={t('fields.password')}
            errorValues={PASSWORD_LIMITS.office}
            hint={t('adminSetup.passwordHint', { min: ADMIN_PASSWORD_MIN_LENGTH })}
            required
          >
            <PasswordInput autoComplete="new-password" />
          </RegisteredField>
          <RegisteredField name="confirmPassword" label={t('fields.confirmPassword')} liveError={passwordsDiffer ? PASSWORDS_DO_NOT_MATCH : undefined} required>
            <PasswordInput autoComplete="new-password" />
          </RegisteredField>

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

          <SubmitButton fullWidth className={styles.submit} disabled={passwordsDiffer} pendingLabel={t('adminSetup.submitting')}>
            {t('adminSetup.submit')}
          </SubmitButton>
        </Form>
      </CardContent>
      <SwitchLogin prompt={t('adminSetup.technicianPrompt')} to="/tech-login" label={t('adminSetup.alreadySetUp.technicianLogin')} />
    </>
  );
}
