import { useId } from 'react';
import { useNavigate, useSearchParams } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import { ADMIN_PASSWORD_MIN_LENGTH, passwordLength } from '@irrigo/contracts';
import { Alert, Button, CardContent, EmailInput, Input, PasswordInput } from '@irrigo/ui';
import {
  Form,
  PASSWORD_LIMITS,
  RegisteredField,
  SubmitButton,
  emailField,
  officePasswordField,
  reportServerError,
  serverFailureOf,
  textField,
  useZodForm,
  withConfirmation,
  z,
  personNameField,
  PERSON_NAME_LIMITS,
} from '@irrigo/ui/forms';
import { AuthPage } from '../../components/AuthPage.js';
import formStyles from '../../components/AuthForm.module.css';
import { activationFailureText, describeActivationFailure } from './activation-errors.js';
import { useActivateAccount } from './api/activate-account.js';
import { ACTIVATION_NAMESPACE } from './i18n.js';
import styles from './Activate.module.css';

const key = (name: string) => `${ACTIVATION_NAMESPACE}:${name}`;

/** The code and the password, whoever the technician says they are (ActivateAccountDto's rules). */
const secret = {
  code: textField({ required: key('validation.codeRequired') }),
  newPassword: officePasswordField({ tooShort: key('validation.passwordTooShort'), tooLong: 'auth:validation.passwordTooLong' }),
  confirmPassword: z.string(),
};

/** How the technician says who they are: their e-mail, or (no e-mail on file) the full name on their sheet. */
const activationSchema = withConfirmation(
  z.discriminatedUnion('identify', [
    z.object({
      identify: z.literal('email'),
      email: emailField({ required: key('validation.emailRequired'), invalid: key('validation.emailInvalid') }),
      name: z.string(),
      ...secret,
    }),
    z.object({
      identify: z.literal('name'),
      name: personNameField({ required: key('validation.nameRequired'), tooLong: key('validation.nameTooLong') }),
      email: z.string(),
      ...secret,
    }),
  ]),
  { password: 'newPassword', confirm: 'confirmPassword' },
  key('validation.passwordsDoNotMatch'),
);

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
  const form = useZodForm(activationSchema, {
    identify: 'email',
    email: '',
    name: '',
    code: params.get('code') ?? '',
    newPassword: '',
    confirmPassword: '',
  });
  const [identify, newPassword] = form.watch(['identify', 'newPassword']);
  const failure = serverFailureOf(form.formState.errors);
  const shown = failure ? activationFailureText(failure) : null;

  const switchIdentify = () => {
    form.setValue('identify', identify === 'email' ? 'name' : 'email');
    form.clearErrors(['email', 'name']);
  };

  return (
    <AuthPage title={t('title')} description={t('description')}>
      <CardContent>
        <Form
          form={form}
          className={formStyles.form}
          onValid={async (values) => {
            const identity = values.identify === 'email' ? { email: values.email } : { name: values.name };
            try {
              await activate.mutateAsync({ ...identity, code: values.code, newPassword: values.newPassword });
            } catch (error) {
              reportServerError(form, error, {
                describe: describeActivationFailure,
                fields: { ACTIVATION_CODE_INVALID: 'code', PASSWORD_TOO_COMMON: 'newPassword' },
              });
              return;
            }
            void navigate('/tech-dashboard');
          }}
        >
          {identify === 'email' ? (
            <RegisteredField key="email" name="email" label={t('fields.email')} required>
              <EmailInput autoComplete="username" />
            </RegisteredField>
          ) : (
            <RegisteredField key="name" name="name" label={t('fields.name')} required hint={t('hints.name')} errorValues={PERSON_NAME_LIMITS}>
              <Input autoComplete="name" />
            </RegisteredField>
          )}
          <Button type="button" variant="ghost" size="sm" className={styles.switch} onClick={switchIdentify}>
            {identify === 'email' ? t('actions.useName') : t('actions.useEmail')}
          </Button>

          <RegisteredField name="code" label={t('fields.code')} required hint={t('hints.code')}>
            <Input autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} className={styles.code} />
          </RegisteredField>

          <RegisteredField name="newPassword" revalidate={['confirmPassword']} label={t('fields.newPassword')} required errorValues={PASSWORD_LIMITS.office}>
            <PasswordInput autoComplete="new-password" aria-describedby={policyId} />
          </RegisteredField>
          <ul id={policyId} className={styles.policy}>
            <li data-met={passwordLength(newPassword) >= ADMIN_PASSWORD_MIN_LENGTH}>{t('policy.minLength', { min: ADMIN_PASSWORD_MIN_LENGTH })}</li>
            <li>{t('policy.notCommon')}</li>
            <li>{t('policy.private')}</li>
          </ul>
          <RegisteredField name="confirmPassword" label={t('fields.confirmPassword')} required>
            <PasswordInput autoComplete="new-password" />
          </RegisteredField>

          {shown && (
            <Alert tone="danger" title={t('errors.title')}>
              {t(shown.key, { count: shown.waitMinutes ?? 0 })}
            </Alert>
          )}

          <SubmitButton fullWidth className={formStyles.submit} pendingLabel={t('actions.submitting')}>
            {t('actions.submit')}
          </SubmitButton>
        </Form>
      </CardContent>
    </AuthPage>
  );
}
