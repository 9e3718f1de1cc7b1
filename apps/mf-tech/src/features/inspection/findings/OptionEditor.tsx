import { useState } from 'react';
import { ListPlus, PenLine } from 'lucide-react';
import { INSPECTION_LIMITS, lineTotalCents, type InspectionDocument, type Language, type RecommendationOption } from '@irrigo/contracts';
import { Button } from '@irrigo/ui';
import { itemName } from '../../../pricebook/pricebook-item-rules';
import { CustomLineForm } from './CustomLineForm';
import { addLine, removeLine, updateLine } from './finding-edits';
import { LineRow } from './LineRow';
import { PricebookPicker } from './PricebookPicker';
import { useFindingsText } from './use-findings-text';
import styles from './Findings.module.css';

interface OptionEditorProps {
  findingId: string;
  option: RecommendationOption;
  /** "Good", "Better", "Best", or null for a finding's only option. */
  heading: string | null;
  /** The language of the customer's report: a pricebook line is named in it. */
  customerLanguage: Language;
  change: (recipe: (draft: InspectionDocument) => void) => void;
  readOnly: boolean;
}

/** The sum of an option's lines, each rounded to the cent first (the same sum estimatedTotalCents makes). */
export function optionSubtotalCents(option: RecommendationOption): number {
  return option.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** One option's lines, with "Add from pricebook" and "Add custom line", and its subtotal. */
export function OptionEditor({ findingId, option, heading, customerLanguage, change, readOnly }: OptionEditorProps) {
  const { t, money } = useFindingsText();
  const [picking, setPicking] = useState(false);
  const [writing, setWriting] = useState(false);
  const full = option.lines.length >= INSPECTION_LIMITS.linesPerOption;
  const name = heading ?? t('findings.finding.subtotal');

  return (
    <div className={styles.option}>
      {heading && <h5 className={styles.optionHeading}>{heading}</h5>}
      {option.lines.length === 0 ? (
        <p className={styles.muted}>{t('findings.lines.none')}</p>
      ) : (
        <ul className={styles.lines} aria-label={t('findings.lines.label', { name })}>
          {option.lines.map((line) => (
            <LineRow
              key={line.id}
              line={line}
              readOnly={readOnly}
              onQuantity={(quantity) => change((draft) => updateLine(draft, findingId, option.id, line.id, { quantity }))}
              onRemove={() => change((draft) => removeLine(draft, findingId, option.id, line.id))}
            />
          ))}
        </ul>
      )}
      {!readOnly && (
        <>
          {full && <p className={styles.limit}>{t('findings.lines.limit', { max: INSPECTION_LIMITS.linesPerOption })}</p>}
          {writing ? (
            <CustomLineForm
              onCancel={() => setWriting(false)}
              onAdd={(line) => {
                change((draft) => void addLine(draft, findingId, option.id, line));
                setWriting(false);
              }}
            />
          ) : (
            <div className={styles.lineActions}>
              <Button className={styles.wrapButton} variant="secondary" size="lg" disabled={full} onClick={() => setPicking(true)}>
                <ListPlus aria-hidden size={20} />
                {t('findings.lines.fromPricebook')}
              </Button>
              <Button className={styles.wrapButton} variant="secondary" size="lg" disabled={full} onClick={() => setWriting(true)}>
                <PenLine aria-hidden size={20} />
                {t('findings.lines.custom')}
              </Button>
            </div>
          )}
          <PricebookPicker
            open={picking}
            onOpenChange={setPicking}
            onPick={(item) => {
              // The catalogue's own price, from the device's copy: what the office set, with or without signal.
              change(
                (draft) =>
                  void addLine(draft, findingId, option.id, {
                    pricebookItemId: item.id,
                    name: itemName(item, customerLanguage),
                    quantity: 1,
                    unitPriceCents: item.priceCents,
                  }),
              );
              setPicking(false);
            }}
          />
        </>
      )}
      <p className={styles.subtotal}>
        <span>{t('findings.finding.subtotal')}</span>
        <span className={styles.money}>{money(optionSubtotalCents(option))}</span>
      </p>
    </div>
  );
}
