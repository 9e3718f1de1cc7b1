import { Trash2 } from 'lucide-react';
import { lineTotalCents, type RecommendationLine } from '@irrigo/contracts';
import { Badge, IconButton } from '@irrigo/ui';
import { QuantityControl } from './QuantityControl';
import { useFindingsText } from './use-findings-text';
import styles from './Findings.module.css';

interface LineRowProps {
  line: RecommendationLine;
  readOnly: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One line: its name, quantity × unit price = amount (the amount rounded to the cent, as the total counts it). */
export function LineRow({ line, readOnly, onQuantity, onRemove }: LineRowProps) {
  const { t, money, quantity } = useFindingsText();
  const amount = t('findings.lines.amount', {
    quantity: quantity(line.quantity),
    price: money(line.unitPriceCents),
    amount: money(lineTotalCents(line)),
  });
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <span className={styles.lineName}>
          {line.name}
          {line.pricebookItemId === null && (
            <Badge tone="neutral" className={styles.lineTag}>
              {t('findings.lines.custom_tag')}
            </Badge>
          )}
        </span>
        {!readOnly && (
          <IconButton label={t('findings.lines.remove', { name: line.name })} onClick={onRemove}>
            <Trash2 aria-hidden size={20} />
          </IconButton>
        )}
      </div>
      <div className={styles.lineBody}>
        {!readOnly && <QuantityControl value={line.quantity} name={line.name} onChange={onQuantity} />}
        <span className={styles.lineAmount}>{amount}</span>
      </div>
    </li>
  );
}
