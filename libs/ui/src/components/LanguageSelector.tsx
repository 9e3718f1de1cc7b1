import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@irrigo/contracts';
import { useLanguage } from '@irrigo/i18n';
import { cx } from '../class-names.js';
import styles from './LanguageSelector.module.css';

export interface LanguageSelectorProps {
  className?: string;
}

/** The en/es switch of the sign-in pages and the top bar; the choice is kept for the next visit. */
export function LanguageSelector({ className }: LanguageSelectorProps) {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <div role="group" aria-label={t('language.label')} className={cx(styles.selector, className)}>
      <Globe aria-hidden size={18} className={styles.icon} />
      {LANGUAGES.map((option) => (
        <button key={option} type="button" lang={option} aria-pressed={language === option} className={styles.option} onClick={() => void setLanguage(option)}>
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
