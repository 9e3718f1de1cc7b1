import { createAppConfig, exposesFromRoutes } from '../../tools/build/rspack-app.mjs';

export default createAppConfig({
  name: 'mf-admin',
  root: import.meta.dirname,
  remote: { exposes: await exposesFromRoutes('mf-admin', import.meta.dirname) },
});
