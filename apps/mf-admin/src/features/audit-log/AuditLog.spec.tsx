import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent, AuditEventsResponse, InspectionAuditEvent, InspectionAuditEventsResponse } from '@irrigo/contracts';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { answer, mockApi, renderScreen } from '@irrigo/test-web';
import { auditEventsUrl, inspectionAuditEventsUrl } from './api/audit-events';
import AuditLog from './AuditLog';

const event = (overrides: Partial<AuditEvent> & Pick<AuditEvent, 'id' | 'type' | 'occurredAt'>): AuditEvent => ({
  accountId: 'acc-1',
  email: 'luis@riegos.co',
  actorId: null,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)',
  details: {},
  ...overrides,
});

const firstPage: AuditEventsResponse = {
  events: [
    event({ id: 'e3', type: 'sign-in', occurredAt: '2026-03-14T15:30:00.000Z', details: { portal: 'technician' } }),
    event({
      id: 'e2',
      type: 'sign-in-failed',
      occurredAt: '2026-03-14T15:29:00.000Z',
      email: 'nobody@riegos.co',
      accountId: null,
      details: { portal: 'office', reason: 'unknown-account' },
    }),
  ],
  nextBefore: '2026-03-14T15:29:00.000Z',
};

const secondPage: AuditEventsResponse = {
  events: [
    event({
      id: 'e1',
      type: 'rate-limited',
      occurredAt: '2026-03-14T15:00:00.000Z',
      email: null,
      accountId: null,
      details: { retryAfterSeconds: 600, origin: 'gateway' },
    }),
  ],
  nextBefore: null,
};

const FIRST = auditEventsUrl(null);
const SECOND = auditEventsUrl('2026-03-14T15:29:00.000Z');

function renderLog(url = '/admin/audit-log') {
  return renderScreen(<AuditLog />, { path: '/admin/audit-log', url });
}

