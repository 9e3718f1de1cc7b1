import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PASSWORD_MIN_LENGTH } from '@irrigo/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormField, PasswordInput, toast } from '@irrigo/ui';
import formStyles from '../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../i18n.js';
import { authErrorMessage, failurePhrase } from '../app/error-messages.js';
import { phraseText } from '../lib/phrase.js';
import { SET_PASSWORD_ERRORS, useSetTechnicianPassword } from './api/email-auth.js';
import { TechnicianPicker } from './TechnicianPicker.js';
import styles from './EmailAuth.module.css';

interface SetPasswordValues {
  technicianId: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: SetPasswordValues = { technicianId: '', newPassword: '', confirmPassword: '' };

/**
 * The Set Technician Password card (administrators): the technician chosen by name from the synced roster
 * (what is sent is their id, the spec's technicianId), spec §5 checks, then the §8 toasts.
 */
export function SetTechnicianPasswordCard() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const setPassword = useSetTechnicianPassword();
  const [values, setValues] = useState<SetPasswordValues>(EMPTY);
  const [invalid, setInvalid] = useState<Partial<Record<keyof SetPasswordValues, boolean>>>({});

  const change = (field: keyof SetPasswordValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = { technicianId: values.technicianId.trim() === '', newPassword: values.newPassword === '', confirmPassword: values.confirmPassword === '' };
    if (empty.technicianId || empty.newPassword || empty.confirmPassword) {
      setInvalid(empty);
      toast({ title: t('emailAuth.missingTitle'), description: t('emailAuth.setPassword.missing'), variant: 'danger' });
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      setInvalid({ confirmPassword: true });
      toast({ title: t('emailAuth.setPassword.mismatchTitle'), description: t('validation.passwordsDoNotMatch'), variant: 'danger' });
      return;
    }
    setInvalid({});
    setPassword.mutate(
      { technicianId: values.technicianId.trim(), newPassword: values.newPassword, confirmPassword: values.confirmPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast({ title: t('emailAuth.setPassword.successTitle'), description: t('emailAuth.setPassword.success'), variant: 'success' });
        },
        onError: (error) => {
          const failure = authErrorMessage(error, SET_PASSWORD_ERRORS);
          toast({ title: t('emailAuth.setPassword.failedTitle'), description: phraseText(t, failurePhrase(failure)), variant: 'danger' });
        },
      },
    );
  };

  return (
    <Card className={styles.card}>
      <CardHeader>
        <CardTitle className={styles.cardTitle}>
          <KeyRound aria-hidden size={20} className={styles.cardIcon} />
          {t('emailAuth.setPassword.title')}
        </CardTitle>
        <CardDescription>{t('emailAuth.setPassword.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className={formStyles.form} noValidate onSubmit={submit}>
          <TechnicianPicker value={values.technicianId} onChange={change('technicianId')} invalid={invalid.technicianId} />
          <FormField label={t('emailAuth.setPassword.newPassword')} required>
            <PasswordInput
              autoComplete="new-password"
              placeholder={t('emailAuth.setPassword.newPasswordPlaceholder', { min: ADMIN_PASSWORD_MIN_LENGTH })}
              aria-invalid={invalid.newPassword || undefined}
              value={values.newPassword}
              onChange={(event) => change('newPassword')(event.target.value)}
            />
          </FormField>
          <FormField label={t('fields.confirmPassword')} required>
            <PasswordInput
              autoComplete="new-password"
              placeholder={t('emailAuth.setPassword.confirmPasswordPlaceholder')}
              aria-invalid={invalid.confirmPassword || undefined}
              value={values.confirmPassword}
              onChange={(event) => change('confirmPassword')(event.target.value)}
            />
          </FormField>
          <Button type="submit" size="lg" fullWidth loading={setPassword.isPending}>
            {setPassword.isPending ? t('emailAuth.setPassword.submitting') : t('emailAuth.setPassword.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
