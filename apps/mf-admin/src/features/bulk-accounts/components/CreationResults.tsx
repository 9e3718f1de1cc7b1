import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAccountResult } from '@irrigo/contracts';
import { Badge, stackedRowsBelow40rem, visuallyHidden } from '@irrigo/ui';
import { STATUS_TONE } from '../bulk-accounts-text';
import { BULK_ACCOUNTS_NAMESPACE } from '../i18n';
import styles from '../BulkAccounts.module.css';

/** What happened to each technician: e-mailed, on the sheet, or skipped and why. */
export function CreationResults({ results }: { results: BulkAccountResult[] }) {
  const { t } = useTranslation(BULK_ACCOUNTS_NAMESPACE);
  const captionId = useId();
  const count = (status: BulkAccountResult['status']) => results.filter((result) => result.status === status).length;

  return (
    <section aria-labelledby="bulk-results-title" className={styles.results}>
      <h2 id="bulk-results-title" className={styles.subtitle}>
        {t('results.title')}
      </h2>
      <p role="status">{t('results.summary', { emailed: count('emailed'), onSheet: count('on-sheet'), skipped: count('skipped') })}</p>
      <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={`${styles.table} ${stackedRowsBelow40rem}`}>
          <caption id={captionId} className={visuallyHidden}>
            {t('results.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.email')}</th>
              <th scope="col">{t('columns.result')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={result.technicianId}>
                <td className={styles.nameCell}>{result.name}</td>
                <td data-label={t('columns.email')}>{result.email ?? <span className={styles.muted}>{t('noEmail')}</span>}</td>
                <td data-label={t('columns.result')}>
                  <Badge tone={STATUS_TONE[result.status]}>{t(`results.status.${result.status}`)}</Badge>
                  {result.reason && <span className={styles.reason}>{t(`results.reasons.${result.reason}`)}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
