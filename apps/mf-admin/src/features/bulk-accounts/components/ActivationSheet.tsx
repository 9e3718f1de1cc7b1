import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import type { BulkAccountResult } from '@irrigo/contracts';
import { Button } from '@irrigo/ui';
import { activationAddress } from '../bulk-accounts-text';
import { BULK_ACCOUNTS_NAMESPACE } from '../i18n';
import styles from './ActivationSheet.module.css';

const INSTRUCTIONS_EMAIL = 'sheet.instructionsEmail';
const INSTRUCTIONS_NAME = 'sheet.instructionsName';

const printDate = (iso: string, language: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The printable sheet: one card per technician to cut out and hand over, with the code, its expiry and
 * short instructions in English and Spanish (whoever prints, the crew reads either). Codes exist only in
 * this answer: once the page is left they cannot be shown again.
 */
export function ActivationSheet({ results }: { results: BulkAccountResult[] }) {
  const { t, i18n } = useTranslation(BULK_ACCOUNTS_NAMESPACE);
  const en = i18n.getFixedT('en', BULK_ACCOUNTS_NAMESPACE);
  const es = i18n.getFixedT('es', BULK_ACCOUNTS_NAMESPACE);
  const address = activationAddress();
  const onSheet = results.filter((result) => result.status === 'on-sheet' && result.activationCode);

  return (
    <section className={styles.sheet} aria-labelledby="activation-sheet-title">
      <div className={styles.toolbar}>
        <h2 id="activation-sheet-title" className={styles.title}>
          {t('sheet.title')}
        </h2>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden size={18} />
          {t('sheet.print')}
        </Button>
      </div>
      <p className={styles.once}>{t('sheet.onlyOnce')}</p>
      <ul className={styles.cards}>
        {onSheet.map((result) => {
          const instructions = result.email ? INSTRUCTIONS_EMAIL : INSTRUCTIONS_NAME;
          return (
            <li key={result.technicianId} className={styles.card} aria-label={result.name}>
              <p className={styles.name}>{result.name}</p>
              {result.email && <p className={styles.email}>{result.email}</p>}
              <dl className={styles.facts}>
                <dt>{t('sheet.code')}</dt>
                <dd className={styles.code} data-testid="activation-code">
                  {result.activationCode}
                </dd>
                <dt>{t('sheet.expires')}</dt>
                <dd>{result.expiresAt ? printDate(result.expiresAt, i18n.language) : ''}</dd>
                <dt>{t('sheet.address')}</dt>
                <dd className={styles.address}>{address}</dd>
              </dl>
              <div className={styles.instructions}>
                <p lang="en">{en(instructions, { address, name: result.name })}</p>
                <p lang="es">{es(instructions, { address, name: result.name })}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
