import '../../app/i18n';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type PricebookCatalogue } from '@irrigo/contracts';
import { Alert } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../app/i18n';
import { DeviceCopyStatus, NothingSaved } from '../../components/device-copy/DeviceCopyStatus';
import { ScreenStatus } from '../../components/ScreenStatus';
import { TechFrame } from '../../components/tech-frame/TechFrame';
import { usePricebookCatalogue, usePricebookPicks } from '../../device-store';
import { useSignedInTechnician } from '../../hooks/use-signed-in-technician';
import { categoryName } from '../../pricebook/pricebook-item-rules';
import { PricebookItemRow } from './components/PricebookItemRow';
import { categoryWithDescendants, searchableItems, searchItems } from './pricebook-search';
import { ListCount, ListSearch, ScreenHeader } from '../../components/list-screen/ListScreen';
import styles from './TechPricebook.module.css';

const INFO = 'info';
/** Rows drawn at once: a phone scrolls a few hundred rows smoothly, not five thousand. */
export const PRICEBOOK_ROWS_SHOWN = 100;

type Filter = 'all' | 'favourites' | 'recent';
const FILTERS: readonly Filter[] = ['all', 'favourites', 'recent'];

const languageOf = (language: string): Language => ((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en');

/** /tech-pricebook, exposed as './TechPricebook': the read-only pricebook from the device's copy, in the technician's language. */
export default function TechPricebook() {
  const { t } = useTranslation(TECH_NAMESPACE);
  const profileState = useSignedInTechnician();
  const state = usePricebookCatalogue();

  if (profileState.status === 'signed-out') return <ScreenStatus fullPage label={t('dashboard.redirecting')} />;
  const catalogue = state.copy?.catalogue ?? null;
  return (
    <TechFrame>
      <ScreenHeader title={t('pricebook.title')} description={t('pricebook.description')} />
      <DeviceCopyStatus state={state} />
      {catalogue !== null ? (
        <PricebookBrowser catalogue={catalogue} />
      ) : state.loading ? (
        <ScreenStatus label={t('pricebook.loading')} />
      ) : (
        <NothingSaved state={state} />
      )}
    </TechFrame>
  );
}

function PricebookBrowser({ catalogue }: { catalogue: PricebookCatalogue }) {
  const { t, i18n } = useTranslation(TECH_NAMESPACE);
  const language = languageOf(i18n.language);
  const picks = usePricebookPicks();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [categoryId, setCategoryId] = useState('');
  const deferredQuery = useDeferredValue(query);

  const index = useMemo(() => searchableItems(catalogue.items), [catalogue.items]);
  const categoryLabels = useMemo(
    () => new Map(catalogue.categories.map((category) => [category.id, categoryName(category, language)])),
    [catalogue.categories, language],
  );
  const categoryIds = useMemo(() => (categoryId ? categoryWithDescendants(catalogue.categories, categoryId) : null), [catalogue.categories, categoryId]);
  const found = useMemo(() => {
    const matches = searchItems(index, deferredQuery, categoryIds);
    if (filter === 'favourites') return matches.filter((item) => picks.favourites.includes(item.id));
    if (filter === 'recent') {
      const order = new Map(picks.recent.map((id, position) => [id, position]));
      return matches.filter((item) => order.has(item.id)).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    }
    return matches;
  }, [index, deferredQuery, categoryIds, filter, picks.favourites, picks.recent]);

  if (catalogue.items.length === 0) {
    return (
      <Alert tone={INFO} title={t('pricebook.none.title')}>
        {t('pricebook.none.description')}
      </Alert>
    );
  }
  const shown = found.slice(0, PRICEBOOK_ROWS_SHOWN);
  const empty =
    filter === 'favourites' && picks.favourites.length === 0 ? 'noFavourites' : filter === 'recent' && picks.recent.length === 0 ? 'noRecent' : 'noMatch';
  return (
    <>
      <ListSearch label={t('pricebook.searchLabel')} placeholder={t('pricebook.searchPlaceholder')} value={query} onChange={setQuery} />
      <div className={styles.controls}>
        {picks.available && (
          <div className={styles.filters} role="group" aria-label={t('pricebook.show')}>
            {FILTERS.map((option) => (
              <button
                key={option}
                type="button"
                className={filter === option ? `${styles.filter} ${styles.filterOn}` : styles.filter}
                aria-pressed={filter === option}
                onClick={() => setFilter(option)}
              >
                {t(`pricebook.filters.${option}`)}
              </button>
            ))}
          </div>
        )}
        <label className={styles.categoryField}>
          <span className={styles.categoryLabel}>{t('pricebook.category')}</span>
          <select className={styles.category} value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
            <option value="">{t('pricebook.allCategories')}</option>
            {catalogue.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {`${'\u2003'.repeat(category.depth)}${categoryLabels.get(category.id) ?? ''}`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListCount>
        {found.length > shown.length
          ? t('pricebook.showingFirst', { shown: shown.length, count: found.length })
          : t('pricebook.count', { count: found.length })}
      </ListCount>
      {shown.length === 0 ? (
        <Alert tone={INFO} title={t(`pricebook.${empty}.title`)}>
          {t(`pricebook.${empty}.description`)}
        </Alert>
      ) : (
        <ul className={styles.list} aria-label={t('pricebook.title')}>
          {shown.map((item) => (
            <PricebookItemRow
              key={item.id}
              item={item}
              language={language}
              categoryLabel={item.categoryId ? (categoryLabels.get(item.categoryId) ?? null) : null}
              favourite={picks.favourites.includes(item.id)}
              canPick={picks.available}
              onToggleFavourite={picks.toggleFavourite}
              onOpen={picks.markUsed}
            />
          ))}
        </ul>
      )}
    </>
  );
}
