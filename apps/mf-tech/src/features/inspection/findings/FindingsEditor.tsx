import { useId, useMemo, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { Plus } from 'lucide-react';
import { INSPECTION_LIMITS } from '@irrigo/contracts';
import { Button, Input } from '@irrigo/ui';
import type { SectionProps } from '../section-props';
import { addFinding, type NewFinding } from './finding-edits';
import { findingSuggestions } from './finding-suggestions';
import { FindingCard } from './FindingCard';
import { useFindingsText } from './use-findings-text';
import styles from './Findings.module.css';

/**
 * The summary's recommendations: every finding with its priced lines (from the device's pricebook or written
 * by hand), optionally as Good / Better / Best for the customer to choose from. Read-only shows the same
 * without controls.
 */
export function FindingsEditor({ document, change, readOnly }: SectionProps) {
  const { t } = useFindingsText();
  const [adding, setAdding] = useState(false);
  const [ownTitle, setOwnTitle] = useState('');
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const ids = useId();
  const full = document.findings.length >= INSPECTION_LIMITS.findings;

  const suggestions = useMemo(() => {
    const taken = new Set(document.findings.map((finding) => `${finding.section}|${finding.zoneId ?? ''}|${finding.title.trim()}`));
    return findingSuggestions(document)
      .map((suggestion) => ({ ...suggestion, title: t(`findings.suggestions.${suggestion.kind}`, suggestion.values) }))
      .filter((suggestion) => !taken.has(`${suggestion.section}|${suggestion.zoneId ?? ''}|${suggestion.title}`));
  }, [document, t]);

  const add = (init: NewFinding) => {
    // The id is made here, not in the recipe: the screen may run a recipe later (in a state update), or twice.
    const id = uuidv7();
    change((draft) => void addFinding(draft, init, id));
    setJustAdded(id);
    setAdding(false);
    setOwnTitle('');
  };

  return (
    <section className={styles.findings} aria-labelledby={`${ids}-heading`}>
      <header className={styles.sectionHeader}>
        <h3 id={`${ids}-heading`} className={styles.sectionTitle}>
          {t('findings.title')}
        </h3>
        <p className={styles.muted}>{document.findings.length === 0 ? t('findings.none') : t('findings.count', { count: document.findings.length })}</p>
      </header>
      {!readOnly && document.findings.length === 0 && <p className={styles.muted}>{t('findings.description')}</p>}

      {document.findings.map((finding, position) => (
        <FindingCard
          key={finding.id}
          finding={finding}
          number={position + 1}
          document={document}
          change={change}
          readOnly={readOnly}
          autoFocus={finding.id === justAdded}
        />
      ))}

      {!readOnly &&
        (full ? (
          <p className={styles.limit}>{t('findings.findingsLimit', { max: INSPECTION_LIMITS.findings })}</p>
        ) : adding ? (
          <div className={styles.newFinding} role="group" aria-labelledby={`${ids}-new`}>
            <h4 id={`${ids}-new`} className={styles.findingNumber}>
              {t('findings.addTitle')}
            </h4>
            <p className={styles.muted}>{t('findings.addDescription')}</p>
            <p className={styles.fieldLabel}>{t('findings.suggested')}</p>
            {suggestions.length === 0 ? (
              <p className={styles.muted}>{t('findings.noSuggestions')}</p>
            ) : (
              <ul className={styles.suggestions}>
                {suggestions.map((suggestion) => (
                  <li key={`${suggestion.kind}|${suggestion.zoneId ?? ''}`}>
                    <button
                      type="button"
                      className={styles.suggestion}
                      onClick={() => add({ title: suggestion.title, priority: suggestion.priority, section: suggestion.section, zoneId: suggestion.zoneId })}
                    >
                      <span className={styles.suggestionTitle}>{suggestion.title}</span>
                      <span className={styles.suggestionMeta}>{t(`findings.priorities.${suggestion.priority}`)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <label className={styles.selectField}>
              <span className={styles.fieldLabel}>{t('findings.ownTitle')}</span>
              <Input
                value={ownTitle}
                maxLength={INSPECTION_LIMITS.shortText}
                placeholder={t('findings.finding.titlePlaceholder')}
                autoComplete="off"
                onChange={(event) => setOwnTitle(event.target.value)}
              />
            </label>
            <div className={styles.formActions}>
              <Button className={styles.wrapButton} variant="secondary" size="lg" onClick={() => setAdding(false)}>
                {t('findings.cancel')}
              </Button>
              <Button
                className={styles.wrapButton}
                size="lg"
                disabled={ownTitle.trim() === ''}
                onClick={() => add({ title: ownTitle.trim(), priority: '', section: '', zoneId: null })}
              >
                {t('findings.create')}
              </Button>
            </div>
          </div>
        ) : (
          <Button className={styles.wrapButton} size="lg" fullWidth onClick={() => setAdding(true)}>
            <Plus aria-hidden size={22} />
            {t('findings.add')}
          </Button>
        ))}
    </section>
  );
}
