import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricebookCategory } from '@irrigo/contracts';
import { nameIn, withDescendants } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';
import styles from '../Pricebook.module.css';

interface CategoryChipsProps {
  /** Active categories in tree order. */
  categories: readonly PricebookCategory[];
  /** Items directly in each category (null: in none). */
  counts: ReadonlyMap<string | null, number>;
  selectedId: string | null;
  onSelect: (categoryId: string | null) => void;
}

/**
 * Browse by category: the way back up (All › Valves › …) and the chosen level's categories as chips, each
 * with how many items it holds, its sub-categories' included (as the list shows them).
 */
export function CategoryChips({ categories, counts, selectedId, onSelect }: CategoryChipsProps) {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  const language = i18n.language;
  const byId = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);
  const total = (id: string) => [...withDescendants(categories, id)].reduce((sum, each) => sum + (counts.get(each) ?? 0), 0);
  const all = [...counts.values()].reduce((sum, count) => sum + count, 0);

  const trail: PricebookCategory[] = [];
  for (let current = selectedId ? byId.get(selectedId) : undefined; current; current = current.parentId ? byId.get(current.parentId) : undefined) {
    trail.unshift(current);
  }
  const children = categories.filter((category) => category.parentId === selectedId);
  // A leaf keeps showing its siblings, so the next category is one tap away.
  const selected = selectedId ? byId.get(selectedId) : undefined;
  const level = children.length > 0 || !selected ? children : categories.filter((category) => category.parentId === selected.parentId);
  const levelParent = children.length > 0 || !selected ? selectedId : selected.parentId;

  return (
    <nav aria-label={t('browse.categories')}>
      {trail.length > 0 && (
        <ol className={styles.trail} aria-label={t('browse.trail')}>
          <li>
            <button type="button" className={styles.trailButton} onClick={() => onSelect(null)}>
              {t('browse.all')}
            </button>
          </li>
          {trail.map((category, index) => (
            <li key={category.id}>
              <span aria-hidden="true">› </span>
              {index === trail.length - 1 ? (
                <span aria-current="page">{nameIn(category, language)}</span>
              ) : (
                <button type="button" className={styles.trailButton} onClick={() => onSelect(category.id)}>
                  {nameIn(category, language)}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ul className={styles.chips}>
        {levelParent === null && (
          <li>
            <button type="button" className={styles.chip} aria-pressed={selectedId === null} onClick={() => onSelect(null)}>
              {t('browse.all')}
              <span className={styles.chipCount}>{all}</span>
            </button>
          </li>
        )}
        {level.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={selectedId === category.id}
              onClick={() => onSelect(category.id)}
              aria-label={t('browse.chipLabel', { name: nameIn(category, language), count: total(category.id) })}
            >
              {nameIn(category, language)}
              <span className={styles.chipCount} aria-hidden="true">
                {total(category.id)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
