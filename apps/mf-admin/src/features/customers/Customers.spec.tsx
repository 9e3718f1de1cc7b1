import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AuthUser,
  CustomerDetail,
  CustomerListItem,
  CustomerListResponse,
  CustomerSyncStatusResponse,
  Location,
  Site,
  Technician,
} from '@irrigo/contracts';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { AVAILABLE_LOCATIONS_QUERY_KEY, CURRENT_USER_QUERY_KEY, useSessionStore } from '@irrigo/session';
import { answer, findToast, renderScreen, type FetchMock } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { CUSTOMER_SYNC_URL, CUSTOMERS_URL, TECHNICIANS_URL } from './api/customers';
import { SEARCH_DEBOUNCE_MS } from './hooks/use-debounced-value';
import Customers from './Customers';

const CURRENT_USER_URL = CURRENT_USER_QUERY_KEY[0];
const LOCATIONS_URL = AVAILABLE_LOCATIONS_QUERY_KEY[0];

const location = (id: string, name: string): Location => ({ id, name, address: null, city: null, state: null, zipCode: null });
const LOCATIONS = [location('loc-main', 'Main Office'), location('loc-north', 'North Branch')];

const technician = (id: string, firstName: string, lastName: string, locationId: string): Technician => ({
  id,
  hcpEmployeeId: `pro_${id}`,
  firstName,
  lastName,
  email: null,
  mobileNumber: null,
  locationId,
  active: true,
  syncedAt: '2026-11-24T09:00:00.000Z',
  role: 'field tech',
  avatarUrl: null,
  colorHex: null,
});
const CARLOS = technician('t-carlos', 'Carlos', 'Mendoza', 'loc-main');
const JAKE = technician('t-jake', 'Jake', 'Thompson', 'loc-main');

const site = (id: string, street: string, accessNotes: Partial<Site['accessNotes']> = {}): Site => ({
  id,
  hcpAddressId: `adr_${id}`,
  street,
  streetLine2: null,
  city: 'Austin',
  state: 'TX',
  zip: '78704',
  country: 'US',
  accessNotes: { gateCode: null, dog: false, notes: null, ...accessNotes },
});

const ANA_SITE = site('s-ana', '1402 Barton Hills Dr', { gateCode: '4321#', dog: true, notes: 'Shut-off valve behind the side gate' });
const ANA: CustomerListItem = {
  id: 'c-ana',
  hcpCustomerId: 'cus_ana',
  firstName: 'Ana Lucía',
  lastName: 'Castillo',
  company: null,
  displayName: 'Ana Lucía Castillo',
  email: 'ana.castillo@example.test',
  mobileNumber: '5125550142',
  homeNumber: null,
  workNumber: '5125550199',
  locationId: 'loc-main',
  preferredLanguage: 'es',
  doNotService: { active: false, reason: null },
  primarySite: ANA_SITE,
  siteCount: 2,
  technicianNames: ['Carlos Mendoza'],
};
const TERESA: CustomerListItem = {
  ...ANA,
  id: 'c-teresa',
  hcpCustomerId: 'cus_teresa',
  firstName: 'Teresa',
  lastName: 'Alvarado',
  company: 'Brushy Creek Villas HOA',
  displayName: 'Teresa Alvarado',
  email: null,
  mobileNumber: null,
  workNumber: null,
  preferredLanguage: 'en',
  doNotService: { active: true, reason: 'Unpaid invoices' },
  primarySite: null,
  siteCount: 0,
  technicianNames: [],
};

const ANA_DETAIL: CustomerDetail = {
  ...ANA,
  tags: ['spanish', 'residential'],
  hcpNotes: 'Prefers calls after 5 pm',
  preferredLanguageSource: 'hcp',
  sites: [ANA_SITE, site('s-ana-2', '88 Rainey St')],
  jobs: [
    {
      id: 'j-1',
      hcpJobId: 'job_1',
      invoiceNumber: '1042',
      description: 'Spring start-up',
      workStatus: 'complete rated',
      scheduledStart: '2026-03-14T15:00:00.000Z',
      scheduledEnd: '2026-03-14T16:00:00.000Z',
      siteId: 's-ana',
      technicianNames: ['Carlos Mendoza'],
      totalCents: 123450,
    },
  ],
  version: 3,
  syncedAt: '2026-11-24T09:00:00.000Z',
};

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

