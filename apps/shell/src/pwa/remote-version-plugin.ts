import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { recordRunningBuild } from './remote-versions.js';

/**
 * Federation runtime plugin: notes which build of each remote the page loads (from the mf-manifest.json the runtime
 * itself read), the baseline the update checks compare the served build with. Runs inside the federation runtime
 * before React exists, so it imports nothing of the app but that plain module.
 */
export default function remoteVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'irrigo-remote-version',
    afterLoadManifest({ manifestUrl, manifestJson, error }) {
      if (!error && manifestJson) recordRunningBuild(manifestUrl, manifestJson);
    },
  };
}
