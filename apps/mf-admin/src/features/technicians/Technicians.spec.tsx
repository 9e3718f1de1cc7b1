import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser, BulkAccountCandidate, Location, TeamAccount, Technician, TechnicianSyncStatusResponse } from '@irrigo/contracts';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { AVAILABLE_LOCATIONS_QUERY_KEY, CURRENT_USER_QUERY_KEY, useSessionStore } from '@irrigo/session';
import { answer, findToast, renderScreen, type FetchMock } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { BULK_ACCOUNTS_URL, CANDIDATES_URL } from '../../api/bulk-accounts';
import { enableUrl, TEAM_ACCOUNTS_URL } from '../../api/team-accounts';
import { TECHNICIAN_SYNC_URL, TECHNICIANS_URL } from './api/technicians';
import { TECHNICIAN_STATS_URL } from './api/technician-stats';
import Technicians from './Technicians';

const CURRENT_USER_URL = CURRENT_USER_QUERY_KEY[0];
const LOCATIONS_URL = AVAILABLE_LOCATIONS_QUERY_KEY[0];

const location = (id: string, name: string): Location => ({ id, name, address: null, city: null, state: null, zipCode: null });
const LOCATIONS = [location('loc-main', 'Main Office'), location('loc-north', 'North Branch')];

const technician = (overrides: Partial<Technician> & Pick<Technician, 'id' | 'firstName' | 'lastName'>): Technician => ({
  hcpEmployeeId: `pro_${overrides.id}`,
  email: `${overrides.firstName.toLowerCase()}@irrigo-demo.test`,
  mobileNumber: '5125550101',
  locationId: 'loc-main',
  active: true,
  syncedAt: '2026-11-24T09:00:00.000Z',
  role: 'field tech',
  avatarUrl: null,
  colorHex: '#EF6C00',
  ...overrides,
});

const CARLOS = technician({
  id: 't-carlos',
  firstName: 'Carlos',
  lastName: 'Mendoza',
  mobileNumber: '5125550103',
  avatarUrl: 'https://cdn.example.test/carlos.png',
});
const JAKE = technician({ id: 't-jake', firstName: 'Jake', lastName: 'Thompson' });
const LUIS = technician({ id: 't-luis', firstName: 'Luis', lastName: 'Ramírez', email: null, locationId: 'loc-north', mobileNumber: '5125550106' });
const MARIA = technician({ id: 't-maria', firstName: 'María', lastName: 'González', locationId: 'loc-north' });
const TYLER = technician({ id: 't-tyler', firstName: 'Tyler', lastName: 'Nguyen', active: false, mobileNumber: null });
const ROSTER = [CARLOS, JAKE, LUIS, MARIA, TYLER];

const candidate = (who: Technician, accountState: BulkAccountCandidate['accountState']): BulkAccountCandidate => ({
  technicianId: who.id,
  firstName: who.firstName,
  lastName: who.lastName,
  email: who.email,
  locationId: who.locationId,
  accountState,
  activationExpiresAt: null,
});
const CANDIDATES = [candidate(CARLOS, 'active'), candidate(JAKE, 'active'), candidate(LUIS, 'none'), candidate(MARIA, 'pending')];

const teamAccount = (id: string, who: Technician, disabledAt: string | null = null): TeamAccount => ({
  id,
  name: `${who.firstName} ${who.lastName}`,
  email: who.email ?? '',
  role: 'technician',
  locationId: who.locationId,
  technicianId: who.id,
  disabledAt,
  lastSignInAt: null,
  createdAt: '2026-01-10T12:00:00.000Z',
});
const ACCOUNTS = [teamAccount('acc-carlos', CARLOS), teamAccount('acc-jake', JAKE, '2026-11-01T10:00:00.000Z'), teamAccount('acc-maria', MARIA)];

const OWNER: AuthUser = {
  id: 'acc-owner',
  email: 'dana@irrigo-demo.test',
  name: 'Dana Brooks',
  role: 'admin',
  locationId: null,
  organizationId: 'org-1',
  technicianId: null,
  mustChangePassword: false,
};

const LAST_SYNC: TechnicianSyncStatusResponse = {
  lastRun: { status: 'ok', finishedAt: '2026-11-24T09:00:00.000Z', created: 5, updated: 0, deactivated: 1, failure: null },
};

type Answer = () => Response | Promise<Response>;
const refuse =
  (statusCode: number, code: string): Answer =>
  () =>
    answer(statusCode, { statusCode, code, message: 'Refused in English' });

