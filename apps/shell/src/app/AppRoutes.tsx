import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@irrigo/router';
import { ROUTES, type RouteDefinition } from '@irrigo/contracts';
import { RemoteScreen } from '../federation/RemoteScreen.js';
import { AuthUnavailable } from '../screens/AuthUnavailable.js';
import { NotFound } from '../screens/NotFound.js';
import { PageSpinner } from '../screens/PageSpinner.js';
import { homePathFor, TECH_LOGIN_PATH } from './access.js';
import { NOT_FOUND_TITLE, useDocumentTitle } from './document-title.js';
import { RouteGuard } from './RouteGuard.js';
import { useShellSession } from './shell-user.js';

/**
 * The office frame (top bar, sidebar, menus) loads with the first office route: a technician's first screen
 * (/tech-login, /tech-dashboard) never waits for it.
 */
const OfficeLayout = lazy(() => import('../layout/OfficeLayout.js').then(({ OfficeLayout }) => ({ default: OfficeLayout })));

function OfficeFrame() {
  return (
    <Suspense fallback={<PageSpinner fullPage />}>
      <OfficeLayout />
    </Suspense>
  );
}

const officeRoutes = ROUTES.filter((route) => route.frame === 'office');
const framelessRoutes = ROUTES.filter((route) => route.frame === 'none');

/** One route of the table: its title, its guard, then the owning remote's exposed module. */
function RoutedScreen({ route }: { route: RouteDefinition }) {
  useDocumentTitle(route.title);
  return (
    <RouteGuard guard={route.guard}>
      <RemoteScreen remote={route.remote} module={route.module} props={route.section ? { section: route.section } : undefined} />
    </RouteGuard>
  );
}

/**
 * A path the table does not know: the 404 screen for a signed-in user; for everyone else the
 * technician login, the spec's fallback. Redirecting (rather than drawing the login here) keeps the
 * address bar and the screen in agreement, so a refresh or a shared link shows the same thing.
 */
function UnmatchedPath() {
  const session = useShellSession();
  useDocumentTitle(NOT_FOUND_TITLE);
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'unavailable') return <AuthUnavailable />;
  if (session.status === 'signed-out') return <Navigate to={TECH_LOGIN_PATH} replace />;
  return <NotFound homePath={homePathFor(session)} />;
}

/**
 * The product's routes, built from ROUTES in @irrigo/contracts (owner remote, module, guard, frame).
 * `office` routes render inside the top bar + sidebar; `none` routes (sign-in pages, the technician's
 * field screens, /inspection and /site-mapping) have the whole page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<OfficeFrame />}>
        {officeRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={<RoutedScreen key={route.path} route={route} />} />
        ))}
        <Route path="*" element={<UnmatchedPath />} />
      </Route>
      {framelessRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={<RoutedScreen key={route.path} route={route} />} />
      ))}
    </Routes>
  );
}
