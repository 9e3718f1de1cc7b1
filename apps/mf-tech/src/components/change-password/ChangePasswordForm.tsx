import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeTechnicianPasswordRequest } from '@irrigo/contracts';
import { useConnectivity } from '@irrigo/session';
import { Alert, PasswordInput, toast } from '@irrigo/ui';
import {
  Form,
  PASSWORD_LIMITS,
  RegisteredField,
  SubmitButton,
  fieldErrorMessage,
  reportServerError,
  serverFailureOf,
  technicianNewPasswordField,
  useZodForm,
  withConfirmation,
  z,
} from '@irrigo/ui/forms';
import { TECH_NAMESPACE } from '../../app/i18n';
import { useChangeTechnicianPassword } from './api/change-password';
import { PASSWORD_ENTRY_PROBLEMS, asksForCurrentPassword, describePasswordChangeFailure, passwordChangeFailureText } from './password-problems';
import styles from './ChangePasswordForm.module.css';

const DANGER = 'danger';
const INFO = 'info';
const SUCCESS = 'success';
const WARNING = 'warning';

/** Spec §5: the entries must match ("Password Mismatch", said first), at least 6 characters ("Password Too Short"). */
const changePasswordSchema = withConfirmation(
  z.object({
    currentPassword: z.string(),
    newPassword: technicianNewPasswordField({ tooShort: PASSWORD_ENTRY_PROBLEMS.tooShort, tooLong: PASSWORD_ENTRY_PROBLEMS.tooLong }),
    confirmPassword: z.string(),
  }),
  { password: 'newPassword', confirm: 'confirmPassword' },
  PASSWORD_ENTRY_PROBLEMS.mismatch,
);

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

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
 * Settings. With no connection the form says so and Update Password waits: what is typed stays, and the
 * button works again as soon as the device is back online.
 */
export function ChangePasswordForm({ email, currentPasswordField, onChanged, secondaryAction }: ChangePasswordFormProps) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const problemId = useId();
  /** The server asked for the current password (whenAsked only); the field stays from then on. */
  const [asked, setAsked] = useState(false);
  const change = useChangeTechnicianPassword();
  const form = useZodForm(changePasswordSchema, EMPTY);
  const { setFocus } = form;
  const [currentPassword, newPassword, confirmPassword] = form.watch(['currentPassword', 'newPassword', 'confirmPassword']);
  const { errors, isSubmitting } = form.formState;
  const offline = useConnectivity() === 'offline';
  const offlineNoteId = useId();

  const needsCurrent = currentPasswordField === 'always' || asked;
  const allFilled = newPassword !== '' && confirmPassword !== '' && (!needsCurrent || currentPassword !== '');
  // One alert says what is wrong with the entries, the mismatch first; the fields are marked and point at it.
  const entered = [fieldErrorMessage(errors, 'confirmPassword'), fieldErrorMessage(errors, 'newPassword')];
  const problem = Object.values(PASSWORD_ENTRY_PROBLEMS).find((key) => entered.includes(key));
  const failure = serverFailureOf(errors);
  const failureText = failure ? passwordChangeFailureText(failure) : null;

  useEffect(() => {
    if (asked) setFocus('currentPassword');
  }, [asked, setFocus]);

  return (
    <Form
      form={form}
      className={styles.form}
      canSubmit={() => !offline}
      onValid={async (values) => {
        const request: ChangeTechnicianPasswordRequest = { email, newPassword: values.newPassword, confirmPassword: values.confirmPassword };
        if (needsCurrent) request.currentPassword = values.currentPassword;
        try {
          await change.mutateAsync(request);
        } catch (error) {
          // Being asked for the current password is a step of the prompt, not a failure: what was typed stays.
          if (currentPasswordField === 'whenAsked' && asksForCurrentPassword(error)) {
            setAsked(true);
            return;
          }
          // The server's `details` are English sentences: the reason shown is chosen by its error code instead.
          reportServerError(form, error, { describe: describePasswordChangeFailure, fields: { CURRENT_PASSWORD_INCORRECT: 'currentPassword' } });
          toast({ variant: DANGER, title: t('changePassword.failed.title'), description: t('changePassword.failed.description') });
          return;
        }
        form.reset(EMPTY);
        setAsked(false);
        toast({ variant: SUCCESS, title: t('changePassword.success.title'), description: t('changePassword.success.description') });
        onChanged?.();
      }}
    >
      {offline && (
        <Alert id={offlineNoteId} tone={WARNING} title={t('changePassword.offline.title')}>
          {t('changePassword.offline.description')}
        </Alert>
      )}
      {asked && <Alert tone={INFO}>{t('changePassword.currentPasswordNeeded')}</Alert>}
      {needsCurrent && (
        <RegisteredField name="currentPassword" label={t('changePassword.currentPassword')} required>
          <PasswordInput autoComplete="current-password" disabled={isSubmitting} />
        </RegisteredField>
      )}
      <RegisteredField
        name="newPassword"
        label={t('changePassword.newPassword')}
        hint={t('changePassword.hint', PASSWORD_LIMITS.technician)}
        required
        showError={false}
        summaryId={problemId}
        revalidate={['confirmPassword']}
      >
        <PasswordInput autoComplete="new-password" disabled={isSubmitting} />
      </RegisteredField>
      <RegisteredField name="confirmPassword" label={t('changePassword.confirmPassword')} required showError={false} summaryId={problemId}>
        <PasswordInput autoComplete="new-password" disabled={isSubmitting} />
      </RegisteredField>

      {problem && (
        <Alert id={problemId} tone={DANGER} title={t(`${problem}.title`)}>
          {t(`${problem}.description`, PASSWORD_LIMITS.technician)}
        </Alert>
      )}
      {failureText && <Alert tone={DANGER}>{t(failureText.key, { ...PASSWORD_LIMITS.technician, count: failureText.count })}</Alert>}

      <div className={styles.actions}>
        {secondaryAction}
        <SubmitButton
          size="md"
          disabled={!allFilled || offline}
          aria-describedby={offline ? offlineNoteId : undefined}
          pendingLabel={t('changePassword.updating')}
        >
          {t('changePassword.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
