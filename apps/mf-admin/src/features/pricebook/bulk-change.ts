import { PRICEBOOK_LIMITS, type PricebookBulkChange, type PricebookBulkChangeType } from '@irrigo/contracts';
import { signedDollarsToCents } from './pricebook-text';

/** An item picked for a bulk change, with the version the screen showed (sent back so a stale one is refused). */
export interface SelectedItem {
  id: string;
  version: number;
  nameEn: string;
  nameEs: string | null;
}

/** The change form as typed: the kind of change and the value each kind reads. */
export interface BulkChangeDraft {
  type: PricebookBulkChangeType;
  percent: string;
  dollars: string;
  /** A category id, or '' to take the items out of every category. */
  categoryId: string;
  active: 'activate' | 'deactivate';
}

export const EMPTY_DRAFT: BulkChangeDraft = { type: 'price_percent', percent: '', dollars: '', categoryId: '', active: 'activate' };

const PERCENT = /^[+-]?\d{1,3}(?:[.,]\d{1,2})?$/;

/**
 * The change the draft describes, or the translation key of why it cannot be sent. A percentage is
 * -90 % to +500 % (never to nothing); an amount is signed dollars, not zero.
 */
export function changeOf(draft: BulkChangeDraft): { change: PricebookBulkChange } | { error: string } {
  switch (draft.type) {
    case 'price_percent': {
      const text = draft.percent.trim().replace('%', '').trim();
      if (!PERCENT.test(text)) return { error: 'bulk.errors.percent' };
      const percent = Number(text.replace(',', '.'));
      if (percent === 0 || percent < PRICEBOOK_LIMITS.bulkPercentMin || percent > PRICEBOOK_LIMITS.bulkPercentMax) return { error: 'bulk.errors.percent' };
      return { change: { type: 'price_percent', percent } };
    }
    case 'price_cents': {
      const cents = signedDollarsToCents(draft.dollars);
      return cents === undefined ? { error: 'bulk.errors.dollars' } : { change: { type: 'price_cents', cents } };
    }
    case 'move_category':
      return { change: { type: 'move_category', categoryId: draft.categoryId || null } };
    case 'set_active':
      return { change: { type: 'set_active', active: draft.active === 'activate' } };
  }
}
