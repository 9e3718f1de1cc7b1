import {
  TECHNICIAN_SETTINGS_STORAGE_KEY,
  defaultTechnicianSettings,
  parseTechnicianSettings,
  readTechnicianSettings,
  writeTechnicianSettings,
} from './technician-settings';

beforeEach(() => window.localStorage.clear());

describe('technician settings', () => {
  it('start with spec §9’s defaults: push, e-mail and reminders on, SMS off, auto-save every 5 minutes', () => {
    expect(defaultTechnicianSettings('es')).toEqual({
      notifications: {
        pushNotifications: true,
        emailNotifications: true,
        smsNotifications: false,
        inspectionReminders: true,
        scheduleUpdates: true,
      },
      preferences: { language: 'es', theme: 'light', autoSaveFrequency: 5, defaultInspectionTemplate: 'residential' },
      privacy: { shareLocation: false, trackingEnabled: false, analyticsEnabled: false },
    });
  });

  it('read back what was written', () => {
    const settings = defaultTechnicianSettings('en');
    settings.notifications.smsNotifications = true;
    settings.preferences.autoSaveFrequency = 15;
    settings.privacy.shareLocation = true;

    expect(writeTechnicianSettings(settings)).toBe(true);

    expect(readTechnicianSettings('en')).toEqual(settings);
  });

  it('fall back to the defaults, and forget the entry, when it is not JSON', () => {
    window.localStorage.setItem(TECHNICIAN_SETTINGS_STORAGE_KEY, '{"notifications": tru');

    expect(readTechnicianSettings('en')).toEqual(defaultTechnicianSettings('en'));
    expect(window.localStorage.getItem(TECHNICIAN_SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['a string', '"yes"'],
    ['null', 'null'],
    ['an array', '[1,2]'],
  ])('fall back to the defaults when the entry is %s', (_case, raw) => {
    window.localStorage.setItem(TECHNICIAN_SETTINGS_STORAGE_KEY, raw);

    expect(readTechnicianSettings('en')).toEqual(defaultTechnicianSettings('en'));
  });

  it('replace each unknown or mistyped value with its default and keep the good ones', () => {
    const parsed = parseTechnicianSettings(
      {
        notifications: { pushNotifications: 'no', smsNotifications: true },
        preferences: { language: 'fr', theme: 'dark', autoSaveFrequency: 7, defaultInspectionTemplate: 'municipal' },
        privacy: [true],
      },
      'en',
    );

    const defaults = defaultTechnicianSettings('en');
    expect(parsed).toEqual({
      notifications: { ...defaults.notifications, smsNotifications: true },
      preferences: { language: 'en', theme: 'dark', autoSaveFrequency: 5, defaultInspectionTemplate: 'municipal' },
      privacy: defaults.privacy,
    });
  });

  it('report a write the browser refused', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    expect(writeTechnicianSettings(defaultTechnicianSettings('en'))).toBe(false);
  });
});
