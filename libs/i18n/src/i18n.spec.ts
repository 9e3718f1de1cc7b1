import { addTranslations, getLanguage, i18n, initI18n, setLanguage } from './index.js';
import commonEn from './locales/en/common.json';
import commonEs from './locales/es/common.json';
import { STORAGE_KEYS } from '@irrigo/session';

function flattenKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]: [string, unknown]) =>
    child !== null && typeof child === 'object' ? flattenKeys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

beforeAll(() => {
  window.localStorage.clear();
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-US');
});

describe('initI18n', () => {
  it('initialises once and returns the same instance on every call', () => {
    const first = initI18n();
    const second = initI18n();

    expect(second).toBe(first);
    expect(first.isInitialized).toBe(true);
    expect(first.t('remoteUnavailable.title')).toBe('This section is temporarily unavailable');
  });
});

describe('setLanguage', () => {
  afterEach(async () => setLanguage('en'));

  it('switches the language, keeps the choice and marks the document', async () => {
    initI18n();
    await setLanguage('es');

    expect(getLanguage()).toBe('es');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('notFound.title')).toBe('Página no encontrada');
  });
});

describe('addTranslations', () => {
  it('registers a namespace in both languages', async () => {
    addTranslations('tech', { en: { menu: 'Menu' }, es: { menu: 'Menú' } });

    expect(i18n.t('tech:menu')).toBe('Menu');
    await setLanguage('es');
    expect(i18n.t('tech:menu')).toBe('Menú');
    await setLanguage('en');
  });

  it('replaces a namespace registered again', () => {
    addTranslations('admin', { en: { title: 'Old' }, es: { title: 'Viejo' } });
    addTranslations('admin', { en: { title: 'Dashboard' }, es: { title: 'Panel' } });

    expect(i18n.t('admin:title')).toBe('Dashboard');
  });
});

describe('common namespace', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(flattenKeys(commonEs).sort()).toEqual(flattenKeys(commonEn).sort());
    for (const key of flattenKeys(commonEs)) expect(i18n.getResource('es', 'common', key)).not.toBe('');
  });
});

describe('the glossary namespace', () => {
  afterEach(async () => setLanguage('en'));

  it('comes with initI18n, so a remote’s text can nest a product term in either language', async () => {
    initI18n();
    addTranslations('glossary-probe', { en: { open: 'Go to $t(glossary:settings)' }, es: { open: 'Ir a $t(glossary:settings)' } });

    expect(i18n.t('open', { ns: 'glossary-probe' })).toBe('Go to Settings');
    await setLanguage('es');
    expect(i18n.t('open', { ns: 'glossary-probe' })).toBe('Ir a Configuración');
    expect(i18n.t('pricebook', { ns: 'glossary' })).toBe('Lista de precios');
  });
});
