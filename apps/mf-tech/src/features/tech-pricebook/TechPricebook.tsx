import '../../app/i18n';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, type PricebookCatalogue } from '@irrigo/contracts';
import { Alert } from '@irrigo/ui';
import { TECH_NAMESPACE } from '../../app/i18n';
import { DeviceCopyStatus, NothingSaved } from '../../components/device-copy/DeviceCopyStatus';
import { ScreenStatus } from '../../components/ScreenStatus';
import { TechFrame } from '../../components/tech-frame/TechFrame';
import { usePricebookCatalogue, usePricebookPicks } from '../../device-store';
import { useSignedInTechnician } from '../../hooks/use-signed-in-technician';
import { PricebookFilterControls } from '../../pricebook/PricebookFilterControls';
import { usePricebookBrowsing } from '../../pricebook/use-pricebook-browsing';
import { PricebookItemRow } from './components/PricebookItemRow';
import { ListCount, ListSearch, ScreenHeader } from '../../components/list-screen/ListScreen';
import styles from './TechPricebook.module.css';

const INFO = 'info';

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
  const browsing = usePricebookBrowsing(catalogue, picks, language);
  const { query, setQuery, filter, categoryLabels, found, shown } = browsing;

  if (catalogue.items.length === 0) {
    return (
      <Alert tone={INFO} title={t('pricebook.none.title')}>
        {t('pricebook.none.description')}
      </Alert>
    );
  }
  const empty =
    filter === 'favourites' && picks.favourites.length === 0 ? 'noFavourites' : filter === 'recent' && picks.recent.length === 0 ? 'noRecent' : 'noMatch';
  return (
    <>
      <ListSearch label={t('pricebook.searchLabel')} placeholder={t('pricebook.searchPlaceholder')} value={query} onChange={setQuery} />
      <PricebookFilterControls browsing={browsing} showPicks={picks.available} t={(key) => t(`pricebook.${key}`)} />
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
