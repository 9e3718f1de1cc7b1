export {
  useSessionStore,
  readPersistedSession,
  type SessionState,
  type Connectivity,
} from './session-store.js';
export { isStoredUser, isStoredTechnician } from './stored-shapes.js';
export { useConnectivity, startConnectivityMonitor, checkConnectivity, HEALTH_URL } from './connectivity.js';
export { useCurrentUser, logOut, CURRENT_USER_QUERY_KEY } from './current-user.js';
