import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from './fixtures.js';

const TECH_SRC = join(import.meta.dirname, '..', '..', 'apps', 'mf-tech', 'src');
/**
 * The inspection screens' own namespace (one file per part, merged as apps/mf-tech/src/features/inspection/i18n.ts
 * merges them) and the sync badge's (apps/mf-tech/src/sync/i18n.ts); their keys do not overlap.
 */
const PARTS = [
  ['features/inspection/locales', 'form'],
  ['features/inspection/locales', 'media'],
  ['features/inspection/locales', 'findings'],
  ['features/inspection/locales', 'details'],
  ['sync/locales', 'sync'],
] as const;

/**
 * The inspection screens' texts as the app ships them, with i18next's plurals (`_one`, `_other` by the
 * language's plural rules) and `{{value}}` interpolation, so tests read what a technician reads.
 */
export function inspectionTexts(language: Language) {
  const texts: Record<string, unknown> = Object.assign(
    {},
    ...PARTS.map(([folder, part]) => JSON.parse(readFileSync(join(TECH_SRC, folder, language, `${part}.json`), 'utf8')) as Record<string, unknown>),
  );
  const plural = new Intl.PluralRules(language === 'es' ? 'es' : 'en');
  const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  const lookupPath = (path: string[]): unknown => path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return (key: string, values: Record<string, string | number> = {}): string => {
    let value = lookup(key);
    if (typeof value !== 'string' && typeof values['count'] === 'number') {
      // Keys may contain dots of their own ("customer.name"): the plural suffix goes on the last part.
      value = lookup(`${key}_${plural.select(values['count'])}`) ?? lookup(`${key}_other`);
    }
    if (typeof value !== 'string') {
      // A key whose last part has a dot in it (form.complete.requirements.customer.name).
      const parts = key.split('.');
      for (let split = parts.length - 1; split > 0 && typeof value !== 'string'; split -= 1) {
        value = lookupPath([...parts.slice(0, split), parts.slice(split).join('.')]);
      }
    }
    if (typeof value !== 'string') throw new Error(`no ${language} inspection text for ${key}`);
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
      if (!(name in values)) throw new Error(`${key} needs {{${name}}}`);
      return String(values[name]);
    });
  };
}

export type InspectionTexts = ReturnType<typeof inspectionTexts>;
