import { addTranslationLoaders, getLanguage, i18n, setLanguage, whenTranslationsLoaded } from './index.js';

beforeAll(() => {
  window.localStorage.clear();
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-US');
});

afterEach(async () => setLanguage('en'));

/** A loader whose answer the test releases, counting how often it was asked. */
function deferredLoader(texts: Record<string, string>) {
  let release: () => void = () => undefined;
  const loader = jest.fn(
    () =>
      new Promise<{ default: Record<string, string> }>((resolve) => {
        release = () => resolve({ default: texts });
      }),
  );
  return { loader, release: () => release() };
}

describe('addTranslationLoaders', () => {
  it("fetches only the interface language's texts", async () => {
    const es = jest.fn(async () => ({ title: 'Panel' }));
    await addTranslationLoaders('lazy-a', { en: async () => ({ default: { title: 'Dashboard' } }), es });

    expect(i18n.t('lazy-a:title')).toBe('Dashboard');
    expect(es).not.toHaveBeenCalled();
  });

  it('switching language loads the other texts before the language changes', async () => {
    const es = deferredLoader({ title: 'Panel' });
    await addTranslationLoaders('lazy-b', { en: async () => ({ title: 'Dashboard' }), es: es.loader });
    const seen: string[] = [];
    const onChange = () => seen.push(i18n.t('lazy-b:title'));
    i18n.on('languageChanged', onChange);

    const switching = setLanguage('es');
    await Promise.resolve();
    // Still English while the Spanish texts travel: nothing shows a bare key.
    expect(getLanguage()).toBe('en');
    expect(es.loader).toHaveBeenCalledTimes(1);
    es.release();
    await switching;
    i18n.off('languageChanged', onChange);

    expect(getLanguage()).toBe('es');
    expect(seen).toEqual(['Panel']);
  });

  it('stays in the current language when the other cannot be fetched, and tries again next time', async () => {
    const es = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ title: 'Ajustes' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await addTranslationLoaders('lazy-c', { en: async () => ({ title: 'Settings' }), es });

    await setLanguage('es');
    expect(getLanguage()).toBe('en');
    expect(i18n.t('lazy-c:title')).toBe('Settings');
    expect(warn).toHaveBeenCalled();

    await setLanguage('es');
    expect(getLanguage()).toBe('es');
    expect(i18n.t('lazy-c:title')).toBe('Ajustes');
  });
});

describe('whenTranslationsLoaded', () => {
  it('waits for a namespace registered with loaders', async () => {
    const en = deferredLoader({ greeting: 'Good morning' });
    void addTranslationLoaders('lazy-d', { en: en.loader, es: async () => ({ greeting: 'Buenos días' }) });
    let loaded = false;
    const waiting = whenTranslationsLoaded().then(() => (loaded = true));

    await Promise.resolve();
    expect(loaded).toBe(false);
    en.release();
    await waiting;
    expect(i18n.t('lazy-d:greeting')).toBe('Good morning');
  });

  it('tries a failed load again and rejects if it fails again', async () => {
    const en = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ label: 'Sign in' });
    await expect(addTranslationLoaders('lazy-e', { en, es: async () => ({ label: 'Iniciar sesión' }) })).rejects.toThrow('Failed to fetch');

    await expect(whenTranslationsLoaded()).resolves.toBeUndefined();
    expect(i18n.t('lazy-e:label')).toBe('Sign in');
    expect(en).toHaveBeenCalledTimes(2);
  });
});
