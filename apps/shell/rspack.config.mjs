import { join } from 'node:path';
import { createAppConfig } from '../../tools/build/rspack-app.mjs';

export default createAppConfig({
  name: 'shell',
  root: import.meta.dirname,
  host: true,
  runtimePlugins: [join(import.meta.dirname, 'src/federation/retry-plugin.ts'), join(import.meta.dirname, 'src/federation/remote-failure-plugin.ts')],
});
