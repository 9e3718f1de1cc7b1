import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@irrigo/ui';
import { DATA_TABLE_NAMESPACE } from './i18n.js';
import type { DataTablePagination } from './DataTable.js';
import styles from './DataTable.module.css';

const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;

/** Where the reader is among all rows ("1–25 of 240"), the page size, and the way to the next page and back. */
export function DataTablePager({ page, pageSize, total, onPageChange, onPageSizeChange, pageSizeOptions = DEFAULT_PAGE_SIZES }: DataTablePagination) {
  const { t } = useTranslation(DATA_TABLE_NAMESPACE);
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <nav className={styles.pager} aria-label={t('pagination.label')}>
      <p className={styles.range} aria-live="polite">
        {total === 0 ? t('pagination.none') : t('pagination.range', { from, to, total })}
      </p>
      {onPageSizeChange && (
        <div className={styles.pageSize}>
          <label htmlFor={sizeId}>{t('pagination.pageSize')}</label>
          <select id={sizeId} className={styles.pageSizeSelect} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.pageButtons}>
        <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1} aria-label={t('pagination.previous')}>
          <ChevronLeft aria-hidden="true" size={16} />
        </Button>
        <span className={styles.pageOf}>{t('pagination.page', { page, pages })}</span>
        <Button variant="secondary" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages} aria-label={t('pagination.next')}>
          <ChevronRight aria-hidden="true" size={16} />
        </Button>
      </div>
    </nav>
  );
}
