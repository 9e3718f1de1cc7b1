import type { Language, PricebookCategory, PricebookItem } from '@irrigo/contracts';

/** An item with a price a technician may put on a quote. */
export type QuotablePricebookItem = PricebookItem & { priceCents: number };

/**
 * The one rule for putting a pricebook item on a quote (the inspection form's repairs use it too): it needs a
 * real price. No price (null) is never read as $0, and a $0 price is treated the same way: on a customer's
 * quote a free line is a mistake far more often than a gift, and the office can price it.
 */
export function canBeQuoted(item: PricebookItem): item is QuotablePricebookItem {
  return item.active && item.priceCents !== null && Number.isInteger(item.priceCents) && item.priceCents > 0;
}

/** The item's name in the interface language; Spanish falls back to English when the office has not translated it. */
export function itemName(item: Pick<PricebookItem, 'nameEn' | 'nameEs'>, language: Language): string {
  return language === 'es' && item.nameEs?.trim() ? item.nameEs : item.nameEn;
}

export function itemDescription(item: Pick<PricebookItem, 'descriptionEn' | 'descriptionEs'>, language: Language): string | null {
  return language === 'es' && item.descriptionEs?.trim() ? item.descriptionEs : item.descriptionEn;
}

export function categoryName(category: Pick<PricebookCategory, 'nameEn' | 'nameEs'>, language: Language): string {
  return language === 'es' && category.nameEs?.trim() ? category.nameEs : category.nameEn;
}

/** "$1,234.50": USD with two decimals in the interface language's number format. */
export function formatUsd(cents: number, language: Language): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
