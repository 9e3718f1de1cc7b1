// Standalone development page of mf-tech (`rspack serve`, port 4103). Not exposed: under the shell the
// exposed modules use the shell's router, query client, i18n instance and session store.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from '@irrigo/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@irrigo/api-client';
import { ROUTES } from '@irrigo/contracts';
import { initI18n, whenTranslationsLoaded } from '@irrigo/i18n';
import { SessionWriteThrough } from '@irrigo/session';
import { Card, CardDescription, CardHeader, CardTitle, LanguageSelector, Spinner, Toaster } from '@irrigo/ui';
import { TECH_NAMESPACE } from './i18n';
import { TECH_HOME_PATH } from '../components/tech-frame/navigation';
import { standaloneScreens } from '../../../../tools/build/standalone-screens';
import styles from './bootstrap.module.css';

initI18n();

const queryClient = createQueryClient();
const techRoutes = ROUTES.filter((route) => route.remote === 'mf-tech');

/** The exposed screens by module name, found by the rule the build's `exposes` use (tools/build/screen-files.ts). */
const SCREENS = standaloneScreens('mf-tech', ROUTES, import.meta.webpackContext('../', { recursive: true, regExp: /\/[A-Z]\w*\.tsx$/, mode: 'lazy' }));

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
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/" element={<Navigate to={TECH_HOME_PATH} replace />} />
        {techRoutes.map(({ path, module, section }) => {
          const Screen = SCREENS[module];
          return <Route key={path} path={path} element={Screen ? <Screen section={section} /> : <OtherRemote />} />;
        })}
        <Route path="*" element={<OtherRemote />} />
      </Routes>
    </Suspense>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('mf-tech: #root is missing from index.html');

const root = createRoot(container);
// The remote's texts are fetched in the interface language (app/i18n.ts): the page renders once they are in.
void whenTranslationsLoaded().then(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionWriteThrough />
        <BrowserRouter>
          <StandaloneTech />
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
