import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, findToast, toastText } from '@irrigo/test-web';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { useSessionStore } from '@irrigo/session';
import { useToastStore } from '@irrigo/ui';
import { INSPECTIONS_CSV_URL } from './api/inspection-list';
import {
  CARLOS,
  COMPLETED,
  CSV_FILE,
  DRAFT,
  IN_REVIEW,
  inspection,
  MANAGER,
  mockInspectionsApi,
  pageOf,
  renderInspections,
  ROWS,
} from './inspections-test-api';

beforeEach(async () => {
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ selectedLocationId: null });
  initI18n();
  await setLanguage('en');
});

const table = () => screen.findByRole('table', { name: 'Inspections matching the filters' });
const rowOf = async (client: string) => (await within(await table()).findByText(client)).closest('tr') as HTMLElement;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const address = () => screen.getByTestId('location').textContent ?? '';
const lastQuery = (api: ReturnType<typeof mockInspectionsApi>) => api.listQueries().at(-1) as URLSearchParams;
const pick = async (user: ReturnType<typeof userEvent.setup>, combobox: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('the inspections list', () => {
  it('lists report number, client, address, technician, status, date, estimated total and the actions, newest first', async () => {
    const api = mockInspectionsApi();
    renderInspections();

    expect(await screen.findByRole('heading', { level: 1, name: 'All Inspections' })).toBeInTheDocument();
    expect(cellTexts(await rowOf('Maria Lopez'))).toEqual([
      'IRR-20261120-0001',
      // The address under the client's name, named for screen readers.
      'Maria LopezAddress: 120 Oak St, Austin, TX 78701',
      'Carlos Mendoza',
      'Draft',
      'Nov 20, 2026Created',
      '$310.50',
      'ViewDelete',
    ]);
    // Completed: the completed date; no name in the document: the roster's name for the technician id.
    expect(cellTexts(await rowOf('Green Acres HOA'))).toEqual(expect.arrayContaining(['Completed', 'Nov 19, 2026Completed', '$1,250.00']));
    expect(cellTexts(await rowOf('Jon Ortiz'))[2]).toBe('Jake Thompson');
    const query = lastQuery(api);
    // The top bar's location (the signed-in admin's own, until the switcher says otherwise).
    expect(Object.fromEntries(query)).toEqual({
      locationId: 'loc-north',
      timeZone: expect.any(String),
      sort: 'completedDate',
      direction: 'desc',
      pageSize: '25',
    });
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('colours the status as the dashboard does and opens an inspection with View', async () => {
    const user = userEvent.setup();
    mockInspectionsApi();
    renderInspections();

    expect(within(await rowOf('Maria Lopez')).getByText('Draft')).toHaveClass('warning');
    expect(within(await rowOf('Green Acres HOA')).getByText('Completed', { selector: '[class~="success"]' })).toBeInTheDocument();
    expect(within(await rowOf('Jon Ortiz')).getByText('in_review')).toHaveClass('neutral');

    await user.click(within(await rowOf('Green Acres HOA')).getByRole('link', { name: 'View inspection IRR-20261118-0002' }));
    await waitFor(() => expect(address()).toBe(`/inspection/${COMPLETED.id}`));
  });

  it('is titled Manage Inspections at /admin/inspections', async () => {
    mockInspectionsApi();
    renderInspections({ url: '/admin/inspections' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Inspections' })).toBeInTheDocument();
  });

  it('searches once typing pauses, keeps the search in the address, and a reload opens the same search', async () => {
    const user = userEvent.setup();
    const api = mockInspectionsApi();
    const first = renderInspections();
    await rowOf('Maria Lopez');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'oak st');
    await waitFor(() => expect(lastQuery(api).get('q')).toBe('oak st'));
    // One request for the whole word, not one a letter.
    expect(api.listQueries().filter((query) => query.has('q'))).toHaveLength(1);
    expect(address()).toBe('/all-inspections?q=oak+st');
    first.unmount();

    const reloaded = mockInspectionsApi();
    renderInspections({ url: '/all-inspections?q=oak+st&status=draft&page=2' });
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('oak st');
    await waitFor(() => expect(reloaded.listQueries()).toHaveLength(1));
    expect(Object.fromEntries(lastQuery(reloaded))).toEqual(expect.objectContaining({ q: 'oak st', status: 'draft', page: '2' }));
  });

  it('narrows the request by status, technician, location and the days, and goes back to page 1 on each change', async () => {
    const user = userEvent.setup();
    const api = mockInspectionsApi({ list: (query) => pageOf(query, ROWS, 90) });
    renderInspections({ url: '/all-inspections?page=2' });
    await rowOf('Maria Lopez');

    await pick(user, 'Status', 'Completed');
    await waitFor(() => expect(lastQuery(api).get('status')).toBe('completed'));
    expect(lastQuery(api).get('page')).toBeNull();

    await pick(user, 'Location', 'Main Office');
    await waitFor(() => expect(lastQuery(api).get('locationId')).toBe('loc-main'));
    // The roster of that location only.
    await user.click(screen.getByRole('combobox', { name: 'Technician' }));
    expect(await screen.findByRole('option', { name: 'Carlos Mendoza' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Jake Thompson' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Carlos Mendoza' }));
    await waitFor(() => expect(lastQuery(api).get('technicianId')).toBe(CARLOS.id));

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() => expect(lastQuery(api).get('to')).toBe('2026-11-30'));
    expect(lastQuery(api).get('from')).toBe('2026-11-01');
    expect(lastQuery(api).get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(new URLSearchParams(address().split('?')[1])).toEqual(
      new URLSearchParams({ status: 'completed', location: 'loc-main', technician: CARLOS.id, from: '2026-11-01', to: '2026-11-30' }),
    );
  });

  it('says a backwards date range is not applied, and leaves it out of the request', async () => {
    const api = mockInspectionsApi();
    renderInspections({ url: '/all-inspections?from=2026-11-30&to=2026-11-01' });

    expect(await screen.findByRole('alert')).toHaveTextContent('The From date is after the To date, so the dates are not applied.');
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(api.listQueries()).toHaveLength(1));
    expect(lastQuery(api).has('from')).toBe(false);
    expect(lastQuery(api).has('to')).toBe(false);
  });

  it('starts from the top bar’s location, and “All locations” lists every one', async () => {
    const user = userEvent.setup();
    useSessionStore.setState({ selectedLocationId: 'loc-main' });
    const api = mockInspectionsApi();
    renderInspections();
    await rowOf('Maria Lopez');
    expect(lastQuery(api).get('locationId')).toBe('loc-main');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Main Office');

    await pick(user, 'Location', 'All locations');
    await waitFor(() => expect(lastQuery(api).has('locationId')).toBe(false));
    expect(address()).toBe('/all-inspections?location=all');
  });

  it('sorts by a column header (aria-sort), from page 1, and keeps the order in the address', async () => {
    const user = userEvent.setup();
    const api = mockInspectionsApi({ list: (query) => pageOf(query, ROWS, 90) });
    renderInspections({ url: '/all-inspections?page=3' });
    await rowOf('Maria Lopez');

    await user.click(screen.getByRole('button', { name: /Client/ }));
    await waitFor(() => expect(lastQuery(api).get('sort')).toBe('clientName'));
    expect(lastQuery(api).get('direction')).toBe('asc');
    expect(lastQuery(api).get('page')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Client/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'none');
    expect(address()).toBe('/all-inspections?sort=clientName&direction=asc');

    await user.click(screen.getByRole('button', { name: /Estimated total/ }));
    await waitFor(() => expect(lastQuery(api).get('sort')).toBe('estimatedTotal'));
    // Money: the biggest first.
    expect(lastQuery(api).get('direction')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Technician/ })).not.toHaveAttribute('aria-sort');
  });

  it('pages on the server, keeps the page on screen while the next loads, and changes the page size', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const api = mockInspectionsApi({
      list: async (query) => {
        if (query.get('page') === '2') {
          await new Promise<void>((resolve) => (release = resolve));
          return pageOf(query, [inspection({ id: 'insp-26', reportNumber: 'IRR-20261101-0026', clientName: 'Page Two Client' })], 1234);
        }
        return pageOf(query, ROWS, 1234);
      },
    });
    renderInspections();
    await rowOf('Maria Lopez');
    expect(screen.getByText('1–25 of 1,234')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));
    // No flash: page 1 stays until page 2 is here.
    expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('Page Two Client')).toBeInTheDocument();
    expect(screen.queryByText('Maria Lopez')).not.toBeInTheDocument();
    expect(screen.getByText('26–50 of 1,234')).toBeInTheDocument();
    expect(address()).toBe('/all-inspections?page=2');

    await user.selectOptions(screen.getByLabelText('Rows per page'), '100');
    await waitFor(() => expect(lastQuery(api).get('pageSize')).toBe('100'));
    expect(lastQuery(api).get('page')).toBeNull();
    expect(address()).toBe('/all-inspections?pageSize=100');
  });

  it('says when nothing matches, and Clear filters lists everything again', async () => {
    const user = userEvent.setup();
    const api = mockInspectionsApi({ list: (query) => (query.has('q') || query.has('status') ? pageOf(query, []) : pageOf(query, ROWS)) });
    renderInspections({ url: '/all-inspections?q=nobody&status=draft' });

    expect(await screen.findByText('No inspections match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    const before = api.listQueries().length;
    await user.click(clear[clear.length - 1] as HTMLElement);

    expect(await rowOf('Maria Lopez')).toBeInTheDocument();
    expect(address()).toBe('/all-inspections');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(lastQuery(api).has('q')).toBe(false);
    // The search box's pause must not bring the old search back, not even for a moment.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(address()).toBe('/all-inspections');
    expect(
      api
        .listQueries()
        .slice(before)
        .filter((query) => query.has('q') || query.has('status')),
    ).toEqual([]);
  });

  it('says when there are no inspections at all', async () => {
    mockInspectionsApi({ list: (query) => pageOf(query, []) });
    renderInspections();
    expect(await screen.findByText('No inspections yet')).toBeInTheDocument();
    expect(screen.getByText('Inspections your technicians save appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says it is loading, then why the list could not be read, and Try again reads it', async () => {
    const user = userEvent.setup();
    let calls = 0;
    mockInspectionsApi({
      overrides: {
        'GET /api/admin/inspections': () => {
          calls += 1;
          return calls === 1
            ? answer(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'relation "inspections" does not exist' })
            : answer(200, pageOf(new URLSearchParams(), [DRAFT]));
        },
      },
    });
    renderInspections();
    expect(screen.getByText('Loading inspections...')).toBeInTheDocument();

    expect(await screen.findByText('Error loading inspections')).toBeInTheDocument();
    expect(screen.getByText('The system is temporarily unavailable. Please try again in a few minutes.')).toBeInTheDocument();
    expect(screen.queryByText(/relation/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Maria Lopez')).toBeInTheDocument();
  });
});

describe('Export CSV', () => {
  let saved: { name: string; blob: Blob }[];
  let createObjectURL: jest.Mock;
  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:irrigo/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads every inspection the filters select, headed in the interface language, counted in the browser’s time zone', async () => {
    const user = userEvent.setup();
    const api = mockInspectionsApi();
    renderInspections({ url: '/all-inspections?q=oak&status=completed&from=2026-11-01&sort=clientName&direction=asc&page=2' });
    await rowOf('Maria Lopez');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [csv] = api.calls('GET', INSPECTIONS_CSV_URL);
    expect(Object.fromEntries(csv?.query ?? [])).toEqual({
      q: 'oak',
      status: 'completed',
      locationId: 'loc-north',
      from: '2026-11-01',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      sort: 'clientName',
      direction: 'asc',
      lang: 'en',
    });
    expect(saved[0]?.name).toBe('inspections.csv');
    // The file as sent, never decoded into text and encoded again (the byte order mark Excel reads stays in).
    expect(saved[0]?.blob).toBe(CSV_FILE);

    await act(() => setLanguage('es'));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(api.calls('GET', INSPECTIONS_CSV_URL)[1]?.query.get('lang')).toBe('es');
    expect(saved[1]?.name).toBe('inspecciones.csv');
  });

  it('is disabled while it downloads and says why it failed, in the interface language', async () => {
    const user = userEvent.setup();
    let refuse: (response: Response) => void = () => undefined;
    mockInspectionsApi({ overrides: { [`GET ${INSPECTIONS_CSV_URL}`]: () => new Promise<Response>((resolve) => (refuse = resolve)) } });
    renderInspections();
    await rowOf('Maria Lopez');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: /Exporting…/ })).toBeDisabled();
    refuse(answer(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden in English' }));
    expect(await findToast('Export failed')).toBeInTheDocument();
    expect(toastText()).toContain("You don't have permission to do this. Please contact your administrator.");
    expect(toastText()).not.toContain('in English');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(saved).toHaveLength(0);
  });
});

describe('Deleting from the list', () => {
  it('is for admins: a manager views but does not delete', async () => {
    mockInspectionsApi({ user: MANAGER });
    renderInspections();
    const row = await rowOf('Maria Lopez');
    expect(within(row).getByRole('link', { name: /^View/ })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Delete/ })).toHaveLength(0);
  });

  it('asks first, says the inspection is removed, and reads the list again without it', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const api = mockInspectionsApi({
      list: (query) => pageOf(query, deleted ? [COMPLETED, IN_REVIEW] : ROWS),
      overrides: {
        [`DELETE /api/admin/inspections/${DRAFT.id}`]: () => {
          deleted = true;
          return answer(204);
        },
      },
    });
    renderInspections();

    await user.click(within(await rowOf('Maria Lopez')).getByRole('button', { name: 'Delete inspection IRR-20261120-0001' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Inspection' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the inspection IRR-20261120-0001 for Maria Lopez?');
    const before = api.listQueries().length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await findToast('Inspection Removed')).toBeInTheDocument();
    await waitFor(() => expect(api.listQueries().length).toBe(before + 1));
    await waitFor(() => expect(screen.queryByText('Maria Lopez')).not.toBeInTheDocument());
    expect(api.calls('DELETE', `/api/admin/inspections/${DRAFT.id}`)).toHaveLength(1);
  });

  it('says Deletion Failed and why when the server refuses', async () => {
    const user = userEvent.setup();
    mockInspectionsApi({
      overrides: { [`DELETE /api/admin/inspections/${DRAFT.id}`]: () => answer(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Refused in English' }) },
    });
    renderInspections();

    await user.click(within(await rowOf('Maria Lopez')).getByRole('button', { name: 'Delete inspection IRR-20261120-0001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deletion Failed')).toBeInTheDocument();
    expect(toastText()).toContain("You don't have permission to delete this inspection. Please contact your administrator.");
  });
});

describe('in Spanish', () => {
  it('shows the list, its filters and its money and dates in Spanish', async () => {
    await setLanguage('es');
    mockInspectionsApi();
    renderInspections();

    expect(await screen.findByRole('heading', { level: 1, name: 'Todas las inspecciones' })).toBeInTheDocument();
    const row = (await screen.findByText('Green Acres HOA')).closest('tr') as HTMLElement;
    expect(cellTexts(row)).toEqual(expect.arrayContaining(['Completada', '19 nov 2026Completada', '$1,250.00']));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todos');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });
});
