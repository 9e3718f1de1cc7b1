import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RESET_TOKEN_TTL_MINUTES, type PasswordResetUserType } from '@irrigo/contracts';
import { Alert, Button, DialogFooter, FormField, Input } from '@irrigo/ui';
import formStyles from '../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../i18n.js';

interface VerifyStepProps {
  userType: PasswordResetUserType;
  token: string;
  onTokenChange: (token: string) => void;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Step 2: the code from the e-mail. The server checks it when the new password is sent, so nothing
 * leaves the browser here; the step only makes sure something was entered (spec §5).
 */
export function VerifyStep({ userType, token, onTokenChange, onBack, onContinue }: VerifyStepProps) {
  const { t } = useTranslation([AUTH_NAMESPACE, 'common']);
  const input = useRef<HTMLInputElement>(null);
  const blank = token.trim() === '';

  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled but React bubbles through portals: keep a host form (a login) from submitting too.
    event.stopPropagation();
    if (!blank) onContinue();
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      <Alert tone="info" title={t('passwordReset.verify.sentTitle')}>
        {userType === 'admin' ? t('passwordReset.verify.sentAdmin') : t('passwordReset.verify.sentTechnician')}
      </Alert>
      <FormField label={t('passwordReset.verify.token')} hint={t('passwordReset.verify.hint', { minutes: RESET_TOKEN_TTL_MINUTES })} required>
        <Input
          ref={input}
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t('passwordReset.verify.tokenPlaceholder')}
          value={token}
          onChange={(event) => onTokenChange(event.target.value)}
        />
      </FormField>
      <DialogFooter>
        <Button variant="secondary" size="lg" onClick={onBack}>
          {t('common:actions.back')}
        </Button>
        <Button type="submit" size="lg" disabled={blank}>
          {t('passwordReset.verify.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
