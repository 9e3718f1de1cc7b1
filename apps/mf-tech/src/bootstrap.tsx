// Standalone development page of mf-tech (`rspack serve`, port 4103). Not exposed: under the shell the
// exposed modules use the shell's router, query client, i18n instance and session store.
import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@irrigo/api-client';
import { ROUTES } from '@irrigo/contracts';
import { initI18n } from '@irrigo/i18n';
import { SessionWriteThrough } from '@irrigo/session';
import { Card, CardDescription, CardHeader, CardTitle, LanguageSelector, Toaster, TooltipProvider } from '@irrigo/ui';
import { TECH_NAMESPACE } from './i18n';
import Section from './features/sections/Section';
import { TECH_HOME_PATH } from './features/tech-frame/navigation';
import TechDashboard from './features/tech-dashboard/TechDashboard';
import TechSettings from './features/tech-settings/TechSettings';
import styles from './bootstrap.module.css';

initI18n();

const queryClient = createQueryClient();
const techRoutes = ROUTES.filter((route) => route.remote === 'mf-tech');

/** The exposed screens by module name, as the route table names them. */
const SCREENS: Readonly<Record<string, () => ReactElement>> = {
  './TechDashboard': () => <TechDashboard />,
  './TechSettings': () => <TechSettings />,
};

/** Pages of other remotes (the technician login, for one) exist only under the shell. */
function OtherRemote() {
  const { t } = useTranslation(TECH_NAMESPACE);
  return (
    <div className={styles.otherRemote}>
      <Card>
        <CardHeader>
          <CardTitle>{t('standalone.otherRemote.title')}</CardTitle>
          <CardDescription>{t('standalone.otherRemote.description')}</CardDescription>
        </CardHeader>
        <div className={styles.language}>
          <LanguageSelector />
        </div>
      </Card>
    </div>
  );
}

function StandaloneTech() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={TECH_HOME_PATH} replace />} />
      {techRoutes.map(({ path, module, section }) => (
        <Route
          key={path}
          path={path}
          element={module === './Section' && section ? <Section section={section} /> : (SCREENS[module]?.() ?? <OtherRemote />)}
        />
      ))}
      <Route path="*" element={<OtherRemote />} />
    </Routes>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('mf-tech: #root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionWriteThrough />
      <BrowserRouter>
        <TooltipProvider>
          <StandaloneTech />
          <Toaster />
        </TooltipProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
