import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@irrigo/ui';
import styles from './ListScreen.module.css';

/** A technician screen's heading: its title and, when there is one, a line under it. */
export function ScreenHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.description}>{description}</p>}
    </header>
  );
}

interface ListSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box above a technician's list: a large field with the keyboard's Search key, filtering as they type. */
export function ListSearch({ label, placeholder, value, onChange }: ListSearchProps) {
  return (
    <div className={styles.search}>
      <Search aria-hidden size={20} className={styles.searchIcon} />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={styles.searchInput}
        autoComplete="off"
        enterKeyHint="search"
      />
    </div>
  );
}

/** The line saying how many rows the list shows; read out when it changes. */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <p className={styles.count} aria-live="polite">
      {children}
    </p>
  );
}
