import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failedStrongPasswordRules, type PasswordResetUserType } from '@irrigo/contracts';
import { Alert, Button, DialogFooter, FormField, PasswordInput } from '@irrigo/ui';
import formStyles from '../components/AuthForm.module.css';
import { AUTH_NAMESPACE } from '../i18n.js';
import { useCompletePasswordReset } from './api/password-reset.js';
import { FailureAlert } from './FailureAlert.js';
import { PasswordChecklist } from './PasswordChecklist.js';
import { completionFailure, type ResetFailure } from './reset-errors.js';

const PASSWORDS_DO_NOT_MATCH = 'auth:validation.passwordsDoNotMatch';

interface CompleteStepProps {
  userType: PasswordResetUserType;
  token: string;
  onBack: () => void;
  onDone: () => void;
}

/** Step 3: the new password against the §5 rules, then POST /api/password-reset/complete. */
export function CompleteStep({ userType, token, onBack, onDone }: CompleteStepProps) {
  const { t } = useTranslation([AUTH_NAMESPACE, 'common']);
  const complete = useCompletePasswordReset();
  const checklistId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<ResetFailure | null>(null);

  useEffect(() => input.current?.focus(), []);

  const rulesFailed = failedStrongPasswordRules(newPassword).length > 0;
  // Said as soon as a differing confirmation is typed, or on submit when it was left empty.
  const mismatch = confirmPassword !== newPassword && (confirmPassword !== '' || submitted);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled but React bubbles through portals: keep a host form (a login) from submitting too.
    event.stopPropagation();
    setSubmitted(true);
    if (rulesFailed || confirmPassword !== newPassword) return;
    setFailure(null);
    complete.mutate(
      { resetToken: token.trim(), newPassword, userType },
      { onSuccess: onDone, onError: (error) => setFailure(completionFailure(error, newPassword)) },
    );
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      <FormField label={t('passwordReset.complete.newPassword')} required>
        <PasswordInput
          ref={input}
          autoComplete="new-password"
          aria-describedby={checklistId}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
      </FormField>
      <PasswordChecklist id={checklistId} password={newPassword} />
      <FormField label={t('passwordReset.complete.confirmPassword')} required error={mismatch ? PASSWORDS_DO_NOT_MATCH : undefined}>
        <PasswordInput autoComplete="new-password" value={confirmPassword} onChange={(event) => setConfirmPassword(event.target.value)} />
      </FormField>

      {submitted && rulesFailed && <Alert tone="danger">{t('passwordReset.complete.requirementsNotMet')}</Alert>}
      {failure && <FailureAlert failure={failure} />}

      <DialogFooter>
        <Button variant="secondary" size="lg" onClick={onBack} disabled={complete.isPending}>
          {t('common:actions.back')}
        </Button>
        <Button type="submit" size="lg" loading={complete.isPending}>
          {complete.isPending ? t('passwordReset.complete.submitting') : t('passwordReset.complete.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
