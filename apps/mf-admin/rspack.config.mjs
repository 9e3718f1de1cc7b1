import { createAppConfig } from '../../tools/build/rspack-app.mjs';

export default createAppConfig({
  name: 'mf-admin',
  root: import.meta.dirname,
  remote: {
    exposes: {
      './Dashboard': './src/features/dashboard/Dashboard.tsx',
      './AuditLog': './src/features/audit-log/AuditLog.tsx',
      './BulkAccounts': './src/features/bulk-accounts/BulkAccounts.tsx',
      './AccessRequests': './src/features/access-requests/AccessRequests.tsx',
      './TeamAccounts': './src/features/team-accounts/TeamAccounts.tsx',
      './Settings': './src/features/settings/Settings.tsx',
      './Section': './src/features/sections/Section.tsx',
    },
  },
});
