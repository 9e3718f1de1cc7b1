/**
 * Why the device store could not be used, in the words a technician gets (tech namespace `deviceStore.*`):
 * - unavailable: this browser gives no IndexedDB (Safari private browsing on old iOS, Firefox private
 *   windows, storage blocked in the settings);
 * - full: the device or the browser's quota for Irrigo is full;
 * - failed: anything else the browser refused.
 * In each case the screens keep working online from the network's answer; only the copy for no signal is missing.
 */
export type DeviceStoreProblem = 'unavailable' | 'full' | 'failed';

function namesOf(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  // Dexie wraps the browser's error (OpenFailedError → inner DOMException); look down the chain.
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (typeof name === 'string') names.push(name);
    current = inner;
  }
  return names;
}

export function deviceStoreProblemOf(error: unknown): DeviceStoreProblem {
  const names = namesOf(error);
  if (names.some((name) => name === 'QuotaExceededError')) return 'full';
  // MissingAPIError: no indexedDB at all. InvalidStateError / SecurityError on open: private windows and
  // blocked storage. Old Safari private mode refuses the open with an UnknownError-free OpenFailedError.
  if (names.some((name) => name === 'MissingAPIError' || name === 'SecurityError')) return 'unavailable';
  if (names[0] === 'OpenFailedError' || names.includes('InvalidStateError')) return 'unavailable';
  return 'failed';
}
