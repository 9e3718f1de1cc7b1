import { useId, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@irrigo/router';
import type { NavItem } from './navigation.js';
import styles from './QuickSearch.module.css';

/** Case- and accent-insensitive, so "configuracion" finds "Configuración". */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The top bar's search box (wide screens): type part of a section's name, then Enter or click to go
 * there. It searches the destinations of the user's own navigation, by their translated labels.
 */
export function QuickSearch({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const matches = items.filter((item) => normalize(t(item.labelKey)).includes(normalize(query)));
  const active = matches[Math.min(activeIndex, matches.length - 1)];
  const optionId = (item: NavItem) => `${listId}-${item.id}`;

  const go = (item: NavItem) => {
    navigate(item.to);
    setQuery('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (Math.min(index, matches.length - 1) + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && open && active) {
      event.preventDefault();
      go(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.search}>
      <Search aria-hidden size={18} className={styles.icon} />
      <input
        type="search"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active ? optionId(active) : undefined}
        placeholder={t('search.placeholder')}
        className={styles.input}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} role="listbox" aria-label={t('search.results')} className={styles.results}>
          {matches.length === 0 ? (
            <li role="presentation" className={styles.noMatch}>
              {t('search.noMatch', { query: query.trim() })}
            </li>
          ) : (
            matches.map((item) => {
              const Icon = item.icon;
              return (
                <li
                  key={item.id}
                  id={optionId(item)}
                  role="option"
                  aria-selected={item === active}
                  className={styles.option}
                  // Keeps focus in the box so the blur does not close the list before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(item)}
                >
                  <Icon aria-hidden size={18} />
                  {t(item.labelKey)}
                </li>
              );
            })
          )}
        </ul>
      )}
    </div>
  );
}
