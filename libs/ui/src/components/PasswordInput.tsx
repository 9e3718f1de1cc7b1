import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../class-names.js';
import { Input, type InputProps } from './Input.js';
import styles from './PasswordInput.module.css';

export type PasswordInputProps = Omit<InputProps, 'type'>;

/** A password field with a show/hide toggle (admin setup, logins, password reset). */
export function PasswordInput({ className, disabled, ...props }: PasswordInputProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <div className={cx(styles.wrapper, className)}>
      <Input
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        className={styles.input}
        {...props}
      />
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
        aria-pressed={visible}
        disabled={disabled}
      >
        {visible ? <EyeOff aria-hidden size={20} /> : <Eye aria-hidden size={20} />}
      </button>
    </div>
  );
}
