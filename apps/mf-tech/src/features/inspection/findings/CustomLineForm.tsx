import { useState } from 'react';
import { INSPECTION_LIMITS, type RecommendationLine } from '@irrigo/contracts';
import { Button, FormField, Input } from '@irrigo/ui';
import { parseDollarsToCents, parseQuantity, type EntryProblem } from './money-entry';
import { useFindingsText } from './use-findings-text';
import styles from './Findings.module.css';

interface CustomLineFormProps {
  onAdd: (line: Omit<RecommendationLine, 'id'>) => void;
  onCancel: () => void;
}

const PROBLEM_KEY = (problem: EntryProblem) => `inspection:findings.problems.${problem}`;

/** A line written by hand: what it is, how many, and the unit price in dollars (stored as integer cents). */
export function CustomLineForm({ onAdd, onCancel }: CustomLineFormProps) {
  const { t, money, quantity: formatQuantity } = useFindingsText();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [price, setPrice] = useState('');
  const [shown, setShown] = useState(false);

  const parsedQuantity = parseQuantity(quantity);
  const parsedPrice = parseDollarsToCents(price);
  const nameProblem = name.trim() === '' ? 'inspection:findings.customLine.nameRequired' : undefined;
  const quantityProblem = parsedQuantity.ok ? undefined : PROBLEM_KEY(parsedQuantity.problem);
  const priceProblem = parsedPrice.ok ? undefined : PROBLEM_KEY(parsedPrice.problem);

  const submit = () => {
    setShown(true);
    if (nameProblem || !parsedQuantity.ok || !parsedPrice.ok) return;
    onAdd({ pricebookItemId: null, name: name.trim(), quantity: parsedQuantity.value, unitPriceCents: parsedPrice.value });
  };

  return (
    // A group, not a <form>: the inspection screen may sit in a form of its own, and forms do not nest.
    <div className={styles.customLine} role="group" aria-label={t('findings.customLine.title')}>
      <FormField label={t('findings.customLine.name')} error={shown ? nameProblem : undefined} required className={styles.customName}>
        <Input value={name} maxLength={INSPECTION_LIMITS.shortText} autoComplete="off" onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField
        label={t('findings.customLine.quantity')}
        error={shown ? quantityProblem : undefined}
        errorValues={{ max: formatQuantity(INSPECTION_LIMITS.quantityMax) }}
        required
      >
        <Input value={quantity} inputMode="decimal" autoComplete="off" onChange={(event) => setQuantity(event.target.value)} />
      </FormField>
      <FormField
        label={t('findings.customLine.unitPrice')}
        hint={t('findings.customLine.unitPriceHint')}
        error={shown ? priceProblem : undefined}
        errorValues={{ max: money(INSPECTION_LIMITS.centsMax) }}
        required
      >
        <Input value={price} inputMode="decimal" autoComplete="off" onChange={(event) => setPrice(event.target.value)} />
      </FormField>
      <div className={styles.formActions}>
        <Button type="button" variant="secondary" size="lg" onClick={onCancel}>
          {t('findings.cancel')}
        </Button>
        <Button className={styles.wrapButton} size="lg" onClick={submit}>
          {t('findings.customLine.add')}
        </Button>
      </div>
    </div>
  );
}
