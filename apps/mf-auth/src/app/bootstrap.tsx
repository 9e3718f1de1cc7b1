// Standalone development page of the remote (rspack serve on :4101). The shell never loads this file:
// under the shell the exposed screens use the shell's router, query client, toaster and i18n instance.
import { StrictMode, Suspense, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useLocation } from '@irrigo/router';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { ROUTES } from '@irrigo/contracts';
import { createQueryClient } from '@irrigo/api-client';
import { initI18n, whenTranslationsLoaded } from '@irrigo/i18n';
import { SessionWriteThrough } from '@irrigo/session';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, LanguageSelector, Spinner, Toaster } from '@irrigo/ui';
import '@irrigo/ui/styles/global.css';
import { standaloneScreens } from '../../../../tools/build/standalone-screens';
import AdminLoginDialog from '../features/admin-login/components/AdminLoginDialog.js';
import { AUTH_NAMESPACE } from './i18n.js';
import TechLogin from '../features/tech-login/TechLogin.js';

/** The exposed screens by module name, found by the rule the build's `exposes` use (tools/build/screen-files.ts). */
const SCREENS = standaloneScreens('mf-auth', ROUTES, import.meta.webpackContext('../', { recursive: true, regExp: /\/[A-Z]\w*\.tsx$/, mode: 'lazy' }));

/** Where a successful sign-in leads; those screens belong to other remotes, so here it is only named. */
function SignedInDestination() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { pathname } = useLocation();
  return (
    <Card style={{ maxWidth: 480, margin: '3rem auto' }}>
      <CardHeader>
        <CardTitle>{t('standalone.signedIn')}</CardTitle>
        <CardDescription>{t('standalone.destination', { path: pathname })}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="secondary">
          <Link to="/tech-login">{t('standalone.backToLogin')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Stands in for the shell's office frame on its routes (/setup, /email-auth): top bar with the header widget, and the <main> around the screen. */
function StandaloneOfficeFrame({ children }: { children: ReactElement }) {
  return (
    <>
      <header
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: '0.5rem',
          padding: '0.5rem 1rem',
          borderBottom: '1px solid var(--irrigo-color-border)',
        }}
      >
        <AdminLoginDialog />
        <LanguageSelector />
      </header>
      <main>{children}</main>
    </>
  );
}

function StandaloneRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        {ROUTES.filter((route) => route.remote === 'mf-auth').map((route) => {
          const Screen = SCREENS[route.module];
          const screen = Screen ? <Screen section={route.section} /> : <TechLogin />;
          return (
            <Route key={route.path} path={route.path} element={route.frame === 'office' ? <StandaloneOfficeFrame>{screen}</StandaloneOfficeFrame> : screen} />
          );
        })}
        <Route path="/dashboard" element={<SignedInDestination />} />
        <Route path="/tech-dashboard" element={<SignedInDestination />} />
        <Route path="*" element={<TechLogin />} />
      </Routes>
    </Suspense>
  );
}

initI18n();
const queryClient = createQueryClient();
const container = document.getElementById('root');
const root = container ? createRoot(container) : null;
// The remote's texts are fetched in the interface language (app/i18n.ts): the page renders once they are in.
void whenTranslationsLoaded().then(() =>
  root?.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionWriteThrough />
        <BrowserRouter>
          <StandaloneRoutes />
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
