import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DO_NOT_SERVICE_REASON_MAX_LENGTH, LANGUAGES, type CustomerDetail, type UpdateCustomerRequest } from '@irrigo/contracts';
import { Alert, Button, FormField, Input, Label, toast } from '@irrigo/ui';
import { Form, RegisteredField, SubmitButton, reportServerError, serverFailureOf, textField, useFormField, useZodForm, z } from '@irrigo/ui/forms';
import { Select } from '@irrigo/ui/select';
import { Switch } from '@irrigo/ui/switch';
import { useCustomer, useUpdateCustomer } from '../api/customers';
import { describeCustomersFailure } from '../customer-display';
import { CUSTOMERS_NAMESPACE } from '../i18n';
import styles from './CustomerDrawer.module.css';

const key = (name: string) => `${CUSTOMERS_NAMESPACE}:${name}`;

/** What the office sets about a customer (UpdateCustomerBody's rules): the report language and Do Not Service with its reason. */
const settingsSchema = z.object({
  preferredLanguage: z.literal(LANGUAGES),
  doNotService: z.boolean(),
  reason: textField({ tooLong: key('edit.reasonTooLong') }, DO_NOT_SERVICE_REASON_MAX_LENGTH),
});
type SettingsInput = z.input<typeof settingsSchema>;

const valuesOf = (customer: CustomerDetail): SettingsInput => ({
  preferredLanguage: customer.preferredLanguage,
  doNotService: customer.doNotService.active,
  reason: customer.doNotService.reason ?? '',
});

/**
 * Irrigo's own fields of a customer, saved against the version that was read (If-Match). When someone else
 * saved in between, the server refuses (412): the form says so, keeps every value typed, and Reload takes
 * their version as the new base, so saving again is a choice made knowing what changed.
 */
export function CustomerSettingsForm({ customer, canEdit }: { customer: CustomerDetail; canEdit: boolean }) {
  const { t } = useTranslation(CUSTOMERS_NAMESPACE);
  const headingId = useId();
  if (!canEdit) {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {t('edit.title')}
        </h3>
        <dl className={styles.readOnly}>
          <dt>{t('edit.language')}</dt>
          <dd>{t(`languages.${customer.preferredLanguage}`)}</dd>
          <dt>{t('edit.doNotService')}</dt>
          <dd>{t(customer.doNotService.active ? 'edit.on' : 'edit.off')}</dd>
        </dl>
        <p className={styles.muted}>{t('edit.readOnly')}</p>
      </section>
    );
  }
  return <EditableSettings customer={customer} headingId={headingId} />;
}

function EditableSettings({ customer, headingId }: { customer: CustomerDetail; headingId: string }) {
  const { t } = useTranslation(CUSTOMERS_NAMESPACE);
  const update = useUpdateCustomer(customer.id);
  const latest = useCustomer(customer.id);
  const form = useZodForm(settingsSchema, valuesOf(customer));
  // The version these edits start from: the one read when the form was filled, or the one Reload brought.
  const [baseVersion, setBaseVersion] = useState(customer.version);
  const [stale, setStale] = useState(false);
  const [reloaded, setReloaded] = useState<CustomerDetail | null>(null);
  const { isDirty, dirtyFields } = form.formState;
  const failure = serverFailureOf(form.formState.errors);
  const doNotService = form.watch('doNotService');

  // A newer copy that arrives while nothing is typed simply replaces what is shown and becomes the base;
  // once something is typed, only Reload moves the base (React's "adjust state when a prop changes").
  const [shownCopy, setShownCopy] = useState(customer);
  if (shownCopy !== customer && !isDirty) {
    setShownCopy(customer);
    setBaseVersion(customer.version);
  }
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(customer));
  }, [customer, form]);

  const reload = async () => {
    const result = await latest.refetch();
    if (!result.data) return;
    setBaseVersion(result.data.version);
    setStale(false);
    setReloaded(result.data);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('edit.title')}
      </h3>
      <Form
        form={form}
        className={styles.form}
        onValid={async (values) => {
          // Only what was changed is sent: an untouched language stays HCP's (syncs keep updating it).
          const changes: UpdateCustomerRequest = {};
          if (dirtyFields.preferredLanguage) changes.preferredLanguage = values.preferredLanguage;
          if (dirtyFields.doNotService || dirtyFields.reason) {
            changes.doNotService = { active: values.doNotService, reason: values.doNotService && values.reason ? values.reason : null };
          }
          try {
            const saved = await update.mutateAsync({ version: baseVersion, changes });
            form.reset(valuesOf(saved));
            setBaseVersion(saved.version);
            setStale(false);
            setReloaded(null);
            toast({ variant: 'success', title: t('edit.saved', { name: saved.displayName }) });
          } catch (error) {
            if (describeCustomersFailure(error).reason === 'STALE_VERSION') {
              setStale(true);
              setReloaded(null);
              return;
            }
            reportServerError(form, error, { describe: describeCustomersFailure, fields: {} });
          }
        }}
      >
        <LanguageField source={customer.preferredLanguageSource} />
        <DoNotServiceField />
        {doNotService && (
          <RegisteredField name="reason" label={t('edit.reason')} optional errorValues={{ max: DO_NOT_SERVICE_REASON_MAX_LENGTH }}>
            <Input maxLength={DO_NOT_SERVICE_REASON_MAX_LENGTH} autoComplete="off" />
          </RegisteredField>
        )}

        {stale && (
          <Alert tone="warning" title={t('edit.staleTitle')}>
            <p>{t('edit.stale')}</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => void reload()} loading={latest.isFetching}>
              {t('edit.reload')}
            </Button>
          </Alert>
        )}
        {reloaded && (
          <Alert tone="info">
            {t('edit.reloaded', {
              language: t(`languages.${reloaded.preferredLanguage}`),
              dns: t(reloaded.doNotService.active ? 'edit.on' : 'edit.off'),
            })}
          </Alert>
        )}
        {failure && <Alert tone="danger">{t(failure.key)}</Alert>}

        <div className={styles.formActions}>
          <SubmitButton size="md" pendingLabel={t('edit.saving')} disabled={!isDirty || stale}>
            {t('edit.save')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}

function LanguageField({ source }: { source: CustomerDetail['preferredLanguageSource'] }) {
  const { t } = useTranslation(CUSTOMERS_NAMESPACE);
  const field = useFormField('preferredLanguage');
  return (
    <FormField label={t('edit.language')} hint={`${t('edit.languageHint')} ${t(`edit.languageSource.${source}`)}`}>
      <Select
        value={String(field.value)}
        onValueChange={field.onChange}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      />
    </FormField>
  );
}

function DoNotServiceField() {
  const { t } = useTranslation(CUSTOMERS_NAMESPACE);
  const field = useFormField('doNotService');
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.switchField}>
      <Switch id={id} checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked)} aria-describedby={hintId} />
      <span className={styles.switchText}>
        <Label htmlFor={id}>{t('edit.doNotService')}</Label>
        <span id={hintId} className={styles.muted}>
          {t('edit.doNotServiceHint')}
        </span>
      </span>
    </div>
  );
}
