import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@irrigo/router';
import type { Role } from '@irrigo/contracts';
import { renderWithProviders } from '@irrigo/test-web';
import { mockApi, officeApi, signedInAs, signedOut } from '../testing/api-mock.js';
import { resetShellState } from '../testing/shell-test-setup.js';
import { OfficeLayout } from './OfficeLayout.js';

// The guest and technician top bars load the admin login widget from mf-auth; its own spec covers it.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({ default: () => null })),
  registerRemotes: jest.fn(),
}));

function setViewport(mobile: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: mobile && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function renderLayoutAt(path: string, role: Role | null) {
  mockApi({ '/api/auth/user': role ? signedInAs(role) : signedOut, ...officeApi });
  return renderWithProviders(
    <Routes>
      <Route element={<OfficeLayout />}>
        <Route path="*" element={<p>screen</p>} />
      </Route>
    </Routes>,
    { url: path },
  );
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(resetShellState);
afterEach(() => setViewport(false));

describe('office layout on a wide screen', () => {
  beforeEach(() => setViewport(false));

  it('gives an admin the full sidebar with the current page highlighted', async () => {
    renderLayoutAt('/customers', 'admin');

    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(linkNames(sidebar)).toEqual([
      'Dashboard',
      'New Inspection',
      'Site Mapping',
      'Inventory',
      'Pricebook',
      'Sell Plans',
      'Customers',
      'Technicians',
      'Scheduling',
      'Service Plans',
      'Settings',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Go to a section' })).toBeInTheDocument();
  });

  it('gives a technician the field items, Dashboard being theirs', async () => {
    renderLayoutAt('/inventory', 'technician');

    const sidebar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(linkNames(sidebar)).toEqual(['Dashboard', 'New Inspection', 'Site Mapping', 'Inventory', 'Pricebook', 'Sell Plans']);
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/tech-dashboard');
  });

  it('shows only a brand bar to someone not signed in', async () => {
    renderLayoutAt('/setup', null);

    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('office layout on a phone', () => {
  beforeEach(() => setViewport(true));

  it('replaces the sidebar with a bottom bar of at most 4 items', async () => {
    renderLayoutAt('/dashboard', 'admin');

    const bottomBar = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(linkNames(bottomBar)).toEqual(['Dashboard', 'New Inspection', 'Customers', 'Settings']);
    expect(within(bottomBar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Go to a section' })).not.toBeInTheDocument();
  });

  it('opens every destination from the Menu button and closes after choosing one', async () => {
    const user = userEvent.setup();
    renderLayoutAt('/dashboard', 'admin');

    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getAllByRole('link')).toHaveLength(11);

    await user.click(within(drawer).getByRole('link', { name: 'Scheduling' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
