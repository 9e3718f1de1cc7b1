import { lazy, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@irrigo/contracts';
import { loadRemoteScreen, type RemoteScreenComponent } from './load-remote-screen.js';

export interface RemoteScreenEntry {
  /** Settles once: the component, or the RemoteLoadError that the slot's ErrorBoundary shows. */
  load: Promise<RemoteScreenComponent>;
  /** The same load as a React.lazy component, for Suspense. */
  Screen: LazyExoticComponent<RemoteScreenComponent>;
  failed: boolean;
}

/**
 * One load per exposed module: moving between routes that share a module (every `./Section` of
 * mf-admin) must not fetch or suspend again. Entries are dropped on Retry and when a failed screen is
 * left, so the next visit tries the network again.
 */
const entries = new Map<string, RemoteScreenEntry>();

const keyOf = (remote: RemoteName, module: string) => `${remote}\u0000${module}`;

export function remoteScreenEntry(remote: RemoteName, module: string): RemoteScreenEntry {
  const key = keyOf(remote, module);
  const existing = entries.get(key);
  if (existing) return existing;
  const load = loadRemoteScreen(remote, module);
  const entry: RemoteScreenEntry = { load, Screen: lazy(() => load.then((component) => ({ default: component }))), failed: false };
  // Marks the failure for forgetFailedScreen; the ErrorBoundary receives the error through React.lazy.
  load.catch(() => {
    entry.failed = true;
  });
  entries.set(key, entry);
  return entry;
}

/** Forgets a screen that failed to load, so coming back to its route loads it afresh. */
export function forgetFailedScreen(remote: RemoteName, module: string): void {
  const key = keyOf(remote, module);
  if (entries.get(key)?.failed) entries.delete(key);
}

/** Forgets every screen of a remote (used with resetRemote when the user asks to retry). */
export function forgetRemoteScreens(remote: RemoteName): void {
  for (const key of entries.keys()) if (key.startsWith(`${remote}\u0000`)) entries.delete(key);
}
