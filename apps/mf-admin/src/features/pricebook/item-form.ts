import { PRICEBOOK_ITEM_KINDS, PRICEBOOK_LIMITS, type CreatePricebookItemBody, type PricebookItem, type PricebookItemKind } from '@irrigo/contracts';
import { textField, z } from '@irrigo/ui/forms';
import { centsToDollars, dollarsToCents } from './pricebook-text';

const V = 'pricebook:validation';

const optionalText = (max: number) => textField({ tooLong: `${V}.tooLong` }, max);

/** Dollars as typed ("12.50", "$1,200"), empty for none; within the pricebook's price limit. */
const moneyField = () =>
  z.string().check(
    z.trim(),
    z.refine((value: string) => dollarsToCents(value) !== undefined, `${V}.money`),
  );

/**
 * The item form's rules, PRICEBOOK_LIMITS as the service's DTO has them. Every message is a key of the
 * pricebook namespace, with {{max}} where it says a length.
 */
export const itemSchema = z.object({
  kind: z.string().check(z.refine((value: string) => (PRICEBOOK_ITEM_KINDS as readonly string[]).includes(value), `${V}.kind`)),
  categoryId: z.string(),
  sku: optionalText(PRICEBOOK_LIMITS.skuMaxLength),
  nameEn: textField({ required: `${V}.nameEnRequired`, tooLong: `${V}.tooLong` }, PRICEBOOK_LIMITS.nameMaxLength),
  nameEs: optionalText(PRICEBOOK_LIMITS.nameMaxLength),
  descriptionEn: optionalText(PRICEBOOK_LIMITS.descriptionMaxLength),
  descriptionEs: optionalText(PRICEBOOK_LIMITS.descriptionMaxLength),
  unit: optionalText(PRICEBOOK_LIMITS.unitMaxLength),
  cost: moneyField(),
  price: moneyField(),
  memberPrice: moneyField(),
  imageUrl: z.string().check(
    z.trim(),
    z.maxLength(PRICEBOOK_LIMITS.imageUrlMaxLength, `${V}.tooLong`),
    z.refine((value: string) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), `${V}.imageUrl`),
  ),
  taxable: z.boolean(),
  tracksInventory: z.boolean(),
  active: z.boolean(),
});

export type ItemFormValues = z.input<typeof itemSchema>;

export const NEW_ITEM: ItemFormValues = {
  kind: 'material',
  categoryId: '',
  sku: '',
  nameEn: '',
  nameEs: '',
  descriptionEn: '',
  descriptionEs: '',
  unit: '',
  cost: '',
  price: '',
  memberPrice: '',
  imageUrl: '',
  taxable: true,
  tracksInventory: false,
  active: true,
};

/** An item as the form shows it for editing. */
export function itemFormValues(item: PricebookItem): ItemFormValues {
  return {
    kind: item.kind,
    categoryId: item.categoryId ?? '',
    sku: item.sku ?? '',
    nameEn: item.nameEn,
    nameEs: item.nameEs ?? '',
    descriptionEn: item.descriptionEn ?? '',
    descriptionEs: item.descriptionEs ?? '',
    unit: item.unit ?? '',
    cost: centsToDollars(item.costCents),
    price: centsToDollars(item.priceCents),
    memberPrice: centsToDollars(item.memberPriceCents),
    imageUrl: item.imageUrl ?? '',
    taxable: item.taxable,
    tracksInventory: item.tracksInventory,
    active: item.active,
  };
}

const orNull = (value: string): string | null => (value === '' ? null : value);
const cents = (value: string): number | null => dollarsToCents(value) ?? null;

/** The valid form as the API's body: empty texts are none (null), dollars are cents. */
export function itemBody(values: z.output<typeof itemSchema>): Required<CreatePricebookItemBody> {
  return {
    kind: values.kind as PricebookItemKind,
    categoryId: orNull(values.categoryId),
    sku: orNull(values.sku),
    nameEn: values.nameEn,
    nameEs: orNull(values.nameEs),
    descriptionEn: orNull(values.descriptionEn),
    descriptionEs: orNull(values.descriptionEs),
    unit: orNull(values.unit),
    costCents: cents(values.cost),
    priceCents: cents(values.price),
    memberPriceCents: cents(values.memberPrice),
    taxable: values.taxable,
    tracksInventory: values.tracksInventory,
    imageUrl: orNull(values.imageUrl),
    active: values.active,
  };
}
