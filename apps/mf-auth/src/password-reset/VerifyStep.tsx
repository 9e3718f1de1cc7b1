import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RESET_TOKEN_TTL_MINUTES, type PasswordResetUserType } from '@irrigo/contracts';
import { Alert, Button, DialogFooter, FormField, Input } from '@irrigo/ui';
import formStyles from '../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../i18n.js';
import { useVerifyResetToken } from './api/password-reset.js';
import { FailureAlert } from './FailureAlert.js';
import { verifyFailure, type ResetFailure } from './reset-errors.js';

interface VerifyStepProps {
  userType: PasswordResetUserType;
  token: string;
  onTokenChange: (token: string) => void;
  /** True when the token came from the e-mail's link rather than from the request step. */
  fromLink: boolean;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * Step 2: the code from the e-mail (typed, pasted, or filled in by the e-mail's link). Continue asks the
 * server whether it is live, without using it up, so a typo is caught here rather than after a new
 * password was chosen (spec §5 still keeps Continue off while the field is blank).
 */
export function VerifyStep({ userType, token, onTokenChange, fromLink, onBack, onContinue }: VerifyStepProps) {
  const { t } = useTranslation([AUTH_NAMESPACE, 'common']);
  const verify = useVerifyResetToken();
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<ResetFailure | null>(null);
  const blank = token === '';

  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled but React bubbles through portals: keep a host form (a login) from submitting too.
    event.stopPropagation();
    if (blank || verify.isPending) return;
    setFailure(null);
    verify.mutate({ resetToken: token }, { onSuccess: onContinue, onError: (error) => setFailure(verifyFailure(error)) });
  };

  const changeToken = (value: string) => {
    // Codes never hold spaces; a paste from a mail often brings some along at either end.
    onTokenChange(value.trim());
    setFailure(null);
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      {fromLink ? (
        <Alert tone="info" title={t('passwordReset.verify.linkTitle')}>
          {t('passwordReset.verify.link')}
        </Alert>
      ) : (
        <Alert tone="info" title={t('passwordReset.verify.sentTitle')}>
          {userType === 'admin' ? t('passwordReset.verify.sentAdmin') : t('passwordReset.verify.sentTechnician')}
        </Alert>
      )}
      <FormField label={t('passwordReset.verify.token')} hint={t('passwordReset.verify.hint', { minutes: RESET_TOKEN_TTL_MINUTES })} required>
        <Input
          ref={input}
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t('passwordReset.verify.tokenPlaceholder')}
          aria-invalid={failure ? true : undefined}
          value={token}
          onChange={(event) => changeToken(event.target.value)}
        />
      </FormField>
      {failure && <FailureAlert failure={failure} />}
      <DialogFooter>
        <Button variant="secondary" size="lg" onClick={onBack} disabled={verify.isPending}>
          {t('common:actions.back')}
        </Button>
        <Button type="submit" size="lg" disabled={blank} loading={verify.isPending}>
          {verify.isPending ? t('passwordReset.verify.checking') : t('passwordReset.verify.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
