import { useTranslation } from 'react-i18next';
import { Link } from '@irrigo/router';
import { Badge, Button } from '@irrigo/ui';
import { ACCOUNT_STATE_TONE, type RosterRow } from '../roster';
import { TECHNICIANS_NAMESPACE } from '../i18n';
import styles from '../Technicians.module.css';

export interface AccountActions {
  /** E-mails a one-time activation code (bulk accounts, one technician). */
  sendActivation: (row: RosterRow) => void;
  /** Lets a disabled account sign in again (team accounts). */
  enable: (row: RosterRow) => void;
  /** The technician an action is under way for. */
  busyTechnicianId: string | null;
  /** Only admins and managers manage accounts. */
  canManage: boolean;
}

/** Where the technician's Irrigo sign-in stands, and the one step that moves it on. */
export function AccountCell({ row, actions }: { row: RosterRow; actions: AccountActions }) {
  const { t } = useTranslation(TECHNICIANS_NAMESPACE);
  const busy = actions.busyTechnicianId === row.technician.id;
  const hasEmail = Boolean(row.technician.email);
  const active = row.technician.active;
  return (
    <div className={styles.account}>
      <Badge tone={ACCOUNT_STATE_TONE[row.accountState]}>{t(`states.${row.accountState}`)}</Badge>
      {actions.canManage && (row.accountState === 'none' || row.accountState === 'invited') && active && (
        <span className={styles.accountActions}>
          {hasEmail && (
            <Button size="sm" variant="secondary" loading={busy} disabled={actions.busyTechnicianId !== null} onClick={() => actions.sendActivation(row)}>
              {t(row.accountState === 'none' ? 'actions.sendActivation' : 'actions.resendActivation')}
            </Button>
          )}
          {/* /email-auth sets a technician's password by picking them from this roster. */}
          <Link className={styles.actionLink} to="/email-auth">
            {t('actions.setPassword')}
          </Link>
        </span>
      )}
      {actions.canManage && row.accountState === 'disabled' && row.accountId && (
        <Button size="sm" variant="secondary" loading={busy} disabled={actions.busyTechnicianId !== null} onClick={() => actions.enable(row)}>
          {t('actions.enable')}
        </Button>
      )}
    </div>
  );
}