const LAST_SYNC: CustomerSyncStatusResponse = {
  lastRun: { status: 'ok', finishedAt: '2026-11-24T09:00:00.000Z', created: 14, updated: 0, archived: 0, jobs: 31, failure: null },
};

type Answer = (request: { url: string; init: RequestInit | undefined }) => Response | Promise<Response>;
const refuse = (statusCode: number, code: string) => () => answer(statusCode, { statusCode, code, message: 'Refused in English' });
const page = (items: CustomerListItem[], total = items.length, pageNumber = 1): CustomerListResponse => ({ items, total, page: pageNumber, pageSize: 25 });

/** The office API as the customers screen reads it; `overrides` answer a request (METHOD url-prefix) instead. */
function mockCustomersApi(overrides: Record<string, Answer> = {}) {
  const sent: { method: string; url: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({
      method,
      url,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const override = Object.entries(overrides).find(([key]) => {
      const [wantedMethod, prefix] = key.split(' ');
      return wantedMethod === method && url.startsWith(prefix ?? '');
    });
    if (override) return override[1]({ url, init });
    if (url === CURRENT_USER_URL) return answer(200, OWNER);
    if (url === LOCATIONS_URL) return answer(200, { locations: LOCATIONS });
    if (url.startsWith(TECHNICIANS_URL)) return answer(200, { technicians: [CARLOS, JAKE] });
    if (method === 'GET' && url === CUSTOMER_SYNC_URL) return answer(200, LAST_SYNC);
    if (method === 'GET' && url === `${CUSTOMERS_URL}/c-ana`) return answer(200, ANA_DETAIL);
    if (method === 'GET' && url.startsWith(CUSTOMERS_URL)) {
      const q = new URL(url, 'http://irrigo.test').searchParams.get('q');
      if (q === 'nobody') return answer(200, page([]));
      if (q) return answer(200, page([ANA]));
      return answer(200, page([ANA, TERESA], 60));
    }
    throw new Error(`Unexpected request in test: ${method} ${url}`);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  const calls = (method: string, prefix: string) => sent.filter((entry) => entry.method === method && entry.url.startsWith(prefix));
  const listCalls = () => calls('GET', CUSTOMERS_URL).filter((entry) => !entry.url.startsWith(`${CUSTOMERS_URL}/`));
  return { sent, calls, listCalls };
}

const renderPage = (url = '/customers') => renderScreen(<Customers />, { path: '/customers', url });
const rowOf = async (name: string) => (await screen.findByRole('link', { name: `Open ${name}` })).closest('tr') as HTMLElement;
const paramsOf = (url: string) => new URL(url, 'http://irrigo.test').searchParams;

beforeEach(async () => {
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState({ selectedLocationId: 'loc-main' });
  initI18n();
  await setLanguage('en');
});

describe('Customers', () => {
  it('lists a page of the shell location’s customers with contact links, address, technicians, location, language and Do Not Service', async () => {
    const user = userEvent.setup();
    const api = mockCustomersApi();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const ana = await rowOf('Ana Lucía Castillo');
    expect(paramsOf(api.listCalls()[0]?.url ?? '').get('locationId')).toBe('loc-main');
    expect(within(ana).getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute('href', 'tel:5125550142');
    expect(within(ana).getByRole('link', { name: 'ana.castillo@example.test' })).toHaveAttribute('href', 'mailto:ana.castillo@example.test');
    expect(within(ana).getByText('1402 Barton Hills Dr')).toBeInTheDocument();
    expect(within(ana).getByText('Austin, TX 78704')).toBeInTheDocument();
    expect(within(ana).getByText('+1 more site')).toBeInTheDocument();
    expect(within(ana).getByText('Carlos Mendoza')).toBeInTheDocument();
    expect(within(ana).getByText('Main Office')).toBeInTheDocument();
    expect(within(ana).getByText('Spanish')).toBeInTheDocument();

    const teresa = await rowOf('Teresa Alvarado');
    expect(within(teresa).getByText('Brushy Creek Villas HOA')).toBeInTheDocument();
    expect(within(teresa).getByText('Do Not Service')).toBeInTheDocument();
    expect(within(teresa).getByText('No phone')).toBeInTheDocument();
    expect(within(teresa).getByText('Not assigned')).toBeInTheDocument();

    // The server pages: the next page is asked of it.
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(paramsOf(api.listCalls().at(-1)?.url ?? '').get('page')).toBe('2'));
  });

  it('searches on the server once typing stops, and filters by technician and location', async () => {
    const user = userEvent.setup();
    const api = mockCustomersApi();
    renderPage();
    await rowOf('Teresa Alvarado');
    const before = api.listCalls().length;

    await user.type(screen.getByLabelText('Search by name, company, e-mail, phone or street'), 'lucia');
    await waitFor(() => expect(screen.queryByText('Teresa Alvarado')).not.toBeInTheDocument());
    // One request for the word, not one a letter.
    const searches = api.listCalls().slice(before);
    expect(searches).toHaveLength(1);
    expect(paramsOf(searches[0]?.url ?? '').get('q')).toBe('lucia');
    expect(SEARCH_DEBOUNCE_MS).toBeGreaterThanOrEqual(200);
    await user.clear(screen.getByLabelText('Search by name, company, e-mail, phone or street'));

    await user.click(screen.getByRole('combobox', { name: 'Technician' }));
    await user.click(await screen.findByRole('option', { name: 'Jake Thompson' }));
    await waitFor(() => expect(paramsOf(api.listCalls().at(-1)?.url ?? '').get('technicianId')).toBe('t-jake'));

    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'All locations' }));
    await waitFor(() => {
      const last = paramsOf(api.listCalls().at(-1)?.url ?? '');
      expect(last.get('locationId')).toBeNull();
      // A technician picked for one location does not carry over to another.
      expect(last.get('technicianId')).toBeNull();
    });
  });

  it('says No customers found, with the hint about the technician’s assignments, when nothing matches', async () => {
    const user = userEvent.setup();
    mockCustomersApi();
    renderPage();
    await rowOf('Ana Lucía Castillo');

    await user.type(screen.getByLabelText('Search by name, company, e-mail, phone or street'), 'nobody');
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search, or check the technician's assignments in Housecall Pro, the field-service tool.")).toBeInTheDocument();
  });

  it('shows the spec’s error when the list cannot be read, and Retry reads it again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockCustomersApi({ [`GET ${CUSTOMERS_URL}?`]: () => (fail ? refuse(503, 'UPSTREAM_UNAVAILABLE')() : answer(200, page([ANA]))) });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to fetch customer list. Please try again.')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('Refused in English');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rowOf('Ana Lucía Castillo')).toBeInTheDocument();
  });

  it('opens a customer in a drawer with a shareable URL: contacts, every property with maps link and access notes, HCP jobs', async () => {
    const user = userEvent.setup();
    mockCustomersApi();
    renderPage();

    await user.click(await screen.findByRole('link', { name: 'Open Ana Lucía Castillo' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/customers?customer=c-ana');
    const drawer = await screen.findByRole('dialog', { name: 'Ana Lucía Castillo' });

    expect(within(drawer).getByRole('link', { name: '(512) 555-0142' })).toHaveAttribute('href', 'tel:5125550142');
    expect(within(drawer).getByRole('link', { name: '(512) 555-0199' })).toHaveAttribute('href', 'tel:5125550199');
    expect(within(drawer).getByRole('link', { name: 'ana.castillo@example.test' })).toHaveAttribute('href', 'mailto:ana.castillo@example.test');

    expect(within(drawer).getByRole('heading', { name: 'Properties (2)' })).toBeInTheDocument();
    const maps = within(drawer).getByRole('link', { name: 'Open 1402 Barton Hills Dr, Austin, TX 78704 in maps' });
    expect(maps.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=1402%20Barton%20Hills%20Dr%2C%20Austin%2C%20TX%2078704%2C%20US');
    expect(within(drawer).getByRole('link', { name: /88 Rainey St/ })).toBeInTheDocument();
    expect(within(drawer).getByText('4321#')).toBeInTheDocument();
    expect(within(drawer).getByText('Dog on the property')).toBeInTheDocument();
    expect(within(drawer).getByText('Shut-off valve behind the side gate')).toBeInTheDocument();

    const jobs = within(drawer).getByRole('table', { name: 'Housecall Pro jobs of Ana Lucía Castillo' });
    const job = within(jobs).getByText('Spring start-up').closest('tr') as HTMLElement;
    expect(within(job).getByText('Invoice 1042')).toBeInTheDocument();
    expect(within(job).getByText('Complete (rated)')).toBeInTheDocument();
    expect(within(job).getByText('Mar 14, 2026')).toBeInTheDocument();
    expect(within(job).getByText('Carlos Mendoza')).toBeInTheDocument();
    expect(within(job).getByText('$1,234.50')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close customer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/customers$/);
  });

  it('opens the drawer straight from a shared link, and says so when the customer is out of reach', async () => {
    mockCustomersApi({ [`GET ${CUSTOMERS_URL}/c-gone`]: refuse(404, 'NOT_FOUND') });
    const { unmount } = renderPage('/customers?customer=c-ana');
    expect(await screen.findByRole('dialog', { name: 'Ana Lucía Castillo' })).toBeInTheDocument();
    unmount();

    renderPage('/customers?customer=c-gone');
    const drawer = await screen.findByRole('dialog', { name: 'Customer' });
    expect(await within(drawer).findByText('This customer could not be loaded')).toBeInTheDocument();
    expect(within(drawer).getByText(/may have been archived in Housecall Pro/)).toBeInTheDocument();
  });

  it('saves language and Do Not Service with the version read; a 412 keeps the entries, Reload takes the new version, and saving again works', async () => {
    const user = userEvent.setup();
    let patches = 0;
    const fresh: CustomerDetail = { ...ANA_DETAIL, preferredLanguage: 'en', preferredLanguageSource: 'office', version: 4 };
    let detail = ANA_DETAIL;
    const api = mockCustomersApi({
      [`GET ${CUSTOMERS_URL}/c-ana`]: () => answer(200, detail),
      [`PATCH ${CUSTOMERS_URL}/c-ana`]: ({ init }) => {
        patches++;
        if (patches === 1) {
          // Someone else saved in between.
          detail = fresh;
          return refuse(412, 'STALE_VERSION')();
        }
        const body = JSON.parse(String(init?.body)) as { doNotService: CustomerDetail['doNotService'] };
        return answer(200, { ...fresh, doNotService: body.doNotService, version: 5 });
      },
    });
    renderPage('/customers?customer=c-ana');
    const drawer = await screen.findByRole('dialog', { name: 'Ana Lucía Castillo' });
    expect(within(drawer).getByText(/Read from the customer's notes or tags in Housecall Pro/)).toBeInTheDocument();

    const save = within(drawer).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(drawer).getByRole('switch', { name: 'Do Not Service' }));
    await user.type(within(drawer).getByRole('textbox', { name: /Reason/ }), 'Dog bit a technician');
    await user.click(save);

    expect(await within(drawer).findByText('Changed by someone else — reload')).toBeInTheDocument();
    const first = api.calls('PATCH', `${CUSTOMERS_URL}/c-ana`)[0];
    expect(first?.headers['If-Match']).toBe('"3"');
    expect(first?.body).toEqual({ doNotService: { active: true, reason: 'Dog bit a technician' } });
    // Nothing typed is lost.
    expect(within(drawer).getByRole('switch', { name: 'Do Not Service' })).toBeChecked();
    expect(within(drawer).getByRole('textbox', { name: /Reason/ })).toHaveValue('Dog bit a technician');

    await user.click(within(drawer).getByRole('button', { name: 'Reload' }));
    expect(await within(drawer).findByText(/Reloaded\. Saved now: English, Do Not Service off/)).toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: /Reason/ })).toHaveValue('Dog bit a technician');

    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await findToast('Ana Lucía Castillo saved.');
    expect(api.calls('PATCH', `${CUSTOMERS_URL}/c-ana`)[1]?.headers['If-Match']).toBe('"4"');
    await waitFor(() => expect(within(drawer).queryByText('Changed by someone else — reload')).not.toBeInTheDocument());
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Reason: Dog bit a technician');
  });

  it('shows the last sync, runs Sync customers and says what changed; a Housecall Pro failure is said in the reader’s words', async () => {
    const user = userEvent.setup();
    let fail = false;
    let lastRun: CustomerSyncStatusResponse = LAST_SYNC;
    const api = mockCustomersApi({
      [`GET ${CUSTOMER_SYNC_URL}`]: () => answer(200, lastRun),
      [`POST ${CUSTOMER_SYNC_URL}`]: () => {
        if (fail) return refuse(503, 'HCP_UNAVAILABLE')();
        // What the last run then reads: one that failed, so its reason shows.
        lastRun = {
          lastRun: { status: 'failed', finishedAt: '2026-11-24T10:00:00.000Z', created: 0, updated: 0, archived: 0, jobs: 0, failure: 'hcp-refused' },
        };
        return answer(200, { created: 2, updated: 1, archived: 1, jobs: 9, total: 14, syncedAt: '2026-11-24T10:00:00.000Z' });
      },
    });
    renderPage();
    await rowOf('Ana Lucía Castillo');
    expect((await screen.findByText(/Last synced/)).parentElement).toHaveTextContent('14 added, 0 updated, 0 archived, 31 jobs');
    const reads = api.listCalls().length;

    await user.click(screen.getByRole('button', { name: 'Sync customers' }));
    expect(await screen.findByText(/Sync finished at .*: 2 added, 1 updated, 1 archived, 9 jobs\./)).toBeInTheDocument();
    await waitFor(() => expect(api.listCalls().length).toBeGreaterThan(reads));
    expect((await screen.findByText(/Last sync failed/)).parentElement).toHaveTextContent("Housecall Pro refused Irrigo's API key.");

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Sync customers' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sync did not finish');
    expect(alert).toHaveTextContent('Housecall Pro did not answer or refused Irrigo');
  });

  it('speaks Spanish: the list, the spec’s messages and the drawer', async () => {
    await setLanguage('es');
    const user = userEvent.setup();
    let fail = true;
    mockCustomersApi({ [`GET ${CUSTOMERS_URL}?`]: () => (fail ? refuse(500, 'INTERNAL_ERROR')() : answer(200, page([]))) });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Clientes' })).toBeInTheDocument();
    expect(await screen.findByText('No se pudo obtener la lista de clientes. Inténtalo de nuevo.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No se encontraron clientes')).toBeInTheDocument();
    expect(screen.getByText(/revisa las asignaciones del técnico en Housecall Pro/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sincronizar clientes' })).toBeInTheDocument();
  });

  it('speaks Spanish in the drawer too', async () => {
    await setLanguage('es');
    mockCustomersApi();
    renderPage('/customers?customer=c-ana');

    const drawer = await screen.findByRole('dialog', { name: 'Ana Lucía Castillo' });
    expect(within(drawer).getByRole('heading', { name: 'Propiedades (2)' })).toBeInTheDocument();
    expect(within(drawer).getByText('Código del portón')).toBeInTheDocument();
    expect(within(drawer).getByText('Hay perro en la propiedad')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /^Abrir 1402 Barton Hills Dr, Austin, TX 78704 en mapas$/ })).toBeInTheDocument();
    expect(within(drawer).getByText('Terminado (calificado)')).toBeInTheDocument();
    expect(within(drawer).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(drawer).getByRole('switch', { name: 'No dar servicio' })).not.toBeChecked();
    expect(within(drawer).getByRole('button', { name: 'Cerrar cliente' })).toBeInTheDocument();
  });
});
