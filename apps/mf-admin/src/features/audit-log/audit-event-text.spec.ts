import { AUDIT_EVENT_TYPES } from '@irrigo/contracts';
import { i18n, initI18n } from '@irrigo/i18n';
import { ADMIN_NAMESPACE } from '../../app/i18n';
import { detailValueKey, eventTone, isKnownEventType, KNOWN_DETAIL_KEYS, KNOWN_DETAIL_VALUES } from './audit-event-text';

const LANGUAGES = ['en', 'es'] as const;
const has = (key: string, lng: string) => i18n.exists(`auditLog.${key}`, { ns: ADMIN_NAMESPACE, lng });

beforeAll(() => {
  initI18n();
});

describe('the security log’s words', () => {
  it.each(AUDIT_EVENT_TYPES)('names the event type %s in English and Spanish', (type) => {
    expect(isKnownEventType(type)).toBe(true);
    for (const lng of LANGUAGES) expect([lng, has(`types.${type}`, lng)]).toEqual([lng, true]);
  });

  it('has no words for event types the contracts no longer list', () => {
    for (const lng of LANGUAGES) {
      const types = i18n.getResource(lng, ADMIN_NAMESPACE, 'auditLog.types') as Record<string, string>;
      expect(Object.keys(types).sort()).toEqual([...AUDIT_EVENT_TYPES].sort());
    }
  });

  it('names every known detail and words every known value in both languages', () => {
    for (const lng of LANGUAGES) {
      for (const key of KNOWN_DETAIL_KEYS) expect([lng, key, has(`detailKeys.${key}`, lng)]).toEqual([lng, key, true]);
      for (const [group, values] of Object.entries(KNOWN_DETAIL_VALUES)) {
        for (const value of values) expect([lng, group, value, has(`detailValues.${group}.${value}`, lng)]).toEqual([lng, group, value, true]);
      }
      expect(has('noLocation', lng)).toBe(true);
    }
  });

  it('words roles the same wherever they appear, an empty location as none, and leaves names and ids as written', () => {
    expect(detailValueKey('role', 'manager')).toBe('detailValues.role.manager');
    expect(detailValueKey('previousRole', 'admin')).toBe('detailValues.role.admin');
    expect(detailValueKey('requestedRole', 'technician')).toBe('detailValues.role.technician');
    expect(detailValueKey('reissued', true)).toBe('detailValues.reissued.true');
    expect(detailValueKey('location', '')).toBe('noLocation');
    expect(detailValueKey('previousLocation', '')).toBe('noLocation');
    expect(detailValueKey('location', 'North Yard')).toBeNull();
    expect(detailValueKey('requestId', '5b0e8f0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBeNull();
    expect(detailValueKey('reason', 'something-new')).toBeNull();
    expect(detailValueKey('origin', 'gateway')).toBeNull();
  });

  it('makes a disabled account stand out and an enabled one or a move informative', () => {
    expect(eventTone('account-disabled')).toBe('danger');
    expect(eventTone('account-enabled')).toBe('info');
    expect(eventTone('location-changed')).toBe('info');
  });
});
