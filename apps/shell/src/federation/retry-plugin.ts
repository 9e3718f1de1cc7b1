import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * Federation runtime plugin: rides out a blip (a remote's server restarting, a dropped connection) by
 * fetching a remote's mf-manifest.json up to 3 times (1 s apart) and its remoteEntry.js up to twice
 * before the screen reports the remote as unavailable. Kept small so a remote that is really down
 * shows its Retry card within a few seconds.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 1, retryDelay: 1_000 },
  });
}
