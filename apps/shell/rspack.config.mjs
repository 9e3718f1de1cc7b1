import { join } from 'node:path';
import { createAppConfig, routeScreens } from '../../tools/build/rspack-app.mjs';

export default createAppConfig({
  name: 'shell',
  root: import.meta.dirname,
  host: true,
  runtimePlugins: [
    join(import.meta.dirname, 'src/federation/retry-plugin.ts'),
    join(import.meta.dirname, 'src/federation/remote-failure-plugin.ts'),
    // Notes which build of each remote the page runs, so a remote deploy can prompt a reload (src/pwa).
    join(import.meta.dirname, 'src/pwa/remote-version-plugin.ts'),
  ],
  // src/federation/startup-preload.ts: which remote screen the address needs, known before ROUTES has loaded.
  define: { __ROUTE_SCREENS__: JSON.stringify(await routeScreens()) },
});
