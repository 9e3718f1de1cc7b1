import { createAppConfig, DEFAULT_GATEWAY_URL } from '../../tools/build/rspack-app.mjs';

const config = createAppConfig({
  name: 'mf-auth',
  root: import.meta.dirname,
  remote: {
    exposes: {
      './AdminSetup': './src/admin-setup/AdminSetup.tsx',
      './AdminLogin': './src/admin-login/AdminLogin.tsx',
      './TechLogin': './src/tech-login/TechLogin.tsx',
      './Section': './src/sections/Section.tsx',
    },
  },
});

// Standalone development (src/bootstrap.tsx) calls the API on its own origin, like under the shell;
// createAppConfig proxies /api for the host only, so the remote's dev server forwards it here.
config.devServer = { ...config.devServer, proxy: [{ context: ['/api'], target: DEFAULT_GATEWAY_URL, changeOrigin: false }] };

export default config;
