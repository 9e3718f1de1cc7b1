import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser, Location, TeamAccount } from '@irrigo/contracts';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { AVAILABLE_LOCATIONS_QUERY_KEY, CURRENT_USER_QUERY_KEY } from '@irrigo/session';
import { answer, renderScreen, type FetchMock } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { accountUrl, disableUrl, enableUrl, TEAM_ACCOUNTS_URL } from '../../api/team-accounts';
import TeamAccounts from './TeamAccounts';

const CURRENT_USER_URL = CURRENT_USER_QUERY_KEY[0];
const LOCATIONS_URL = AVAILABLE_LOCATIONS_QUERY_KEY[0];
const NOW = '2026-03-15T09:00:00.000Z';

const account = (overrides: Partial<TeamAccount> & Pick<TeamAccount, 'id' | 'name' | 'role'>): TeamAccount => ({
  email: `${overrides.name.split(' ')[0]?.toLowerCase()}@riegos.co`,
  locationId: null,
  technicianId: null,
  disabledAt: null,
  lastSignInAt: null,
  createdAt: '2026-01-10T12:00:00.000Z',
  ...overrides,
});

const ANA = account({ id: 'acc-ana', name: 'Ana Ruiz', role: 'manager', locationId: 'loc-main', lastSignInAt: '2026-03-14T15:30:00.000Z' });
const CARLOS = account({ id: 'acc-carlos', name: 'Carlos Mendoza', role: 'technician', technicianId: 't-carlos', locationId: 'loc-north' });
const OMAR = account({ id: 'acc-omar', name: 'Omar Díaz', role: 'admin', lastSignInAt: '2026-03-01T08:00:00.000Z' });
const ROSA = account({ id: 'acc-rosa', name: 'Rosa Delgado', role: 'admin', locationId: 'loc-main', lastSignInAt: '2026-03-15T08:00:00.000Z' });
const SARA = account({ id: 'acc-sara', name: 'Sara Vega', role: 'supervisor', disabledAt: '2026-03-10T10:00:00.000Z' });
const ACCOUNTS = [ANA, CARLOS, OMAR, ROSA, SARA];

const signedIn = (who: TeamAccount): AuthUser => ({
  id: who.id,
  email: who.email,
  name: who.name,
  role: who.role,
  locationId: who.locationId,
  organizationId: 'org-1',
  technicianId: who.technicianId,
  mustChangePassword: false,
});

const location = (id: string, name: string): Location => ({ id, name, address: null, city: null, state: null, zipCode: null });
const LOCATIONS = [location('loc-main', 'Main Office'), location('loc-north', 'North Yard')];

type Answer = () => Response | Promise<Response>;

/**
 * A small stand-in for the API: the signed-in `viewer`, the locations and the accounts, which the PATCH,
 * disable and enable calls change as the server would (unless `change` answers them instead). Records
 * every change sent.
 */
function mockTeamApi({
  viewer = ROSA,
  accounts = ACCOUNTS,
  change,
  list,
  locations,
}: { viewer?: TeamAccount; accounts?: TeamAccount[]; change?: Answer; list?: Answer; locations?: Answer } = {}) {
  const state = accounts.map((entry) => ({ ...entry }));
  const sent: { method: string; url: string; body: unknown }[] = [];
  let listCalls = 0;
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === CURRENT_USER_URL) return answer(200, signedIn(viewer));
    if (url === LOCATIONS_URL) return locations ? locations() : answer(200, { locations: LOCATIONS });
    if (url === TEAM_ACCOUNTS_URL && method === 'GET') {
      listCalls += 1;
      return list ? list() : answer(200, { accounts: state });
    }
    if (url.startsWith(`${TEAM_ACCOUNTS_URL}/`)) {
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (change) return change();
      const target = state.find((entry) => url.startsWith(accountUrl(entry.id)));
      if (!target) return answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Account not found' });
      if (url === disableUrl(target.id)) target.disabledAt = NOW;
      else if (url === enableUrl(target.id)) target.disabledAt = null;
      else Object.assign(target, body);
      return answer(200, target);
    }
    throw new Error(`Unexpected request in test: ${method} ${url}`);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { fetch: fetchMock, sent, listCalls: () => listCalls };
}

const error =
  (statusCode: number, code: string, message = 'Refused') =>
  () =>
    answer(statusCode, { statusCode, code, message });

const renderPage = () => renderScreen(<TeamAccounts />, { path: '/admin/accounts' });
const row = (name: string) => screen.findByRole('listitem', { name: `Account of ${name}` });
const shortDate = (iso: string, language = 'en') => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(async () => {
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  initI18n();
  await setLanguage('en');
});

