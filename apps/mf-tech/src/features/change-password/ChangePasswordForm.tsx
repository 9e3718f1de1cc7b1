import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeTechnicianPasswordRequest } from '@irrigo/contracts';
import { Alert, Button, FormField, PasswordInput, toast } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../i18n';
import { useChangeTechnicianPassword } from './api/change-password';
import {
  PASSWORD_LIMITS,
  asksForCurrentPassword,
  passwordChangeFailure,
  passwordEntryProblem,
  type PasswordEntryProblem,
} from './password-problems';
import styles from './ChangePasswordForm.module.css';

const DANGER = 'danger';
const INFO = 'info';
const SUCCESS = 'success';

/**
 * When the form asks for the current password: 'always' (Settings), or 'whenAsked', only once the server
 * answers CURRENT_PASSWORD_REQUIRED (the dashboard prompt: right after sign-in the server needs none, so
 * the prompt keeps the spec's two fields; a session that signed in a while ago gets the third).
 */
export type CurrentPasswordField = 'always' | 'whenAsked';

export interface ChangePasswordFormProps {
  /** The signed-in technician's e-mail, sent along as the original client did. */
  email: string;
  currentPasswordField: CurrentPasswordField;
  /** After the server has accepted the new password. */
  onChanged?: () => void;
  /** Shown before Update Password (the prompt's Skip for Now). */
  secondaryAction?: ReactNode;
}

/**
 * Current password (see CurrentPasswordField), new and confirm password with show/hide, and Update
 * Password (spec §2, §5): the button waits until every field shown is filled; entries that differ or are
 * shorter than 6 are stopped here with the spec's messages. Used by the dashboard's one-time prompt and by
 * Settings.
 */
export function ChangePasswordForm({ email, currentPasswordField, onChanged, secondaryAction }: ChangePasswordFormProps) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const problemId = useId();
  const failureId = useId();
  const currentInput = useRef<HTMLInputElement>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<PasswordEntryProblem | null>(null);
  /** The server asked for the current password (whenAsked only); the field stays from then on. */
  const [asked, setAsked] = useState(false);
  const change = useChangeTechnicianPassword();

  const needsCurrent = currentPasswordField === 'always' || asked;
  const allFilled = newPassword !== '' && confirmPassword !== '' && (!needsCurrent || currentPassword !== '');
  const failure = change.isError ? passwordChangeFailure(change.error) : null;
  // Being asked for the current password is a step of the prompt, not a failure: the explanation says it.
  const shownFailure = failure && !(asked && failure.reason === 'CURRENT_PASSWORD_REQUIRED') ? failure : null;
  const currentInvalid = shownFailure?.reason === 'CURRENT_PASSWORD_INCORRECT' || undefined;

  useEffect(() => {
    if (asked) currentInput.current?.focus();
  }, [asked]);

  const edit = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setProblem(null);
    if (change.isError) change.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!allFilled || change.isPending) return;
    const entryProblem = passwordEntryProblem(newPassword, confirmPassword);
    setProblem(entryProblem);
    if (entryProblem) return;
    const request: ChangeTechnicianPasswordRequest = { email, newPassword, confirmPassword };
    if (needsCurrent) request.currentPassword = currentPassword;
    change.mutate(request, {
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
        setConfirmPassword('');
        setAsked(false);
        toast({ variant: SUCCESS, title: t('changePassword.success.title'), description: t('changePassword.success.description') });
        onChanged?.();
      },
      onError: (error) => {
        // What was typed stays; the current-password field joins it.
        if (currentPasswordField === 'whenAsked' && asksForCurrentPassword(error)) {
          setAsked(true);
          return;
        }
        toast({ variant: DANGER, title: t('changePassword.failed.title'), description: t('changePassword.failed.description') });
      },
    });
  };

  const newPasswordInvalid = problem === 'tooShort' || problem === 'tooLong' || undefined;
  const confirmInvalid = problem === 'mismatch' || undefined;

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {asked && <Alert tone={INFO}>{t('changePassword.currentPasswordNeeded')}</Alert>}
      {needsCurrent && (
        <FormField label={t('changePassword.currentPassword')} required>
          <PasswordInput
            ref={currentInput}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => edit(setCurrentPassword)(event.target.value)}
            aria-invalid={currentInvalid}
            aria-describedby={currentInvalid && failureId}
            disabled={change.isPending}
          />
        </FormField>
      )}
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
      {shownFailure && (
        <Alert id={failureId} tone={DANGER}>
          {t(shownFailure.key, { ...PASSWORD_LIMITS, count: shownFailure.count })}
        </Alert>
      )}

      <div className={styles.actions}>
        {secondaryAction}
        <Button type="submit" disabled={!allFilled} loading={change.isPending}>
          {change.isPending ? t('changePassword.updating') : t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
