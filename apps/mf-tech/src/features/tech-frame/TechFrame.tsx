import type { ReactNode } from 'react';
import { Droplets } from 'lucide-react';
import { PRODUCT_NAME } from '@irrigo/contracts';
import { BottomBar } from './BottomBar';
import { SideMenu } from './SideMenu';
import styles from './TechFrame.module.css';

/**
 * The mobile frame of the technician screens: top bar with the Menu button, the page, and the bottom tab
 * bar. These routes have the whole page (frame 'none' in the route table), so the frame is the remote's.
 */
export function TechFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        <SideMenu />
        <span className={styles.brand}>
          <Droplets aria-hidden size={22} />
          {PRODUCT_NAME}
        </span>
      </header>
      <main className={styles.main}>{children}</main>
      <BottomBar />
    </div>
  );
}
