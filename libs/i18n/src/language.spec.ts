import { detectLanguage } from './index.js';
import { STORAGE_KEYS } from '@irrigo/session';

function setBrowserLanguage(language: string) {
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);
}

beforeEach(() => window.localStorage.clear());

describe('detectLanguage (spec §1)', () => {
  it('uses the stored choice first', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'es');
    setBrowserLanguage('en-US');
    expect(detectLanguage()).toBe('es');
  });

  it('picks Spanish for any browser language starting with "es"', () => {
    setBrowserLanguage('es-MX');
    expect(detectLanguage()).toBe('es');
    setBrowserLanguage('es');
    expect(detectLanguage()).toBe('es');
  });

  it('picks English for every other browser language', () => {
    setBrowserLanguage('pt-BR');
    expect(detectLanguage()).toBe('en');
  });

  it('ignores a stored value that is not a supported language', () => {
    window.localStorage.setItem(STORAGE_KEYS.language, 'fr');
    setBrowserLanguage('es-US');
    expect(detectLanguage()).toBe('es');
  });
});
