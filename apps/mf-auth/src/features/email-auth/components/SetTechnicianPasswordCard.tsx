import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@irrigo/contracts';
import { PasswordInput, toast } from '@irrigo/ui';
import {
  Form,
  PASSWORD_LIMITS,
  RegisteredField,
  SubmitButton,
  officePasswordField,
  passwordField,
  reportServerError,
  summaryMessage,
  textField,
  useZodForm,
  withConfirmation,
  z,
} from '@irrigo/ui/forms';
import formStyles from '../../../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../../app/i18n.js';
import { authErrorMessage, failurePhrase } from '../../../app/error-messages.js';
import { phraseText } from '../../../lib/phrase.js';
import { SET_PASSWORD_ERRORS, useSetTechnicianPassword } from '../api/email-auth.js';
import { TechnicianPicker } from './TechnicianPicker.js';
import { EmailAuthCard } from './EmailAuthCard.js';

const MISSING = 'auth:emailAuth.setPassword.missing';
const MISMATCH = 'auth:validation.passwordsDoNotMatch';
const TOO_SHORT = 'auth:validation.passwordTooShort';
const TOO_LONG = 'auth:validation.passwordTooLong';

/** The toast title of each problem the card finds before sending (spec §5, §8); Missing Information otherwise. */
const TITLES: Record<string, string> = {
  [MISMATCH]: 'emailAuth.setPassword.mismatchTitle',
  [TOO_SHORT]: 'emailAuth.setPassword.tooShortTitle',
  [TOO_LONG]: 'emailAuth.setPassword.tooLongTitle',
};

/** SetTechnicianPasswordDto's rules: a technician, a password of at least 8 (as the placeholder says), the same twice. */
const setPasswordSchema = withConfirmation(
  z.object({
    technicianId: textField({ required: MISSING }),
    newPassword: officePasswordField({ required: MISSING, tooShort: TOO_SHORT, tooLong: TOO_LONG }),
    confirmPassword: passwordField({ required: MISSING }),
  }),
  { password: 'newPassword', confirm: 'confirmPassword' },
  MISMATCH,
);

const EMPTY = { technicianId: '', newPassword: '', confirmPassword: '' };

/**
 * The Set Technician Password card (administrators): the technician chosen by name from the synced roster
 * (what is sent is their id, the spec's technicianId), spec §5 checks, then the §8 toasts.
 */
export function SetTechnicianPasswordCard() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const setPassword = useSetTechnicianPassword();
  const form = useZodForm(setPasswordSchema, EMPTY);

  return (
    <EmailAuthCard icon={KeyRound} title={t('emailAuth.setPassword.title')} description={t('emailAuth.setPassword.description')}>
      <Form
        form={form}
        className={formStyles.form}
        onInvalid={(errors) => {
          const key = summaryMessage(errors, [MISSING, MISMATCH, TOO_SHORT, TOO_LONG]) ?? MISSING;
          toast({ title: t(TITLES[key] ?? 'emailAuth.missingTitle'), description: t(key, PASSWORD_LIMITS.office), variant: 'danger' });
        }}
        onValid={async (request) => {
          try {
            await setPassword.mutateAsync(request);
          } catch (error) {
            const failure = reportServerError(form, error, { describe: (failed) => authErrorMessage(failed, SET_PASSWORD_ERRORS) });
            toast({ title: t('emailAuth.setPassword.failedTitle'), description: phraseText(t, failurePhrase(failure)), variant: 'danger' });
            return;
          }
          form.reset(EMPTY);
          toast({ title: t('emailAuth.setPassword.successTitle'), description: t('emailAuth.setPassword.success'), variant: 'success' });
        }}
      >
        <TechnicianPicker />
        <RegisteredField name="newPassword" label={t('emailAuth.setPassword.newPassword')} required showError={false} revalidate={['confirmPassword']}>
          <PasswordInput autoComplete="new-password" placeholder={t('emailAuth.setPassword.newPasswordPlaceholder', { min: ADMIN_PASSWORD_MIN_LENGTH })} />
        </RegisteredField>
        <RegisteredField name="confirmPassword" label={t('fields.confirmPassword')} required showError={false}>
          <PasswordInput autoComplete="new-password" placeholder={t('emailAuth.setPassword.confirmPasswordPlaceholder')} />
        </RegisteredField>
        <SubmitButton fullWidth pendingLabel={t('emailAuth.setPassword.submitting')}>
          {t('emailAuth.setPassword.submit')}
        </SubmitButton>
      </Form>
    </EmailAuthCard>
  );
}
