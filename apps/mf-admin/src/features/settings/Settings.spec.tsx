import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser, Role } from '@irrigo/contracts';
import { getLanguage, initI18n, setLanguage } from '@irrigo/i18n';
import { CURRENT_USER_QUERY_KEY } from '@irrigo/session';
import { answer, mockApi, renderScreen } from '@irrigo/test-web';
import Settings from './Settings';
import styles from './Settings.module.css';

const user = (role: Role): AuthUser => ({
  id: `acc-${role}`,
  email: `${role}@riegos.co`,
  name: 'Rosa Delgado',
  role,
  locationId: null,
  organizationId: 'org-1',
  technicianId: role === 'technician' ? 't-1' : null,
  mustChangePassword: false,
});

const signedInAs = (role: Role) => mockApi({ [CURRENT_USER_QUERY_KEY[0]]: () => answer(200, user(role)) });
const renderPage = () => renderScreen(<Settings />, { path: '/settings' });

/** Each link of a region as [title, href]: a card's name is its title followed by its one line. */
const links = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.querySelector(`.${styles.linkTitle}`)?.textContent, link.getAttribute('href')]);
/** A card link by its title: its name begins with it. */
const cardName = (title: string) => new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);

beforeEach(async () => {
  window.localStorage.clear();
  initI18n();
  await setLanguage('en');
});

describe('Settings', () => {
  it.each<Role>(['admin', 'manager'])('leads a %s to the organization’s profile, accounts, access requests, bulk accounts and security log', async (role) => {
    signedInAs(role);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const organization = await screen.findByRole('region', { name: 'Organization' });
    expect(links(organization)).toEqual([
      ['Organization profile', '/admin/organization'],
      ['Team accounts', '/admin/accounts'],
      ['Access requests', '/admin/access-requests'],
      ['Bulk accounts', '/admin/bulk-accounts'],
      ["Set a technician's password", '/email-auth'],
      ['Security log', '/admin/audit-log'],
    ]);
    expect(within(organization).getByRole('link', { name: cardName('Team accounts') })).toHaveAccessibleName(
      'Team accounts Change roles and locations, and disable or enable accounts.',
    );
    expect(screen.queryByRole('link', { name: cardName('Your technician settings') })).not.toBeInTheDocument();
  });

  it("leads to /email-auth to set one technician's password", async () => {
    signedInAs('manager');
    renderPage();

    const link = await screen.findByRole('link', { name: cardName("Set a technician's password") });
    expect(link).toHaveAccessibleName(
      "Set a technician's password Choose a technician synced from Housecall Pro by name and give them a password to sign in with.",
    );
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/email-auth');
  });

  it('follows a link to its screen', async () => {
    signedInAs('admin');
    renderPage();

    await userEvent.click(await screen.findByRole('link', { name: cardName('Team accounts') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/accounts');
  });

  it('leads to the organization profile, saying what it holds', async () => {
    signedInAs('admin');
    renderPage();

    const link = await screen.findByRole('link', { name: cardName('Organization profile') });
    expect(link).toHaveAccessibleName("Organization profile Your business's name, type, and the phone, e-mail and website on customers' reports.");
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/organization');
  });

  it('gives everyone the language choice and a way to their profile', async () => {
    signedInAs('supervisor');
    renderPage();

    const preferences = await screen.findByRole('region', { name: 'Your preferences' });
    expect(within(preferences).getByRole('link', { name: cardName('Your profile') })).toHaveAttribute('href', '/profile');
    const language = within(preferences).getByRole('group', { name: 'Language' });
    expect(within(language).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(language).getByRole('button', { name: 'Español' }));

    expect(getLanguage()).toBe('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tus preferencias' })).toBeInTheDocument();
  });

  it('keeps the organization out of sight of a supervisor', async () => {
    signedInAs('supervisor');
    renderPage();

    await screen.findByRole('region', { name: 'Your preferences' });
    expect(screen.queryByRole('region', { name: 'Organization' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: cardName('Team accounts') })).not.toBeInTheDocument();
  });

  it('sends a technician to their own settings first', async () => {
    signedInAs('technician');
    renderPage();

    const own = await screen.findByRole('link', { name: cardName('Your technician settings') });
    expect(own).toHaveAttribute('href', '/tech-settings');
    expect(own).toHaveAccessibleName(/Notifications, your password/);
    expect(screen.queryByRole('region', { name: 'Organization' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your preferences' })).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await act(() => setLanguage('es'));
    signedInAs('manager');
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    const organization = await screen.findByRole('region', { name: 'Organización' });
    expect(links(organization).map(([name]) => name)).toEqual([
      'Perfil de la organización',
      'Cuentas del equipo',
      'Solicitudes de acceso',
      'Cuentas en bloque',
      'Asignar la contraseña de un técnico',
      'Registro de seguridad',
    ]);
    expect(screen.getByRole('link', { name: cardName('Tu perfil') })).toHaveAttribute('href', '/profile');
  });
});
