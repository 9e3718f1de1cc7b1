import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField, toast } from '@irrigo/ui';
import { Form, SubmitButton, reportServerError, summaryMessage, useFormField, useZodForm, z } from '@irrigo/ui/forms';
import { Select } from '@irrigo/ui/select';
import formStyles from '../../../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../../app/i18n.js';
import { authErrorMessage, failurePhrase } from '../../../app/error-messages.js';
import { EMAIL_INVALID, EMPTY_LOGIN, MISSING_FIELD_KEYS, officeLoginSchema, technicianLoginSchema } from '../../../lib/login-schemas.js';
import { phraseText } from '../../../lib/phrase.js';
import { EMAIL_LOGIN_ERRORS, EMAIL_LOGIN_ROLES, useEmailLogin, type EmailLoginRole } from '../api/email-auth.js';
import { EmailAuthCard } from './EmailAuthCard.js';
import { LoginFields } from '../../../components/LoginFields.js';

/** An administrator signs in like at the admin login, a technician like at the technician login. */
const emailLoginSchema = z.discriminatedUnion('role', [
  z.extend(officeLoginSchema, { role: z.literal('admin') }),
  z.extend(technicianLoginSchema, { role: z.literal('technician') }),
]);

const isRole = (value: string): value is EmailLoginRole => (EMAIL_LOGIN_ROLES as readonly string[]).includes(value);

function RoleField() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { value, onChange } = useFormField('role');
  return (
    <FormField label={t('emailAuth.login.role')} required>
      <Select
        value={typeof value === 'string' ? value : 'admin'}
        onValueChange={(next) => isRole(next) && onChange(next)}
        options={[
          { value: 'admin', label: t('emailAuth.login.roles.admin') },
          { value: 'technician', label: t('emailAuth.login.roles.technician') },
        ]}
      />
    </FormField>
  );
}

/** The Login card: role, e-mail and password; the outcome is told in toasts (spec §8). */
export function EmailLoginCard() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const logIn = useEmailLogin();
  const form = useZodForm(emailLoginSchema, { role: 'admin' as EmailLoginRole, ...EMPTY_LOGIN });

  return (
    <EmailAuthCard icon={LogIn} title={t('emailAuth.login.title')} description={t('emailAuth.login.description')}>
      <Form
        form={form}
        className={formStyles.form}
        onInvalid={(errors) => {
          // Spec §5: Missing Information first; a technician's malformed e-mail as the technician login says it.
          if (summaryMessage(errors, MISSING_FIELD_KEYS) === EMAIL_INVALID) {
            toast({ title: t('techLogin.problems.invalidEmail.title'), description: t('techLogin.problems.invalidEmail.message'), variant: 'danger' });
          } else {
            toast({ title: t('emailAuth.missingTitle'), description: t('emailAuth.login.missing'), variant: 'danger' });
          }
        }}
        onValid={async (credentials) => {
          try {
            // The welcome toast comes from the hook; here only the typed password is forgotten.
            await logIn.mutateAsync(credentials);
          } catch (error) {
            const failure = reportServerError(form, error, { describe: (failed) => authErrorMessage(failed, EMAIL_LOGIN_ERRORS) });
            toast({ title: t('emailAuth.login.failedTitle'), description: phraseText(t, failurePhrase(failure)), variant: 'danger' });
            return;
          }
          form.resetField('password');
        }}
      >
        <RoleField />
        <LoginFields showError={false} />
        <SubmitButton fullWidth pendingLabel={t('emailAuth.login.submitting')}>
          {t('emailAuth.login.submit')}
        </SubmitButton>
      </Form>
    </EmailAuthCard>
  );
}
