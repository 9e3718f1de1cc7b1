import { createAppConfig } from '../../tools/build/rspack-app.mjs';

export default createAppConfig({
  name: 'mf-auth',
  root: import.meta.dirname,
  remote: {
    exposes: {
      './AdminSetup': './src/admin-setup/AdminSetup.tsx',
      './AdminLogin': './src/admin-login/AdminLogin.tsx',
      './TechLogin': './src/tech-login/TechLogin.tsx',
      './Section': './src/sections/Section.tsx',
      './SignIn': './src/sign-in/SignIn.tsx',
      './SignUp': './src/sign-up/SignUp.tsx',
      './EmailAuth': './src/email-auth/EmailAuth.tsx',
      './PasswordResetDialog': './src/password-reset/PasswordResetDialog.tsx',
      './AdminLoginDialog': './src/admin-login-dialog/AdminLoginDialog.tsx',
      './Activate': './src/activation/Activate.tsx',
    },
  },
});
