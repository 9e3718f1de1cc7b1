// Standalone development page of mf-admin (`rspack serve`, port 4102). Not exposed: under the shell the
// exposed modules use the shell's router, query client, i18n instance and session store.
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@irrigo/api-client';
import { ROUTES } from '@irrigo/contracts';
import { initI18n } from '@irrigo/i18n';
import { SessionWriteThrough } from '@irrigo/session';
import { LanguageSelector, Toaster, TooltipProvider } from '@irrigo/ui';
import AccessRequests from './features/access-requests/AccessRequests';
import AuditLog from './features/audit-log/AuditLog';
import BulkAccounts from './features/bulk-accounts/BulkAccounts';
import Dashboard from './features/dashboard/Dashboard';
import Section from './features/sections/Section';
import Settings from './features/settings/Settings';
import TeamAccounts from './features/team-accounts/TeamAccounts';
import styles from './bootstrap.module.css';

initI18n();

const queryClient = createQueryClient();
const adminRoutes = ROUTES.filter((route) => route.remote === 'mf-admin');

/** The exposed modules (rspack.config.mjs) by name, as the shell would load them. */
const SCREENS: Readonly<Record<string, ComponentType>> = {
  './Dashboard': Dashboard,
  './AuditLog': AuditLog,
  './BulkAccounts': BulkAccounts,
  './AccessRequests': AccessRequests,
  './TeamAccounts': TeamAccounts,
  './Settings': Settings,
};

function StandaloneAdmin() {
  return (
    <>
      <div className={styles.toolbar}>
        <LanguageSelector />
      </div>
      <Routes>
        {adminRoutes.map(({ path, module, section }) => {
          const Screen = SCREENS[module] ?? Dashboard;
          return <Route key={path} path={path} element={module === './Section' && section ? <Section section={section} /> : <Screen />} />;
        })}
        <Route path="*" element={<Dashboard />} />
      </Routes>
    </>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('mf-admin: #root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionWriteThrough />
      <BrowserRouter>
        <TooltipProvider>
          <StandaloneAdmin />
          <Toaster />
        </TooltipProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
