import { toast, type ToastHandle } from '@irrigo/ui';
import { shouldAlsoToast } from './device.js';

/** The failure toasts the sign-in screens have raised and not yet closed. */
const raised = new Set<ToastHandle>();

/**
 * Spec §8: on phones and iPads a failed sign-in is also raised as a toast, because the on-screen keyboard
 * often covers the inline alert. Returns whether it did, so the screen can leave the announcing to the
 * toast: a screen reader hears the failure once, not once from the alert and again from the toast.
 */
export function raiseSignInFailureToast(title: string, description?: string): boolean {
  if (!shouldAlsoToast()) return false;
  raised.add(toast({ title, description, variant: 'danger' }));
  return true;
}

/**
 * Closes every failure toast a sign-in screen raised: on a new attempt, whose outcome replaces it, and on
 * a successful sign-in, so "Wrong Credentials" does not follow the user onto their dashboard.
 */
export function clearSignInFailureToasts(): void {
  for (const handle of raised) handle.dismiss();
  raised.clear();
}
