import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TECHNICIAN_DATA_REFETCH_MS } from '@irrigo/contracts';
import { useConnectivity, useCurrentUser, useSessionStore } from '@irrigo/session';
import { useNow } from '../../../components/device-copy/relative-time';
import { useLocalInspectionsState, type DeviceStoreProblem } from '../../../device-store';
import { recentInspectionsQueryKey, useRecentInspections } from '../api/recent-inspections';
import { useTechnicianStats } from '../api/technician-stats';
import {
  dashboardStats,
  localInspectionOf,
  mergeInspections,
  RECENT_INSPECTIONS_SHOWN,
  type DashboardInspection,
  type DashboardStats,
} from '../dashboard-inspections';

export interface DashboardInspections {
  /** Null while neither the device nor the server has answered yet. */
  stats: DashboardStats | null;
  /** The 5 newest, device and server merged; null while loading. */
  recent: DashboardInspection[] | null;
  /** The server's list could not be read (offline or an error): the list is the device's alone. */
  recentFromDeviceOnly: boolean;
  deviceProblem: DeviceStoreProblem | null;
}

/** The roster id whose figures the server has: the signed-in technician's (an admin on the field screens has none). */
function useTechnicianId(): string | null {
  const { data: user } = useCurrentUser();
  const storedTechnician = useSessionStore((state) => state.technician);
  if (user) return user.role === 'technician' ? user.technicianId : null;
  if (user === null) return null;
  return storedTechnician?.id ?? null;
}

/**
 * What the dashboard's cards and list show: the inspections on this device (read live, so a save or a send
 * shows at once) merged with the server's recent list and figures (spec §4). When the device sends one of
 * its inspections, the server's figures are asked again, so that inspection moves from one side to the other
 * instead of dropping out of the counts for a few seconds.
 */
export function useDashboardInspections(): DashboardInspections {
  const queryClient = useQueryClient();
  const technicianId = useTechnicianId();
  const connectivity = useConnectivity();
  const local = useLocalInspectionsState();
  const statsQuery = useTechnicianStats(technicianId);
  const recentQuery = useRecentInspections();
  // "Today" and "this month" move on with the clock: a dashboard left open past midnight counts the new day.
  const nowMs = useNow(TECHNICIAN_DATA_REFETCH_MS);
  const now = useMemo(() => new Date(nowMs), [nowMs]);

  const localItems = useMemo(() => (local.rows ?? []).map((row) => localInspectionOf(row, local.unsentIds.has(row.id))), [local.rows, local.unsentIds]);
  const sentCount = local.rows === undefined ? null : localItems.filter((item) => item.onServer).length;
  const previousSentCount = useRef<number | null>(null);
  useEffect(() => {
    const previous = previousSentCount.current;
    previousSentCount.current = sentCount;
    // Not on the first read (the queries are being fetched anyway): only when one reaches the server meanwhile.
    if (previous === null || sentCount === null || sentCount <= previous) return;
    void queryClient.invalidateQueries({ queryKey: ['/api/technician/stats'] });
    void queryClient.invalidateQueries({ queryKey: recentInspectionsQueryKey });
  }, [sentCount, queryClient]);

  const offline = connectivity === 'offline';
  const serverStats = !offline && statsQuery.isSuccess ? statsQuery.data : null;
  const serverRecent = !offline && recentQuery.isSuccess ? recentQuery.data : null;
  const localReady = local.rows !== undefined || local.problem !== null;
  // While the server is still being asked (and can be reached), wait for it rather than flash device-only figures.
  const statsWaiting = !offline && technicianId !== null && statsQuery.isPending && statsQuery.fetchStatus === 'fetching';
  const recentWaiting = !offline && recentQuery.isPending && recentQuery.fetchStatus === 'fetching';

  return {
    stats: !localReady || statsWaiting ? null : dashboardStats(localItems, serverStats, serverRecent ?? [], now),
    recent: !localReady || recentWaiting ? null : mergeInspections(localItems, serverRecent ?? []).slice(0, RECENT_INSPECTIONS_SHOWN),
    recentFromDeviceOnly: serverRecent === null,
    deviceProblem: local.problem,
  };
}
