import { useId } from 'react';
import { Bell, BellOff } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@irrigo/ui';
import styles from './TopBar.module.css';

/**
 * The notification bell. No service sends notifications yet, so the list is honestly empty; the bell
 * is the place they will appear.
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <IconButton label={t('notifications.open')}>
          <Bell aria-hidden size={22} />
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} align="end" sideOffset={8} collisionPadding={12} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.popoverTitle}>
            {t('notifications.title')}
          </h2>
          <div className={styles.emptyNotifications}>
            <BellOff aria-hidden size={28} />
            <p className={styles.emptyTitle}>{t('notifications.empty')}</p>
            <p className={styles.emptyHint}>{t('notifications.emptyHint')}</p>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
