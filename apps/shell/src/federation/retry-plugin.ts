import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { takeStartupManifestRequest } from './startup-preload.js';

/**
 * Federation runtime plugin: rides out a blip (a remote's server restarting, a dropped connection) by
 * fetching a remote's mf-manifest.json up to 3 times (1 s apart) and its remoteEntry.js up to twice
 * before the screen reports the remote as unavailable. Kept small so a remote that is really down
 * shows its Retry card within a few seconds.
 *
 * A manifest the shell's start-up already asked for (startup-preload.ts) is answered from that request; if it
 * failed, the usual retries take over.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  const retry = RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 1, retryDelay: 1_000 },
  });
  return {
    ...retry,
    fetch(url, options) {
      const retried = async (): Promise<Response> => (await retry.fetch?.(url, options)) || fetch(url, options);
      const startup = takeStartupManifestRequest(url);
      if (!startup) return retried();
      return startup.then(
        (response) => (response.ok ? response : retried()),
        () => retried(),
      );
    },
  };
}
