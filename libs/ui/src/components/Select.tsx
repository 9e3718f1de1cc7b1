import type { ReactNode } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../class-names.js';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  /** Shown text, already translated. */
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen; defaults to the translated "Select an option". */
  placeholder?: ReactNode;
  /** Put on the trigger, so a FormField or <Label htmlFor> names it. */
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** A single-choice list (role, location, property type...), keyboard and screen-reader friendly. */
export function Select({ options, placeholder, className, id, name, disabled, required, value, defaultValue, onValueChange, ...aria }: SelectProps) {
  const { t } = useTranslation('common');
  return (
    <RadixSelect.Root value={value} defaultValue={defaultValue} onValueChange={onValueChange} name={name} disabled={disabled} required={required}>
      <RadixSelect.Trigger id={id} className={cx(styles.trigger, className)} {...aria}>
        <RadixSelect.Value placeholder={placeholder ?? t('form.selectPlaceholder')} />
        <RadixSelect.Icon className={styles.icon}>
          <ChevronDown aria-hidden size={18} />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className={styles.indicator}>
                  <Check aria-hidden size={16} />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
