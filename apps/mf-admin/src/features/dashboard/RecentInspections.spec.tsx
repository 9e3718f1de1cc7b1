import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { useSessionStore } from '@irrigo/session';
import { answer, findToast, toastText } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { DASHBOARD_STATS_URL } from './api/dashboard-stats';
import { RECENT_INSPECTIONS_URL } from './api/recent-inspections';
import { COMPLETED, DRAFT, IN_REVIEW, MANAGER, mockDashboardApi, renderDashboard, type Answer } from './dashboard-test-api';

const DELETE_DRAFT = `DELETE /api/admin/inspections/${DRAFT.id}`;

beforeEach(async () => {
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ selectedLocationId: null });
  initI18n();
  await setLanguage('en');
});

const recentSection = () => within(screen.getByRole('region', { name: /^(Recent Inspections|Inspecciones recientes)$/ }));
const rowOf = async (client: string) => (await recentSection().findByText(client)).closest('tr') as HTMLElement;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Recent Inspections', () => {
  it('lists the newest inspections of the top bar’s location with client, address, report number, status, date and total', async () => {
    const api = mockDashboardApi();
    renderDashboard();

    expect(cellTexts(await rowOf('Maria Lopez'))).toEqual([
      'Maria Lopez',
      '120 Oak St, Austin, TX 78701',
      'IRR-20261120-0001',
      'Draft',
      'Nov 20, 2026Created',
      '$310.50',
      'ViewDelete',
    ]);
    // Completed: the completed date, not the created one.
    expect(cellTexts(await rowOf('Green Acres HOA'))).toEqual([
      'Green Acres HOA',
      '9 Elm Rd, Round Rock, TX 78664',
      'IRR-20261118-0002',
      'Completed',
      'Nov 19, 2026Completed',
      '$1,250.00',
      'ViewDelete',
    ]);
    expect(api.calls('GET', RECENT_INSPECTIONS_URL).map((request) => request.query.get('locationId'))).toEqual(['loc-north']);
  });

  it('colours the status: draft yellow, completed green, any other gray and shown as sent', async () => {
    mockDashboardApi();
    renderDashboard();

    expect(within(await rowOf('Maria Lopez')).getByText('Draft')).toHaveClass('warning');
    expect(within(await rowOf('Green Acres HOA')).getByText('Completed', { selector: '[class~="success"]' })).toBeInTheDocument();
    expect(within(await rowOf(IN_REVIEW.clientName)).getByText('in_review')).toHaveClass('neutral');
  });

  it('opens an inspection with View and every inspection with View All', async () => {
    const user = userEvent.setup();
    mockDashboardApi();
    renderDashboard();

    expect(within(await rowOf('Green Acres HOA')).getByRole('link', { name: 'View inspection IRR-20261118-0002' })).toHaveAttribute(
      'href',
      `/inspection/${COMPLETED.id}`,
    );
    expect(recentSection().getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/all-inspections');

    await user.click(within(await rowOf('Maria Lopez')).getByRole('link', { name: /^View/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/inspection/${DRAFT.id}`));
  });

  it('offers Delete to admins only: a manager views but does not delete', async () => {
    mockDashboardApi({ user: MANAGER });
    renderDashboard();

    const row = await rowOf('Maria Lopez');
    expect(within(row).getByRole('link', { name: /^View/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(recentSection().queryAllByRole('button', { name: /Delete/ })).toHaveLength(0);
    expect(recentSection().getByRole('link', { name: 'View All' })).toBeInTheDocument();
  });

  it('says so while loading, when there is nothing yet, and when the list cannot be read', async () => {
    mockDashboardApi({ overrides: { [`GET ${RECENT_INSPECTIONS_URL}`]: () => new Promise<Response>(() => undefined) } });
    const loading = renderDashboard();
    expect(await recentSection().findByText('Loading inspections...')).toBeInTheDocument();
    loading.unmount();

    mockDashboardApi({ recent: [] });
    const empty = renderDashboard();
    expect(await recentSection().findByText('No recent inspections')).toBeInTheDocument();
    expect(recentSection().getByText('Start an inspection to see it here.')).toBeInTheDocument();
    expect(recentSection().queryByRole('table')).not.toBeInTheDocument();
    empty.unmount();

    let calls = 0;
    mockDashboardApi({
      overrides: {
        [`GET ${RECENT_INSPECTIONS_URL}`]: () => {
          calls += 1;
          return calls === 1
            ? answer(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'relation "inspections" does not exist' })
            : answer(200, [DRAFT]);
        },
      },
    });
    renderDashboard();
    expect(await recentSection().findByText('Error loading inspections')).toBeInTheDocument();
    expect(recentSection().getByText('The system is temporarily unavailable. Please try again in a few minutes.')).toBeInTheDocument();
    expect(screen.queryByText(/relation/)).not.toBeInTheDocument();
    await userEvent.click(recentSection().getByRole('button', { name: 'Try again' }));
    expect(await recentSection().findByText('Maria Lopez')).toBeInTheDocument();
  });
});

describe('Deleting an inspection', () => {
  async function openDelete(user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(await rowOf('Maria Lopez')).getByRole('button', { name: 'Delete inspection IRR-20261120-0001' }));
    return screen.findByRole('alertdialog', { name: 'Delete Inspection' });
  }

  it('asks first, says "Deleting..." while the call is out, then says it is removed and reads the list and figures again', async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => undefined;
    const api = mockDashboardApi({ overrides: { [DELETE_DRAFT]: () => new Promise<Response>((resolve) => (finish = resolve)) } });
    renderDashboard();
    await screen.findByText('$1,250.00', { selector: '[class~="value"]' });

    const dialog = await openDelete(user);
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the inspection IRR-20261120-0001 for Maria Lopez? It will disappear from every list and count, and this cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const recentBefore = api.calls('GET', RECENT_INSPECTIONS_URL).length;
    const statsBefore = api.calls('GET', DASHBOARD_STATS_URL).length;

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: /Deleting\.\.\./ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(api.calls('DELETE', `/api/admin/inspections/${DRAFT.id}`)).toHaveLength(1);

    finish(answer(204));
    expect(await findToast('Inspection Removed')).toBeInTheDocument();
    expect(toastText()).toContain('The record has been permanently deleted.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('GET', RECENT_INSPECTIONS_URL).length).toBe(recentBefore + 1));
    await waitFor(() => expect(api.calls('GET', DASHBOARD_STATS_URL).length).toBe(statsBefore + 1));
  });

  it('deletes nothing on Cancel', async () => {
    const user = userEvent.setup();
    const api = mockDashboardApi();
    renderDashboard();

    const dialog = await openDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', `/api/admin/inspections/${DRAFT.id}`)).toHaveLength(0);
    expect(toastText()).toBe('');
  });

  const refused =
    (statusCode: number, code: string): Answer =>
    () =>
      answer(statusCode, { statusCode, code, message: 'Refused in English' });
  it.each<[string, Answer, string]>([
    ['403', refused(403, 'FORBIDDEN'), "You don't have permission to delete this inspection. Please contact your administrator."],
    ['404', refused(404, 'NOT_FOUND'), 'This inspection record could not be found. It may have already been deleted.'],
    [
      'no connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Unable to connect to the server. Please check your internet connection and try again.',
    ],
    ['500', refused(500, 'INTERNAL_ERROR'), "We couldn't delete this inspection right now. Please try again in a moment."],
    ['a proxy’s 502 page', () => answer(502, '<html>Bad gateway</html>'), "We couldn't delete this inspection right now. Please try again in a moment."],
  ])('says Deletion Failed and why on %s, and clears the choice', async (_case, refusal, why) => {
    const user = userEvent.setup();
    mockDashboardApi({ overrides: { [DELETE_DRAFT]: refusal } });
    renderDashboard();

    const dialog = await openDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deletion Failed')).toBeInTheDocument();
    expect(toastText()).toContain(why);
    expect(toastText()).not.toContain('Refused in English');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(recentSection().getByText('Maria Lopez')).toBeInTheDocument();
  });

  it('reads the list again after a 404, since the inspection is gone either way', async () => {
    const user = userEvent.setup();
    const api = mockDashboardApi({ overrides: { [DELETE_DRAFT]: refused(404, 'NOT_FOUND') } });
    renderDashboard();

    const dialog = await openDelete(user);
    const before = api.calls('GET', RECENT_INSPECTIONS_URL).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await findToast('Deletion Failed');
    await waitFor(() => expect(api.calls('GET', RECENT_INSPECTIONS_URL).length).toBe(before + 1));
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    const user = userEvent.setup();
    mockDashboardApi({ overrides: { [DELETE_DRAFT]: refused(404, 'NOT_FOUND') } });
    renderDashboard();

    await user.click(within(await rowOf('Maria Lopez')).getByRole('button', { name: 'Eliminar la inspección IRR-20261120-0001' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar inspección' });
    expect(dialog).toHaveTextContent('¿Seguro que quieres eliminar la inspección IRR-20261120-0001 de Maria Lopez?');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await findToast('No se pudo eliminar')).toBeInTheDocument();
    expect(toastText()).toContain('No se encontró el registro de esta inspección. Es posible que ya se haya eliminado.');
    expect(cellTexts(await rowOf('Green Acres HOA'))).toEqual([
      'Green Acres HOA',
      '9 Elm Rd, Round Rock, TX 78664',
      'IRR-20261118-0002',
      'Completada',
      '19 nov 2026Completada',
      '$1,250.00',
      'VerEliminar',
    ]);
  });
});
