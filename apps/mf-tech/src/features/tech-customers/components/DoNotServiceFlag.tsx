import { useTranslation } from 'react-i18next';
import { Ban } from 'lucide-react';
import type { DoNotService } from '@irrigo/contracts';
import { TECH_NAMESPACE } from '../../../app/i18n';
import styles from '../TechCustomers.module.css';

/** Do Not Service in red with the office's reason: impossible to miss before ringing the bell. */
export function DoNotServiceFlag({ doNotService, detailed = false }: { doNotService: DoNotService; detailed?: boolean }) {
  const { t } = useTranslation(TECH_NAMESPACE);
  if (!doNotService.active) return null;
  return (
    <div className={styles.dns} role={detailed ? 'alert' : undefined}>
      <strong className={styles.dnsLabel}>
        <Ban aria-hidden size={18} />
        {t('customers.doNotService')}
      </strong>
      {(detailed || doNotService.reason) && <span>{doNotService.reason ?? t('customers.doNotServiceNoReason')}</span>}
    </div>
  );
}
