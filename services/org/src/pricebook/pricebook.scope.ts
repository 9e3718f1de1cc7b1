import type { ScopedColumns } from '@irrigo/nest-kit';
import type { PricebookCategory } from './pricebook-category.entity.js';
import type { PricebookItem } from './pricebook-item.entity.js';

/** The pricebook is the organization's: every signed-in member of it reads all of it, whatever their location. */
export const PRICEBOOK_CATEGORY_SCOPE: ScopedColumns<PricebookCategory> = { organization: 'organizationId' };
export const PRICEBOOK_ITEM_SCOPE: ScopedColumns<PricebookItem> = { organization: 'organizationId' };
