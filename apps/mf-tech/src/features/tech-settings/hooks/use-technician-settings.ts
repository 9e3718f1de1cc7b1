import { useEffect, useState } from 'react';
import type { Language } from '@irrigo/contracts';
import { useLanguage } from '@irrigo/i18n';
import {
  readTechnicianSettings,
  writeTechnicianSettings,
  type NotificationSetting,
  type PrivacySetting,
  type TechnicianPreferences,
  type TechnicianSettings,
} from '../technician-settings';

export type SettingsGroup = keyof TechnicianSettings;

/** The last save, for the small confirmation beside the group that changed. */
export interface SaveResult {
  group: SettingsGroup;
  ok: boolean;
}

/** How long "Saved" stays beside a group after a change. */
export const SAVED_NOTE_MS = 2_500;

/**
 * The technician's settings, saved on the device as each one changes. The language is the app's own
 * (switching it here switches every screen through @irrigo/i18n, and the side menu's selector shows here).
 */
export function useTechnicianSettings() {
  const { language, setLanguage } = useLanguage();
  const [stored, setStored] = useState<TechnicianSettings>(() => readTechnicianSettings(language));
  const [lastSave, setLastSave] = useState<SaveResult | null>(null);

  useEffect(() => {
    if (!lastSave) return;
    const timer = setTimeout(() => setLastSave(null), SAVED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [lastSave]);

  const settings: TechnicianSettings = { ...stored, preferences: { ...stored.preferences, language } };

  const save = (group: SettingsGroup, next: TechnicianSettings) => {
    setStored(next);
    setLastSave({ group, ok: writeTechnicianSettings(next) });
  };

  return {
    settings,
    lastSave,
    setNotification: (name: NotificationSetting, on: boolean) =>
      save('notifications', { ...settings, notifications: { ...settings.notifications, [name]: on } }),
    setPrivacy: (name: PrivacySetting, on: boolean) => save('privacy', { ...settings, privacy: { ...settings.privacy, [name]: on } }),
    setPreference: <K extends Exclude<keyof TechnicianPreferences, 'language'>>(name: K, value: TechnicianPreferences[K]) =>
      save('preferences', { ...settings, preferences: { ...settings.preferences, [name]: value } }),
    setLanguage: (next: Language) => {
      save('preferences', { ...settings, preferences: { ...settings.preferences, language: next } });
      void setLanguage(next);
    },
  };
}
