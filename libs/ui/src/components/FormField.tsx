import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../class-names.js';
import { Label } from './Label.js';
import styles from './FormField.module.css';

/** The attributes FormField wires into its control (Input, PasswordInput, textarea, Select trigger...). */
export interface FormFieldControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FormFieldProps {
  /** Visible label, already translated. */
  label: ReactNode;
  /** The single control of the field; FormField gives it an id, aria-invalid and aria-describedby. */
  children: ReactElement<FormFieldControlProps>;
  /**
   * Validation message as an i18next key ('auth:validation.passwordsDoNotMatch'), translated here so
   * schemas can carry keys; a message with no matching key is shown as written.
   */
  error?: string;
  /** Interpolation values for the error key, e.g. { min: 8 }. */
  errorValues?: Record<string, string | number>;
  /** Help text under the control, already translated. */
  hint?: ReactNode;
  required?: boolean;
  /** Adds the translated "optional" marker to the label. */
  optional?: boolean;
  /** Control id; generated when omitted. */
  id?: string;
  className?: string;
}

export function FormField({ label, children, error, errorValues, hint, required, optional, id, className }: FormFieldProps) {
  const { t } = useTranslation('common');
  const generatedId = useId();
  const controlId = id ?? children.props.id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx(styles.field, className)}>
      <Label htmlFor={controlId} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> ({t('form.optional')})</span>}
      </Label>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : children.props['aria-invalid'],
        'aria-describedby': describedBy,
        'aria-required': required || children.props['aria-required'] || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {t(error, { ...errorValues, defaultValue: error })}
        </p>
      )}
    </div>
  );
}