/** The office's API as the roster reads it; `overrides` answer a request (METHOD url-prefix) instead. */
function mockRosterApi(overrides: Record<string, Answer> = {}, { roster = ROSTER }: { roster?: Technician[] } = {}) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
    const override = Object.entries(overrides).find(([key]) => {
      const [wantedMethod, prefix] = key.split(' ');
      return wantedMethod === method && url.startsWith(prefix ?? '');
    });
    if (override) return override[1]();
    if (url === CURRENT_USER_URL) return answer(200, OWNER);
    if (url === LOCATIONS_URL) return answer(200, { locations: LOCATIONS });
    if (method === 'GET' && url.startsWith(TECHNICIAN_SYNC_URL)) return answer(200, LAST_SYNC);
    if (method === 'GET' && url.startsWith(TECHNICIANS_URL)) {
      const locationId = new URL(url, 'http://irrigo.test').searchParams.get('locationId');
      return answer(200, { technicians: roster.filter((entry) => !locationId || entry.locationId === locationId) });
    }
    if (url.startsWith(TECHNICIAN_STATS_URL)) {
      return answer(200, {
        month: '2026-11',
        timeZone: 'UTC',
        technicians: [{ technicianId: CARLOS.id, inspections: 12, servicePlansSold: null, averageRating: null }],
      });
    }
    if (url === CANDIDATES_URL) return answer(200, { candidates: CANDIDATES });
    if (url === TEAM_ACCOUNTS_URL) return answer(200, { accounts: ACCOUNTS });
    throw new Error(`Unexpected request in test: ${method} ${url}`);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { sent, calls: (method: string, prefix: string) => sent.filter((entry) => entry.method === method && entry.url.startsWith(prefix)) };
}

const renderPage = () => renderScreen(<Technicians />, { path: '/technicians' });
/** The switcher picks Main Office by default (spec §4); the page's own filter widens to every location. */
async function showAllLocations(user: ReturnType<typeof userEvent.setup>, { combobox = 'Location', option = 'All locations' } = {}) {
  await screen.findByRole('table');
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}
const rowOf = async (name: string) => (await screen.findByRole('cell', { name: new RegExp(name) })).closest('tr') as HTMLElement;

beforeEach(async () => {
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ selectedLocationId: null });
  initI18n();
  await setLanguage('en');
});

