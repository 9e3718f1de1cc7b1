import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@irrigo/ui';
import { INSPECTION_LIMITS, PROPERTY_TYPES, WATER_SOURCES, type InspectionDocument } from '@irrigo/contracts';
import { useMyCustomers, type MyCustomer } from '../../../device-store';
import { addressOf, formatPhone } from '../../../customers/customer-details';
import { FieldGroup, fieldId, NumberField, SelectField, TextField } from '../components/fields';
import fieldStyles from '../components/fields.module.css';
import { INSPECTION_NAMESPACE } from '../i18n';
import { MediaStrip } from '../parts';
import type { SectionProps } from '../section-props';
import sectionStyles from './sections.module.css';

const NEW_CUSTOMER = '';

/** Fills the customer's fields from one of My customers and one of their sites. */
export function fillFromCustomer(draft: InspectionDocument, customer: MyCustomer, siteId: string | null): void {
  const site = customer.sites.find((candidate) => candidate.id === siteId) ?? customer.primarySite ?? customer.sites[0] ?? null;
  const phone = customer.mobileNumber ?? customer.homeNumber ?? customer.workNumber;
  draft.customer.customerId = customer.id;
  draft.customer.siteId = site?.id ?? null;
  draft.customer.name = customer.displayName;
  draft.customer.address = site ? addressOf(site) : '';
  draft.customer.phone = phone ? formatPhone(phone) : '';
  draft.customer.email = customer.email ?? '';
  draft.customer.language = customer.preferredLanguage === 'es' ? 'es' : 'en';
}

/** Customer: picked from My customers (one of their sites) or entered by hand, and the visit's basics. */
export function CustomerSection(props: SectionProps) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const { document, change } = props;
  const customer = document.customer;
  const myCustomers = useMyCustomers();
  const customers = useMemo(() => myCustomers.copy?.customers ?? [], [myCustomers.copy]);
  const picked = customers.find((candidate) => candidate.id === customer.customerId) ?? null;

  return (
    <div className={sectionStyles.body}>
      <FieldGroup title={t('form.customer.who')}>
        <FormField
          label={t('form.customer.pick')}
          id={fieldId('customer.customerId')}
          hint={customers.length === 0 ? t('form.customer.noneOnDevice') : t('form.customer.pickHint')}
          className={fieldStyles.wide}
        >
          <select
            disabled={props.readOnly}
            className={fieldStyles.select}
            value={customer.customerId ?? NEW_CUSTOMER}
            onChange={(event) => {
              const chosen = customers.find((candidate) => candidate.id === event.target.value);
              change((draft) => {
                if (chosen) fillFromCustomer(draft, chosen, null);
                else {
                  draft.customer.customerId = null;
                  draft.customer.siteId = null;
                }
              });
            }}
          >
            <option value={NEW_CUSTOMER}>{t('form.customer.newCustomer')}</option>
            {customer.customerId !== null && !picked && <option value={customer.customerId}>{customer.name}</option>}
            {customers.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.company && candidate.company !== candidate.displayName ? `${candidate.displayName} (${candidate.company})` : candidate.displayName}
              </option>
            ))}
          </select>
        </FormField>
        {picked && picked.sites.length > 1 && (
          <FormField label={t('form.customer.site')} id={fieldId('customer.siteId')} className={fieldStyles.wide}>
            <select
              disabled={props.readOnly}
              className={fieldStyles.select}
              value={customer.siteId ?? ''}
              onChange={(event) => change((draft) => fillFromCustomer(draft, picked, event.target.value))}
            >
              {picked.sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {addressOf(site)}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <TextField
          path="customer.name"
          label={t('form.customer.name')}
          value={customer.name}
          autoComplete="off"
          required
          onChange={(value) => change((d) => void (d.customer.name = value))}
        />
        <TextField
          path="customer.address"
          label={t('form.customer.address')}
          value={customer.address}
          required
          onChange={(value) => change((d) => void (d.customer.address = value))}
        />
        <TextField
          path="customer.phone"
          label={t('form.customer.phone')}
          type="tel"
          inputMode="tel"
          value={customer.phone}
          onChange={(value) => change((d) => void (d.customer.phone = value))}
        />
        <TextField
          path="customer.email"
          label={t('form.customer.email')}
          type="email"
          inputMode="email"
          value={customer.email}
          onChange={(value) => change((d) => void (d.customer.email = value))}
        />
        <FormField label={t('form.customer.language')} id={fieldId('customer.language')} hint={t('form.customer.languageHint')}>
          <select
            disabled={props.readOnly}
            className={fieldStyles.select}
            value={customer.language}
            onChange={(event) => change((d) => void (d.customer.language = event.target.value === 'es' ? 'es' : 'en'))}
          >
            <option value="en">{t('form.customer.languages.en')}</option>
            <option value="es">{t('form.customer.languages.es')}</option>
          </select>
        </FormField>
      </FieldGroup>
      <FieldGroup title={t('form.customer.visit')}>
        <TextField
          path="customer.inspectionDate"
          label={t('form.customer.inspectionDate')}
          type="date"
          value={customer.inspectionDate}
          required
          onChange={(value) => change((d) => void (d.customer.inspectionDate = value))}
        />
        <TextField
          path="customer.technicianName"
          label={t('form.customer.technicianName')}
          value={customer.technicianName}
          required
          onChange={(value) => change((d) => void (d.customer.technicianName = value))}
        />
        <SelectField
          path="customer.propertyType"
          label={t('form.customer.propertyType')}
          options={PROPERTY_TYPES}
          group="propertyType"
          value={customer.propertyType}
          onChange={(value) => change((d) => void (d.customer.propertyType = value))}
        />
        <NumberField
          path="customer.systemAgeYears"
          label={t('form.customer.systemAge')}
          unit={t('form.units.years')}
          max={INSPECTION_LIMITS.systemAgeYearsMax}
          value={customer.systemAgeYears}
          onChange={(value) => change((d) => void (d.customer.systemAgeYears = value))}
        />
        <TextField
          path="customer.lastServiced"
          label={t('form.customer.lastServiced')}
          type="date"
          value={customer.lastServiced}
          onChange={(value) => change((d) => void (d.customer.lastServiced = value))}
        />
        <SelectField
          path="customer.waterSource"
          label={t('form.customer.waterSource')}
          options={WATER_SOURCES}
          group="waterSource"
          value={customer.waterSource}
          onChange={(value) => change((d) => void (d.customer.waterSource = value))}
        />
        <NumberField
          path="customer.staticPressurePsi"
          label={t('form.customer.staticPressure')}
          unit="psi"
          decimals
          max={INSPECTION_LIMITS.pressurePsiMax}
          value={customer.staticPressurePsi}
          onChange={(value) => change((d) => void (d.customer.staticPressurePsi = value))}
        />
      </FieldGroup>
      <MediaStrip {...props} section="customer" />
    </div>
  );
}
