import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, Input } from '@irrigo/ui';
import { INSPECTION_LIMITS } from '@irrigo/contracts';
import { INSPECTION_NAMESPACE } from '../i18n';
import { centsToInput, parseDollarsToCents, parseNumber, type ParsedNumber } from '../numbers';
import styles from './fields.module.css';

/**
 * The form's fields: every one labelled (FormField wires label, hint and error), 16 px text so iOS does not
 * zoom, touch-sized, native <select> for speed on phones. Each has a stable id (`inspection-<path>`), so the
 * completion list can take the technician to it and a new inspection keeps the focus when its URL changes.
 */
/** Inspections that are completed or someone else's: every field shows its value, none can be changed. */
export const ReadOnlyContext = createContext(false);

export const fieldId = (path: string): string => `inspection-${path.replace(/[^A-Za-z0-9-]/g, '-')}`;

interface BaseProps {
  /** Document path, e.g. 'customer.name': the field's id. */
  path: string;
  label: string;
  hint?: ReactNode;
  className?: string;
}

export function TextField({
  path,
  label,
  hint,
  value,
  onChange,
  type = 'text',
  autoComplete = 'off',
  inputMode,
  className,
  required,
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel';
  required?: boolean;
}) {
  return (
    <FormField label={label} hint={hint} id={fieldId(path)} className={className} required={required}>
      <Input
        disabled={useContext(ReadOnlyContext)}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={type === 'date' ? undefined : INSPECTION_LIMITS.shortText}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

export function TextAreaField({ path, label, hint, value, onChange, className }: BaseProps & { value: string; onChange: (value: string) => void }) {
  return (
    <FormField label={label} hint={hint} id={fieldId(path)} className={className ?? styles.wide}>
      <textarea
        disabled={useContext(ReadOnlyContext)}
        className={styles.textarea}
        value={value}
        rows={3}
        maxLength={INSPECTION_LIMITS.longText}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/** A native select over a contracts value list; `group` names its translations (form.values.<group>.<code>). */
export function SelectField<T extends string>({
  path,
  label,
  hint,
  value,
  options,
  group,
  onChange,
  className,
  required,
}: BaseProps & { value: T | ''; options: readonly T[]; group: string; onChange: (value: T | '') => void; required?: boolean }) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  return (
    <FormField label={label} hint={hint} id={fieldId(path)} className={className} required={required}>
      <select disabled={useContext(ReadOnlyContext)} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        <option value="">{t('form.choose')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`form.values.${group}.${String(option)}` as string)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** Yes / No / not answered, for a boolean that may be unknown. */
export function YesNoField({ path, label, value, onChange, className }: BaseProps & { value: boolean | null; onChange: (value: boolean | null) => void }) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  return (
    <FormField label={label} id={fieldId(path)} className={className}>
      <select
        disabled={useContext(ReadOnlyContext)}
        className={styles.select}
        value={value === null ? '' : value ? 'yes' : 'no'}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value === 'yes')}
      >
        <option value="">{t('form.choose')}</option>
        <option value="yes">{t('form.values.yesNoUnknown.yes')}</option>
        <option value="no">{t('form.values.yesNoUnknown.no')}</option>
      </select>
    </FormField>
  );
}

export function CheckboxField({ path, label, checked, onChange }: BaseProps & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.checkbox} htmlFor={fieldId(path)}>
      <input disabled={useContext(ReadOnlyContext)} id={fieldId(path)} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/**
 * A box whose text is kept as typed ("12." while typing "12.5") and stored as a number once it reads as one;
 * text that does not is shown with an error and not stored. A change from elsewhere replaces the text.
 */
function useNumberText(value: number | null, format: (value: number | null) => string, parse: (text: string) => ParsedNumber) {
  const [text, setText] = useState(() => format(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    const parsed = parse(text);
    if (!(parsed.ok && parsed.value === value)) setText(format(value));
  }
  return [text, setText] as const;
}

export function NumberField({
  path,
  label,
  hint,
  value,
  onChange,
  decimals = false,
  max,
  unit,
  className,
}: BaseProps & { value: number | null; onChange: (value: number | null) => void; decimals?: boolean; max: number; unit?: string }) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const parse = (text: string) => parseNumber(text, { decimals, max });
  const [text, setText] = useNumberText(value, (number) => (number === null ? '' : String(number)), parse);
  const valid = parse(text).ok;
  return (
    <FormField
      label={unit ? `${label} (${unit})` : label}
      hint={hint}
      id={fieldId(path)}
      className={className}
      error={valid ? undefined : t(decimals ? 'form.errors.decimal' : 'form.errors.whole', { max })}
    >
      <Input
        disabled={useContext(ReadOnlyContext)}
        value={text}
        inputMode={decimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parse(event.target.value);
          if (parsed.ok && parsed.value !== value) onChange(parsed.value);
        }}
      />
    </FormField>
  );
}

/** Dollars typed, cents stored (integer; "12.34" is 1234 exactly). */
export function MoneyField({ path, label, hint, cents, onChange, className }: BaseProps & { cents: number | null; onChange: (cents: number | null) => void }) {
  const { t } = useTranslation(INSPECTION_NAMESPACE);
  const [text, setText] = useNumberText(cents, centsToInput, parseDollarsToCents);
  const valid = parseDollarsToCents(text).ok;
  return (
    <FormField label={`${label} ($)`} hint={hint} id={fieldId(path)} className={className} error={valid ? undefined : t('form.errors.money')}>
      <Input
        disabled={useContext(ReadOnlyContext)}
        value={text}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseDollarsToCents(event.target.value);
          if (parsed.ok && parsed.value !== cents) onChange(parsed.value);
        }}
      />
    </FormField>
  );
}

/** A titled group of fields inside a section (Controller, Main line...). */
export function FieldGroup({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section className={styles.group} aria-labelledby={id ? `${id}-title` : undefined}>
      <h3 id={id ? `${id}-title` : undefined} className={styles.groupTitle}>
        {title}
      </h3>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}
