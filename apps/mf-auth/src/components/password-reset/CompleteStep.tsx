import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordResetUserType } from '@irrigo/contracts';
import { Alert, Button, PasswordInput } from '@irrigo/ui';
import { DialogFooter } from '@irrigo/ui/dialog';
import {
  Form,
  PASSWORD_LIMITS,
  RegisteredField,
  SubmitButton,
  fieldErrorMessage,
  reportServerError,
  serverFailureOf,
  strongPasswordField,
  useZodForm,
  withConfirmation,
  z,
} from '@irrigo/ui/forms';
import formStyles from '../AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import { useCompletePasswordReset } from './api/password-reset.js';
import { FailureAlert } from './FailureAlert.js';
import { PasswordChecklist } from './PasswordChecklist.js';
import { completionFailureText, describeCompletionFailure } from './reset-errors.js';

const PASSWORDS_DO_NOT_MATCH = 'auth:validation.passwordsDoNotMatch';

/** Spec §5: every STRONG_PASSWORD_RULES rule ("Please ensure your password meets all requirements"), the same twice. */
const completeSchema = withConfirmation(
  z.object({
    newPassword: strongPasswordField({ weak: 'auth:passwordReset.complete.requirementsNotMet', tooLong: 'auth:validation.passwordTooLong' }),
    confirmPassword: z.string(),
  }),
  { password: 'newPassword', confirm: 'confirmPassword' },
  PASSWORDS_DO_NOT_MATCH,
);

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
  const form = useZodForm(completeSchema, { newPassword: '', confirmPassword: '' });
  const { setFocus } = form;
  const [newPassword, confirmPassword] = form.watch(['newPassword', 'confirmPassword']);
  const { errors } = form.formState;
  // The rules are said by the checklist and one line under the form, not under the field.
  const passwordProblem = fieldErrorMessage(errors, 'newPassword');
  const failure = serverFailureOf(errors);

  useEffect(() => setFocus('newPassword'), [setFocus]);

  return (
    <Form
      form={form}
      className={formStyles.form}
      onValid={async (valid) => {
        try {
          await complete.mutateAsync({ resetToken: token.trim(), newPassword: valid.newPassword, userType });
        } catch (error) {
          // Spec §8: "Failed to reset password", then why as a list, under the form.
          reportServerError(form, error, { describe: describeCompletionFailure, detailsOnFields: false });
          return;
        }
        onDone();
      }}
    >
      <RegisteredField name="newPassword" label={t('passwordReset.complete.newPassword')} required showError={false} revalidate={['confirmPassword']}>
        <PasswordInput autoComplete="new-password" aria-describedby={checklistId} />
      </RegisteredField>
      <PasswordChecklist id={checklistId} password={newPassword} />
      <RegisteredField
        name="confirmPassword"
        label={t('passwordReset.complete.confirmPassword')}
        required
        // Said as soon as a differing confirmation is typed, or on submit when it was left empty.
        liveError={confirmPassword !== '' && confirmPassword !== newPassword ? PASSWORDS_DO_NOT_MATCH : undefined}
      >
        <PasswordInput autoComplete="new-password" />
      </RegisteredField>

      {passwordProblem && <Alert tone="danger">{t(passwordProblem, PASSWORD_LIMITS.office)}</Alert>}
      {failure && <FailureAlert failure={completionFailureText(failure, newPassword)} />}

      <DialogFooter>
        <Button variant="secondary" size="lg" onClick={onBack} disabled={form.formState.isSubmitting}>
          {t('common:actions.back')}
        </Button>
        <SubmitButton pendingLabel={t('passwordReset.complete.submitting')}>{t('passwordReset.complete.submit')}</SubmitButton>
      </DialogFooter>
    </Form>
  );
}
