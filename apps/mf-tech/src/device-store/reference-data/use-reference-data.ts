import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FailureMessage } from '@irrigo/api-client';
import { useConnectivity } from '@irrigo/session';
import { techErrorMessage } from '../../app/error-messages';
import type { DeviceDatabase } from '../device-database';
import type { DeviceStoreProblem } from '../device-store-problem';
import { useDeviceCopy } from './use-device-copy';
import type { ReferenceDataset } from './reference-syncs';

/** What a refresh brings: the server's copy, and whether saving it on the device failed. */
export interface RefreshResult<T> {
  copy: T;
  storeProblem: DeviceStoreProblem | null;
}

export interface ReferenceDataState<T> {
  /** What the screen shows: the newer of the device's copy and the network's answer; null when there is neither. */
  copy: T | null;
  /** ISO time the shown copy came from the server. */
  fetchedAt: string | null;
  /** The shown copy is the one saved on this device, and no fresh answer stands beside it (offline, not refreshed yet, or the refresh failed). */
  fromDevice: boolean;
  /** Nothing to show yet, and it is still coming (from the device or the network). */
  loading: boolean;
  refreshing: boolean;
  /** No connection (the browser's or the health check's): the device copy is all there is. */
  offline: boolean;
  /** The last refresh failed (shown beside the device copy, or alone when there is none). */
  refreshError: FailureMessage | null;
  /** The device store cannot keep a copy; the screen works online only. */
  storeProblem: DeviceStoreProblem | null;
  refresh: () => void;
}

interface ReferenceDataOptions<T> {
  dataset: ReferenceDataset;
  ownerId: string | null;
  readDevice: (db: DeviceDatabase, ownerId: string) => Promise<T | null>;
  /** Downloads (or confirms) the copy and saves it on the device; `previous` is the copy held in memory, if any. */
  refresh: (ownerId: string, previous: T | undefined, signal: AbortSignal) => Promise<RefreshResult<T>>;
  fetchedAtOf: (copy: T) => string;
}

/**
 * Stale-while-revalidate for a technician's reference data: the device's copy shows at once, and the
 * network's answer replaces it as soon as it arrives (saved on the device, which the live device copy then
 * shows). Refreshed on opening the screen, when the connection comes back (the browser's `online` or the
 * health check) and when the app becomes visible again (TanStack Query's focus manager listens to
 * `visibilitychange`). iOS gives a web app no background refresh, so these moments are all there are.
 */
export function useReferenceData<T>({ dataset, ownerId, readDevice, refresh, fetchedAtOf }: ReferenceDataOptions<T>): ReferenceDataState<T> {
  const connectivity = useConnectivity();
  const device = useDeviceCopy(ownerId, readDevice);
  const query = useQuery({
    queryKey: ['tech-device', dataset, ownerId],
    queryFn: ({ signal, client, queryKey }) => refresh(ownerId as string, client.getQueryData<RefreshResult<T>>(queryKey)?.copy, signal),
    // The health check knows about Wi-Fi with no internet, which the browser calls online.
    enabled: ownerId !== null && connectivity !== 'offline',
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: false,
  });

  // Back from offline by the health check alone (the browser never said offline): ask now rather than on the next visit.
  // Re-enabling the query may already have started that request: join it rather than cancel it and ask twice.
  const wasOffline = useRef(connectivity === 'offline');
  const { refetch } = query;
  useEffect(() => {
    if (connectivity === 'offline') wasOffline.current = true;
    else if (connectivity === 'online' && wasOffline.current && ownerId !== null) {
      wasOffline.current = false;
      void refetch({ cancelRefetch: false });
    }
  }, [connectivity, ownerId, refetch]);

  const network = query.data?.copy ?? null;
  const deviceCopy = device.copy;
  const showNetwork = network !== null && (deviceCopy === null || fetchedAtOf(network) > fetchedAtOf(deviceCopy));
  const copy = showNetwork ? network : deviceCopy;
  const refreshedThisVisit = query.isSuccess && query.dataUpdatedAt > 0;
  const offline = connectivity === 'offline' || query.fetchStatus === 'paused';

  return {
    copy,
    fetchedAt: copy === null ? null : fetchedAtOf(copy),
    // With no signal, or before the server has answered this visit, what shows is the device's own copy.
    fromDevice: copy !== null && !showNetwork && (offline || query.isError || !refreshedThisVisit),
    loading: copy === null && ((!device.read && ownerId !== null) || (query.fetchStatus === 'fetching' && !query.isError)),
    refreshing: query.fetchStatus === 'fetching',
    offline,
    refreshError: query.isError && !offline ? techErrorMessage(query.error) : null,
    storeProblem: device.problem ?? query.data?.storeProblem ?? null,
    refresh: () => void refetch(),
  };
}
