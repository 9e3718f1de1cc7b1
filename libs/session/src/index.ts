export { useSessionStore, readPersistedSession, type SessionState, type Connectivity } from './session-store.js';
export { isStoredUser, isStoredTechnician } from './stored-shapes.js';
export { STORAGE_KEYS } from './storage-keys.js';
export { useConnectivity, startConnectivityMonitor, checkConnectivity, HEALTH_URL } from './connectivity.js';
export { CURRENT_USER_QUERY_KEY, currentUserQueryOptions, fetchCurrentUser, useCurrentUser, logOut } from './queries/current-user.js';
export { sessionStarted } from './pending-sign-out.js';
export {
  CURRENT_ORGANIZATION_QUERY_KEY,
  currentOrganizationQueryOptions,
  fetchCurrentOrganization,
  useCurrentOrganization,
} from './queries/current-organization.js';
export {
  AVAILABLE_LOCATIONS_QUERY_KEY,
  availableLocationsQueryOptions,
  fetchAvailableLocations,
  useAvailableLocations,
} from './queries/available-locations.js';
export { HCP_STATUS_QUERY_KEY, hcpStatusQueryOptions, fetchHcpStatus, useHcpStatus } from './queries/hcp-status.js';
export { useSelectedLocation, type SelectedLocation } from './selected-location.js';
export { writeThroughSession, useSessionWriteThrough, SessionWriteThrough } from './write-through.js';