describe('Technicians', () => {
  it('shows the synced roster with photo or colour, phone, location, HCP status, account state and the month', async () => {
    mockRosterApi();
    useSessionStore.setState({ selectedLocationId: 'loc-main' });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Technicians' })).toBeInTheDocument();
    // The location switcher's choice narrows the roster, like on every office screen.
    const table = await screen.findByRole('table', { name: 'Technicians' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByText('Luis Ramírez')).not.toBeInTheDocument();

    const carlos = await rowOf('Carlos Mendoza');
    expect(within(carlos).getByRole('img', { name: 'Photo of Carlos Mendoza' })).toHaveAttribute('src', 'https://cdn.example.test/carlos.png');
    expect(within(carlos).getByRole('link', { name: '(512) 555-0103' })).toHaveAttribute('href', 'tel:5125550103');
    expect(within(carlos).getByText('Field tech')).toBeInTheDocument();
    expect(within(carlos).getByText('Main Office')).toBeInTheDocument();
    await waitFor(() => expect(within(carlos).getByText('12')).toBeInTheDocument());
    expect(within(carlos).getAllByText('N/A')).toHaveLength(2);

    const jake = await rowOf('Jake Thompson');
    expect(within(jake).getByText('JT')).toBeInTheDocument();
    await waitFor(() => expect(within(jake).getByText('Disabled')).toBeInTheDocument());
    expect(within(jake).getByRole('button', { name: 'Enable' })).toBeEnabled();
    expect(within(jake).getByText('0')).toBeInTheDocument();

    const tyler = await rowOf('Tyler Nguyen');
    expect(within(tyler).getByText('Removed')).toBeInTheDocument();
    expect(within(tyler).getByText('No phone')).toBeInTheDocument();
    expect(screen.getByText(/Last synced/).parentElement).toHaveTextContent('5 added, 0 updated, 1 removed');
  });

  it('offers the next step for each account state and takes it', async () => {
    const user = userEvent.setup();
    const api = mockRosterApi({
      [`POST ${BULK_ACCOUNTS_URL}`]: () =>
        answer(200, {
          results: [{ technicianId: MARIA.id, name: 'María González', email: MARIA.email, status: 'emailed', expiresAt: '2026-11-27T09:00:00.000Z' }],
        }),
      [`POST ${enableUrl('acc-jake')}`]: () => answer(200, { ...ACCOUNTS[1], disabledAt: null }),
    });
    renderPage();
    await showAllLocations(user);

    const luis = await rowOf('Luis Ramírez');
    await waitFor(() => expect(within(luis).getByText('No account')).toBeInTheDocument());
    // Without an e-mail there is nothing to send: a password is set on /email-auth instead.
    expect(within(luis).queryByRole('button', { name: 'Send activation' })).not.toBeInTheDocument();
    expect(within(luis).getByRole('link', { name: 'Set a password' })).toHaveAttribute('href', '/email-auth');

    const maria = await rowOf('María González');
    expect(within(maria).getByText('Invited')).toBeInTheDocument();
    await user.click(within(maria).getByRole('button', { name: 'Send activation again' }));
    await findToast('Activation e-mail sent to María González.');
    expect(api.calls('POST', BULK_ACCOUNTS_URL).map((call) => call.body)).toEqual([{ technicianIds: [MARIA.id], delivery: 'email' }]);

    const carlos = await rowOf('Carlos Mendoza');
    // Current in Housecall Pro, and an active account: nothing to do.
    expect(within(carlos).getByText('Current')).toBeInTheDocument();
    expect(within(carlos).getByText('Active')).toBeInTheDocument();
    expect(within(carlos).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(await rowOf('Jake Thompson')).getByRole('button', { name: 'Enable' }));
    await findToast('Jake Thompson can sign in again.');
    expect(api.calls('POST', enableUrl('acc-jake'))).toHaveLength(1);
  });

  it('runs Sync now, says what changed and reads the roster again', async () => {
    const user = userEvent.setup();
    const api = mockRosterApi({
      [`POST ${TECHNICIAN_SYNC_URL}`]: () => answer(200, { created: 1, updated: 2, deactivated: 0, total: 6, syncedAt: '2026-11-24T10:00:00.000Z' }),
    });
    renderPage();
    await rowOf('Carlos Mendoza');
    const rosterReads = api.calls('GET', TECHNICIANS_URL).filter((call) => !call.url.startsWith(TECHNICIAN_SYNC_URL)).length;

    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Sync finished: 1 added, 2 updated, 0 removed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('GET', TECHNICIANS_URL).filter((call) => !call.url.startsWith(TECHNICIAN_SYNC_URL)).length).toBeGreaterThan(rosterReads),
    );
  });

  it('says in the reader’s words why a sync failed, now or last time', async () => {
    const user = userEvent.setup();
    mockRosterApi({
      [`POST ${TECHNICIAN_SYNC_URL}`]: refuse(503, 'HCP_UNAVAILABLE'),
      [`GET ${TECHNICIAN_SYNC_URL}`]: () => answer(200, { lastRun: { ...LAST_SYNC.lastRun, status: 'failed', failure: 'hcp-refused' } }),
    });
    renderPage();

    expect((await screen.findByText(/Last sync failed/)).parentElement).toHaveTextContent("Housecall Pro refused Irrigo's API key.");
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sync did not finish');
    expect(alert).toHaveTextContent('Housecall Pro did not answer or refused Irrigo');
    expect(alert).not.toHaveTextContent('Refused in English');
  });

  it('filters by name without accents, by account state and by location', async () => {
    const user = userEvent.setup();
    mockRosterApi();
    renderPage();
    await showAllLocations(user);
    await rowOf('Luis Ramírez');

    await user.type(screen.getByLabelText('Search by name, e-mail or phone'), 'maria');
    expect(screen.getByText('Showing 1 of 5')).toBeInTheDocument();
    expect(screen.queryByText('Carlos Mendoza')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search by name, e-mail or phone'));

    await user.click(screen.getByRole('combobox', { name: 'Irrigo account' }));
    await user.click(await screen.findByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(screen.getByText('Showing 1 of 5')).toBeInTheDocument());
    expect(screen.getByText('Jake Thompson')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'North Branch' }));
    expect(await screen.findByText('No technicians match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Luis Ramírez')).toBeInTheDocument();
    expect(screen.queryByText('Carlos Mendoza')).not.toBeInTheDocument();
  });

  it('says when there are no technicians yet, and offers Retry when the roster cannot be read', async () => {
    mockRosterApi({}, { roster: [] });
    const { unmount } = renderPage();
    expect(await screen.findByText('No technicians yet: sync from Housecall Pro')).toBeInTheDocument();
    unmount();

    let fail = true;
    mockRosterApi({ [`GET ${TECHNICIANS_URL}?`]: () => (fail ? refuse(503, 'UPSTREAM_UNAVAILABLE')() : answer(200, { technicians: ROSTER })) });
    useSessionStore.setState({ selectedLocationId: 'loc-main' });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Technicians could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The service is not answering right now. Try again in a moment.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Carlos Mendoza')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    const user = userEvent.setup();
    mockRosterApi();
    renderPage();
    await showAllLocations(user, { combobox: 'Ubicación', option: 'Todas las ubicaciones' });

    expect(screen.getByRole('heading', { level: 1, name: 'Técnicos' })).toBeInTheDocument();
    const luis = await rowOf('Luis Ramírez');
    await waitFor(() => expect(within(luis).getByText('Sin cuenta')).toBeInTheDocument());
    expect(within(luis).getByRole('link', { name: 'Asignar contraseña' })).toBeInTheDocument();
    expect(within(luis).getAllByText('N/D')).toHaveLength(2);
    expect(within(await rowOf('María González')).getByRole('button', { name: 'Reenviar activación' })).toBeInTheDocument();
    expect(within(await rowOf('Tyler Nguyen')).getByText('Dado de baja')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sincronizar ahora' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Inspecciones este mes/ })).toBeInTheDocument();
    expect(screen.getByText('1–5 de 5')).toBeInTheDocument();
  });
});
