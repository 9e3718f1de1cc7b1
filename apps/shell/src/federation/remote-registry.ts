import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@irrigo/contracts';
import { remoteFederationName } from './startup-preload.js';

export { remoteFederationName };

/** Manifest URL of each registered remote, kept so a failed remote can be registered afresh. */
const manifestUrls = new Map<RemoteName, string>();

function registerRemote(remote: RemoteName, force: boolean): void {
  const entry = manifestUrls.get(remote);
  if (!entry) throw new Error(`Remote ${remote} was never registered: call registerRuntimeRemotes first`);
  registerRemotes([{ name: remoteFederationName(remote), entry }], { force });
}

/**
 * Tells the federation runtime where every remote's mf-manifest.json is. Nothing is fetched yet: each
 * remote is loaded the first time one of its screens renders, so a remote that is down costs only its
 * own screens. Relative URLs (the gateway's default) are made absolute against the page.
 */
export function registerRuntimeRemotes(config: RuntimeConfig): void {
  for (const remote of REMOTE_NAMES) {
    manifestUrls.set(remote, new URL(config.remotes[remote], window.location.href).href);
    registerRemote(remote, false);
  }
}

/**
 * Forgets everything the runtime cached about a remote (its manifest, a pending or failed manifest
 * request, its loaded entry and container) and registers it again, so the next load goes back to the
 * network. Without this a manifest request that hung stays pending forever and Retry would wait on it.
 */
export function resetRemote(remote: RemoteName): void {
  registerRemote(remote, true);
}
