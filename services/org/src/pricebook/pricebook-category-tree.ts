import type { PricebookCategory } from './pricebook-category.entity.js';

export interface CategoryInTree {
  category: PricebookCategory;
  depth: number;
}

const bySortThenName = (a: PricebookCategory, b: PricebookCategory) =>
  a.sortOrder - b.sortOrder || a.nameEn.localeCompare(b.nameEn, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

/**
 * The categories in tree order: each parent right before its children, siblings by sort order then name.
 * A category whose parent is missing (it cannot be, the foreign key forbids it) would be listed as a root.
 */
export function treeOrder(categories: readonly PricebookCategory[]): CategoryInTree[] {
  const ids = new Set(categories.map((category) => category.id));
  const children = new Map<string | null, PricebookCategory[]>();
  for (const category of categories) {
    const parent = category.parentId && ids.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const ordered: CategoryInTree[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const category of (children.get(parentId) ?? []).sort(bySortThenName)) {
      ordered.push({ category, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}

/** The category and every category beneath it. */
export function withDescendants(categories: readonly PricebookCategory[], rootId: string): string[] {
  const found = [rootId];
  for (let index = 0; index < found.length; index++) {
    for (const category of categories) if (category.parentId === found[index] && !found.includes(category.id)) found.push(category.id);
  }
  return found;
}

/** How deep a category sits (a root is 1), following parents. */
export function depthOf(categories: ReadonlyMap<string, PricebookCategory>, id: string | null): number {
  let depth = 0;
  for (let current = id; current && depth <= categories.size; current = categories.get(current)?.parentId ?? null) depth++;
  return depth;
}
