import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RESET_USER_TYPES, isEmail, type PasswordResetRequest, type PasswordResetUserType } from '@irrigo/contracts';
import { Button, DialogFooter, EmailInput, FormField, Input, Tabs, TabsContent, TabsList, TabsTrigger } from '@irrigo/ui';
import formStyles from '../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../i18n.js';
import { useRequestPasswordReset } from './api/password-reset.js';
import { FailureAlert } from './FailureAlert.js';
import { requestFailure, type ResetFailure } from './reset-errors.js';
import styles from './PasswordResetDialog.module.css';

/** What the person typed on the Request step; kept by the dialog so Back finds it again. */
export interface RequestValues {
  fullName: string;
  technicianEmail: string;
  adminEmail: string;
}

export const EMPTY_REQUEST_VALUES: RequestValues = { fullName: '', technicianEmail: '', adminEmail: '' };

type FieldErrors = Partial<Record<keyof RequestValues, string>>;

const isUserType = (value: string): value is PasswordResetUserType => (PASSWORD_RESET_USER_TYPES as readonly string[]).includes(value);

/** Spec §5: a technician reset needs the name (e-mail optional but well-formed); an admin reset needs the e-mail. */
function validate(userType: PasswordResetUserType, values: RequestValues): FieldErrors {
  if (userType === 'admin') {
    const email = values.adminEmail.trim();
    if (email === '') return { adminEmail: 'auth:validation.emailRequired' };
    return isEmail(email) ? {} : { adminEmail: 'auth:validation.emailInvalid' };
  }
  const errors: FieldErrors = {};
  if (values.fullName.trim() === '') errors.fullName = 'auth:validation.fullNameRequired';
  const email = values.technicianEmail.trim();
  if (email !== '' && !isEmail(email)) errors.technicianEmail = 'auth:validation.emailInvalid';
  return errors;
}

function toRequest(userType: PasswordResetUserType, values: RequestValues): PasswordResetRequest {
  if (userType === 'admin') return { userType, email: values.adminEmail.trim() };
  const email = values.technicianEmail.trim();
  return email ? { userType, username: values.fullName.trim(), email } : { userType, username: values.fullName.trim() };
}

interface RequestStepProps {
  userType: PasswordResetUserType;
  onUserTypeChange: (userType: PasswordResetUserType) => void;
  values: RequestValues;
  onValuesChange: (values: RequestValues) => void;
  onRequested: () => void;
}

/** Step 1: who is resetting (Technician or Administrator tab), then POST /api/password-reset/request. */
export function RequestStep({ userType, onUserTypeChange, values, onValuesChange, onRequested }: RequestStepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const request = useRequestPasswordReset();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ResetFailure | null>(null);

  const change = (field: keyof RequestValues) => (value: string) => {
    onValuesChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const switchTab = (value: string) => {
    if (!isUserType(value)) return;
    setErrors({});
    setFailure(null);
    onUserTypeChange(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled but React bubbles through portals: keep a host form (a login) from submitting too.
    event.stopPropagation();
    const found = validate(userType, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    request.mutate(toRequest(userType, values), {
      onSuccess: onRequested,
      onError: (error) => setFailure(requestFailure(error)),
    });
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      <Tabs value={userType} onValueChange={switchTab}>
        <TabsList aria-label={t('passwordReset.request.tabsLabel')} className={styles.tabs}>
          <TabsTrigger value="technician">{t('passwordReset.request.technician')}</TabsTrigger>
          <TabsTrigger value="admin">{t('passwordReset.request.admin')}</TabsTrigger>
        </TabsList>
        <TabsContent value="technician" className={formStyles.form}>
          <p className={styles.hint}>{t('passwordReset.request.technicianHint')}</p>
          <FormField label={t('fields.fullName')} required error={errors.fullName}>
            <Input
              autoComplete="name"
              placeholder={t('placeholders.fullName')}
              value={values.fullName}
              onChange={(event) => change('fullName')(event.target.value)}
            />
          </FormField>
          <FormField label={t('fields.email')} optional error={errors.technicianEmail}>
            <EmailInput
              placeholder={t('placeholders.email')}
              value={values.technicianEmail}
              onChange={(event) => change('technicianEmail')(event.target.value)}
            />
          </FormField>
        </TabsContent>
        <TabsContent value="admin" className={formStyles.form}>
          <p className={styles.hint}>{t('passwordReset.request.adminHint')}</p>
          <FormField label={t('fields.email')} required error={errors.adminEmail}>
            <EmailInput
              placeholder={t('placeholders.email')}
              value={values.adminEmail}
              onChange={(event) => change('adminEmail')(event.target.value)}
            />
          </FormField>
        </TabsContent>
      </Tabs>

      {failure && <FailureAlert failure={failure} />}

      <DialogFooter>
        <Button type="submit" size="lg" fullWidth loading={request.isPending}>
          {request.isPending ? t('passwordReset.request.submitting') : t('passwordReset.request.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
