import { useTranslation } from 'react-i18next';
import { PASSWORD_RESET_USER_TYPES, type PasswordResetRequest, type PasswordResetUserType } from '@irrigo/contracts';
import { EmailInput, Input } from '@irrigo/ui';
import { DialogFooter } from '@irrigo/ui/dialog';
import {
  Form,
  RegisteredField,
  SubmitButton,
  emailField,
  optionalEmailField,
  reportServerError,
  serverFailureOf,
  useZodForm,
  z,
  personNameField,
  PERSON_NAME_LIMITS,
} from '@irrigo/ui/forms';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@irrigo/ui/tabs';
import formStyles from '../AuthForm.module.css';
import { AUTH_NAMESPACE } from '../../app/i18n.js';
import { useRequestPasswordReset } from './api/password-reset.js';
import { FailureAlert } from './FailureAlert.js';
import { describeRequestFailure, requestFailureText } from './reset-errors.js';
import styles from './PasswordResetDialog.module.css';

/** What the person typed on the Request step; kept by the dialog so Back finds it again. */
export interface RequestValues {
  fullName: string;
  technicianEmail: string;
  adminEmail: string;
}

export const EMPTY_REQUEST_VALUES: RequestValues = { fullName: '', technicianEmail: '', adminEmail: '' };

const isUserType = (value: string): value is PasswordResetUserType => (PASSWORD_RESET_USER_TYPES as readonly string[]).includes(value);

/** Spec §5: a technician reset needs the name (e-mail optional but well-formed); an admin reset needs the e-mail. */
const requestSchema = z.discriminatedUnion('userType', [
  z.object({
    userType: z.literal('technician'),
    fullName: personNameField({ required: 'auth:validation.fullNameRequired', tooLong: 'auth:validation.fullNameTooLong' }),
    technicianEmail: optionalEmailField({ invalid: 'auth:validation.emailInvalid' }),
    adminEmail: z.string(),
  }),
  z.object({
    userType: z.literal('admin'),
    adminEmail: emailField({ required: 'auth:validation.emailRequired', invalid: 'auth:validation.emailInvalid' }),
    fullName: z.string(),
    technicianEmail: z.string(),
  }),
]);

type RequestOutput = z.output<typeof requestSchema>;

function toRequest(values: RequestOutput): PasswordResetRequest {
  if (values.userType === 'admin') return { userType: 'admin', email: values.adminEmail };
  const { fullName: username, technicianEmail: email } = values;
  return email ? { userType: 'technician', username, email } : { userType: 'technician', username };
}

interface RequestStepProps {
  userType: PasswordResetUserType;
  onUserTypeChange: (userType: PasswordResetUserType) => void;
  values: RequestValues;
  onValuesChange: (values: RequestValues) => void;
  onRequested: () => void;
}

/** Step 1: who is resetting (Technician or Administrator tab), then POST /api/password-reset/request. */
export function RequestStep({ userType, onUserTypeChange, values, onValuesChange, onRequested }: RequestStepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const request = useRequestPasswordReset();
  const form = useZodForm(requestSchema, { userType, ...values });
  const failure = serverFailureOf(form.formState.errors);

  const switchTab = (value: string) => {
    if (!isUserType(value)) return;
    form.setValue('userType', value);
    form.clearErrors();
    onUserTypeChange(value);
  };

  return (
    <Form
      form={form}
      className={formStyles.form}
      onValid={async (valid) => {
        const { userType: _tab, ...typed } = form.getValues();
        onValuesChange(typed);
        try {
          await request.mutateAsync(toRequest(valid));
        } catch (error) {
          reportServerError(form, error, { describe: describeRequestFailure });
          return;
        }
        onRequested();
      }}
    >
      <Tabs value={userType} onValueChange={switchTab}>
        <TabsList aria-label={t('passwordReset.request.tabsLabel')} className={styles.tabs}>
          <TabsTrigger value="technician">{t('passwordReset.request.technician')}</TabsTrigger>
          <TabsTrigger value="admin">{t('passwordReset.request.admin')}</TabsTrigger>
        </TabsList>
        <TabsContent value="technician" className={formStyles.form}>
          <p className={styles.hint}>{t('passwordReset.request.technicianHint')}</p>
          <RegisteredField name="fullName" label={t('fields.fullName')} required errorValues={PERSON_NAME_LIMITS}>
            <Input autoComplete="name" placeholder={t('placeholders.fullName')} />
          </RegisteredField>
          <RegisteredField name="technicianEmail" label={t('fields.email')} optional>
            <EmailInput placeholder={t('placeholders.email')} />
          </RegisteredField>
        </TabsContent>
        <TabsContent value="admin" className={formStyles.form}>
          <p className={styles.hint}>{t('passwordReset.request.adminHint')}</p>
          <RegisteredField name="adminEmail" label={t('fields.email')} required>
            <EmailInput placeholder={t('placeholders.email')} />
          </RegisteredField>
        </TabsContent>
      </Tabs>

      {failure && <FailureAlert failure={requestFailureText(failure)} />}

      <DialogFooter>
        <SubmitButton fullWidth pendingLabel={t('passwordReset.request.submitting')}>
          {t('passwordReset.request.submit')}
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
