import { lazy, Suspense, useState } from 'react';
import { useToastStore } from './toast-store.js';

const ToastRegion = lazy(() => import('./ToastRegion.js'));

/**
 * Renders the toast queue. Mount once, in the shell (a remote mounts it only in its standalone dev page).
 * The region and Radix Toast behind it are fetched with the first toast, so a first screen on a weak signal
 * does not wait for them; once there, the region stays.
 */
export function Toaster() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const [shown, setShown] = useState(false);
  if (hasToasts && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
