import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Star } from 'lucide-react';
import type { Language, PricebookItem } from '@irrigo/contracts';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { canBeQuoted, formatUsd, itemDescription, itemName } from '../../../pricebook/pricebook-item-rules';
import styles from '../TechPricebook.module.css';

interface PricebookItemRowProps {
  item: PricebookItem;
  language: Language;
  categoryLabel: string | null;
  favourite: boolean;
  /** Favourites can be kept: false when the device store is out of use. */
  canPick: boolean;
  onToggleFavourite: (itemId: string) => void;
  onOpen: (itemId: string) => void;
}

/** One item: name in the technician's language, SKU, price (never $0), a star, and its details on tap. */
export function PricebookItemRow({ item, language, categoryLabel, favourite, canPick, onToggleFavourite, onOpen }: PricebookItemRowProps) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const name = itemName(item, language);
  const quotable = canBeQuoted(item);
  const description = itemDescription(item, language);
  return (
    <li className={styles.item}>
      <div className={styles.itemRow}>
        <button
          type="button"
          className={styles.itemButton}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => {
            if (!open) onOpen(item.id);
            setOpen(!open);
          }}
        >
          <span className={styles.itemText}>
            <span className={styles.itemName}>{name}</span>
            <span className={styles.itemMeta}>{[item.sku && `${t('pricebook.sku')} ${item.sku}`, categoryLabel].filter(Boolean).join(' · ')}</span>
          </span>
          <span className={quotable ? styles.price : styles.noPrice}>
            {quotable ? formatUsd(item.priceCents, language) : t('pricebook.priceUnavailable')}
            {quotable && item.unit && <span className={styles.unit}>{t('pricebook.unit', { unit: item.unit })}</span>}
          </span>
          <ChevronDown aria-hidden size={20} className={open ? styles.chevronOpen : styles.chevron} />
        </button>
        {canPick && (
          <button
            type="button"
            className={favourite ? `${styles.star} ${styles.starOn}` : styles.star}
            aria-pressed={favourite}
            aria-label={favourite ? t('pricebook.removeFavourite', { name }) : t('pricebook.addFavourite', { name })}
            onClick={() => onToggleFavourite(item.id)}
          >
            <Star aria-hidden size={22} fill={favourite ? 'currentColor' : 'none'} />
          </button>
        )}
      </div>
      {open && (
        <div id={detailsId} className={styles.details}>
          {description && <p className={styles.descriptionText}>{description}</p>}
          <dl className={styles.facts}>
            <dt>{t('pricebook.category')}</dt>
            <dd>{categoryLabel ?? '—'}</dd>
            <dt>{t('pricebook.kind')}</dt>
            <dd>{item.taxable ? `${t(`pricebook.kinds.${item.kind}`)} · ${t('pricebook.taxable')}` : t(`pricebook.kinds.${item.kind}`)}</dd>
            {quotable && item.memberPriceCents !== null && item.memberPriceCents > 0 && (
              <>
                <dt>{t('pricebook.memberPrice')}</dt>
                <dd>{formatUsd(item.memberPriceCents, language)}</dd>
              </>
            )}
          </dl>
          {!quotable && <p className={styles.notQuotable}>{t('pricebook.notQuotable')}</p>}
        </div>
      )}
    </li>
  );
}
