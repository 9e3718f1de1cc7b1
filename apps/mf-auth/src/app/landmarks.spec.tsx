import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { ROUTES } from '@irrigo/contracts';
import { renderScreen } from '@irrigo/test-web';
import Activate from '../features/activation/Activate.js';
import AdminLogin from '../features/admin-login/AdminLogin.js';
import AdminSetup from '../features/admin-setup/AdminSetup.js';
import EmailAuth from '../features/email-auth/EmailAuth.js';
import SignIn from '../features/sign-up/SignIn.js';
import SignUp from '../features/sign-up/SignUp.js';
import TechLogin from '../features/tech-login/TechLogin.js';
import { freshPage } from '../testing/fresh-page.js';
import { json, mockApi } from '../testing/mock-api.js';

/** The exposed modules, as the shell loads them for ROUTES. */
const SCREENS: Record<string, () => ReactElement> = {
  './Activate': () => <Activate />,
  './AdminLogin': () => <AdminLogin />,
  './AdminSetup': () => <AdminSetup />,
  './EmailAuth': () => <EmailAuth />,
  './SignIn': () => <SignIn />,
  './SignUp': () => <SignUp />,
  './TechLogin': () => <TechLogin />,
};

function screenOf(module: string): ReactElement {
  const make = SCREENS[module];
  if (!make) throw new Error(`no screen for ${module}`);
  return make();
}

const authRoutes = ROUTES.filter((route) => route.remote === 'mf-auth' && !route.section);

/** Signed out, with an administrator set up: what a visitor of the sign-in screens meets. */
function signedOutVisitor() {
  const signedOut = json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Not signed in' });
  mockApi({
    'GET /api/admin/exists': json(200, { exists: true }),
    'GET /api/auth/role': signedOut,
    'GET /api/technicians': signedOut,
  });
}

beforeEach(() => freshPage('en'));

describe('the sign-in screens: one h1 and one main landmark', () => {
  it('covers every mf-auth route of the table', () => {
    expect(authRoutes.map((route) => route.module).every((module) => module in SCREENS)).toBe(true);
  });

  it.each(authRoutes.filter((route) => route.frame === 'none').map((route) => [route.path, route.module]))(
    '%s (its own page) is one <main> with one h1',
    async (path, module) => {
      signedOutVisitor();
      renderScreen(screenOf(module), { path });

      expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    },
  );

  it.each(authRoutes.filter((route) => route.frame === 'office').map((route) => [route.path, route.module]))(
    '%s (inside the office frame, which brings the <main>) has one h1 and no <main> of its own',
    async (path, module) => {
      signedOutVisitor();
      renderScreen(screenOf(module), { path });

      expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByRole('main')).not.toBeInTheDocument();
    },
  );

  it('names the page in Spanish too', async () => {
    await freshPage('es');
    signedOutVisitor();
    renderScreen(<TechLogin />, { path: '/tech-login' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso de técnicos' })).toBeInTheDocument();
  });
});
