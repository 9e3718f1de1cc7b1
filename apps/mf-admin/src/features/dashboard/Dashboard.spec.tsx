import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { useSessionStore } from '@irrigo/session';
import { answer } from '@irrigo/test-web';
import { ORGANIZATION, mockDashboardApi, renderDashboard } from './dashboard-test-api';

beforeEach(async () => {
  window.localStorage.clear();
  useSessionStore.setState({ selectedLocationId: null });
  initI18n();
  await setLanguage('en');
});

describe('Dashboard header', () => {
  it('shows the title with the organization and the user’s own location', async () => {
    mockDashboardApi();
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Riegos del Sol')).toBeInTheDocument();
    expect(await screen.findByText('North Yard')).toBeInTheDocument();
  });

  it('shows the location selected in the session store', async () => {
    useSessionStore.setState({ selectedLocationId: 'loc-south' });
    mockDashboardApi();
    renderDashboard();

    expect(await screen.findByText('South Yard')).toBeInTheDocument();
    expect(screen.queryByText('North Yard')).not.toBeInTheDocument();
  });

  it('says so while the organization loads', async () => {
    mockDashboardApi({ overrides: { 'GET /api/organizations/current': () => new Promise<Response>(() => undefined) } });
    renderDashboard();

    expect(await screen.findByRole('status', { name: 'Loading organization…' })).toBeInTheDocument();
  });

  it('keeps the quick actions and offers a retry when the organization cannot load', async () => {
    let organizationCalls = 0;
    mockDashboardApi({
      overrides: {
        'GET /api/organizations/current': () => {
          organizationCalls += 1;
          return organizationCalls === 1 ? answer(503, '') : answer(200, ORGANIZATION);
        },
      },
    });
    renderDashboard();

    expect(await screen.findByText("We couldn't load your organization.")).toBeInTheDocument();
    // Why, in the interface language: never the raw "503: Server Error" of the failed call.
    expect(screen.getByText('The system is temporarily unavailable. Please try again in a few minutes.')).toBeInTheDocument();
    expect(screen.queryByText(/503/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Inspection' })).toBeInTheDocument();
    expect(await screen.findByText('North Yard')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Riegos del Sol')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your organization.")).not.toBeInTheDocument();
  });
});

describe('Dashboard period tabs', () => {
  it('defaults to Month and keeps a switch in the URL', async () => {
    mockDashboardApi();
    renderDashboard();

    const tabs = screen.getByRole('tablist', { name: 'Dashboard period' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Week', 'Month', 'Quarter']);
    expect(within(tabs).getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Quarter' }));

    expect(within(tabs).getByRole('tab', { name: 'Quarter' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?period=quarter');
    await screen.findByText('Riegos del Sol');
  });

  it('shows the chosen period’s panel, which every tab names as the panel it controls', async () => {
    mockDashboardApi();
    renderDashboard();

    const tabs = screen.getAllByRole('tab');
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    expect(screen.getByRole('tabpanel', { name: 'Month' })).toHaveTextContent('This month');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

    await userEvent.click(screen.getByRole('tab', { name: 'Week' }));
    expect(screen.getByRole('tabpanel', { name: 'Week' })).toHaveTextContent('This week');
    await screen.findByText('Riegos del Sol');
  });

  it('opens on the period of the URL, so a reload keeps the choice', async () => {
    mockDashboardApi();
    renderDashboard({ url: '/dashboard?period=week' });

    expect(screen.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Riegos del Sol');
  });

  it('falls back to Month for an unknown period in the URL', async () => {
    mockDashboardApi();
    renderDashboard({ url: '/dashboard?period=decade' });

    expect(screen.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Riegos del Sol');
  });
});

describe('Quick Actions', () => {
  it('links to the eight destinations of the spec', async () => {
    mockDashboardApi();
    renderDashboard();

    const quickActions = screen.getByRole('region', { name: 'Quick Actions' });
    const links = within(quickActions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['New Inspection', '/inspection'],
      ['Schedule', '/scheduling'],
      ['Inventory', '/inventory'],
      ['Technicians', '/technicians'],
      ['Bulk Manage Pricebook', '/admin/pricebook'],
      ['Categories', '/pricebook-categories'],
      ['Items', '/pricebook-items'],
      ['Sync', '/admin/pricebook-sync'],
    ]);
    await screen.findByText('Riegos del Sol');
  });

  it('navigates when an action is chosen', async () => {
    mockDashboardApi();
    renderDashboard();

    await userEvent.click(screen.getByRole('link', { name: 'Schedule' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/scheduling'));
  });

  it('is translated into Spanish', async () => {
    await setLanguage('es');
    mockDashboardApi();
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva inspección' })).toHaveAttribute('href', '/inspection');
    expect(screen.getByRole('tab', { name: 'Mes' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Riegos del Sol');
  });
});
