import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilLine, RefreshCw } from 'lucide-react';
import { ORGANIZATION_TYPES, type OrganizationProfile, type OrganizationProfileResponse } from '@irrigo/contracts';
import { Alert, Button, Card, EmailInput, FormField, Input, toast } from '@irrigo/ui';
import { Form, RegisteredField, SubmitButton, reportServerError, serverFailureOf, useFormField, useZodForm } from '@irrigo/ui/forms';
import { Select } from '@irrigo/ui/select';
import { ADMIN_NAMESPACE } from '../../../app/i18n';
import { useUpdateOrganizationProfile } from '../api/organization-profile';
import { describeOrganizationFailure } from '../organization-errors';
import { ORGANIZATION_LIMITS, changesOf, formValuesOf, organizationSchema } from '../organization-form';
import styles from '../Organization.module.css';

interface OrganizationFormProps {
  profile: OrganizationProfile;
  /** Reads the profile again (Reload after someone else saved). */
  onReload: () => Promise<{ data?: OrganizationProfile | undefined }>;
  reloading: boolean;
}

/**
 * The profile, saved against the version that was read (If-Match). When someone else saved in between, the
 * server refuses (412): the form says so and keeps every value typed; Reload takes their version as the new
 * base and shows it, so saving again (or taking theirs) is a choice made knowing what changed.
 */
export function OrganizationForm({ profile, onReload, reloading }: OrganizationFormProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const businessId = useId();
  const contactId = useId();
  const update = useUpdateOrganizationProfile();
  const form = useZodForm(organizationSchema, formValuesOf(profile));
  // The version these edits start from: the one read when the form was filled, or the one Reload brought.
  const [baseVersion, setBaseVersion] = useState(profile.version);
  const [stale, setStale] = useState(false);
  const [reloaded, setReloaded] = useState<OrganizationProfile | null>(null);
  const { isDirty, dirtyFields } = form.formState;
  const failure = serverFailureOf(form.formState.errors);

  // A newer copy that arrives while nothing is typed replaces what is shown and becomes the base; once
  // something is typed, only Reload moves the base (React's "adjust state when a prop changes").
  const [shownCopy, setShownCopy] = useState(profile);
  if (shownCopy !== profile && !isDirty) {
    setShownCopy(profile);
    setBaseVersion(profile.version);
  }
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(formValuesOf(profile));
  }, [profile, form]);

  const reload = async () => {
    const result = await onReload();
    if (!result.data) return;
    setBaseVersion(result.data.version);
    setStale(false);
    setReloaded(result.data);
  };

  const takeSaved = (saved: OrganizationProfile) => {
    form.reset(formValuesOf(saved));
    setReloaded(null);
  };

  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(profile.updatedAt));

  return (
    <Card className={styles.card}>
      <Form
        form={form}
        className={styles.form}
        onValid={async (values) => {
          try {
            const saved: OrganizationProfileResponse = await update.mutateAsync({ version: baseVersion, changes: changesOf(values, dirtyFields) });
            form.reset(formValuesOf(saved.organization));
            setBaseVersion(saved.organization.version);
            setStale(false);
            setReloaded(null);
            toast({ variant: 'success', title: t('organization.saved', { name: saved.organization.name }) });
          } catch (error) {
            if (describeOrganizationFailure(error).reason === 'STALE_VERSION') {
              setStale(true);
              setReloaded(null);
              return;
            }
            reportServerError(form, error, { describe: describeOrganizationFailure });
          }
        }}
      >
        <section className={styles.group} aria-labelledby={businessId}>
          <div className={styles.groupHeading}>
            <h2 id={businessId} className={styles.groupTitle}>
              {t('organization.business.title')}
            </h2>
            <p className={styles.groupDescription}>{t('organization.business.description')}</p>
          </div>
          <div className={styles.businessFields}>
            <RegisteredField name="name" label={t('organization.fields.name')} required errorValues={ORGANIZATION_LIMITS.name}>
              <Input autoComplete="organization" maxLength={ORGANIZATION_LIMITS.name.max} />
            </RegisteredField>
            <TypeField />
          </div>
        </section>

        <section className={styles.group} aria-labelledby={contactId}>
          <div className={styles.groupHeading}>
            <h2 id={contactId} className={styles.groupTitle}>
              {t('organization.contact.title')}
            </h2>
            <p className={styles.groupDescription}>{t('organization.contact.description')}</p>
          </div>
          <div className={styles.contactFields}>
            <RegisteredField name="phone" label={t('organization.fields.phone')} optional errorValues={ORGANIZATION_LIMITS.phone}>
              <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={ORGANIZATION_LIMITS.phone.max} />
            </RegisteredField>
            <RegisteredField
              name="email"
              label={t('organization.fields.email')}
              optional
              hint={t('organization.hints.email')}
              errorValues={ORGANIZATION_LIMITS.email}
            >
              <EmailInput maxLength={ORGANIZATION_LIMITS.email.max} />
            </RegisteredField>
            <RegisteredField
              name="website"
              label={t('organization.fields.website')}
              optional
              hint={t('organization.hints.website')}
              errorValues={ORGANIZATION_LIMITS.website}
              className={styles.wide}
            >
              <Input type="url" inputMode="url" autoComplete="url" autoCapitalize="none" spellCheck={false} maxLength={ORGANIZATION_LIMITS.website.max} />
            </RegisteredField>
          </div>
          <p className={styles.source}>
            {profile.contactSource === 'housecall-pro' ? <RefreshCw aria-hidden size={16} /> : <PencilLine aria-hidden size={16} />}
            <span>{t(`organization.source.${profile.contactSource}`)}</span>
          </p>
        </section>

        {stale && (
          <Alert tone="warning" title={t('organization.stale.title')}>
            <p>{t('organization.stale.description')}</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => void reload()} loading={reloading}>
              {t('organization.stale.reload')}
            </Button>
          </Alert>
        )}
        {reloaded && <SavedVersion saved={reloaded} onUse={() => takeSaved(reloaded)} />}
        {failure && <Alert tone="danger">{t(failure.key)}</Alert>}

        <div className={styles.actions}>
          <p className={styles.updated}>{t('organization.updated', { when: updated })}</p>
          <SubmitButton size="md" pendingLabel={t('organization.saving')} disabled={!isDirty || stale}>
            {t('organization.save')}
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

function TypeField() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const field = useFormField('type');
  return (
    <FormField label={t('organization.fields.type')} error={field.message} required>
      <Select
        value={String(field.value)}
        onValueChange={field.onChange}
        options={ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`organization.types.${type}`) }))}
      />
    </FormField>
  );
}

/** What is saved now, after Reload: the person keeps their entries or takes these. */
function SavedVersion({ saved, onUse }: { saved: OrganizationProfile; onUse: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const notSet = t('organization.stale.notSet');
  const rows: [string, string][] = [
    [t('organization.fields.name'), saved.name],
    [t('organization.fields.type'), t(`organization.types.${saved.type}`)],
    [t('organization.fields.phone'), saved.phone ?? notSet],
    [t('organization.fields.email'), saved.email ?? notSet],
    [t('organization.fields.website'), saved.website ?? notSet],
  ];
  return (
    <Alert tone="info" title={t('organization.stale.reloaded')}>
      <dl className={styles.saved}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button type="button" variant="secondary" size="sm" onClick={onUse}>
        {t('organization.stale.useSaved')}
      </Button>
    </Alert>
  );
}
