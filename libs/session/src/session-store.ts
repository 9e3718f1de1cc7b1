import { create } from 'zustand';
import type { StoredTechnician, StoredUser } from '@irrigo/contracts';
import { readStored, readStoredJson, removeStored, writeStored, writeStoredJson } from './browser-storage.js';
import { STORAGE_KEYS } from './storage-keys.js';
import { isStoredTechnician, isStoredUser } from './stored-shapes.js';
import { sessionStarted } from './pending-sign-out.js';

export type Connectivity = 'checking' | 'online' | 'offline';

export interface SessionState {
  /** The signed-in user entry (spec §3 "locally stored user entry"); null when signed out. */
  user: StoredUser | null;
  /** The technician stored by technician login (localStorage technicianAuth); null otherwise. */
  technician: StoredTechnician | null;
  selectedLocationId: string | null;
  connectivity: Connectivity;

  /** Stores the signed-in user (after admin setup or login). */
  signIn: (user: StoredUser) => void;
  /** Stores the technician after technician login. */
  signInTechnician: (technician: StoredTechnician) => void;
  /** Clears the user, the stored technician and the password-prompt flag (spec §4 logout). */
  signOut: () => void;
  /** Clears the stored technician and the password-prompt flag only. */
  clearTechnician: () => void;
  setSelectedLocationId: (locationId: string | null) => void;
  setConnectivity: (connectivity: Connectivity) => void;
}

/**
 * Reads what the previous visit left in localStorage; a corrupt entry is discarded and removed.
 * Exported so tests (and a sign-in in another tab) can re-read storage into the store.
 */
export function readPersistedSession(): Pick<SessionState, 'user' | 'technician' | 'selectedLocationId'> {
  return {
    user: readStoredJson(STORAGE_KEYS.user, isStoredUser),
    technician: readStoredJson(STORAGE_KEYS.technicianAuth, isStoredTechnician),
    selectedLocationId: readStored(STORAGE_KEYS.selectedLocationId) || null,
  };
}

function forgetTechnician(): void {
  removeStored(STORAGE_KEYS.technicianAuth);
  removeStored(STORAGE_KEYS.passwordChangeShown);
}

/**
 * The page's global client state. @irrigo/session is a federation singleton, so the shell and every
 * remote see this same store.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  ...readPersistedSession(),
  connectivity: 'checking',

  // One person at a time: a sign-in replaces the server session, so whoever was stored before is forgotten.
  signIn: (user) => {
    sessionStarted();
    forgetTechnician();
    writeStoredJson(STORAGE_KEYS.user, user);
    set({ user, technician: null });
  },
  signInTechnician: (technician) => {
    sessionStarted();
    removeStored(STORAGE_KEYS.user);
    writeStoredJson(STORAGE_KEYS.technicianAuth, technician);
    set({ technician, user: null });
  },
  signOut: () => {
    removeStored(STORAGE_KEYS.user);
    forgetTechnician();
    set({ user: null, technician: null });
  },
  clearTechnician: () => {
    forgetTechnician();
    set({ technician: null });
  },
  setSelectedLocationId: (selectedLocationId) => {
    if (selectedLocationId) writeStored(STORAGE_KEYS.selectedLocationId, selectedLocationId);
    else removeStored(STORAGE_KEYS.selectedLocationId);
    set({ selectedLocationId });
  },
  setConnectivity: (connectivity) => set({ connectivity }),
}));
