import { AUTO_SAVE_MINUTES_OPTIONS, DEFAULT_AUTO_SAVE_MINUTES, LANGUAGES, type Language } from '@irrigo/contracts';

/** Spec §3: technician settings are kept on the device, never sent to the server. */
export const TECHNICIAN_SETTINGS_STORAGE_KEY = 'irrigo.technicianSettings';

export const NOTIFICATION_SETTINGS = ['pushNotifications', 'emailNotifications', 'smsNotifications', 'inspectionReminders', 'scheduleUpdates'] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];

export const PRIVACY_SETTINGS = ['shareLocation', 'trackingEnabled', 'analyticsEnabled'] as const;
export type PrivacySetting = (typeof PRIVACY_SETTINGS)[number];

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export type AutoSaveMinutes = (typeof AUTO_SAVE_MINUTES_OPTIONS)[number];

/** The property types of spec §3 an inspection starts from. */
export const INSPECTION_TEMPLATES = ['residential', 'commercial', 'hoa-community', 'municipal'] as const;
export type InspectionTemplate = (typeof INSPECTION_TEMPLATES)[number];

export interface TechnicianPreferences {
  language: Language;
  theme: Theme;
  autoSaveFrequency: AutoSaveMinutes;
  defaultInspectionTemplate: InspectionTemplate;
}

export interface TechnicianSettings {
  notifications: Record<NotificationSetting, boolean>;
  preferences: TechnicianPreferences;
  privacy: Record<PrivacySetting, boolean>;
}

const isOneOf =
  <T extends string | number>(options: readonly T[]) =>
  (value: unknown): value is T =>
    options.includes(value as T);

const isAutoSaveMinutes = isOneOf<AutoSaveMinutes>(AUTO_SAVE_MINUTES_OPTIONS);
const DEFAULT_AUTO_SAVE = isAutoSaveMinutes(DEFAULT_AUTO_SAVE_MINUTES) ? DEFAULT_AUTO_SAVE_MINUTES : AUTO_SAVE_MINUTES_OPTIONS[0];

/**
 * Spec §9: push, e-mail and reminders on, SMS off; schedule updates on. Privacy starts with nothing
 * shared (the spec is silent; a field crew opts in). The light theme is the one the screens have; the
 * language is the one the app is already in.
 */
export function defaultTechnicianSettings(language: Language): TechnicianSettings {
  return {
    notifications: {
      pushNotifications: true,
      emailNotifications: true,
      smsNotifications: false,
      inspectionReminders: true,
      scheduleUpdates: true,
    },
    preferences: { language, theme: 'light', autoSaveFrequency: DEFAULT_AUTO_SAVE, defaultInspectionTemplate: 'residential' },
    privacy: { shareLocation: false, trackingEnabled: false, analyticsEnabled: false },
  };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function switches<K extends string>(names: readonly K[], stored: unknown, defaults: Record<K, boolean>): Record<K, boolean> {
  const record = asRecord(stored);
  const result = { ...defaults };
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'boolean') result[name] = value;
  }
  return result;
}

function pick<T>(value: unknown, isValid: (candidate: unknown) => candidate is T, fallback: T): T {
  return isValid(value) ? value : fallback;
}

/**
 * Reads settings written by this or an older build: each value that is missing or not one the app knows
 * falls back to its default on its own, so one bad value does not cost the technician the others.
 */
export function parseTechnicianSettings(stored: unknown, language: Language): TechnicianSettings {
  const defaults = defaultTechnicianSettings(language);
  const record = asRecord(stored);
  const preferences = asRecord(record['preferences']);
  return {
    notifications: switches(NOTIFICATION_SETTINGS, record['notifications'], defaults.notifications),
    preferences: {
      language: pick(preferences['language'], isOneOf<Language>(LANGUAGES), defaults.preferences.language),
      theme: pick(preferences['theme'], isOneOf<Theme>(THEMES), defaults.preferences.theme),
      autoSaveFrequency: pick(preferences['autoSaveFrequency'], isAutoSaveMinutes, defaults.preferences.autoSaveFrequency),
      defaultInspectionTemplate: pick(
        preferences['defaultInspectionTemplate'],
        isOneOf<InspectionTemplate>(INSPECTION_TEMPLATES),
        defaults.preferences.defaultInspectionTemplate,
      ),
    },
    privacy: switches(PRIVACY_SETTINGS, record['privacy'], defaults.privacy),
  };
}

/** The saved settings; an entry that is not JSON is removed (spec §4: a corrupt stored value is discarded). */
export function readTechnicianSettings(language: Language): TechnicianSettings {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(TECHNICIAN_SETTINGS_STORAGE_KEY);
  } catch {
    // Storage disabled (privacy mode): the defaults it is.
  }
  if (raw === null) return defaultTechnicianSettings(language);
  try {
    return parseTechnicianSettings(JSON.parse(raw) as unknown, language);
  } catch {
    try {
      window.localStorage.removeItem(TECHNICIAN_SETTINGS_STORAGE_KEY);
    } catch {
      // Nothing to clean.
    }
    return defaultTechnicianSettings(language);
  }
}

/** Keeps the settings on this device; false when the browser refused (storage full or disabled). */
export function writeTechnicianSettings(settings: TechnicianSettings): boolean {
  try {
    window.localStorage.setItem(TECHNICIAN_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}
