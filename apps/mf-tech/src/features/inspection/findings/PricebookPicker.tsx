import { useState } from 'react';
import { Clock, Star } from 'lucide-react';
import type { PricebookCatalogue } from '@irrigo/contracts';
import { visuallyHidden } from '@irrigo/ui';
import { Drawer, DrawerContent } from '@irrigo/ui/drawer';
import { ListSearch } from '../../../components/list-screen/ListScreen';
import { usePricebookCatalogue, usePricebookPicks, type PricebookPicksState } from '../../../device-store';
import { canBeQuoted, itemName, type QuotablePricebookItem } from '../../../pricebook/pricebook-item-rules';
import { PricebookFilterControls } from '../../../pricebook/PricebookFilterControls';
import { usePricebookBrowsing } from '../../../pricebook/use-pricebook-browsing';
import { useFindingsText } from './use-findings-text';
import styles from './Findings.module.css';

interface PricebookPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A quotable item tapped: the caller adds it at its catalogue price. */
  onPick: (item: QuotablePricebookItem) => void;
}

/**
 * The sheet behind "Add from pricebook": the technician's pricebook from the device's copy (so it works with
 * no signal and a priced item is never $0), searched in both languages and by SKU, favourites and recently
 * used first. An item without a price is listed, so the technician sees why it cannot be added, but tapping
 * it only says so.
 */
export function PricebookPicker({ open, onOpenChange, onPick }: PricebookPickerProps) {
  const { t } = useFindingsText();
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        side="right"
        width="wide"
        title={t('findings.picker.title')}
        description={t('findings.picker.description')}
        closeLabel={t('findings.cancel')}
      >
        {open && <PickerBody onPick={onPick} />}
      </DrawerContent>
    </Drawer>
  );
}

function PickerBody({ onPick }: { onPick: (item: QuotablePricebookItem) => void }) {
  const { t } = useFindingsText();
  const state = usePricebookCatalogue();
  const picks = usePricebookPicks();
  const catalogue = state.copy?.catalogue ?? null;
  if (catalogue === null) return <p className={styles.pickerNote}>{state.loading ? t('findings.picker.loading') : t('findings.picker.noCopy')}</p>;
  if (catalogue.items.length === 0) return <p className={styles.pickerNote}>{t('findings.picker.empty')}</p>;
  return (
    <PickerList
      catalogue={catalogue}
      picks={picks}
      onPick={(item) => {
        picks.markUsed(item.id);
        onPick(item);
      }}
    />
  );
}

function PickerList({
  catalogue,
  picks,
  onPick,
}: {
  catalogue: PricebookCatalogue;
  picks: PricebookPicksState;
  onPick: (item: QuotablePricebookItem) => void;
}) {
  const { t, language, money } = useFindingsText();
  const [refused, setRefused] = useState<string | null>(null);
  const browsing = usePricebookBrowsing(catalogue, picks, language, { picksFirst: true });
  const { query, setQuery, categoryLabels, found, shown } = browsing;

  return (
    <div className={styles.picker}>
      <ListSearch label={t('findings.picker.searchLabel')} placeholder={t('findings.picker.searchPlaceholder')} value={query} onChange={setQuery} />
      <PricebookFilterControls browsing={browsing} showPicks={picks.available} t={(key) => t(`findings.picker.${key}`)} />
      <p className={styles.pickerCount} aria-live="polite">
        {found.length > shown.length
          ? t('findings.picker.showingFirst', { shown: shown.length, count: found.length })
          : t('findings.picker.count', { count: found.length })}
      </p>
      {refused && (
        <p className={styles.refused} role="alert">
          {refused}
        </p>
      )}
      {shown.length === 0 ? (
        <p className={styles.pickerNote}>{t('findings.picker.noMatch')}</p>
      ) : (
        <ul className={styles.pickerList} aria-label={t('findings.picker.title')}>
          {shown.map((item) => {
            const name = itemName(item, language);
            const quotable = canBeQuoted(item);
            const meta = [item.sku, item.categoryId ? categoryLabels.get(item.categoryId) : null].filter(Boolean).join(' · ');
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={quotable ? styles.pickerItem : `${styles.pickerItem} ${styles.pickerItemOff}`}
                  aria-disabled={quotable ? undefined : true}
                  onClick={() => {
                    if (canBeQuoted(item)) onPick(item);
                    else setRefused(t('findings.picker.notQuotable', { name }));
                  }}
                >
                  <span className={styles.pickerText}>
                    <span className={styles.pickerName}>
                      {picks.favourites.includes(item.id) ? (
                        <>
                          <Star aria-hidden size={16} fill="currentColor" className={styles.markStar} />
                          <span className={visuallyHidden}>{t('findings.picker.favourite')}</span>
                        </>
                      ) : (
                        picks.recent.includes(item.id) && (
                          <>
                            <Clock aria-hidden size={16} className={styles.markRecent} />
                            <span className={visuallyHidden}>{t('findings.picker.recent')}</span>
                          </>
                        )
                      )}
                      {name}
                    </span>
                    {meta && <span className={styles.pickerMeta}>{meta}</span>}
                  </span>
                  {quotable ? (
                    <span className={styles.pickerPrice}>
                      {money(item.priceCents)}
                      {item.unit && <span className={styles.pickerUnit}>{t('findings.picker.perUnit', { unit: item.unit })}</span>}
                    </span>
                  ) : (
                    <span className={styles.pickerNoPrice}>{t('findings.picker.priceUnavailable')}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
