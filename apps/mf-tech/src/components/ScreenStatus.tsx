import { Spinner } from '@irrigo/ui';
import styles from './ScreenStatus.module.css';

const LARGE = 'lg';

/** While the technician is being looked up (inside the frame), or the login is opening (instead of it). */
export function ScreenStatus({ label, fullPage = false }: { label: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? styles.fullPage : styles.inFrame}>
      <Spinner size={LARGE} label={label} />
    </div>
  );
}