/** The details cell as [name, value] pairs, as a screen reader reads the description list. */
const detailPairs = (cell: HTMLElement | undefined) =>
  Array.from((cell as HTMLElement).querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(async () => {
  window.localStorage.clear();
  initI18n();
  await setLanguage('en');
});

describe('AuditLog', () => {
  it('asks for the newest page of events', () => {
    expect(FIRST).toBe('/api/audit-events?limit=50');
    expect(SECOND).toBe('/api/audit-events?limit=50&before=2026-03-14T15%3A29%3A00.000Z');
  });

  it('says it is loading, then lists each event’s time, type, account, address and details', async () => {
    mockApi({ [FIRST]: () => answer(200, firstPage) });
    renderLog();

    expect(screen.getByRole('heading', { level: 1, name: 'Security Log' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading security events…' })).toBeInTheDocument();

    await screen.findByRole('table', { name: 'Security events, newest first' });
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Event', 'Account', 'IP address', 'Details']);
    const [signIn, failed] = rows();
    const cells = within(signIn as HTMLElement).getAllByRole('cell');
    const time = (cells[0] as HTMLElement).querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-03-14T15:30:00.000Z');
    expect(time).toHaveTextContent(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'long' }).format(new Date('2026-03-14T15:30:00.000Z')));
    expect(cells[1]).toHaveTextContent('Signed in');
    expect(cells[2]).toHaveTextContent('luis@riegos.co');
    expect(cells[3]).toHaveTextContent('203.0.113.7');
    expect(cells[3]).toHaveTextContent('iPad');
    expect(detailPairs(cells[4])).toEqual([['Signed in at', 'Technician login']]);
    const failedCells = within(failed as HTMLElement).getAllByRole('cell');
    expect(failedCells[1]).toHaveTextContent('Sign-in failed');
    expect(detailPairs(failedCells[4])).toEqual([
      ['Signed in at', 'Office login'],
      ['Reason', 'No account with this e-mail'],
    ]);
  });

  it('loads older events with Load more until the oldest', async () => {
    const fetchMock = mockApi({ [FIRST]: () => answer(200, firstPage), [SECOND]: () => answer(200, secondPage) });
    renderLog();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(rows()).toHaveLength(3));
    const oldest = within(rows()[2] as HTMLElement).getAllByRole('cell');
    expect(oldest[1]).toHaveTextContent('Too many attempts blocked');
    expect(oldest[2]).toHaveTextContent('No matching account');
    // A detail the screen has no words for is shown as the server wrote it.
    expect(detailPairs(oldest[4])).toEqual([
      ['Blocked for (seconds)', '600'],
      ['origin', 'gateway'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText("That's the oldest event in the log.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([FIRST, SECOND]);
  });

  it('keeps what it has and says so when older events fail to load', async () => {
    mockApi({ [FIRST]: () => answer(200, firstPage), [SECOND]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderLog();
    await screen.findByRole('table');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load older events");
    expect(alert).toHaveTextContent('Unable to connect to the server');
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('words the account changes: roles, locations (none included), disabling and enabling', async () => {
    mockApi({
      [FIRST]: () =>
        answer(200, {
          events: [
            event({ id: 'e6', type: 'account-enabled', occurredAt: '2026-03-14T16:05:00.000Z', actorId: 'acc-rosa' }),
            event({ id: 'e5', type: 'account-disabled', occurredAt: '2026-03-14T16:04:00.000Z', actorId: 'acc-rosa' }),
            event({ id: 'e4', type: 'location-changed', occurredAt: '2026-03-14T16:03:00.000Z', details: { previousLocation: '', location: 'North Yard' } }),
            event({
              id: 'e3',
              type: 'role-changed',
              occurredAt: '2026-03-14T16:02:00.000Z',
              details: { previousRole: 'technician', role: 'supervisor', via: 'account-management' },
            }),
            event({
              id: 'e2',
              type: 'role-request-declined',
              occurredAt: '2026-03-14T16:01:00.000Z',
              details: { requestedRole: 'admin', requestId: 'req-42' },
            }),
            event({ id: 'e1', type: 'sign-up-failed', occurredAt: '2026-03-14T16:00:00.000Z', details: { reason: 'too-many-attempts' } }),
          ],
          nextBefore: null,
        }),
    });
    renderLog();
    await screen.findByRole('table');

    const cells = rows().map((row) => within(row).getAllByRole('cell'));
    expect(cells.map((row) => row[1]?.textContent)).toEqual([
      'Account enabled',
      'Account disabled',
      'Location changed',
      'Role changed',
      'Role request declined',
      'Sign-up confirmation failed',
    ]);
    expect(detailPairs(cells[2]?.[4])).toEqual([
      ['Previous location', 'No location'],
      ['Location', 'North Yard'],
    ]);
    expect(detailPairs(cells[3]?.[4])).toEqual([
      ['Previous role', 'Technician'],
      ['Role', 'Supervisor'],
      ['Through', 'Team accounts'],
    ]);
    expect(detailPairs(cells[4]?.[4])).toEqual([
      ['Requested role', 'Administrator'],
      ['Access request', 'req-42'],
    ]);
    expect(detailPairs(cells[5]?.[4])).toEqual([['Reason', 'Too many wrong codes']]);
  });

  it('says when there is nothing yet', async () => {
    mockApi({ [FIRST]: () => answer(200, { events: [], nextBefore: null }) });
    renderLog();

    expect(await screen.findByText('No security events yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains an error and tries again', async () => {
    let calls = 0;
    mockApi({
      [FIRST]: () => {
        calls += 1;
        return calls === 1 ? answer(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' }) : answer(200, firstPage);
      },
    });
    renderLog();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the security log");
    expect(alert).toHaveTextContent('temporarily unavailable');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells someone who is not an administrator that the log is not for them', async () => {
    mockApi({ [FIRST]: () => answer(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' }) });
    renderLog();

    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators and managers can read the security log.');
  });

  it('reads in Spanish, dates included', async () => {
    await setLanguage('es');
    mockApi({ [FIRST]: () => answer(200, firstPage) });
    renderLog();

    expect(screen.getByRole('heading', { level: 1, name: 'Registro de seguridad' })).toBeInTheDocument();
    await screen.findByRole('table');
    const cells = within(rows()[0] as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'long' }).format(new Date('2026-03-14T15:30:00.000Z')));
    expect(cells[1]).toHaveTextContent('Inicio de sesión');
    expect(detailPairs(cells[4])).toEqual([['Acceso por', 'Acceso de técnicos']]);
    expect(within(rows()[1] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('Inicio de sesión fallido');
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeInTheDocument();
  });
});

const LOCATIONS = '/api/locations/available';
const INSPECTIONS_FIRST = inspectionAuditEventsUrl(null);
const INSPECTIONS_SECOND = inspectionAuditEventsUrl('2026-11-20T10:00:00.000Z');

const deletion = (overrides: Partial<InspectionAuditEvent> & Pick<InspectionAuditEvent, 'id' | 'occurredAt'>): InspectionAuditEvent => ({
  action: 'inspection.deleted',
  inspectionId: `insp-${overrides.id}`,
  actorId: 'acc-owner',
  actorEmail: 'owner@riegos.co',
  actorRole: 'admin',
  ...overrides,
  details: {
    reportNumber: 'IR-261120-0A1B2C',
    clientName: 'Ana Lucía Pérez',
    status: 'completed',
    locationId: 'loc-north',
    technicianId: 't-1',
    ...overrides.details,
  },
});

const deletions: InspectionAuditEventsResponse = {
  events: [
    deletion({
      id: 'd2',
      occurredAt: '2026-11-21T09:30:00.000Z',
      details: { reportNumber: 'IR-261121-9F8E7D', clientName: 'María Gómez', status: 'draft', locationId: 'loc-north', technicianId: null },
    }),
    deletion({
      id: 'd1',
      occurredAt: '2026-11-20T10:00:00.000Z',
      actorEmail: null,
      actorRole: null,
      details: { reportNumber: 'IR-2025-0042', clientName: '', status: 'archived', locationId: null, technicianId: null },
    }),
  ],
  nextBefore: '2026-11-20T10:00:00.000Z',
};

const locationsAnswer = () => answer(200, { locations: [{ id: 'loc-north', name: 'North Yard' }] });

describe('AuditLog: deleted inspections', () => {
  it('shows the security events first and reads the deleted inspections only when their tab is chosen, keeping the tab in the address', async () => {
    const fetchMock = mockApi({ [FIRST]: () => answer(200, firstPage), [INSPECTIONS_FIRST]: () => answer(200, deletions), [LOCATIONS]: locationsAnswer });
    renderLog();
    await screen.findByRole('table', { name: 'Security events, newest first' });
    expect(screen.getByRole('tab', { name: 'Accounts and sign-ins' })).toHaveAttribute('aria-selected', 'true');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([FIRST]);

    await userEvent.click(screen.getByRole('tab', { name: 'Deleted inspections' }));

    expect(await screen.findByRole('table', { name: 'Deleted inspections, newest first' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/audit-log?log=inspections');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Deleted', 'Inspection', 'Status when deleted', 'Location', 'Deleted by']);
    const [newest, oldest] = rows().map((row) => within(row).getAllByRole('cell'));
    expect(newest?.[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-21T09:30:00.000Z');
    expect(newest?.[1]).toHaveTextContent('IR-261121-9F8E7D');
    expect(newest?.[1]).toHaveTextContent('María Gómez');
    expect(newest?.[2]).toHaveTextContent('Draft');
    expect(newest?.[3]).toHaveTextContent('North Yard');
    expect(newest?.[4]).toHaveTextContent('owner@riegos.co');
    expect(newest?.[4]).toHaveTextContent('Administrator');
    // A status the office has no word for is shown as stored; no location and no known account are said.
    expect(oldest?.[2]).toHaveTextContent('archived');
    expect(oldest?.[3]).toHaveTextContent('No location');
    expect(oldest?.[4]).toHaveTextContent('Unknown account');

    await userEvent.click(screen.getByRole('tab', { name: 'Accounts and sign-ins' }));
    await screen.findByRole('table', { name: 'Security events, newest first' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/audit-log$/);
  });

  it('opens on the deleted inspections from the address, loads older ones, and says where the log ends', async () => {
    mockApi({
      [INSPECTIONS_FIRST]: () => answer(200, deletions),
      [INSPECTIONS_SECOND]: () => answer(200, { events: [deletion({ id: 'd0', occurredAt: '2026-11-19T08:00:00.000Z' })], nextBefore: null }),
      [LOCATIONS]: locationsAnswer,
    });
    renderLog('/admin/audit-log?log=inspections');
    await screen.findByRole('table', { name: 'Deleted inspections, newest first' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByText("That's the oldest deletion in the log.")).toBeInTheDocument();
  });

  it('says when no inspection was deleted, and explains a failure with Try again', async () => {
    let calls = 0;
    mockApi({
      [INSPECTIONS_FIRST]: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : answer(200, { events: [], nextBefore: null });
      },
      [LOCATIONS]: locationsAnswer,
    });
    renderLog('/admin/audit-log?log=inspections');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the deleted inspections");
    expect(alert).toHaveTextContent('Unable to connect to the server');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('No inspections deleted')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await setLanguage('es');
    mockApi({ [INSPECTIONS_FIRST]: () => answer(200, deletions), [LOCATIONS]: locationsAnswer });
    renderLog('/admin/audit-log?log=inspections');

    await screen.findByRole('table', { name: 'Inspecciones eliminadas, de la más reciente a la más antigua' });
    expect(screen.getByRole('tab', { name: 'Inspecciones eliminadas' })).toHaveAttribute('aria-selected', 'true');
    const cells = within(rows()[0] as HTMLElement).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'long' }).format(new Date('2026-11-21T09:30:00.000Z')));
    expect(cells[2]).toHaveTextContent('Borrador');
    expect(cells[4]).toHaveTextContent('Administrador');
    expect(within(rows()[1] as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent('Cuenta desconocida');
  });
});
