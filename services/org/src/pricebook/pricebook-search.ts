/**
 * The one normalisation of pricebook search: lower case, accents removed, whitespace collapsed. Items store
 * it in `search_text` and queries go through it too, so "VALVULA" finds "Válvula" without the unaccent
 * extension (PGlite has none loaded) and a trigram index serves `LIKE '%…%'`.
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SearchableItemText {
  nameEn: string;
  nameEs: string | null;
  sku: string | null;
  descriptionEn: string | null;
  descriptionEs: string | null;
}

export function searchTextOf(item: SearchableItemText): string {
  return normaliseSearch([item.nameEn, item.nameEs, item.sku, item.descriptionEn, item.descriptionEs].filter(Boolean).join(' '));
}

/** The words of a query as LIKE patterns (each must appear), with LIKE's own wildcards taken literally. */
export function searchPatterns(query: string): string[] {
  return normaliseSearch(query)
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}
