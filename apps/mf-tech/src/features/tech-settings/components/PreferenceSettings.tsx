import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { AUTO_SAVE_MINUTES_OPTIONS, LANGUAGES, type Language } from '@irrigo/contracts';
import { FormField } from '@irrigo/ui';
import { Select } from '@irrigo/ui/select';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { INSPECTION_TEMPLATES, THEMES, type AutoSaveMinutes, type InspectionTemplate, type TechnicianPreferences, type Theme } from '../technician-settings';
import { SavedNote } from './SavedNote';
import { SettingsCard } from './SettingsCard';
import styles from './PreferenceSettings.module.css';

/** Narrows a Select's string back to one of the options it was given. */
function optionOf<T extends string | number>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => String(option) === value);
}

export interface PreferenceSettingsProps {
  preferences: TechnicianPreferences;
  saved: { ok: boolean } | null;
  onLanguageChange: (language: Language) => void;
  onThemeChange: (theme: Theme) => void;
  onAutoSaveChange: (minutes: AutoSaveMinutes) => void;
  onTemplateChange: (template: InspectionTemplate) => void;
}

export function PreferenceSettings({ preferences, saved, onLanguageChange, onThemeChange, onAutoSaveChange, onTemplateChange }: PreferenceSettingsProps) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const choose =
    <T extends string | number>(options: readonly T[], apply: (value: T) => void) =>
    (value: string) => {
      const option = optionOf(options, value);
      if (option !== undefined) apply(option);
    };

  return (
    <SettingsCard
      icon={SlidersHorizontal}
      title={t('settings.preferences.title')}
      description={t('settings.preferences.description')}
      status={<SavedNote result={saved} />}
    >
      <div className={styles.fields}>
        <FormField label={t('settings.preferences.language')}>
          <Select
            value={preferences.language}
            onValueChange={choose(LANGUAGES, onLanguageChange)}
            options={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
          />
        </FormField>
        <FormField label={t('settings.preferences.theme')} hint={t('settings.preferences.themeHint')}>
          <Select
            value={preferences.theme}
            onValueChange={choose(THEMES, onThemeChange)}
            options={THEMES.map((theme) => ({ value: theme, label: t(`settings.preferences.themes.${theme}`) }))}
          />
        </FormField>
        <FormField label={t('settings.preferences.autoSaveFrequency')} hint={t('settings.preferences.autoSaveHint')}>
          <Select
            value={String(preferences.autoSaveFrequency)}
            onValueChange={choose(AUTO_SAVE_MINUTES_OPTIONS, onAutoSaveChange)}
            options={AUTO_SAVE_MINUTES_OPTIONS.map((minutes) => ({
              value: String(minutes),
              label: t('settings.preferences.everyMinutes', { count: minutes }),
            }))}
          />
        </FormField>
        <FormField label={t('settings.preferences.defaultInspectionTemplate')} hint={t('settings.preferences.templateHint')}>
          <Select
            value={preferences.defaultInspectionTemplate}
            onValueChange={choose(INSPECTION_TEMPLATES, onTemplateChange)}
            options={INSPECTION_TEMPLATES.map((template) => ({ value: template, label: t(`settings.preferences.templates.${template}`) }))}
          />
        </FormField>
      </div>
    </SettingsCard>
  );
}
