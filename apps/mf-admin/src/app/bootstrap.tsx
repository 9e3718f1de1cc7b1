// Standalone development page of mf-admin (`rspack serve`, port 4102). Not exposed: under the shell the
// exposed modules use the shell's router, query client, i18n instance and session store.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@irrigo/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@irrigo/api-client';
import { ROUTES } from '@irrigo/contracts';
import { initI18n } from '@irrigo/i18n';
import { SessionWriteThrough } from '@irrigo/session';
import { LanguageSelector, Spinner, Toaster } from '@irrigo/ui';
import { TooltipProvider } from '@irrigo/ui/tooltip';
import { standaloneScreens } from '../../../../tools/build/standalone-screens';
import styles from './bootstrap.module.css';

initI18n();

const queryClient = createQueryClient();
const adminRoutes = ROUTES.filter((route) => route.remote === 'mf-admin');

/** The exposed modules by name, found by the rule the build's `exposes` use (tools/build/screen-files.ts). */
const SCREENS = standaloneScreens('mf-admin', ROUTES, import.meta.webpackContext('../', { recursive: true, regExp: /\/[A-Z]\w*\.tsx$/, mode: 'lazy' }));
const Dashboard = SCREENS['./Dashboard'] as NonNullable<(typeof SCREENS)[string]>;

function StandaloneAdmin() {
  return (
    <>
      <div className={styles.toolbar}>
        <LanguageSelector />
      </div>
      <Suspense fallback={<Spinner />}>
        <Routes>
          {adminRoutes.map(({ path, module, section }) => {
            const Screen = SCREENS[module] ?? Dashboard;
            return <Route key={path} path={path} element={<Screen section={section} />} />;
          })}
          <Route path="*" element={<Dashboard />} />
        </Routes>
      </Suspense>
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
