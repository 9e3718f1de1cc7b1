import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser, OrganizationProfile } from '@irrigo/contracts';
import { errorMessageKeys } from '@irrigo/api-client';
import { i18n, initI18n, setLanguage } from '@irrigo/i18n';
import { CURRENT_ORGANIZATION_QUERY_KEY, CURRENT_USER_QUERY_KEY, useCurrentOrganization } from '@irrigo/session';
import { answer, findToast, renderScreen, type FetchMock } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { ADMIN_ERROR_MESSAGES } from '../../app/error-messages';
import { ORGANIZATION_PROFILE_URL } from './api/organization-profile';
import { ORGANIZATION_ERRORS } from './organization-errors';
import Organization from './Organization';

const CURRENT_USER_URL = CURRENT_USER_QUERY_KEY[0];
const CURRENT_ORGANIZATION_URL = CURRENT_ORGANIZATION_QUERY_KEY[0];

const OWNER: AuthUser = {
  id: 'acc-owner',
  email: 'rosa@greenvalley.test',
  name: 'Rosa Delgado',
  role: 'admin',
  locationId: null,
  organizationId: 'org-1',
  technicianId: null,
  mustChangePassword: false,
};

const PROFILE: OrganizationProfile = {
  id: 'org-1',
  name: 'Green Valley Irrigation',
  type: 'franchise',
  phone: '(512) 555-0100',
  email: 'office@irrigo-demo.test',
  website: 'https://irrigo-demo.test',
  contactSource: 'housecall-pro',
  version: 3,
  updatedAt: '2026-11-24T09:00:00.000Z',
};

type Answer = (request: { url: string; init: RequestInit | undefined }) => Response | Promise<Response>;
const refuse = (statusCode: number, code: string, details?: string[]) => () =>
  answer(statusCode, { statusCode, code, message: 'Refused in English', ...(details ? { details } : {}) });

/** The API as the organization screen reads it; `overrides` answer `METHOD url` instead. */
function mockOrganizationApi(overrides: Record<string, Answer> = {}, organizationName = () => PROFILE.name) {
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
    const override = overrides[`${method} ${url}`];
    if (override) return override({ url, init });
    if (url === CURRENT_USER_URL) return answer(200, OWNER);
    if (url === CURRENT_ORGANIZATION_URL) return answer(200, { organization: { id: PROFILE.id, name: organizationName(), type: PROFILE.type } });
    if (method === 'GET' && url === ORGANIZATION_PROFILE_URL) return answer(200, { organization: PROFILE });
    throw new Error(`Unexpected request in test: ${method} ${url}`);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls: (method: string, url: string) => sent.filter((entry) => entry.method === method && entry.url === url) };
}

/** The shell's top bar, as far as this screen is concerned: the organization's name. */
function TopBarName() {
  const organization = useCurrentOrganization();
  return <p data-testid="top-bar-name">{organization.data?.name}</p>;
}

const renderPage = () =>
  renderScreen(
    <>
      <TopBarName />
      <Organization />
    </>,
    { path: '/admin/organization' },
  );
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const loaded = () => screen.findByDisplayValue(PROFILE.name);

beforeEach(async () => {
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  initI18n();
  await setLanguage('en');
});

