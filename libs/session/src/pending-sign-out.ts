import { readStored, removeStored, writeStored } from './browser-storage.js';
import { STORAGE_KEYS } from './storage-keys.js';

/*
 * A sign-out made with no signal ends the session on this device at once, but the server has not heard it and
 * the browser still carries the session cookie. It is remembered here and sent with the next question about who
 * is signed in (queries/current-user.ts); until then nobody is signed in on this device.
 */

export function isSignOutPending(): boolean {
  return readStored(STORAGE_KEYS.pendingSignOut) !== null;
}

export function rememberPendingSignOut(): void {
  writeStored(STORAGE_KEYS.pendingSignOut, 'true');
}

/** The server has ended the session, or a sign-in has replaced it with a new one: nothing is left to send. */
export function sessionStarted(): void {
  removeStored(STORAGE_KEYS.pendingSignOut);
}
