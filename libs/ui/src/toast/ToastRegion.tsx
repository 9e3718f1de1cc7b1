import { Toast as RadixToast } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from './toast-timing.js';
import { dismissToast, useToastStore } from './toast-store.js';
import styles from './Toaster.module.css';

/**
 * The toast queue on screen (Radix Toast): spec §9 5 s display, swipe right past 50 px to dismiss, F8 focuses
 * the notification region. Loaded by Toaster when the first toast is raised.
 */
export default function ToastRegion() {
  const { t } = useTranslation('common');
  const toasts = useToastStore((state) => state.toasts);
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={t('toast.label')}>
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <RadixToast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={styles.toast}
          data-variant={variant}
        >
          <div className={styles.text}>
            {title && <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>}
            {description && <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>}
          </div>
          <RadixToast.Close className={styles.close} aria-label={t('toast.close')}>
            <X aria-hidden size={18} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* Radix fills in {hotkey} itself, so the translation keeps the placeholder literally. */}
      <RadixToast.Viewport hotkey={[...TOAST_HOTKEY]} label={t('toast.region', { hotkey: '{hotkey}' })} className={styles.viewport} />
    </RadixToast.Provider>
  );
}
