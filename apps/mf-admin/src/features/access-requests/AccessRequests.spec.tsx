import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleRequest, Technician } from '@irrigo/contracts';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { answer, renderScreen, type FetchMock } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { approveUrl, declineUrl, ROLE_REQUESTS_URL, TECHNICIANS_URL } from './api/access-requests';
import AccessRequests from './AccessRequests';

const request = (overrides: Partial<RoleRequest> & Pick<RoleRequest, 'id' | 'name' | 'email'>): RoleRequest => ({
  accountId: `account-${overrides.id}`,
  requestedRole: 'technician',
  status: 'pending',
  createdAt: '2026-03-14T15:30:00.000Z',
  ...overrides,
});

const technician = (overrides: Partial<Technician> & Pick<Technician, 'id' | 'firstName' | 'lastName'>): Technician => ({
  hcpEmployeeId: `hcp-${overrides.id}`,
  email: `${overrides.firstName.toLowerCase()}@riegos.co`,
  mobileNumber: null,
  locationId: 'loc-1',
  active: true,
  syncedAt: '2026-03-14T08:00:00.000Z',
  role: 'field tech',
  avatarUrl: null,
  colorHex: null,
  ...overrides,
});

const PAT = request({ id: 'r-pat', name: 'Pat Newcomer', email: 'pat@riegos.co' });
const ANA = request({ id: 'r-ana', name: 'Ana Ruiz', email: 'ANA@riegos.co' });
const OMAR = request({ id: 'r-omar', name: 'Omar Díaz', email: 'omar@riegos.co', requestedRole: 'admin' });

const roster: Technician[] = [
  technician({ id: 't-ana', firstName: 'Ana', lastName: 'Ruiz' }),
  technician({ id: 't-luis', firstName: 'Luis', lastName: 'Soto' }),
  technician({ id: 't-old', firstName: 'Olga', lastName: 'Vega', active: false }),
];

type Decision = () => Response;

/**
 * A fetch mock by method and URL: the list answers with `lists` in turn (the last one repeats), and the
 * approve and decline answers come from `decide`. Records what was posted where.
 */
function mockAccessApi({ lists, decide = () => answer(200, {}) }: { lists: RoleRequest[][]; decide?: Decision }) {
  const posted: { url: string; body: unknown }[] = [];
  let listCalls = 0;
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const url = String(input);
    if (url === ROLE_REQUESTS_URL && (init?.method ?? 'GET') === 'GET') {
      const requests = lists[Math.min(listCalls, lists.length - 1)];
      listCalls += 1;
      return answer(200, { requests });
    }
    if (url === TECHNICIANS_URL) return answer(200, { technicians: roster });
    if (url.startsWith(`${ROLE_REQUESTS_URL}/`) && init?.method === 'POST') {
      posted.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return decide();
    }
    throw new Error(`Unexpected request in test: ${init?.method ?? 'GET'} ${url}`);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { fetch: fetchMock, posted, listCalls: () => listCalls };
}

const error = (statusCode: number, code: string, message: string) => () => answer(statusCode, { statusCode, code, message });

const renderPage = () => renderScreen(<AccessRequests />, { path: '/admin/access-requests' });
const item = (name: string) => screen.findByRole('listitem', { name: `Access request from ${name}` });

beforeEach(async () => {
  window.localStorage.clear();
  // Toasts live in a module store; one test's toast must not show in the next.
  useToastStore.setState({ toasts: [] });
  initI18n();
  await setLanguage('en');
});

