import { Droplets } from 'lucide-react';
import { PRODUCT_NAME } from '@irrigo/contracts';
import { useCurrentOrganization } from '@irrigo/session';
import type { ShellUser } from '../app/shell-user.js';
import styles from './TopBar.module.css';

/** The organization's name, with the one its admin signed in with until the server answers. */
export function OrganizationName({ user }: { user: ShellUser }) {
  const { data } = useCurrentOrganization();
  const name = data?.name ?? user.organizationName ?? PRODUCT_NAME;
  return (
    <p className={styles.organization}>
      <Droplets aria-hidden size={22} className={styles.brandIcon} />
      <span className={styles.organizationName}>{name}</span>
    </p>
  );
}
