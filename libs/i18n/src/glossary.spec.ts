/** @jest-environment node */
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@irrigo/contracts';
import glossaryEn from './locales/en/glossary.json';
import glossaryEs from './locales/es/glossary.json';

type Term = keyof typeof glossaryEn;
const GLOSSARY: Record<Language, Record<Term, string>> = { en: glossaryEn, es: glossaryEs };

/**
 * Other spellings people wrote for a glossary term before there was one: each names the same thing as the
 * glossary's word, so a screen using it makes one product sound like two. Matched as whole words.
 */
const OTHER_SPELLINGS: Record<Language, Partial<Record<Term, readonly RegExp[]>>> = {
  en: {
    pricebook: [/\bprice[ -]book\b/i, /\bprice list\b/i],
    settings: [/\bsetup screen\b/i],
  },
  es: {
    settings: [/\bajustes\b/i],
    // "sus precios" (their prices) is a plain word; "Precios" alone, as a name, is the pricebook.
    pricebook: [/^precios$/i, /\bPrecios\b/, /\bcatálogo de precios\b/i],
    dashboard: [/\bpanel de control\b/i, /\btablero\b/i],
  },
};

const REPO_ROOT = join(__dirname, '..', '..', '..');
/** Every front end: the shell and the three remotes. */
const APPS = ['apps/shell', 'apps/mf-admin', 'apps/mf-tech', 'apps/mf-auth'];

function strings(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
  return [];
}

/** The `locales/<language>` folders of an app: its own, and those of features that load their texts lazily. */
function localeFolders(app: string, language: Language): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      if (entry.name === 'locales') found.push(join(folder, entry.name, language));
      else walk(join(folder, entry.name));
    }
  };
  walk(join(REPO_ROOT, app, 'src'));
  return found;
}

/** Every text of every app in `language`, named `app/folder/namespace:key`. */
function appTexts(language: Language): [string, string][] {
  return APPS.flatMap((app) =>
    localeFolders(app, language).flatMap((folder) =>
      readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) =>
          strings(JSON.parse(readFileSync(join(folder, file), 'utf8')), '').map(([key, text]): [string, string] => [
            `${folder.slice(REPO_ROOT.length + 1).replace(/\/locales\/[a-z]+$/, '')}/${file.replace(/\.json$/, '')}:${key}`,
            text,
          ]),
        ),
    ),
  );
}

/** The key of a text without i18next's plural suffix: languages have different plural forms. */
const withoutPlural = (where: string) => where.replace(/_(zero|one|two|few|many|other)$/, '');

describe('every app text', () => {
  it('is there in English and Spanish, in the same files under the same keys, none empty', () => {
    const [english, spanish] = LANGUAGES.map((language) => appTexts(language));
    const keys = (texts: [string, string][]) => [...new Set(texts.map(([where]) => withoutPlural(where)))].sort();
    expect(keys(spanish ?? [])).toEqual(keys(english ?? []));
    expect([...(english ?? []), ...(spanish ?? [])].filter(([, text]) => text.trim() === '').map(([where]) => where)).toEqual([]);
  });
});

describe('the glossary of product terms', () => {
  it('names the same terms in every language', () => {
    expect(Object.keys(glossaryEs).sort()).toEqual(Object.keys(glossaryEn).sort());
    for (const language of LANGUAGES) for (const word of Object.values(GLOSSARY[language])) expect(word.trim()).not.toBe('');
  });

  it.each(LANGUAGES)('is the only spelling of its terms in every app (%s)', (language) => {
    const texts = appTexts(language);
    expect(texts.length).toBeGreaterThan(100);
    const conflicts = texts.flatMap(([where, text]) =>
      Object.entries(OTHER_SPELLINGS[language]).flatMap(([term, spellings]) =>
        (spellings ?? []).some((spelling) => spelling.test(text))
          ? [`${where} says "${text}" where the glossary says "${GLOSSARY[language][term as Term]}"`]
          : [],
      ),
    );
    expect(conflicts).toEqual([]);
  });

  it.each(LANGUAGES)('knows every term an app nests with $t(glossary:…) (%s)', (language) => {
    const nested = appTexts(language).flatMap(([where, text]) =>
      [...text.matchAll(/\$t\(glossary:([^,)]+)/g)].map((match): [string, string] => [where, match[1] ?? '']),
    );
    expect(nested.length).toBeGreaterThan(0);
    expect(nested.filter(([, term]) => !(term in GLOSSARY[language]))).toEqual([]);
  });
});
