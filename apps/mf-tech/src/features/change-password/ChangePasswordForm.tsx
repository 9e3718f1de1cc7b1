import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormField, PasswordInput, toast } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../i18n';
import { useChangeTechnicianPassword } from './api/change-password';
import {
  PASSWORD_LIMITS,
  passwordChangeFailure,
  passwordEntryProblem,
  type PasswordEntryProblem,
} from './password-problems';
import styles from './ChangePasswordForm.module.css';

const DANGER = 'danger';
const SUCCESS = 'success';

export interface ChangePasswordFormProps {
  /** The signed-in technician's e-mail, sent along as the original client did. */
  email: string;
  /** After the server has accepted the new password. */
  onChanged?: () => void;
  /** Shown before Update Password (the prompt's Skip for Now). */
  secondaryAction?: ReactNode;
}

/**
 * New and confirm password with show/hide, and Update Password (spec §2, §5): the button waits until both
 * are filled; entries that differ or are shorter than 6 are stopped here with the spec's messages. Used by
 * the dashboard's one-time prompt and by Settings.
 */
export function ChangePasswordForm({ email, onChanged, secondaryAction }: ChangePasswordFormProps) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const problemId = useId();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<PasswordEntryProblem | null>(null);
  const change = useChangeTechnicianPassword();

  const bothFilled = newPassword !== '' && confirmPassword !== '';
  const failure = change.isError ? passwordChangeFailure(change.error) : null;

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setProblem(null);
    if (change.isError) change.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!bothFilled || change.isPending) return;
    const entryProblem = passwordEntryProblem(newPassword, confirmPassword);
    setProblem(entryProblem);
    if (entryProblem) return;
    change.mutate(
      { email, newPassword, confirmPassword },
      {
        onSuccess: () => {
          setNewPassword('');
          setConfirmPassword('');
          toast({ variant: SUCCESS, title: t('changePassword.success.title'), description: t('changePassword.success.description') });
          onChanged?.();
        },
        onError: () => {
          toast({ variant: DANGER, title: t('changePassword.failed.title'), description: t('changePassword.failed.description') });
        },
      },
    );
  };

  const newPasswordInvalid = problem === 'tooShort' || problem === 'tooLong' || undefined;
  const confirmInvalid = problem === 'mismatch' || undefined;

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <FormField label={t('changePassword.newPassword')} hint={t('changePassword.hint', PASSWORD_LIMITS)} required>
        <PasswordInput
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => edit(setNewPassword)(event.target.value)}
          aria-invalid={newPasswordInvalid}
          aria-describedby={newPasswordInvalid && problemId}
          disabled={change.isPending}
        />
      </FormField>
      <FormField label={t('changePassword.confirmPassword')} required>
        <PasswordInput
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => edit(setConfirmPassword)(event.target.value)}
          aria-invalid={confirmInvalid}
          aria-describedby={confirmInvalid && problemId}
          disabled={change.isPending}
        />
      </FormField>

      {problem && (
        <Alert id={problemId} tone={DANGER} title={t(`changePassword.problems.${problem}.title`)}>
          {t(`changePassword.problems.${problem}.description`, PASSWORD_LIMITS)}
        </Alert>
      )}
      {/* The server's `details` are English sentences; the reason shown is chosen by its error code instead. */}
      {failure && <Alert tone={DANGER}>{t(`changePassword.failure.${failure}`, PASSWORD_LIMITS)}</Alert>}

      <div className={styles.actions}>
        {secondaryAction}
        <Button type="submit" disabled={!bothFilled} loading={change.isPending}>
          {change.isPending ? t('changePassword.updating') : t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
