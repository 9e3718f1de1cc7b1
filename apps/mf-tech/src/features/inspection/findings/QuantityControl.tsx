import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { INSPECTION_LIMITS } from '@irrigo/contracts';
import { IconButton, Input } from '@irrigo/ui';
import { parseQuantity, stepQuantity, type EntryProblem } from './money-entry';
import { useFindingsText } from './use-findings-text';
import styles from './Findings.module.css';

interface QuantityControlProps {
  value: number;
  /** The line's name, so "One more Rotor head" says which line a button changes. */
  name: string;
  onChange: (quantity: number) => void;
}

/**
 * Large − and + for whole units with a thumb, and the number typed straight in for 1.5 hours or 25.5 ft. What
 * is typed reaches the document only when it is a valid quantity; until then the last valid one counts and
 * the field says what is wrong.
 */
export function QuantityControl({ value, name, onChange }: QuantityControlProps) {
  const { t, quantity } = useFindingsText();
  const [text, setText] = useState(String(value));
  const [problem, setProblem] = useState<EntryProblem | null>(null);
  const errorId = useId();

  // A change from the buttons (or another part of the screen) shows in the field, unless the field already
  // says it ("1.50" stays as typed): adjusted while rendering, the way React keeps state in step with a prop.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    const parsed = parseQuantity(text);
    if (!(parsed.ok && parsed.value === value)) setText(String(value));
    setProblem(null);
  }

  const type = (next: string) => {
    setText(next);
    const parsed = parseQuantity(next);
    if (parsed.ok) {
      setProblem(null);
      if (parsed.value !== value) onChange(parsed.value);
    } else setProblem(parsed.problem);
  };

  return (
    <div className={styles.quantity}>
      <div className={styles.quantityRow}>
        <IconButton
          label={t('findings.lines.decrease', { name })}
          className={styles.stepButton}
          disabled={value <= 1}
          onClick={() => onChange(stepQuantity(value, -1))}
        >
          <Minus aria-hidden size={22} />
        </IconButton>
        <Input
          aria-label={t('findings.lines.quantity', { name })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          className={styles.quantityInput}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            if (!problem) setText(String(value));
          }}
        />
        <IconButton
          label={t('findings.lines.increase', { name })}
          className={styles.stepButton}
          disabled={value + 1 > INSPECTION_LIMITS.quantityMax}
          onClick={() => onChange(stepQuantity(value, 1))}
        >
          <Plus aria-hidden size={22} />
        </IconButton>
      </div>
      {problem && (
        <p id={errorId} className={styles.problem} role="alert">
          {t(`findings.problems.${problem}`, { max: quantity(INSPECTION_LIMITS.quantityMax) })}
        </p>
      )}
    </div>
  );
}
