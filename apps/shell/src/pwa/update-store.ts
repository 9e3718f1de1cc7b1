import { useSyncExternalStore } from 'react';

/** Why the page should be reloaded; the prompt shows while either is true. */
export interface UpdateState {
  /** A new service worker (a new shell) is installed and waits for the page to let it take over. */
  workerWaiting: boolean;
  /** Manifest URLs of remotes whose served build differs from the one this page runs. */
  changedRemotes: readonly string[];
  /** True while Reload hands over to the new worker. */
  reloading: boolean;
}

const INITIAL: UpdateState = { workerWaiting: false, changedRemotes: [], reloading: false };

let state: UpdateState = INITIAL;
const listeners = new Set<() => void>();
/** What Reload does; start-pwa.ts installs the real one (skip waiting, then reload). */
let reloadIntoUpdate: () => Promise<void> = async () => window.location.reload();

export const updateStore = {
  getState: (): UpdateState => state,
  setState(patch: Partial<UpdateState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setReload(reload: () => Promise<void>): void {
    reloadIntoUpdate = reload;
  },
  reload: (): Promise<void> => reloadIntoUpdate(),
  /** For tests. */
  reset(): void {
    state = INITIAL;
    reloadIntoUpdate = async () => window.location.reload();
    for (const listener of listeners) listener();
  },
};

export const isUpdateReady = (current: UpdateState) => current.workerWaiting || current.changedRemotes.length > 0;

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(updateStore.subscribe, updateStore.getState, updateStore.getState);
}
