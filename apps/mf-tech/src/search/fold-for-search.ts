/**
 * Text as the technicians' searches compare it: lower case, accents dropped ("Lucía" → "lucia", "Peña" →
 * "pena"), so a technician typing without accents on a phone keyboard finds what the office typed with them.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Every word of the query appears somewhere in the (already folded) text; an empty query matches all. */
export function matchesSearch(foldedText: string, query: string): boolean {
  return foldForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => foldedText.includes(word));
}
