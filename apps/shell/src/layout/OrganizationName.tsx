import { Droplets } from 'lucide-react';
import { PRODUCT_NAME } from '@irrigo/contracts';
import type { ShellUser } from '../app/shell-user.js';
import { useCurrentOrganization } from './top-bar-queries.js';
import styles from './TopBar.module.css';

/** The organization's name, with the one its admin signed in with until the server answers. */
export function OrganizationName({ user }: { user: ShellUser }) {
  const { data } = useCurrentOrganization();
  const name = data?.organization.name ?? user.organizationName ?? PRODUCT_NAME;
  return (
    <p className={styles.organization}>
      <Droplets aria-hidden size={22} className={styles.brandIcon} />
      <span className={styles.organizationName}>{name}</span>
    </p>
  );
}
