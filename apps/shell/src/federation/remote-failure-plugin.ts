import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin: what happens when a remote cannot be reached.
 *
 * - While shared modules are negotiated (`beforeLoadShare`) a remote that is down is skipped: the shell's
 *   own copies of react, the router and the libs serve the page, so start-up never waits on a remote.
 * - When a screen's manifest (`afterResolve`) or module (`onLoad`) fails, the error is passed on
 *   untouched to the shell's ErrorBoundary around that screen, which shows the translated "temporarily
 *   unavailable" card with Retry. A substitute manifest or module is deliberately not returned here: the
 *   runtime caches what this hook returns as if it were the real remote, and Retry could then never
 *   reach the remote again once it is back.
 *
 * Runs inside the federation runtime before React exists, so it must not import React or the app.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'irrigo-remote-failure',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      console.warn(`[shell] remote ${remote?.name ?? id} unavailable (${lifecycle})`, error);
      // Resolving to undefined means "not recovered": skip the remote while sharing, rethrow otherwise.
      return undefined;
    },
  };
}
