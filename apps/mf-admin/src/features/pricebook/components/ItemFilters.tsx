import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PricebookCategory } from '@irrigo/contracts';
import { Input, Label } from '@irrigo/ui';
import { Select } from '@irrigo/ui/select';
import { ALL, KIND_FILTERS, STATUS_FILTERS, isKindFilter, isStatusFilter, type ItemFilterState } from '../item-filters';
import { categoryPath } from '../pricebook-text';
import { PRICEBOOK_NAMESPACE } from '../i18n';
import styles from '../Pricebook.module.css';

/** Search, category, kind and status above an item table. */
export function ItemFilters({
  filters,
  onChange,
  categories,
}: {
  filters: ItemFilterState;
  onChange: (filters: ItemFilterState) => void;
  categories: readonly PricebookCategory[];
}) {
  const { t, i18n } = useTranslation(PRICEBOOK_NAMESPACE);
  const searchId = useId();
  const categoryId = useId();
  const kindId = useId();
  const statusId = useId();
  return (
    <div role="search" aria-label={t('filters.label')} className={styles.filters}>
      <div className={`${styles.filter} ${styles.search}`}>
        <Label htmlFor={searchId}>{t('filters.search')}</Label>
        <Input
          id={searchId}
          type="search"
          value={filters.q}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => onChange({ ...filters, q: event.target.value })}
          autoComplete="off"
        />
      </div>
      <div className={styles.filter}>
        <Label htmlFor={categoryId}>{t('filters.category')}</Label>
        <Select
          id={categoryId}
          value={filters.categoryId}
          onValueChange={(value) => onChange({ ...filters, categoryId: value })}
          options={[
            { value: ALL, label: t('filters.allCategories') },
            ...categories.map((category) => ({ value: category.id, label: categoryPath(categories, category.id, i18n.language) })),
          ]}
        />
      </div>
      <div className={styles.filter}>
        <Label htmlFor={kindId}>{t('filters.kind')}</Label>
        <Select
          id={kindId}
          value={filters.kind}
          onValueChange={(value) => isKindFilter(value) && onChange({ ...filters, kind: value })}
          options={KIND_FILTERS.map((kind) => ({ value: kind, label: t(kind === ALL ? 'filters.allKinds' : `kinds.${kind}`) }))}
        />
      </div>
      <div className={styles.filter}>
        <Label htmlFor={statusId}>{t('filters.status')}</Label>
        <Select
          id={statusId}
          value={filters.status}
          onValueChange={(value) => isStatusFilter(value) && onChange({ ...filters, status: value })}
          options={STATUS_FILTERS.map((status) => ({ value: status, label: t(`filters.statuses.${status}`) }))}
        />
      </div>
    </div>
  );
}
