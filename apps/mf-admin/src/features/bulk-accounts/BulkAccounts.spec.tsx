import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkAccountCandidate, BulkAccountsResponse } from '@irrigo/contracts';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { answer, renderScreen, type FetchMock } from '@irrigo/test-web';
import { BULK_ACCOUNTS_URL, CANDIDATES_URL } from '../../api/bulk-accounts';
import BulkAccounts from './BulkAccounts';

const candidate = (overrides: Partial<BulkAccountCandidate> & Pick<BulkAccountCandidate, 'technicianId' | 'firstName'>): BulkAccountCandidate => ({
  lastName: 'García',
  email: `${overrides.firstName.toLowerCase()}@riegos.co`,
  locationId: 'loc-1',
  accountState: 'none',
  activationExpiresAt: null,
  ...overrides,
});

const roster: BulkAccountCandidate[] = [
  candidate({ technicianId: 't-ana', firstName: 'Ana' }),
  candidate({ technicianId: 't-luis', firstName: 'Luis', email: null }),
  candidate({ technicianId: 't-rosa', firstName: 'Rosa', accountState: 'pending', activationExpiresAt: '2026-03-15T10:00:00.000Z' }),
  candidate({ technicianId: 't-marco', firstName: 'Marco', accountState: 'active' }),
];

const sheetAnswer: BulkAccountsResponse = {
  results: [
    {
      technicianId: 't-ana',
      name: 'Ana García',
      email: 'ana@riegos.co',
      status: 'on-sheet',
      activationCode: 'ABCD-EFGH-JKMN-PQRS',
      expiresAt: '2026-03-15T10:00:00.000Z',
    },
    {
      technicianId: 't-luis',
      name: 'Luis García',
      email: null,
      status: 'on-sheet',
      activationCode: 'WXYZ-2345-6789-ABCD',
      expiresAt: '2026-03-15T10:00:00.000Z',
    },
  ],
};

/** A fetch mock by method and URL that records the JSON bodies posted. */
function mockBulkApi(post: () => Response): { fetch: FetchMock; posted: unknown[] } {
  const posted: unknown[] = [];
  const fetchMock: FetchMock = jest.fn(async (input, init) => {
    const url = String(input);
    if (url === CANDIDATES_URL) return answer(200, { candidates: roster });
    if (url === BULK_ACCOUNTS_URL && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return post();
    }
    throw new Error(`Unexpected request in test: ${url}`);
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { fetch: fetchMock, posted };
}

const renderPage = () => renderScreen(<BulkAccounts />, { path: '/admin/bulk-accounts' });
const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

beforeEach(async () => {
  window.localStorage.clear();
  initI18n();
  await setLanguage('en');
});

describe('BulkAccounts', () => {
  it('lists the roster with account states; active accounts cannot be chosen; select all and none', async () => {
    mockBulkApi(() => answer(200, { results: [] }));
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Bulk accounts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /Active technicians/ });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByText('Activation pending')).toBeInTheDocument();
    expect(within(table).getByText('No e-mail')).toBeInTheDocument();
    expect(checkbox('Marco García')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('3 technicians selected')).toBeInTheDocument();
    expect(checkbox('Marco García')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Select none' }));
    expect(screen.getByText('0 technicians selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create accounts' })).toBeDisabled();
  });

  it('warns that technicians without an e-mail are skipped by e-mail delivery, and shows per-technician results', async () => {
    const api = mockBulkApi(() =>
      answer(200, {
        results: [
          { technicianId: 't-ana', name: 'Ana García', email: 'ana@riegos.co', status: 'emailed', expiresAt: '2026-03-17T10:00:00.000Z' },
          { technicianId: 't-luis', name: 'Luis García', email: null, status: 'skipped', reason: 'no-email' },
        ],
      } satisfies BulkAccountsResponse),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ana García' }));
    await user.click(checkbox('Luis García'));
    expect(screen.getByText(/1 selected technician has no e-mail and will be skipped/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create accounts' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Create accounts for 2 technicians?' });
    await user.click(within(dialog).getByRole('button', { name: 'Create accounts' }));

    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(api.posted).toEqual([{ technicianIds: ['t-ana', 't-luis'], delivery: 'email' }]);
    expect(screen.getByText('Code e-mailed')).toBeInTheDocument();
    expect(screen.getByText('No e-mail address: use a printable sheet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Activation sheet' })).not.toBeInTheDocument();
  });

  it('cancelling the confirmation sends nothing', async () => {
    const api = mockBulkApi(() => answer(200, { results: [] }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ana García' }));
    await user.click(screen.getByRole('button', { name: 'Create accounts' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.posted).toEqual([]);
  });

  it('prints a sheet with one card per technician: name, e-mail, code, expiry, address and bilingual steps', async () => {
    const api = mockBulkApi(() => answer(200, sheetAnswer));
    const print = jest.fn();
    window.print = print;
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ana García' }));
    await user.click(checkbox('Luis García'));
    await user.click(screen.getByRole('radio', { name: /Printable sheet/ }));
    expect(screen.queryByText(/has no e-mail and will be skipped/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create accounts' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Create accounts' }));

    const sheet = await screen.findByRole('region', { name: 'Activation sheet' });
    expect(api.posted).toEqual([{ technicianIds: ['t-ana', 't-luis'], delivery: 'sheet' }]);
    const ana = within(sheet).getByRole('listitem', { name: 'Ana García' });
    expect(within(ana).getByText('ABCD-EFGH-JKMN-PQRS')).toBeInTheDocument();
    expect(within(ana).getByText('ana@riegos.co')).toBeInTheDocument();
    expect(within(ana).getByText(`${window.location.origin}/activate`)).toBeInTheDocument();
    expect(within(ana).getByText(/enter your e-mail and this code/)).toBeInTheDocument();
    expect(within(ana).getByText(/escribe tu correo y este código/)).toBeInTheDocument();
    const luis = within(sheet).getByRole('listitem', { name: 'Luis García' });
    expect(within(luis).getByText(/enter your name \(Luis García\)/)).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when the roster changed under the request (404)', async () => {
    mockBulkApi(() => answer(404, { statusCode: 404, code: 'TECHNICIAN_NOT_FOUND', message: 'x' }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ana García' }));
    await user.click(screen.getByRole('button', { name: 'Create accounts' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Create accounts' }));
    expect(await screen.findByText(/The roster changed since this page was loaded/)).toBeInTheDocument();
  });

  it('explains a refused roster, in Spanish', async () => {
    await setLanguage('es');
    globalThis.fetch = jest.fn(async () => answer(403, { statusCode: 403, code: 'FORBIDDEN', message: 'x' })) as typeof fetch;
    renderPage();
    expect(await screen.findByText('Solo los administradores y gerentes pueden crear cuentas de técnicos.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cuentas en bloque' })).toBeInTheDocument();
  });
});
