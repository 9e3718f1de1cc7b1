import { PRICEBOOK_LIMITS, type CreatePricebookCategoryBody, type PricebookCategory } from '@irrigo/contracts';
import { textField, z } from '@irrigo/ui/forms';

const V = 'pricebook:validation';

/** The category form's rules, as the service's DTO has them (names up to nameMaxLength, a whole sort order). */
export const categorySchema = z.object({
  parentId: z.string(),
  nameEn: textField({ required: `${V}.nameEnRequired`, tooLong: `${V}.tooLong` }, PRICEBOOK_LIMITS.nameMaxLength),
  nameEs: textField({ tooLong: `${V}.tooLong` }, PRICEBOOK_LIMITS.nameMaxLength),
  sortOrder: z.string().check(
    z.trim(),
    z.refine((value: string) => value === '' || (/^-?\d{1,7}$/.test(value) && Math.abs(Number(value)) <= 1_000_000), `${V}.sortOrder`),
  ),
  active: z.boolean(),
});

export type CategoryFormValues = z.input<typeof categorySchema>;

export const newCategoryValues = (parentId: string | null): CategoryFormValues => ({
  parentId: parentId ?? '',
  nameEn: '',
  nameEs: '',
  sortOrder: '0',
  active: true,
});

export const categoryFormValues = (category: PricebookCategory): CategoryFormValues => ({
  parentId: category.parentId ?? '',
  nameEn: category.nameEn,
  nameEs: category.nameEs ?? '',
  sortOrder: String(category.sortOrder),
  active: category.active,
});

export const categoryBody = (values: z.output<typeof categorySchema>): Required<CreatePricebookCategoryBody> => ({
  parentId: values.parentId === '' ? null : values.parentId,
  nameEn: values.nameEn,
  nameEs: values.nameEs === '' ? null : values.nameEs,
  sortOrder: values.sortOrder === '' ? 0 : Number(values.sortOrder),
  active: values.active,
});

/**
 * The parents a category may move under: not itself or anything beneath it, and shallow enough that it
 * and its own sub-categories stay within PRICEBOOK_LIMITS.categoryMaxDepth levels.
 */
export function possibleParents(categories: readonly PricebookCategory[], category: PricebookCategory | null): PricebookCategory[] {
  if (!category) return categories.filter((candidate) => candidate.depth + 1 < PRICEBOOK_LIMITS.categoryMaxDepth);
  const beneath = new Set([category.id]);
  for (const candidate of categories) if (candidate.parentId && beneath.has(candidate.parentId)) beneath.add(candidate.id);
  const height = 1 + Math.max(0, ...categories.filter((candidate) => beneath.has(candidate.id)).map((candidate) => candidate.depth - category.depth));
  return categories.filter((candidate) => !beneath.has(candidate.id) && candidate.depth + 1 + height <= PRICEBOOK_LIMITS.categoryMaxDepth);
}
