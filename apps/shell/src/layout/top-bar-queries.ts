import { useQuery } from '@tanstack/react-query';
import {
  HCP_STATUS_POLL_MS,
  type AvailableLocationsResponse,
  type CurrentOrganizationResponse,
  type HcpStatusResponse,
} from '@irrigo/contracts';

/** GET /api/organizations/current: only asked once someone is signed in (the top bar exists then). */
export function useCurrentOrganization() {
  return useQuery<CurrentOrganizationResponse>({ queryKey: ['/api/organizations/current'] });
}

/** GET /api/locations/available → {locations} */
export function useAvailableLocations() {
  return useQuery<AvailableLocationsResponse>({ queryKey: ['/api/locations/available'] });
}

/** GET /api/housecall-pro/status → {connected}, polled every 30 s (spec §7). */
export function useHcpStatus() {
  return useQuery<HcpStatusResponse>({ queryKey: ['/api/housecall-pro/status'], refetchInterval: HCP_STATUS_POLL_MS });
}
