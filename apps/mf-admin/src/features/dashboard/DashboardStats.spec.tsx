import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { useSessionStore } from '@irrigo/session';
import { answer } from '@irrigo/test-web';
import { DASHBOARD_STATS_URL } from './api/dashboard-stats';
import { mockDashboardApi, renderDashboard, statsFor } from './dashboard-test-api';

beforeEach(async () => {
  window.localStorage.clear();
  useSessionStore.setState({ selectedLocationId: null });
  initI18n();
  await setLanguage('en');
});

const inPanel = () => within(screen.getByRole('tabpanel'));

/** What each card of the shown period says, label → [value, detail]. */
async function cards(): Promise<Record<string, string[]>> {
  const panel = screen.getByRole('tabpanel');
  const heading = await within(panel).findByRole('heading', { level: 3, name: /Total Inspections|Total de inspecciones/ });
  await waitFor(() => expect(within(panel).queryAllByText('—')).toHaveLength(0));
  const list = heading.closest('ul') as HTMLElement;
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((card) => [within(card).getByRole('heading').textContent ?? '', [...card.querySelectorAll('p')].map((p) => p.textContent ?? '')]),
  );
}

describe('Dashboard cards', () => {
  it('show the month’s figures of the top bar’s location by default, in the browser’s time zone', async () => {
    const api = mockDashboardApi();
    renderDashboard();

    await inPanel().findByText('$1,250.00');
    expect(await cards()).toEqual({
      'Total Inspections': ['12', '9 completed'],
      Revenue: ['$1,250.00', '$310.50 pending'],
      'Active Technicians': ['3', 'of 5 on the roster'],
      'Territory Coverage': ['42%', '5 of 12 ZIP codes'],
    });
    expect(screen.getByText('Nov 1 – 25, 2026')).toBeInTheDocument();
    const [request, ...more] = api.calls('GET', DASHBOARD_STATS_URL);
    expect(more).toHaveLength(0);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      period: 'month',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      locationId: 'loc-north',
    });
  });

  it('follow the period tabs, asking only for the chosen period', async () => {
    const user = userEvent.setup();
    const api = mockDashboardApi();
    renderDashboard();
    await inPanel().findByText('$1,250.00');

    await user.click(screen.getByRole('tab', { name: 'Week' }));
    await inPanel().findByText('$310.50');
    expect((await cards())['Total Inspections']).toEqual(['4', '1 completed']);
    expect((await cards())['Territory Coverage']).toEqual(['17%', '2 of 12 ZIP codes']);

    await user.click(screen.getByRole('tab', { name: 'Quarter' }));
    await inPanel().findByText('$98,765.40');
    expect(await cards()).toEqual({
      'Total Inspections': ['1,340', '1,201 completed'],
      Revenue: ['$98,765.40', '$4,500.00 pending'],
      'Active Technicians': ['5', 'of 5 on the roster'],
      'Territory Coverage': ['92%', '11 of 12 ZIP codes'],
    });
    expect(api.calls('GET', DASHBOARD_STATS_URL).map((request) => request.query.get('period'))).toEqual(['month', 'week', 'quarter']);
  });

  it('count the location chosen in the top bar', async () => {
    useSessionStore.setState({ selectedLocationId: 'loc-south' });
    const api = mockDashboardApi();
    renderDashboard();

    await inPanel().findByText('$1,250.00');
    expect(api.calls('GET', DASHBOARD_STATS_URL).map((request) => request.query.get('locationId'))).toEqual(['loc-south']);
  });

  it('are busy only while the chosen period loads: the hidden periods, never asked for, are not', async () => {
    mockDashboardApi();
    renderDashboard();
    await inPanel().findByText('$1,250.00');
    // The hidden panels (week, quarter) stay in the page for the tabs' aria-controls.
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
  });

  it('say what each figure counts in a tooltip', async () => {
    mockDashboardApi();
    renderDashboard();
    await inPanel().findByText('$1,250.00');

    // Keyboard focus opens a tooltip at once (hover waits the spec's 700 ms).
    act(() => screen.getByRole('button', { name: 'About Revenue' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Estimated totals, in USD, of the inspections started in the period that are now completed. Pending: estimated totals of those still in draft. Counted by the date the inspection was started, like Total Inspections.',
    );
    act(() => screen.getByRole('button', { name: 'About Territory Coverage' }).focus());
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(/^Share of the service area/));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Share of the service area covered in the period. The service area is the ZIP codes of the location’s customer sites; a ZIP code is covered when an inspection was made there in the period.',
    );
  });

  it('stand in with skeletons while the figures load', async () => {
    mockDashboardApi({ overrides: { [`GET ${DASHBOARD_STATS_URL}`]: () => new Promise<Response>(() => undefined) } });
    renderDashboard();

    expect(await screen.findByText('Loading the period’s figures…')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel').querySelector('ul')).toHaveAttribute('aria-busy', 'true');
    expect(inPanel().queryByText('$1,250.00')).not.toBeInTheDocument();
  });

  it('show "—", never 0, for the parts services/org could not give, and say some data may be loading', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockDashboardApi({
      overrides: {
        [`GET ${DASHBOARD_STATS_URL}`]: () => {
          calls += 1;
          return answer(
            200,
            calls === 1
              ? statsFor('month', {
                  technicians: { active: 3, total: null },
                  territories: { covered: null, total: null },
                  missing: ['technicians', 'territories'],
                })
              : statsFor('month'),
          );
        },
      },
    });
    renderDashboard();

    expect(await screen.findByText('Some data may be loading. Refresh if data appears outdated.')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    const card = (name: string) => within(within(panel).getByRole('heading', { level: 3, name }).closest('li') as HTMLElement);
    expect(card('Active Technicians').getByText('3')).toBeInTheDocument();
    expect(card('Active Technicians').getByText('of — on the roster')).toBeInTheDocument();
    expect(card('Territory Coverage').getByText('—')).toBeInTheDocument();
    expect(card('Territory Coverage').getByText('— of — ZIP codes')).toBeInTheDocument();
    expect(within(panel).queryByText('0%')).not.toBeInTheDocument();
    // The parts that were counted still show.
    expect(card('Revenue').getByText('$1,250.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await card('Territory Coverage').findByText('42%')).toBeInTheDocument();
    expect(screen.queryByText('Some data may be loading. Refresh if data appears outdated.')).not.toBeInTheDocument();
  });

  it('say some data may be loading, and why, when the figures cannot be read at all', async () => {
    mockDashboardApi({ overrides: { [`GET ${DASHBOARD_STATS_URL}`]: () => answer(503, '') } });
    renderDashboard();

    expect(await screen.findByText('Some data may be loading. Refresh if data appears outdated.')).toBeInTheDocument();
    expect(screen.getByText('The system is temporarily unavailable. Please try again in a few minutes.')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByText('—')).toHaveLength(4);
    expect(within(panel).queryByText('0')).not.toBeInTheDocument();
  });

  it('are stale after 5 s and read again on mount, never because the window regains focus', async () => {
    const api = mockDashboardApi();
    const { queryClient } = renderDashboard();
    await inPanel().findByText('$1,250.00');
    const query = queryClient.getQueryCache().findAll({ queryKey: [DASHBOARD_STATS_URL] })[0];
    expect(query?.options).toMatchObject({ staleTime: 5_000, refetchOnMount: true, refetchOnWindowFocus: false });

    // Stale figures and the window coming back: still one request.
    act(() => query?.setState({ dataUpdatedAt: Date.now() - 6_000 }));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('GET', DASHBOARD_STATS_URL)).toHaveLength(1);
    focusManager.setFocused(undefined);
  });

  it('are in Spanish with Spanish number formats', async () => {
    await setLanguage('es');
    mockDashboardApi();
    renderDashboard();

    await inPanel().findByText('$1,250.00');
    expect(await cards()).toEqual({
      'Total de inspecciones': ['12', '9 completadas'],
      Ingresos: ['$1,250.00', '$310.50 pendientes'],
      'Técnicos activos': ['3', 'de 5 en la plantilla'],
      'Cobertura del territorio': ['42%', '5 de 12 códigos postales'],
    });
    expect(screen.getByRole('button', { name: 'Información sobre Ingresos' })).toBeInTheDocument();
    expect(screen.getByText('1–25 de nov de 2026')).toBeInTheDocument();
  });
});
