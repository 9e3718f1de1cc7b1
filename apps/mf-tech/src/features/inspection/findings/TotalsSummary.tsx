import { useId } from 'react';
import { countedOption, estimatedTotalCents } from '@irrigo/contracts';
import type { SectionProps } from '../section-props';
import { optionSubtotalCents } from './OptionEditor';
import { useFindingsText } from './use-findings-text';
import styles from './Findings.module.css';

/**
 * The estimated total and what it is made of: the sections' estimated costs, each finding's counted option
 * (the customer's choice, else the first) with its tier, and the grand total from the contracts' own
 * estimatedTotalCents, the number the server and the report use.
 */
export function TotalsSummary({ document }: Pick<SectionProps, 'document'>) {
  const { t, money } = useFindingsText();
  const headingId = useId();
  const sections = [
    { key: 'mainLine', cents: document.mainLine.estimatedCostCents },
    { key: 'backflow', cents: document.backflow.estimatedCostCents },
    { key: 'shutOff', cents: document.shutOff.estimatedCostCents },
  ].filter((row): row is { key: string; cents: number } => row.cents !== null);
  const findings = document.findings.map((finding) => {
    const option = countedOption(finding);
    const title = finding.title.trim() || t('findings.finding.untitled');
    return {
      id: finding.id,
      label: option?.tier ? t('findings.totals.findingTier', { title, tier: t(`findings.tiers.${option.tier}`) }) : title,
      cents: option ? optionSubtotalCents(option) : 0,
    };
  });

  return (
    <section className={styles.totals} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('findings.totals.title')}
      </h3>
      {sections.length === 0 && findings.length === 0 ? (
        <p className={styles.muted}>{t('findings.totals.nothing')}</p>
      ) : (
        <dl className={styles.totalRows}>
          {sections.map((row) => (
            <div key={row.key} className={styles.totalRow}>
              <dt>{t(`findings.totals.${row.key}`)}</dt>
              <dd className={styles.money}>{money(row.cents)}</dd>
            </div>
          ))}
          {findings.map((row) => (
            <div key={row.id} className={styles.totalRow}>
              <dt>{row.label}</dt>
              <dd className={styles.money}>{money(row.cents)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className={styles.grandTotal}>
        <span>{t('findings.totals.grandTotal')}</span>
        <output className={styles.money} aria-label={t('findings.totals.grandTotal')}>
          {money(estimatedTotalCents(document))}
        </output>
      </p>
    </section>
  );
}
