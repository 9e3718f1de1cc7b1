import { useState, type FormEvent } from 'react';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, EmailInput, FormField, PasswordInput, Select, toast } from '@irrigo/ui';
import formStyles from '../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../i18n.js';
import { EMAIL_LOGIN_ROLES, useEmailLogin, type EmailLoginRole } from './api/email-auth.js';
import styles from './EmailAuth.module.css';

const isRole = (value: string): value is EmailLoginRole => (EMAIL_LOGIN_ROLES as readonly string[]).includes(value);

/** The Login card: role, e-mail and password; the outcome is told in toasts (spec §8). */
export function EmailLoginCard() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const logIn = useEmailLogin();
  const [role, setRole] = useState<EmailLoginRole>('admin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ email: false, password: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = { email: email.trim() === '', password: password === '' };
    setMissing(empty);
    if (empty.email || empty.password) {
      toast({ title: t('emailAuth.missingTitle'), description: t('emailAuth.login.missing'), variant: 'danger' });
      return;
    }
    // The outcome's toasts come from the hook; here only the typed password is forgotten.
    logIn.mutate({ role, email: email.trim(), password }, { onSuccess: () => setPassword('') });
  };

  return (
    <Card className={styles.card}>
      <CardHeader>
        <CardTitle className={styles.cardTitle}>
          <LogIn aria-hidden size={20} className={styles.cardIcon} />
          {t('emailAuth.login.title')}
        </CardTitle>
        <CardDescription>{t('emailAuth.login.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className={formStyles.form} noValidate onSubmit={submit}>
          <FormField label={t('emailAuth.login.role')} required>
            <Select
              value={role}
              onValueChange={(value) => isRole(value) && setRole(value)}
              options={[
                { value: 'admin', label: t('emailAuth.login.roles.admin') },
                { value: 'technician', label: t('emailAuth.login.roles.technician') },
              ]}
            />
          </FormField>
          <FormField label={t('fields.email')} required>
            <EmailInput
              autoComplete="username"
              placeholder={t('placeholders.email')}
              aria-invalid={missing.email || undefined}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormField label={t('fields.password')} required>
            <PasswordInput
              autoComplete="current-password"
              aria-invalid={missing.password || undefined}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <Button type="submit" size="lg" fullWidth loading={logIn.isPending}>
            {logIn.isPending ? t('emailAuth.login.submitting') : t('emailAuth.login.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
