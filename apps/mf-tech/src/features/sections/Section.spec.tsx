import { screen, within } from '@testing-library/react';
import { sectionsOf, type AuthUser, type Role } from '@irrigo/contracts';
import { i18n, initI18n, setLanguage } from '@irrigo/i18n';
import { TECH_NAMESPACE } from '../../app/i18n';
import { HEALTH_URL, useSessionStore } from '@irrigo/session';
import { answer, mockApi, renderScreen } from '@irrigo/test-web';
import Section from './Section';

/** The gateway answers the health check, so the field screens know they are online. */
const mockOnlineApi = (handlers: Parameters<typeof mockApi>[0]) => mockApi({ [HEALTH_URL]: () => answer(200, { status: 'ok', services: {} }), ...handlers });

const signedIn = (role: Role): AuthUser => ({
  id: 'u1',
  email: 'rosa@riegos.co',
  name: 'Rosa Delgado',
  role,
  locationId: null,
  organizationId: 'org-1',
  technicianId: null,
  mustChangePassword: false,
});

beforeEach(async () => {
  // One connectivity store per page: each test starts before the first health check.
  useSessionStore.setState({ connectivity: 'checking' });
  window.localStorage.clear();
  initI18n();
  await setLanguage('en');
});

describe('Section', () => {
  it('renders a technician section in the mobile frame with a way back to the dashboard', () => {
    renderScreen(<Section section="tech-service-plans" />, { path: '/tech-service-plans' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sell Service Plans' })).toBeInTheDocument();
    expect(screen.getByText(/maintenance plans you offer/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Being built');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/tech-dashboard');
    const tabs = screen.getByRole('navigation', { name: 'Technician tabs' });
    expect(within(tabs).getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it.each(['site-mapping', 'tech-service-plans'])('gives an owner a way back to the office from %s', async (section) => {
    mockOnlineApi({ '/api/auth/user': () => answer(200, signedIn('admin')) });
    renderScreen(<Section section={section} />, { path: `/${section}` });

    expect(await screen.findByRole('link', { name: 'Back to office' })).toHaveAttribute('href', '/dashboard');
  });

  it('gives a manager the way back in Spanish', async () => {
    await setLanguage('es');
    mockOnlineApi({ '/api/auth/user': () => answer(200, signedIn('manager')) });
    renderScreen(<Section section="site-mapping" />, { path: '/site-mapping' });

    expect(await screen.findByRole('link', { name: 'Volver a la oficina' })).toHaveAttribute('href', '/dashboard');
  });

  it('leaves the way back to the office out for a technician', async () => {
    mockOnlineApi({ '/api/auth/user': () => answer(200, signedIn('technician')) });
    renderScreen(<Section section="site-mapping" />, { path: '/site-mapping' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Site Map' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Back to office' })).not.toBeInTheDocument();
  });

  it('renders in Spanish', async () => {
    await setLanguage('es');
    renderScreen(<Section section="site-mapping" />, { path: '/site-mapping' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mapa del sitio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/tech-dashboard');
    expect(screen.getByRole('note')).toHaveTextContent('En construcción');
  });

  it('leaves the technician frame out of a section shown in the office frame', () => {
    renderScreen(<Section section="sell-plans" />, { path: '/sell-plans' });

    expect(screen.getByRole('heading', { level: 1, name: 'Sell Plans' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Home' })).not.toBeInTheDocument();
  });

  it.each(sectionsOf('mf-tech'))('has English and Spanish copy for %s', (section) => {
    for (const lng of ['en', 'es']) {
      for (const field of ['title', 'description']) {
        expect(i18n.exists(`sections.${section}.${field}`, { ns: TECH_NAMESPACE, lng })).toBe(true);
      }
    }
  });
});
