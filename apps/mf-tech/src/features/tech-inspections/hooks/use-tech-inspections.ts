import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { FailureMessage } from '@irrigo/api-client';
import type { InspectionListPage } from '@irrigo/contracts';
import { useConnectivity } from '@irrigo/session';
import { techErrorMessage } from '../../../app/error-messages';
import { useNow } from '../../../components/device-copy/relative-time';
import { inspectionOfDeviceRow, useDeviceOwner, useLocalInspectionsState, type DeviceStoreProblem } from '../../../device-store';
import { useSyncStatus } from '../../../sync';
import { explainItem } from '../../../sync/components/SyncStatusBadge';
import { SYNC_NAMESPACE } from '../../../sync/i18n';
import { techInspectionsQueryKey, useTechInspectionsQuery, type TechInspectionsFilters } from '../api/technician-inspections';
import { readLastServerList, saveLastServerList, type LastServerList } from '../last-server-list';
import { markOf, mergeTechInspections, type TechInspectionRow } from '../tech-inspection-rows';

/** How often the due-ness of the outbox's items is looked at again. */
const SENDING_CLOCK_MS = 5_000;

export interface TechInspectionsState {
  /** The device's inspections the office is behind on (marked); null while the device is being read. */
  notSent: TechInspectionRow[] | null;
  /** What the office has; null while its first page is on its way (and nothing saved stands in). */
  sent: TechInspectionRow[] | null;
  /** The office's list could not be asked (offline) or did not answer: `sent` is the device's saved copy and its sent inspections. */
  fromDevice: boolean;
  /** When the saved copy came from the server (with fromDevice); null when none is saved. */
  savedAt: string | null;
  offline: boolean;
  /** The server's answer failed (online): why, in the tech namespace's words. */
  error: FailureMessage | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
  deviceProblem: DeviceStoreProblem | null;
}

/**
 * Everything the Inspections tab lists: the device's own inspections (read live, so a save or a send shows at
 * once) with their outbox state, merged with the server's pages (spec §4). The first page of the unfiltered
 * list is kept on the device, so with no signal the tab still shows what the office has, marked as saved.
 */
export function useTechInspections(filters: TechInspectionsFilters): TechInspectionsState {
  const { t } = useTranslation(SYNC_NAMESPACE);
  const queryClient = useQueryClient();
  const ownerId = useDeviceOwner();
  const connectivity = useConnectivity();
  const offline = connectivity === 'offline';
  const local = useLocalInspectionsState();
  const outbox = useSyncStatus();

  const [saved, setSaved] = useState<LastServerList | null>(() => (ownerId ? readLastServerList(ownerId) : null));
  // Another person signed in on this device: their list, never the previous one's.
  const [savedOwner, setSavedOwner] = useState(ownerId);
  if (savedOwner !== ownerId) {
    setSavedOwner(ownerId);
    setSaved(ownerId ? readLastServerList(ownerId) : null);
  }
  const keepFirstPage = useCallback(
    (page: InspectionListPage) => {
      if (!ownerId) return;
      const copy: LastServerList = { ownerId, fetchedAt: new Date().toISOString(), items: page.items, total: page.total };
      saveLastServerList(copy);
      setSaved(copy);
    },
    [ownerId],
  );

  const query = useTechInspectionsQuery(filters, { enabled: ownerId !== null && !offline, onFirstPage: keepFirstPage });

  // Back from offline by the health check alone (the browser never said offline): ask now, joining a request
  // that re-enabling the query may already have started rather than cancelling it and asking twice.
  const wasOffline = useRef(offline);
  const { refetch } = query;
  useEffect(() => {
    if (offline) wasOffline.current = true;
    else if (connectivity === 'online' && wasOffline.current && ownerId !== null) {
      wasOffline.current = false;
      void refetch({ cancelRefetch: false });
    }
  }, [offline, connectivity, ownerId, refetch]);

  // One of the device's inspections reached the server: ask the server again, so it moves from "not sent" to
  // the office's list in its server form (the device's copy stands in meanwhile).
  const syncedCount = local.rows === undefined ? null : local.rows.filter((row) => row.baseVersion !== null && !local.unsentIds.has(row.id)).length;
  const previousSynced = useRef<number | null>(null);
  useEffect(() => {
    const previous = previousSynced.current;
    previousSynced.current = syncedCount;
    if (previous === null || syncedCount === null || syncedCount <= previous) return;
    void queryClient.invalidateQueries({ queryKey: techInspectionsQueryKey });
  }, [syncedCount, queryClient]);

  // "Sending…" is for items that are due (not those waiting out the auto-save interval or a backoff).
  const now = useNow(SENDING_CLOCK_MS);

  const device = useMemo(
    () =>
      (local.rows ?? []).map((row) => ({
        inspection: inspectionOfDeviceRow(row),
        mark: markOf(row, { items: outbox.items, syncing: outbox.syncing, now, explain: (item) => explainItem(t, item) }),
      })),
    [local.rows, outbox.items, outbox.syncing, now, t],
  );

  const serverAnswered = !offline && query.isSuccess;
  const pages = serverAnswered ? query.data.pages : null;
  const serverComplete = serverAnswered && !query.hasNextPage;
  const fromDevice = !serverAnswered && (offline || query.isError);
  const lists = useMemo(
    () =>
      mergeTechInspections({
        device,
        server: pages ? pages.flatMap((page) => page.items) : null,
        serverComplete,
        saved: saved?.items ?? null,
        filters,
      }),
    [device, pages, serverComplete, saved, filters],
  );
  const localReady = local.rows !== undefined || local.problem !== null;

  return {
    notSent: localReady ? lists.notSent : null,
    sent: localReady && (serverAnswered || fromDevice) ? lists.sent : null,
    fromDevice,
    savedAt: fromDevice ? (saved?.fetchedAt ?? null) : null,
    offline,
    error: !offline && query.isError && !query.isFetching ? techErrorMessage(query.error) : null,
    hasMore: serverAnswered && query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void refetch(),
    deviceProblem: local.problem,
  };
}
