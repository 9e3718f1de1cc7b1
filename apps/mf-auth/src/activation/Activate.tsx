import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_PASSWORD_MIN_LENGTH, isEmail, passwordLength } from '@irrigo/contracts';
import { Alert, Button, CardContent, EmailInput, FormField, Input, PasswordInput } from '@irrigo/ui';
import { AuthPage } from '../components/AuthPage.js';
import formStyles from '../components/AuthForm.module.css';
import { activationFailureOf, type ActivationFailure } from './activation-errors.js';
import { useActivateAccount } from './api/activate-account.js';
import { ACTIVATION_NAMESPACE } from './i18n.js';
import styles from './Activate.module.css';

/** How the technician says who they are: their e-mail, or (no e-mail on file) the full name on their sheet. */
type Identify = 'email' | 'name';

interface Problems {
  identity?: string;
  code?: string;
  password?: string;
  confirm?: string;
}

const key = (name: string) => `${ACTIVATION_NAMESPACE}:${name}`;

/**
 * /activate: a technician whose account an admin created turns their one-time code into a password of
 * their own, and is signed in. E-mailed links fill the code in (?code=).
 */
export default function Activate() {
  const { t } = useTranslation(ACTIVATION_NAMESPACE);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activate = useActivateAccount();
  const policyId = useId();
  const [identify, setIdentify] = useState<Identify>('email');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [code, setCode] = useState(params.get('code') ?? '');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<ActivationFailure | null>(null);

  const validate = (): Problems => {
    const found: Problems = {};
    if (identify === 'email') {
      if (email.trim() === '') found.identity = key('validation.emailRequired');
      else if (!isEmail(email)) found.identity = key('validation.emailInvalid');
    } else if (name.trim() === '') found.identity = key('validation.nameRequired');
    if (code.trim() === '') found.code = key('validation.codeRequired');
    if (passwordLength(newPassword) < ADMIN_PASSWORD_MIN_LENGTH) found.password = key('validation.passwordTooShort');
    if (confirmPassword !== newPassword) found.confirm = key('validation.passwordsDoNotMatch');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    const identity = identify === 'email' ? { email: email.trim() } : { name: name.trim() };
    activate.mutate(
      { ...identity, code: code.trim(), newPassword },
      { onSuccess: () => void navigate('/tech-dashboard'), onError: (error) => setFailure(activationFailureOf(error)) },
    );
  };

  const switchIdentify = () => {
    setIdentify((current) => (current === 'email' ? 'name' : 'email'));
    setProblems(({ identity: _dropped, ...rest }) => rest);
  };

  return (
    <AuthPage title={t('title')} description={t('description')}>
      <CardContent>
        <form className={formStyles.form} noValidate onSubmit={submit}>
          {identify === 'email' ? (
            <FormField label={t('fields.email')} required error={problems.identity}>
              <EmailInput
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </FormField>
          ) : (
            <FormField label={t('fields.name')} required error={problems.identity} hint={t('hints.name')}>
              <Input autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
            </FormField>
          )}
          <Button type="button" variant="ghost" size="sm" className={styles.switch} onClick={switchIdentify}>
            {identify === 'email' ? t('actions.useName') : t('actions.useEmail')}
          </Button>

          <FormField label={t('fields.code')} required error={problems.code} hint={t('hints.code')}>
            <Input
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              className={styles.code}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </FormField>

          <FormField label={t('fields.newPassword')} required error={problems.password} errorValues={{ min: ADMIN_PASSWORD_MIN_LENGTH }}>
            <PasswordInput autoComplete="new-password" aria-describedby={policyId} value={newPassword} onChange={(event) => setNewPassword(event.target.value)} />
          </FormField>
          <ul id={policyId} className={styles.policy}>
            <li data-met={passwordLength(newPassword) >= ADMIN_PASSWORD_MIN_LENGTH}>{t('policy.minLength', { min: ADMIN_PASSWORD_MIN_LENGTH })}</li>
            <li>{t('policy.notCommon')}</li>
            <li>{t('policy.private')}</li>
          </ul>
          <FormField label={t('fields.confirmPassword')} required error={problems.confirm}>
            <PasswordInput autoComplete="new-password" value={confirmPassword} onChange={(event) => setConfirmPassword(event.target.value)} />
          </FormField>

          {failure && (
            <Alert tone="danger" title={t('errors.title')}>
              {t(failure.key, { count: failure.waitMinutes ?? 0 })}
            </Alert>
          )}

          <Button type="submit" size="lg" fullWidth className={formStyles.submit} loading={activate.isPending}>
            {activate.isPending ? t('actions.submitting') : t('actions.submit')}
          </Button>
        </form>
      </CardContent>
    </AuthPage>
  );
}
