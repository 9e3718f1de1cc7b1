import { MOBILE_BREAKPOINT_PX } from '@irrigo/ui';

/** The parts of `navigator` the iPad check reads; tests pass their own. */
export type DeviceNavigator = Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>;

/**
 * iPads on iPadOS 13+ send a desktop Mac user agent ("Macintosh", platform MacIntel); only the touch
 * screen gives them away, since no Mac has one.
 */
export function isIpad(device: DeviceNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!device) return false;
  if (/iPad/i.test(device.userAgent)) return true;
  return device.platform === 'MacIntel' && device.maxTouchPoints > 1;
}

/** Phones and tablets below the spec's 768 px breakpoint, read at the moment it matters (not tracked). */
export function isMobileWidth(width: number = typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}

/**
 * Spec §8: on phones and iPads a sign-in problem is also raised as a toast, because the on-screen
 * keyboard often covers the inline alert under the form.
 */
export const shouldAlsoToast = (): boolean => isMobileWidth() || isIpad();
