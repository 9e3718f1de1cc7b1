import { useId } from 'react';
import { Label } from '@irrigo/ui';
import { Switch } from '@irrigo/ui/switch';
import styles from './SwitchRow.module.css';

export interface SwitchRowProps {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One on/off setting: the whole row's label names the switch, the line under it describes it. */
export function SwitchRow({ label, description, checked, onCheckedChange }: SwitchRowProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <Label htmlFor={id} className={styles.label}>
          {label}
        </Label>
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={descriptionId} />
    </div>
  );
}