describe('Organization', () => {
  it('shows a skeleton, then the name, type and the contact with where it came from and where it is printed', async () => {
    mockOrganizationApi();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Organization' })).toBeInTheDocument();
    expect(screen.getByText('Loading your organization…')).toHaveAttribute('role', 'status');
    await loaded();

    expect(field(/^Organization name/)).toHaveValue('Green Valley Irrigation');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Franchise');
    expect(field(/^Phone/)).toHaveValue('(512) 555-0100');
    expect(field(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(field(/^E-mail/)).toHaveValue('office@irrigo-demo.test');
    expect(field(/^Website/)).toHaveValue('https://irrigo-demo.test');
    const contact = screen.getByRole('region', { name: 'Contact for customers' });
    expect(within(contact).getByText(/appear on your customers' inspection reports and under the report e-mails/)).toBeInTheDocument();
    expect(within(contact).getByText('From Housecall Pro: updated by each sync until you save.')).toBeInTheDocument();
    expect(screen.getByText(/^Last changed Nov 24, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says what is wrong with each field before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockOrganizationApi();
    renderPage();
    await loaded();

    await user.clear(field(/^Organization name/));
    await user.type(field(/^Organization name/), '   ');
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '555-CALL-NOW');
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'office at greenvalley');
    await user.clear(field(/^Website/));
    await user.type(field(/^Website/), 'ftp://greenvalley.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Enter the organization's name.")).toBeInTheDocument();
    expect(screen.getByText('Use digits, spaces and + ( ) - . only, with at least 7 digits.')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address like office@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter a web address like greenvalley.com or https://greenvalley.com.')).toBeInTheDocument();
    expect(field(/^Organization name/)).toHaveFocus();
    expect(field(/^Phone/)).toHaveAttribute('aria-invalid', 'true');

    // Too few digits is as wrong as letters; fixing a field clears its message at once.
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '555-01');
    expect(screen.getByText('Use digits, spaces and + ( ) - . only, with at least 7 digits.')).toBeInTheDocument();
    await user.type(field(/^Phone/), '23');
    expect(screen.queryByText(/Use digits, spaces/)).not.toBeInTheDocument();
    expect(api.calls('PATCH', ORGANIZATION_PROFILE_URL)).toHaveLength(0);
  });

  it('saves only what changed against the version read, says so, and refreshes the top bar’s organization', async () => {
    const user = userEvent.setup();
    const saved: OrganizationProfile = {
      ...PROFILE,
      name: 'Green Valley Irrigation LLC',
      phone: '+1 512 555 0199',
      website: null,
      contactSource: 'office',
      version: 4,
    };
    let current = PROFILE;
    const api = mockOrganizationApi(
      {
        [`PATCH ${ORGANIZATION_PROFILE_URL}`]: () => {
          current = saved;
          return answer(200, { organization: saved });
        },
      },
      () => current.name,
    );
    renderPage();
    await loaded();
    await waitFor(() => expect(screen.getByTestId('top-bar-name')).toHaveTextContent('Green Valley Irrigation'));

    await user.type(field(/^Organization name/), ' LLC');
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), ' +1 512 555 0199 ');
    await user.clear(field(/^Website/));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await findToast('Green Valley Irrigation LLC saved.');
    const [patch] = api.calls('PATCH', ORGANIZATION_PROFILE_URL);
    expect(patch?.headers['If-Match']).toBe('"3"');
    expect(patch?.body).toEqual({ name: 'Green Valley Irrigation LLC', phone: '+1 512 555 0199', website: null });
    await waitFor(() => expect(screen.getByTestId('top-bar-name')).toHaveTextContent('Green Valley Irrigation LLC'));

    expect(screen.getByText('Edited in Irrigo: syncs leave it alone.')).toBeInTheDocument();
    expect(field(/^Phone/)).toHaveValue('+1 512 555 0199');
    expect(field(/^Website/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    // The next save starts from the version the server gave back.
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Independent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', ORGANIZATION_PROFILE_URL)).toHaveLength(2));
    expect(api.calls('PATCH', ORGANIZATION_PROFILE_URL)[1]).toMatchObject({ headers: { 'If-Match': '"4"' }, body: { type: 'independent' } });
  });

  it('keeps what was typed on a 412, shows the saved version on Reload, and saves over it', async () => {
    const user = userEvent.setup();
    const theirs: OrganizationProfile = { ...PROFILE, phone: '(512) 555-0111', contactSource: 'office', version: 4, updatedAt: '2026-11-25T08:00:00.000Z' };
    let current = PROFILE;
    let patches = 0;
    const api = mockOrganizationApi({
      [`GET ${ORGANIZATION_PROFILE_URL}`]: () => answer(200, { organization: current }),
      [`PATCH ${ORGANIZATION_PROFILE_URL}`]: ({ init }) => {
        patches++;
        if (patches === 1) {
          // Someone else saved in between.
          current = theirs;
          return refuse(412, 'STALE_VERSION')();
        }
        const body = JSON.parse(String(init?.body)) as Partial<OrganizationProfile>;
        current = { ...theirs, ...body, version: 5 };
        return answer(200, { organization: current });
      },
    });
    renderPage();
    await loaded();

    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), '512 555 0222');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Changed by someone else')).toBeInTheDocument();
    expect(field(/^Phone/)).toHaveValue('512 555 0222');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    const savedNow = (await screen.findByText('Reloaded. Saved now:')).closest('[role="status"]') as HTMLElement;
    expect(within(savedNow).getByText('(512) 555-0111')).toBeInTheDocument();
    expect(within(savedNow).getByText('Franchise')).toBeInTheDocument();
    expect(field(/^Phone/)).toHaveValue('512 555 0222');
    expect(screen.queryByText('Changed by someone else')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Green Valley Irrigation saved.');
    expect(api.calls('PATCH', ORGANIZATION_PROFILE_URL)[1]).toMatchObject({ headers: { 'If-Match': '"4"' }, body: { phone: '512 555 0222' } });
    expect(screen.queryByText('Reloaded. Saved now:')).not.toBeInTheDocument();
    expect(field(/^Phone/)).toHaveValue('512 555 0222');
  });

  it('takes the saved version instead when asked', async () => {
    const user = userEvent.setup();
    const theirs: OrganizationProfile = { ...PROFILE, name: 'Riegos del Sur', version: 4 };
    let current = PROFILE;
    mockOrganizationApi({
      [`GET ${ORGANIZATION_PROFILE_URL}`]: () => answer(200, { organization: current }),
      [`PATCH ${ORGANIZATION_PROFILE_URL}`]: () => {
        current = theirs;
        return refuse(412, 'STALE_VERSION')();
      },
    });
    renderPage();
    await loaded();

    await user.type(field(/^Organization name/), ' Co');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    await user.click(await screen.findByRole('button', { name: 'Use the saved version' }));

    expect(field(/^Organization name/)).toHaveValue('Riegos del Sur');
    expect(screen.queryByText('Reloaded. Saved now:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it.each([
    [
      'no connection',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Unable to connect to the server. Please check your internet connection and try again.',
    ],
    ['a role that may not', refuse(403, 'FORBIDDEN'), 'Only administrators and managers can change the organization.'],
    ['a server failure', refuse(503, 'UPSTREAM_UNAVAILABLE'), 'The system is temporarily unavailable. Please try again in a few minutes.'],
  ])('says why a save failed (%s) in the screen’s words, keeping the entries', async (_case, failure, message) => {
    const user = userEvent.setup();
    mockOrganizationApi({ [`PATCH ${ORGANIZATION_PROFILE_URL}`]: failure });
    renderPage();
    await loaded();

    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'hola@greenvalley.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Refused in English')).not.toBeInTheDocument();
    expect(field(/^E-mail/)).toHaveValue('hola@greenvalley.test');
  });

  it('puts a refusal of one field under that field', async () => {
    const user = userEvent.setup();
    mockOrganizationApi({ [`PATCH ${ORGANIZATION_PROFILE_URL}`]: refuse(400, 'VALIDATION_FAILED', ['website must be a URL address']) });
    renderPage();
    await loaded();

    await user.clear(field(/^Website/));
    await user.type(field(/^Website/), 'greenvalley.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Irrigo did not accept this. Check it and save again.')).toBeInTheDocument();
    expect(field(/^Website/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Website/)).toHaveFocus();
  });

  it('says when the organization could not be read, and Retry reads it again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockOrganizationApi({ [`GET ${ORGANIZATION_PROFILE_URL}`]: () => (fail ? refuse(500, 'INTERNAL_ERROR')() : answer(200, { organization: PROFILE })) });
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your organization could not be loaded');
    expect(alert).toHaveTextContent('The system is temporarily unavailable. Please try again in a few minutes.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await loaded()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await act(() => setLanguage('es'));
    const user = userEvent.setup();
    mockOrganizationApi();
    renderPage();
    await loaded();

    expect(screen.getByRole('heading', { level: 1, name: 'Organización' })).toBeInTheDocument();
    expect(field(/^Nombre de la organización/)).toBeInTheDocument();
    expect(field(/^Teléfono/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Tipo/ })).toHaveTextContent('Franquicia');
    expect(screen.getByText('De Housecall Pro: cada sincronización lo actualiza hasta que lo guardes.')).toBeInTheDocument();
    expect(screen.getByText(/Aparecen en los informes de inspección de tus clientes/)).toBeInTheDocument();

    await user.clear(field(/^Teléfono/));
    await user.type(field(/^Teléfono/), 'llamar');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usa solo dígitos, espacios y + ( ) - ., con al menos 7 dígitos.')).toBeInTheDocument();
  });

  it.each(['en', 'es'])('has %s words for every failure and every type', (lng) => {
    for (const key of errorMessageKeys(ADMIN_ERROR_MESSAGES, ORGANIZATION_ERRORS)) expect([key, i18n.exists(key, { lng })]).toEqual([key, true]);
    for (const type of ['franchise', 'corporate', 'independent']) expect(i18n.exists(`admin:organization.types.${type}`, { lng })).toBe(true);
  });
});
