import { useEffect } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { HEALTH_CHECK_INTERVAL_MS, HEALTH_CHECK_TIMEOUT_MS, type GatewayHealth } from '@irrigo/contracts';
import { fetchWithTimeout } from '@irrigo/api-client';
import { useSessionStore, type Connectivity } from './session-store.js';

export const HEALTH_URL = '/api/health';

function isGatewayHealth(value: unknown): value is GatewayHealth {
  return typeof value === 'object' && value !== null && ['ok', 'degraded'].includes((value as { status?: unknown }).status as string);
}

/**
 * One health check (spec §7: GET /api/health, 5 s timeout). The gateway answering at all means the
 * device is online: a degraded answer (one service down) is still online, that service's screens report
 * their own errors. No answer, a timeout or a proxy error page means offline.
 */
export async function checkConnectivity(): Promise<Exclude<Connectivity, 'checking'>> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    const response = await fetchWithTimeout(HEALTH_URL, { timeoutMs: HEALTH_CHECK_TIMEOUT_MS, cache: 'no-store' });
    if (response.ok) {
      // Only the status matters; a body left unread keeps the request open until the page lets go of it.
      await response.body?.cancel();
      return 'online';
    }
    const body: unknown = await response.json().catch(() => undefined);
    return isGatewayHealth(body) ? 'online' : 'offline';
  } catch {
    return 'offline';
  }
}

/**
 * Tells TanStack Query what the monitor learned, so its reconnect refetch fires when the device is back.
 * Query v5 starts out assuming it is online and only listens to the browser's events, so a page opened
 * with no signal never sees an "offline → online" change and refetches nothing. Only a browser that says
 * it is offline pauses queries; a failed health check alone does not, because pausing would leave the
 * other screens' requests (and mutations) waiting instead of failing with a message they can show.
 */
function tellQueryClient(connectivity: Exclude<Connectivity, 'checking'>): void {
  if (connectivity === 'online') onlineManager.setOnline(true);
  else if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}

function runConnectivityMonitor(): () => void {
  const { setConnectivity: storeConnectivity } = useSessionStore.getState();
  const setConnectivity = (connectivity: Connectivity) => {
    storeConnectivity(connectivity);
    if (connectivity !== 'checking') tellQueryClient(connectivity);
  };
  let active = true;
  // Only the latest check may write: an old, slow answer must not overwrite a newer offline event.
  let latestCheck = 0;

  const check = async () => {
    const thisCheck = ++latestCheck;
    const result = await checkConnectivity();
    if (active && thisCheck === latestCheck) setConnectivity(result);
  };
  const onOffline = () => {
    latestCheck++;
    setConnectivity('offline');
  };
  const onOnline = () => {
    setConnectivity('checking');
    void check();
  };

  void check();
  const interval = setInterval(() => void check(), HEALTH_CHECK_INTERVAL_MS);
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  return () => {
    active = false;
    clearInterval(interval);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
}

let monitorUsers = 0;
let stopMonitor: (() => void) | null = null;

/**
 * Starts polling GET /api/health every 30 s and listening to the browser's online/offline events.
 * Shared by every caller on the page (one poller however many badges are mounted); the returned
 * function releases this caller's use, and the last release stops the polling.
 */
export function startConnectivityMonitor(): () => void {
  monitorUsers += 1;
  if (monitorUsers === 1) stopMonitor = runConnectivityMonitor();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    monitorUsers -= 1;
    if (monitorUsers === 0) {
      stopMonitor?.();
      stopMonitor = null;
    }
  };
}

/** 'checking' | 'online' | 'offline', kept current while the calling component is mounted. */
export function useConnectivity(): Connectivity {
  useEffect(() => startConnectivityMonitor(), []);
  return useSessionStore((state) => state.connectivity);
}
