import fieldUi from '../components/field-ui.module.css';
import { PRICEBOOK_FILTERS, type PricebookBrowsing, type PricebookFilter } from './use-pricebook-browsing';
import styles from './PricebookFilterControls.module.css';

/** The words the controls need, under one screen's own keys: show, filters.all / favourites / recent, category, allCategories. */
export type PricebookFilterText = (key: 'show' | 'category' | 'allCategories' | `filters.${PricebookFilter}`) => string;

interface PricebookFilterControlsProps {
  browsing: Pick<PricebookBrowsing, 'filter' | 'setFilter' | 'categoryId' | 'setCategoryId' | 'categoryOptions'>;
  /** Favourites and recently used kept on this device: the All / Favourites / Recent chips are shown. */
  showPicks: boolean;
  /** One screen's words by these keys, e.g. (key) => t(`pricebook.${key}`). */
  t: PricebookFilterText;
}

/** All / Favourites / Recent and the category, under the search of the pricebook screen and of "Add from pricebook". */
export function PricebookFilterControls({ browsing, showPicks, t }: PricebookFilterControlsProps) {
  const { filter, setFilter, categoryId, setCategoryId, categoryOptions } = browsing;
  return (
    <div className={styles.controls}>
      {showPicks && (
        <div className={fieldUi.chips} role="group" aria-label={t('show')}>
          {PRICEBOOK_FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              className={filter === option ? `${fieldUi.chip} ${fieldUi.chipOn}` : fieldUi.chip}
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
            >
              {t(`filters.${option}`)}
            </button>
          ))}
        </div>
      )}
      <label className={styles.categoryField}>
        <span className={styles.categoryLabel}>{t('category')}</span>
        <select className={fieldUi.select} value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
          <option value="">{t('allCategories')}</option>
          {categoryOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
