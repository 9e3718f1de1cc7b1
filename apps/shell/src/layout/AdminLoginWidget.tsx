import { Suspense } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Link } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@irrigo/contracts';
import { ADMIN_LOGIN_PATH } from '../app/access.js';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary.js';
import { remoteScreenEntry } from '../federation/remote-screen-cache.js';
import styles from './TopBar.module.css';

const REMOTE: RemoteName = 'mf-auth';
const MODULE = './AdminLoginDialog';

/** A plain link to the admin login page: what the slot shows while the widget loads, or if it cannot. */
function AdminLoginLink() {
  const { t } = useTranslation('shell');
  return (
    <Link to={ADMIN_LOGIN_PATH} className={styles.adminLoginLink}>
      <ShieldCheck aria-hidden size={16} />
      {t('adminLogin.link')}
    </Link>
  );
}

/**
 * The header's admin login widget (spec §2), owned by mf-auth and loaded through the same federation
 * cache and error boundary as the route screens. A top bar has no room for a spinner or the
 * "temporarily unavailable" card, so the slot holds a link to /admin-login until the widget arrives,
 * and keeps it if mf-auth is down: the visitor can still reach an admin sign-in.
 */
export function AdminLoginWidget() {
  const { Screen } = remoteScreenEntry(REMOTE, MODULE);
  return (
    <RemoteErrorBoundary remote={REMOTE} fallback={() => <AdminLoginLink />}>
      <Suspense fallback={<AdminLoginLink />}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
