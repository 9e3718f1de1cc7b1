import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '@irrigo/session';

/** The parts of `navigator` the check reads; `standalone` is Safari's own "opened from the Home Screen". */
export interface InstallDevice {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  standalone?: boolean;
}

/**
 * An iPhone, or an iPad (iPadOS reports itself as a Mac: platform MacIntel, but no Mac has a touch
 * screen), not running as an installed app. On iOS only a Home Screen app keeps its data: a Safari tab's
 * storage is wiped after 7 days without use (WebKit's tracking prevention) and there is no install prompt.
 */
export function needsHomeScreenInstall(device: InstallDevice, displayModeStandalone: boolean): boolean {
  const ios = /iPhone|iPad|iPod/.test(device.userAgent) || (device.platform === 'MacIntel' && device.maxTouchPoints > 1);
  return ios && device.standalone !== true && !displayModeStandalone;
}

function runsStandalone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
}

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.installHintDismissed) !== null;
  } catch {
    return false;
  }
}

/** Whether to show the "add to Home Screen" hint on this device, once: dismissing it is remembered. */
export function useInstallHint(): { show: boolean; dismiss: () => void } {
  const [show, setShow] = useState(() => typeof navigator !== 'undefined' && needsHomeScreenInstall(navigator, runsStandalone()) && !wasDismissed());
  const dismiss = useCallback(() => {
    try {
      window.localStorage.setItem(STORAGE_KEYS.installHintDismissed, 'true');
    } catch {
      // Without storage the hint may come back on the next visit; it still goes away now.
    }
    setShow(false);
  }, []);
  return { show, dismiss };
}
