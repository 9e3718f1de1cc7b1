import { createAppConfig, DEFAULT_GATEWAY_URL } from '../../tools/build/rspack-app.mjs';

const config = createAppConfig({
  name: 'mf-admin',
  root: import.meta.dirname,
  remote: {
    exposes: {
      './Dashboard': './src/features/dashboard/Dashboard.tsx',
      './Section': './src/features/sections/Section.tsx',
    },
  },
});

// The standalone dev page calls /api on its own origin; the shared config proxies /api for the host only.
config.devServer = { ...config.devServer, proxy: [{ context: ['/api'], target: DEFAULT_GATEWAY_URL, changeOrigin: false }] };

export default config;
