import { useTranslation } from 'react-i18next';
import { EmailInput, PasswordInput } from '@irrigo/ui';
import { RegisteredField } from '@irrigo/ui/forms';
import { AUTH_NAMESPACE } from '../app/i18n.js';

export interface LoginFieldsProps {
  /** The form's one summary alert, when the fields say nothing under themselves (`showError` false). */
  summaryId?: string;
  showError?: boolean;
  /** The e-mail field's example address; the sign-in of a new account goes without it. */
  emailPlaceholder?: boolean;
}

/** Email and password as every sign-in form asks them (its schema's `email` and `password`), autofill included. */
export function LoginFields({ summaryId, showError = true, emailPlaceholder = true }: LoginFieldsProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <>
      <RegisteredField name="email" label={t('fields.email')} required showError={showError} summaryId={summaryId}>
        <EmailInput autoComplete="username" placeholder={emailPlaceholder ? t('placeholders.email') : undefined} />
      </RegisteredField>
      <RegisteredField name="password" label={t('fields.password')} required showError={showError} summaryId={summaryId}>
        <PasswordInput autoComplete="current-password" />
      </RegisteredField>
    </>
  );
}
