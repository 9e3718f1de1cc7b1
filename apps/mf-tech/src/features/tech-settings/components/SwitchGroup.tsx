import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { TECH_NAMESPACE } from '../../../app/i18n';
import { SavedNote } from './SavedNote';
import { SettingsCard } from './SettingsCard';
import { SwitchRow } from './SwitchRow';

export interface SwitchGroupProps<K extends string> {
  /** Key under settings in the tech namespace: its title, description and one label + description per switch. */
  group: 'notifications' | 'privacy';
  icon: LucideIcon;
  names: readonly K[];
  values: Record<K, boolean>;
  saved: { ok: boolean } | null;
  onChange: (name: K, on: boolean) => void;
}

/** A card of on/off settings (notifications, privacy). */
export function SwitchGroup<K extends string>({ group, icon, names, values, saved, onChange }: SwitchGroupProps<K>) {
  const { t } = useTranslation(TECH_NAMESPACE);
  const itemKey = (name: string): string => `settings.${group}.items.${name}`;
  return (
    <SettingsCard icon={icon} title={t(`settings.${group}.title`)} description={t(`settings.${group}.description`)} status={<SavedNote result={saved} />}>
      <div>
        {names.map((name) => (
          <SwitchRow
            key={name}
            label={t(`${itemKey(name)}.label`)}
            description={t(`${itemKey(name)}.description`)}
            checked={values[name]}
            onCheckedChange={(on) => onChange(name, on)}
          />
        ))}
      </div>
    </SettingsCard>
  );
}