describe('TeamAccounts', () => {
  it('lists each account with its e-mail, status, latest sign-in, role and location', async () => {
    mockTeamApi();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Team accounts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '5 accounts' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Account of Ana Ruiz',
      'Account of Carlos Mendoza',
      'Account of Omar Díaz',
      'Account of Rosa Delgado',
      'Account of Sara Vega',
    ]);

    const ana = await row('Ana Ruiz');
    expect(within(ana).getByText('ana@riegos.co')).toBeInTheDocument();
    expect(within(ana).getByText('Active')).toBeInTheDocument();
    expect(ana.querySelector('time')).toHaveAttribute('dateTime', ANA.lastSignInAt);
    expect(ana.querySelector('time')).toHaveTextContent(shortDate(ANA.lastSignInAt as string));
    expect(within(ana).getByRole('combobox', { name: 'Role of Ana Ruiz' })).toHaveTextContent('Manager');
    expect(await within(ana).findByRole('combobox', { name: 'Location of Ana Ruiz' })).toHaveTextContent('Main Office');
    expect(within(ana).getByRole('button', { name: 'Disable Ana Ruiz' })).toBeEnabled();

    const carlos = await row('Carlos Mendoza');
    expect(within(carlos).getByText('Never signed in')).toBeInTheDocument();
    expect(within(carlos).getByRole('combobox', { name: 'Role of Carlos Mendoza' })).toHaveTextContent('Technician');
    expect(within(carlos).getByRole('combobox', { name: 'Location of Carlos Mendoza' })).toHaveTextContent('North Yard');

    const omar = await row('Omar Díaz');
    expect(within(omar).getByRole('combobox', { name: 'Location of Omar Díaz' })).toHaveTextContent('No location');

    const sara = await row('Sara Vega');
    expect(within(sara).getByText('Disabled')).toBeInTheDocument();
    expect(within(sara).getByRole('button', { name: 'Enable Sara Vega' })).toBeEnabled();
    expect(within(sara).queryByRole('button', { name: 'Disable Sara Vega' })).not.toBeInTheDocument();
  });

  it('marks the viewer’s own account and keeps it out of reach, saying why', async () => {
    const api = mockTeamApi();
    renderPage();
    const rosa = await row('Rosa Delgado');

    expect(within(rosa).getByText('You')).toBeInTheDocument();
    expect(within(rosa).getByText('This is your account. Another administrator or manager can change it.')).toBeInTheDocument();
    expect(within(rosa).getByRole('combobox', { name: 'Role of Rosa Delgado' })).toBeDisabled();
    expect(within(rosa).getByRole('combobox', { name: 'Location of Rosa Delgado' })).toBeDisabled();
    expect(within(rosa).getByRole('button', { name: 'Disable Rosa Delgado' })).toBeDisabled();
    expect(within(await row('Ana Ruiz')).queryByText('You')).not.toBeInTheDocument();
    expect(api.sent).toEqual([]);
  });

  it('offers an administrator every role, Technician only to an account linked to a roster technician', async () => {
    mockTeamApi();
    const user = userEvent.setup();
    renderPage();

    await user.click(within(await row('Ana Ruiz')).getByRole('combobox', { name: 'Role of Ana Ruiz' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Administrator', 'Manager', 'Supervisor']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());

    await user.click(within(await row('Carlos Mendoza')).getByRole('combobox', { name: 'Role of Carlos Mendoza' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Administrator', 'Manager', 'Supervisor', 'Technician']);
  });

  it('changes a role, says so and shows the new role', async () => {
    const api = mockTeamApi();
    const user = userEvent.setup();
    renderPage();
    const ana = await row('Ana Ruiz');

    await choose(user, within(ana).getByRole('combobox', { name: 'Role of Ana Ruiz' }), 'Supervisor');

    expect(await screen.findByText('Ana Ruiz is now Supervisor.')).toBeInTheDocument();
    expect(api.sent).toEqual([{ method: 'PATCH', url: accountUrl('acc-ana'), body: { role: 'supervisor' } }]);
    expect(within(ana).getByRole('combobox', { name: 'Role of Ana Ruiz' })).toHaveTextContent('Supervisor');
    await waitFor(() => expect(api.listCalls()).toBe(2));
  });

  it('moves an account to another location or to none', async () => {
    const api = mockTeamApi();
    const user = userEvent.setup();
    renderPage();
    const carlos = await row('Carlos Mendoza');
    const select = await within(carlos).findByRole('combobox', { name: 'Location of Carlos Mendoza' });
    await waitFor(() => expect(select).toBeEnabled());

    await user.click(select);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['No location', 'Main Office', 'North Yard']);
    await user.click(screen.getByRole('option', { name: 'Main Office' }));
    expect(await screen.findByText('Carlos Mendoza now works at Main Office.')).toBeInTheDocument();
    expect(select).toHaveTextContent('Main Office');

    await choose(user, select, 'No location');
    expect(await screen.findByText('Carlos Mendoza no longer has a location.')).toBeInTheDocument();
    expect(api.sent.map((call) => call.body)).toEqual([{ locationId: 'loc-main' }, { locationId: null }]);
  });

  it('disables only after the confirmation, then enables again', async () => {
    const api = mockTeamApi();
    const user = userEvent.setup();
    renderPage();
    const ana = await row('Ana Ruiz');

    await user.click(within(ana).getByRole('button', { name: 'Disable Ana Ruiz' }));
    let dialog = await screen.findByRole('alertdialog', { name: "Disable Ana Ruiz's account?" });
    expect(dialog).toHaveTextContent("Ana Ruiz (ana@riegos.co) is signed out everywhere at once and can't sign in until the account is enabled again.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.sent).toEqual([]);

    await user.click(within(ana).getByRole('button', { name: 'Disable Ana Ruiz' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect(await screen.findByText("Ana Ruiz's account is disabled. They were signed out everywhere.")).toBeInTheDocument();
    expect(within(ana).getByText('Disabled')).toBeInTheDocument();

    await user.click(await within(ana).findByRole('button', { name: 'Enable Ana Ruiz' }));
    expect(await screen.findByText('Ana Ruiz can sign in again.')).toBeInTheDocument();
    expect(await within(ana).findByText('Active')).toBeInTheDocument();
    expect(api.sent).toEqual([
      { method: 'POST', url: disableUrl('acc-ana'), body: undefined },
      { method: 'POST', url: enableUrl('acc-ana'), body: undefined },
    ]);
  });

  it('shows a manager the administrators’ accounts read-only and never offers to make one', async () => {
    mockTeamApi({ viewer: ANA });
    const user = userEvent.setup();
    renderPage();

    const omar = await row('Omar Díaz');
    expect(within(omar).getByText("Only an administrator can change an administrator's account.")).toBeInTheDocument();
    expect(within(omar).getByRole('combobox', { name: 'Role of Omar Díaz' })).toBeDisabled();
    expect(within(omar).getByRole('button', { name: 'Disable Omar Díaz' })).toBeDisabled();
    expect(within(await row('Ana Ruiz')).getByText('You')).toBeInTheDocument();

    const carlos = await row('Carlos Mendoza');
    await user.click(within(carlos).getByRole('combobox', { name: 'Role of Carlos Mendoza' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Manager', 'Supervisor', 'Technician']);
  });

  it.each([
    [
      'FORBIDDEN',
      error(403, 'FORBIDDEN'),
      "You can't make this change. Nobody changes their own account, and only an administrator changes an administrator or makes one.",
    ],
    ['NOT_FOUND', error(404, 'NOT_FOUND'), 'This account no longer exists in your organization.'],
    ['TECHNICIAN_NOT_LINKED', error(409, 'TECHNICIAN_NOT_LINKED'), 'Only an account linked to a technician on the roster can have the Technician role.'],
    ['VALIDATION_FAILED', error(400, 'VALIDATION_FAILED'), 'That change is not valid. Reload the page and try again.'],
    ['a 401', error(401, 'UNAUTHORIZED'), 'Your session has ended. Sign in again.'],
    ['a 503', error(503, 'UPSTREAM_UNAVAILABLE'), 'The service is not answering right now. Try again in a moment.'],
    ['no connection', () => Promise.reject(new TypeError('Failed to fetch')), 'No connection. Check your internet and try again.'],
  ])('explains %s in answer to a role change and keeps the role shown', async (_what, change, message) => {
    mockTeamApi({ change });
    const user = userEvent.setup();
    renderPage();
    const carlos = await row('Carlos Mendoza');

    await choose(user, within(carlos).getByRole('combobox', { name: 'Role of Carlos Mendoza' }), 'Supervisor');

    const alert = await within(carlos).findByRole('alert');
    expect(alert).toHaveTextContent('The role was not changed');
    expect(alert).toHaveTextContent(message);
    expect(within(carlos).getByRole('combobox', { name: 'Role of Carlos Mendoza' })).toHaveTextContent('Technician');
  });

  it('explains a location that is no longer the organization’s, and a refused disable', async () => {
    mockTeamApi({ change: error(400, 'LOCATION_NOT_FOUND') });
    const user = userEvent.setup();
    renderPage();
    const ana = await row('Ana Ruiz');
    const select = await within(ana).findByRole('combobox', { name: 'Location of Ana Ruiz' });
    await waitFor(() => expect(select).toBeEnabled());

    await choose(user, select, 'North Yard');
    let alert = await within(ana).findByRole('alert');
    expect(alert).toHaveTextContent('The location was not changed');
    expect(alert).toHaveTextContent('That location is no longer part of your organization. Choose another one.');

    await user.click(within(ana).getByRole('button', { name: 'Disable Ana Ruiz' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disable account' }));
    alert = await within(ana).findByRole('alert');
    expect(alert).toHaveTextContent('The account was not disabled');
  });

  it('filters by name or e-mail and by status, and clears the filters', async () => {
    mockTeamApi();
    const user = userEvent.setup();
    renderPage();
    await row('Ana Ruiz');
    const names = () => screen.queryAllByRole('listitem').map((item) => item.getAttribute('aria-label'));

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'diaz');
    expect(names()).toEqual(['Account of Omar Díaz']);
    expect(screen.getByText('Showing 1 of 5')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'SARA@');
    expect(names()).toEqual(['Account of Sara Vega']);

    await user.clear(screen.getByRole('searchbox'));
    await choose(user, screen.getByRole('combobox', { name: 'Status' }), 'Disabled only');
    expect(names()).toEqual(['Account of Sara Vega']);
    await choose(user, screen.getByRole('combobox', { name: 'Status' }), 'Active only');
    expect(names()).toHaveLength(4);

    await user.type(screen.getByRole('searchbox'), 'sara');
    expect(names()).toEqual([]);
    expect(screen.getByText('No accounts match your filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(names()).toHaveLength(5);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('keeps roles and disabling at hand when the locations cannot be read', async () => {
    mockTeamApi({ locations: error(503, 'UPSTREAM_UNAVAILABLE') });
    renderPage();
    const ana = await row('Ana Ruiz');

    expect(await screen.findByText('Locations could not be loaded')).toBeInTheDocument();
    expect(within(ana).getByRole('combobox', { name: 'Location of Ana Ruiz' })).toBeDisabled();
    expect(within(ana).getByRole('combobox', { name: 'Location of Ana Ruiz' })).toHaveTextContent('Locations unavailable');
    expect(within(ana).getByRole('combobox', { name: 'Role of Ana Ruiz' })).toBeEnabled();
  });

  it('says when there are no accounts', async () => {
    mockTeamApi({ accounts: [] });
    renderPage();
    expect(await screen.findByText('No accounts yet')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows a loading state, then a translated error with a retry when the list cannot be read', async () => {
    let fail = true;
    const api = mockTeamApi({ list: () => (fail ? error(503, 'UPSTREAM_UNAVAILABLE')() : answer(200, { accounts: [ANA] })) });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getAllByText('Loading accounts…').length).toBeGreaterThan(0);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Accounts could not be loaded');
    expect(alert).toHaveTextContent('The service is not answering right now.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await row('Ana Ruiz')).toBeInTheDocument();
    expect(api.listCalls()).toBe(2);
  });

  it('tells someone who does not manage the organization that the accounts are not for them', async () => {
    mockTeamApi({ viewer: SARA, list: error(403, 'FORBIDDEN') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent("Only administrators and managers can see the team's accounts.");
  });

  it('speaks Spanish, dates included', async () => {
    await setLanguage('es');
    mockTeamApi();
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Cuentas del equipo' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '5 cuentas' })).toBeInTheDocument();
    const ana = await screen.findByRole('listitem', { name: 'Cuenta de Ana Ruiz' });
    expect(within(ana).getByRole('combobox', { name: 'Rol de Ana Ruiz' })).toHaveTextContent('Gerente');
    expect(ana.querySelector('time')).toHaveTextContent(shortDate(ANA.lastSignInAt as string, 'es'));
    expect(within(ana).getByText('Activa')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Cuenta de Carlos Mendoza' })).getByText('Nunca ha iniciado sesión')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Cuenta de Rosa Delgado' })).getByText('Tú')).toBeInTheDocument();

    await choose(user, within(ana).getByRole('combobox', { name: 'Rol de Ana Ruiz' }), 'Supervisor');
    expect(await screen.findByText('Ana Ruiz ahora es Supervisor.')).toBeInTheDocument();

    await user.click(within(ana).getByRole('button', { name: 'Desactivar a Ana Ruiz' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desactivar la cuenta de Ana Ruiz?' });
    expect(dialog).toHaveTextContent('no podrá iniciar sesión hasta que se vuelva a activar la cuenta');
  });
});