describe('AccessRequests', () => {
  it('lists pending requests with name, e-mail, the requested role and when; technician requests preselect the roster match', async () => {
    mockAccessApi({ lists: [[ANA, PAT, OMAR]] });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Access requests' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3 pending requests' })).toBeInTheDocument();

    const ana = await item('Ana Ruiz');
    expect(within(ana).getByText('ANA@riegos.co')).toBeInTheDocument();
    expect(within(ana).getByText('Asks to be: Field technician')).toBeInTheDocument();
    expect(ana.querySelector('time')).toHaveAttribute('dateTime', ANA.createdAt);
    // The e-mail matches Ana on the roster (case aside), so she is chosen already.
    expect(await within(ana).findByRole('combobox', { name: 'Roster technician to link to Ana Ruiz' })).toHaveTextContent('Ana Ruiz (ana@riegos.co)');
    expect(within(ana).getByRole('button', { name: 'Approve Ana Ruiz' })).toBeEnabled();

    // No roster match: nothing chosen, so there is nothing to approve yet.
    const pat = await item('Pat Newcomer');
    expect(within(pat).getByRole('combobox', { name: 'Roster technician to link to Pat Newcomer' })).toHaveTextContent('Choose a technician');
    expect(within(pat).getByRole('button', { name: 'Approve Pat Newcomer' })).toBeDisabled();

    const omar = await item('Omar Díaz');
    expect(within(omar).getByText('Asks to be: System administrator')).toBeInTheDocument();
    expect(within(omar).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(omar).getByRole('button', { name: 'Approve Omar Díaz' })).toBeEnabled();
  });

  it('approves a technician request with the technician chosen from the active roster, toasts and reads the list again', async () => {
    const api = mockAccessApi({ lists: [[PAT], []], decide: () => answer(200, { ...PAT, status: 'approved' }) });
    const user = userEvent.setup();
    renderPage();

    const pat = await item('Pat Newcomer');
    await user.click(await within(pat).findByRole('combobox', { name: 'Roster technician to link to Pat Newcomer' }));
    const options = await screen.findAllByRole('option');
    // Inactive technicians are not offered.
    expect(options.map((option) => option.textContent)).toEqual(['Ana Ruiz (ana@riegos.co)', 'Luis Soto (luis@riegos.co)']);
    await user.click(screen.getByRole('option', { name: 'Luis Soto (luis@riegos.co)' }));
    await user.click(within(pat).getByRole('button', { name: 'Approve Pat Newcomer' }));

    expect(await screen.findByText('Pat Newcomer now has access as Field technician.')).toBeInTheDocument();
    expect(api.posted).toEqual([{ url: approveUrl('r-pat'), body: { technicianId: 't-luis' } }]);
    expect(await screen.findByText('No one is waiting for access')).toBeInTheDocument();
    expect(api.listCalls()).toBe(2);
  });

  it('approves an administrator request with an empty body', async () => {
    const api = mockAccessApi({ lists: [[OMAR], []], decide: () => answer(200, { ...OMAR, status: 'approved' }) });
    const user = userEvent.setup();
    renderPage();
    await user.click(within(await item('Omar Díaz')).getByRole('button', { name: 'Approve Omar Díaz' }));
    expect(await screen.findByText('Omar Díaz now has access as System administrator.')).toBeInTheDocument();
    expect(api.posted).toEqual([{ url: approveUrl('r-omar'), body: {} }]);
  });

  it('declines only after the confirmation; cancelling sends nothing', async () => {
    const api = mockAccessApi({ lists: [[PAT], []], decide: () => answer(200, { ...PAT, status: 'declined' }) });
    const user = userEvent.setup();
    renderPage();
    const pat = await item('Pat Newcomer');

    await user.click(within(pat).getByRole('button', { name: 'Decline Pat Newcomer' }));
    let dialog = await screen.findByRole('alertdialog', { name: "Decline Pat Newcomer's request?" });
    expect(dialog).toHaveTextContent('Pat Newcomer (pat@riegos.co) will not get access as Field technician.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.posted).toEqual([]);

    await user.click(within(pat).getByRole('button', { name: 'Decline Pat Newcomer' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    expect(await screen.findByText("Pat Newcomer's request was declined.")).toBeInTheDocument();
    expect(api.posted).toEqual([{ url: declineUrl('r-pat'), body: undefined }]);
    expect(await screen.findByText('No one is waiting for access')).toBeInTheDocument();
  });

  it('shows the approval as pending and blocks both buttons until the answer comes', async () => {
    let release: (response: Response) => void = () => undefined;
    const api = mockAccessApi({ lists: [[OMAR], []], decide: () => answer(200, {}) });
    const listAndRoster = api.fetch.getMockImplementation();
    api.fetch.mockImplementation(async (input, init) =>
      init?.method === 'POST' ? new Promise<Response>((resolve) => (release = resolve)) : (listAndRoster as NonNullable<typeof listAndRoster>)(input, init),
    );
    const user = userEvent.setup();
    renderPage();
    const omar = await item('Omar Díaz');
    await user.click(within(omar).getByRole('button', { name: 'Approve Omar Díaz' }));

    expect(await within(omar).findByText('Approving…')).toBeInTheDocument();
    expect(within(omar).getByRole('button', { name: 'Approve Omar Díaz' })).toBeDisabled();
    expect(within(omar).getByRole('button', { name: 'Decline Omar Díaz' })).toBeDisabled();
    release(answer(200, { ...OMAR, status: 'approved' }));
    expect(await screen.findByText('No one is waiting for access')).toBeInTheDocument();
  });

  it('tells a manager that only an administrator can link a technician when the roster is closed to them', async () => {
    const api = mockAccessApi({ lists: [[PAT]] });
    const listOnly = api.fetch.getMockImplementation();
    api.fetch.mockImplementation(async (input, init) =>
      String(input) === TECHNICIANS_URL ? error(403, 'FORBIDDEN', 'Forbidden')() : (listOnly as NonNullable<typeof listOnly>)(input, init),
    );
    renderPage();
    const pat = await item('Pat Newcomer');
    expect(await within(pat).findByText(/Only an administrator can see the technician roster/)).toBeInTheDocument();
    expect(within(pat).getByRole('button', { name: 'Approve Pat Newcomer' })).toBeDisabled();
  });

  it.each([
    ['FORBIDDEN', OMAR, error(403, 'FORBIDDEN', 'Only an administrator can approve an administrator'), 'Only an administrator can approve an administrator.'],
    ['CONFLICT', ANA, error(409, 'CONFLICT', 'This technician already has an account'), 'That technician already has an account. Choose another technician.'],
    ['NOT_FOUND', ANA, error(404, 'NOT_FOUND', 'Role request not found'), 'This request was already handled or no longer exists.'],
  ])('explains a %s answer to an approval in the person’s words', async (_code, pending, decide, message) => {
    mockAccessApi({ lists: [[pending]], decide });
    const user = userEvent.setup();
    renderPage();
    const row = await item(pending.name);
    const approve = within(row).getByRole('button', { name: `Approve ${pending.name}` });
    await waitFor(() => expect(approve).toBeEnabled());
    await user.click(approve);

    const alert = await within(row).findByRole('alert');
    expect(alert).toHaveTextContent('The request was not approved');
    expect(alert).toHaveTextContent(message);
  });

  it('shows that no one is waiting', async () => {
    mockAccessApi({ lists: [[]] });
    renderPage();
    expect(await screen.findByText('No one is waiting for access')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /Access request from/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows a loading state, then a translated error with a retry when the list cannot be read', async () => {
    let fail = true;
    const fetchMock: FetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
      fail ? answer(503, { statusCode: 503, code: 'UPSTREAM_UNAVAILABLE', message: 'down' }) : answer(200, { requests: [] }),
    );
    globalThis.fetch = fetchMock as typeof fetch;
    const user = userEvent.setup();
    renderPage();
    expect(screen.getAllByText('Loading access requests…').length).toBeGreaterThan(0);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Access requests could not be loaded');
    expect(alert).toHaveTextContent('The service is not answering right now.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No one is waiting for access')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    mockAccessApi({ lists: [[PAT, OMAR]], decide: error(403, 'FORBIDDEN', 'Only an administrator can approve an administrator') });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitudes de acceso' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2 solicitudes pendientes' })).toBeInTheDocument();
    const pat = await screen.findByRole('listitem', { name: 'Solicitud de acceso de Pat Newcomer' });
    expect(within(pat).getByText('Pide ser: Técnico de campo')).toBeInTheDocument();
    expect(await within(pat).findByRole('combobox', { name: 'Técnico de la lista que se vinculará con Pat Newcomer' })).toHaveTextContent('Elige un técnico');

    const omar = screen.getByRole('listitem', { name: 'Solicitud de acceso de Omar Díaz' });
    await user.click(within(omar).getByRole('button', { name: 'Aprobar a Omar Díaz' }));
    expect(await within(omar).findByRole('alert')).toHaveTextContent('Solo un administrador puede aprobar a un administrador.');

    await user.click(within(pat).getByRole('button', { name: 'Rechazar a Pat Newcomer' }));
    expect(await screen.findByRole('alertdialog', { name: '¿Rechazar la solicitud de Pat Newcomer?' })).toBeInTheDocument();
  });

  it('shows an empty state in Spanish', async () => {
    await setLanguage('es');
    mockAccessApi({ lists: [[]] });
    renderPage();
    expect(await screen.findByText('Nadie está esperando acceso')).toBeInTheDocument();
  });
});
