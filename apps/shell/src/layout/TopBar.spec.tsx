import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HCP_STATUS_POLL_MS } from '@irrigo/contracts';
import { STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { renderWithProviders } from '@irrigo/test-web';
import type { ShellUser } from '../app/shell-user.js';
import { location, mockApi, officeApi, signedInAs } from '../testing/api-mock.js';
import { resetShellState } from '../testing/shell-test-setup.js';
import { HcpStatusBadge } from './HcpStatusBadge.js';
import { LocationSwitcher } from './LocationSwitcher.js';
import { sidebarItemsFor } from './navigation.js';
import { QuickSearch } from './QuickSearch.js';
import { TopBar } from './TopBar.js';
import { UserMenu } from './UserMenu.js';

const admin: ShellUser = { id: 'u1', name: 'Ana Ruiz', email: 'ana@riego.co', role: 'admin', locationId: null };

function renderInShell(ui: ReactNode, path = '/dashboard') {
  return renderWithProviders(ui, { url: path });
}

beforeEach(resetShellState);

describe('HCP status badge', () => {
  it('says Checking until the first answer', () => {
    mockApi({ '/api/housecall-pro/status': 'never' });
    renderInShell(<HcpStatusBadge />);

    expect(screen.getByText('Checking')).toBeInTheDocument();
  });

  it('says HCP Connected when the link is up', async () => {
    mockApi({ '/api/housecall-pro/status': { status: 200, body: { connected: true } } });
    renderInShell(<HcpStatusBadge />);

    expect(await screen.findByText('HCP Connected')).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/housecall-pro/status', expect.objectContaining({ credentials: 'include' }));
  });

  it('says HCP Offline when the link is down', async () => {
    mockApi({ '/api/housecall-pro/status': { status: 200, body: { connected: false } } });
    renderInShell(<HcpStatusBadge />);

    expect(await screen.findByText('HCP Offline')).toBeInTheDocument();
  });

  it('says HCP Offline when the status cannot be read', async () => {
    mockApi({ '/api/housecall-pro/status': { status: 502, body: { statusCode: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'down' } } });
    renderInShell(<HcpStatusBadge />);

    expect(await screen.findByText('HCP Offline')).toBeInTheDocument();
  });

  it('asks again every 30 seconds', async () => {
    jest.useFakeTimers();
    try {
      let connected = true;
      mockApi({ '/api/housecall-pro/status': () => ({ status: 200, body: { connected } }) });
      renderInShell(<HcpStatusBadge />);
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByText('HCP Connected')).toBeInTheDocument();

      connected = false;
      await act(() => jest.advanceTimersByTimeAsync(HCP_STATUS_POLL_MS));

      expect(globalThis.fetch).toHaveBeenCalledTimes(2);
      expect(await screen.findByText('HCP Offline')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('location switcher', () => {
  const locations = [location('loc-1', 'Tampa'), location('loc-2', 'Main Office'), location('loc-3', 'Orlando')];

  it('defaults to the user’s own location and keeps the choice', async () => {
    mockApi({ '/api/auth/user': signedInAs('admin', { locationId: 'loc-3' }), '/api/locations/available': { status: 200, body: { locations } } });
    renderInShell(<LocationSwitcher />);

    expect(await screen.findByRole('button', { name: 'Location: Orlando' })).toHaveTextContent('Orlando');
    expect(useSessionStore.getState().selectedLocationId).toBe('loc-3');
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLocationId)).toBe('loc-3');
  });

  it('defaults to the main office when the user has no location', async () => {
    mockApi({ '/api/auth/user': signedInAs('admin'), '/api/locations/available': { status: 200, body: { locations } } });
    renderInShell(<LocationSwitcher />);

    expect(await screen.findByRole('button', { name: 'Location: Main Office' })).toHaveTextContent('Main Office');
  });

  it('keeps a stored choice that is still available', async () => {
    useSessionStore.getState().setSelectedLocationId('loc-1');
    mockApi({ '/api/auth/user': signedInAs('admin', { locationId: 'loc-3' }), '/api/locations/available': { status: 200, body: { locations } } });
    renderInShell(<LocationSwitcher />);

    expect(await screen.findByRole('button', { name: 'Location: Tampa' })).toHaveTextContent('Tampa');
  });

  it('replaces a stored choice that is no longer available', async () => {
    useSessionStore.getState().setSelectedLocationId('closed-branch');
    mockApi({ '/api/auth/user': signedInAs('admin'), '/api/locations/available': { status: 200, body: { locations } } });
    renderInShell(<LocationSwitcher />);

    await waitFor(() => expect(useSessionStore.getState().selectedLocationId).toBe('loc-2'));
  });

  it('switches location', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/auth/user': signedInAs('admin'), '/api/locations/available': { status: 200, body: { locations } } });
    renderInShell(<LocationSwitcher />);

    await user.click(await screen.findByRole('button', { name: 'Location: Main Office' }));
    expect(screen.getByRole('menuitemradio', { name: 'Main Office' })).toBeChecked();
    // The rest of the page stays readable while the choice is open: nothing outside is aria-hidden.
    expect(document.querySelector('[aria-hidden="true"] a, [aria-hidden="true"] button')).toBeNull();
    await user.click(screen.getByRole('menuitemradio', { name: 'Orlando' }));

    expect(useSessionStore.getState().selectedLocationId).toBe('loc-3');
    expect(await screen.findByRole('button', { name: 'Location: Orlando' })).toBeInTheDocument();
  });
});

describe('quick search', () => {
  it('filters the user’s destinations by their translated names and goes there on Enter', async () => {
    const user = userEvent.setup();
    renderInShell(<QuickSearch items={sidebarItemsFor('admin')} />);

    await user.type(screen.getByRole('combobox', { name: 'Go to a section' }), 'tech');
    const results = screen.getByRole('listbox');
    expect(
      within(results)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Technicians']);

    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/technicians');
  });

  it('moves through matches with the arrow keys and goes there on click', async () => {
    const user = userEvent.setup();
    renderInShell(<QuickSearch items={sidebarItemsFor('admin')} />);

    await user.type(screen.getByRole('combobox', { name: 'Go to a section' }), 'plans');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Service Plans' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('option', { name: 'Sell Plans' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/sell-plans');
  });

  it('says so when nothing matches, and offers only what the role can reach', async () => {
    const user = userEvent.setup();
    renderInShell(<QuickSearch items={sidebarItemsFor('technician')} />);

    await user.type(screen.getByRole('combobox', { name: 'Go to a section' }), 'customers');

    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No section matches “customers”')).toBeInTheDocument();
  });
});

describe('user menu', () => {
  it('opens Profile and Settings', async () => {
    const user = userEvent.setup();
    renderInShell(<UserMenu user={admin} />);

    await user.click(screen.getByRole('button', { name: 'Account menu for Ana Ruiz' }));
    // The open menu leaves the page readable: nothing focusable outside it is marked aria-hidden.
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(document.querySelector('[aria-hidden="true"] a, [aria-hidden="true"] button')).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));

    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/settings');
  });

  it('signs an office user out to the admin login', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/auth/logout': { status: 204 } });
    useSessionStore.getState().signIn({ id: 'u1', email: 'ana@riego.co', name: 'Ana Ruiz', role: 'admin' });
    renderInShell(<UserMenu user={admin} />);

    await user.click(screen.getByRole('button', { name: 'Account menu for Ana Ruiz' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/admin-login'));
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('signs a technician out to the technician login', async () => {
    const user = userEvent.setup();
    mockApi({ '/api/auth/logout': { status: 204 } });
    renderInShell(<UserMenu user={{ ...admin, name: 'Luis Peña', role: 'technician' }} />);

    await user.click(screen.getByRole('button', { name: 'Account menu for Luis Peña' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/tech-login'));
  });

  it('switches the interface to Spanish', async () => {
    const user = userEvent.setup();
    renderInShell(<UserMenu user={admin} />);

    await user.click(screen.getByRole('button', { name: 'Account menu for Ana Ruiz' }));
    await user.click(screen.getByRole('menuitem', { name: 'Español' }));

    expect(screen.getByRole('button', { name: 'Menú de la cuenta de Ana Ruiz' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
  });
});

describe('top bar', () => {
  it('shows the organization, location, HCP status, bell and user menu', async () => {
    const user = userEvent.setup();
    mockApi(officeApi);
    renderInShell(<TopBar user={admin} items={sidebarItemsFor('admin')} isMobile={false} onOpenMenu={() => undefined} />);

    expect(await screen.findByText('Riego Sur')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Location: Main Office' })).toHaveTextContent('Main Office');
    expect(await screen.findByText('HCP Connected')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Go to a section' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  it('trades the search box for a Menu button on mobile', () => {
    mockApi(officeApi);
    renderInShell(<TopBar user={admin} items={sidebarItemsFor('admin')} isMobile onOpenMenu={() => undefined} />);

    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Go to a section' })).not.toBeInTheDocument();
  });
});
