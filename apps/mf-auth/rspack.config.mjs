import { createAppConfig, exposesFromRoutes } from '../../tools/build/rspack-app.mjs';

export default createAppConfig({
  name: 'mf-auth',
  root: import.meta.dirname,
  remote: {
    // The screens of ROUTES, plus the two pieces the shell mounts outside its routes.
    exposes: await exposesFromRoutes('mf-auth', import.meta.dirname, {
      './PasswordResetDialog': './src/components/password-reset/PasswordResetDialog.tsx',
      './AdminLoginDialog': './src/features/admin-login/components/AdminLoginDialog.tsx',
    }),
  },
});
