import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RESET_TOKEN_TTL_MINUTES, type PasswordResetUserType } from '@irrigo/contracts';
import { Alert, Button, FormField, Input } from '@irrigo/ui';
import { DialogFooter } from '@irrigo/ui/dialog';
import { Form, SubmitButton, reportServerError, serverFailureOf, textField, useFormField, useZodForm, z } from '@irrigo/ui/forms';
import formStyles from '../AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import { useVerifyResetToken } from './api/password-reset.js';
import { FailureAlert } from './FailureAlert.js';
import { describeVerifyFailure, verifyFailureText } from './reset-errors.js';

/** Spec §5: Continue stays off while the token is blank, so this rule is never said; it only guards. */
const verifySchema = z.object({ token: textField({ required: 'auth:passwordReset.verify.tokenRequired' }) });

interface VerifyStepProps {
  userType: PasswordResetUserType;
  token: string;
  onTokenChange: (token: string) => void;
  /** True when the token came from the e-mail's link rather than from the request step. */
  fromLink: boolean;
  onBack: () => void;
  onContinue: () => void;
}

/** The token field: whatever is pasted, without the spaces a mail brings along at either end. */
function TokenField() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { value, onChange, onBlur, ref, invalid, message } = useFormField('token');
  return (
    <FormField label={t('passwordReset.verify.token')} hint={t('passwordReset.verify.hint', { minutes: RESET_TOKEN_TTL_MINUTES })} error={message} required>
      <Input
        ref={ref}
        autoComplete="one-time-code"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder={t('passwordReset.verify.tokenPlaceholder')}
        aria-invalid={invalid || undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value.trim())}
        onBlur={onBlur}
      />
    </FormField>
  );
}

/**
 * Step 2: the code from the e-mail (typed, pasted, or filled in by the e-mail's link). Continue asks the
 * server whether it is live, without using it up, so a typo is caught here rather than after a new
 * password was chosen (spec §5 still keeps Continue off while the field is blank).
 */
export function VerifyStep({ userType, token, onTokenChange, fromLink, onBack, onContinue }: VerifyStepProps) {
  const { t } = useTranslation([AUTH_NAMESPACE, 'common']);
  const verify = useVerifyResetToken();
  const form = useZodForm(verifySchema, { token });
  const blank = form.watch('token') === '';
  const failure = serverFailureOf(form.formState.errors);
  const { setFocus } = form;

  useEffect(() => setFocus('token'), [setFocus]);

  return (
    <Form
      form={form}
      className={formStyles.form}
      onValid={async (valid) => {
        onTokenChange(valid.token);
        try {
          await verify.mutateAsync({ resetToken: valid.token });
        } catch (error) {
          // A token the server does not know is said at the token; anything else under the form.
          reportServerError(form, error, { describe: describeVerifyFailure, fields: { RESET_TOKEN_INVALID: 'token' } });
          return;
        }
        onContinue();
      }}
    >
      {fromLink ? (
        <Alert tone="info" title={t('passwordReset.verify.linkTitle')}>
          {t('passwordReset.verify.link')}
        </Alert>
      ) : (
        <Alert tone="info" title={t('passwordReset.verify.sentTitle')}>
          {userType === 'admin' ? t('passwordReset.verify.sentAdmin') : t('passwordReset.verify.sentTechnician')}
        </Alert>
      )}
      <TokenField />
      {failure && <FailureAlert failure={verifyFailureText(failure)} />}
      <DialogFooter>
        <Button
          variant="secondary"
          size="lg"
          onClick={() => {
            onTokenChange(form.getValues('token'));
            onBack();
          }}
          disabled={form.formState.isSubmitting}
        >
          {t('common:actions.back')}
        </Button>
        <SubmitButton disabled={blank} pendingLabel={t('passwordReset.verify.checking')}>
          {t('passwordReset.verify.submit')}
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
