import { createAppConfig, exposesFromRoutes } from '../../tools/build/rspack-app.mjs';

export default createAppConfig({
  name: 'mf-tech',
  root: import.meta.dirname,
  remote: { exposes: await exposesFromRoutes('mf-tech', import.meta.dirname) },
});
