import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@irrigo/test-web';
import { reloadPage } from '../../../lib/reload-page.js';
import SignIn from '../SignIn.js';
import { freshPage } from '../../../testing/fresh-page.js';
import { json, mockApi } from '../../../testing/mock-api.js';

jest.mock('../../../lib/reload-page.js', () => ({ reloadPage: jest.fn() }));
const reload = jest.mocked(reloadPage);

const roleless = { id: 'acc-1', email: 'nuevo@example.com', name: 'Nuevo Usuario', role: null, setupComplete: false, requestedRole: null };
const renderSignedIn = () => renderScreen(<SignIn />, { path: '/sign-in' });

beforeEach(async () => {
  reload.mockClear();
  await freshPage('en');
});

describe('RoleSelection', () => {
  it('shows the two role cards to a signed-up account without a role', async () => {
    mockApi({ 'GET /api/auth/role': json(200, { user: roleless }) });
    renderSignedIn();

    expect(await screen.findByRole('heading', { name: 'Welcome, Nuevo Usuario!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'System Administrator' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Field Technician' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue as Admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue as Technician' })).toBeInTheDocument();
  });

  it('stores the choice and reloads the page', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/role': json(200, { user: roleless }),
      'POST /api/auth/role': json(200, { outcome: 'linked', user: { ...roleless, role: 'technician', setupComplete: true } }),
    });
    renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Continue as Technician' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.sent('POST /api/auth/role')).toEqual([{ role: 'technician' }]);
  });

  it('points to Admin Setup when no administrator exists yet', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/role': json(200, { user: roleless }),
      'POST /api/auth/role': json(409, { statusCode: 409, code: 'ADMIN_NOT_SET_UP', message: 'No administrator has been set up yet.' }),
    });
    renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Continue as Admin' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No administrator has been set up yet.');
    expect(screen.getByRole('link', { name: 'Go to Admin Setup' })).toHaveAttribute('href', '/admin-setup');
    expect(reload).not.toHaveBeenCalled();
  });

  it('says the account waits for an administrator while a request is pending, and can sign out', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/role': json(200, { user: { ...roleless, setupComplete: true, requestedRole: 'technician' } }),
      'POST /api/auth/logout': json(204),
    });
    renderSignedIn();

    expect(await screen.findByRole('heading', { name: 'Waiting for approval' })).toBeInTheDocument();
    expect(screen.getByText('Technician access requested')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.sent('POST /api/auth/logout')).toHaveLength(1);
  });

  it('speaks Spanish', async () => {
    await freshPage('es');
    mockApi({ 'GET /api/auth/role': json(200, { user: roleless }) });
    renderSignedIn();

    expect(await screen.findByRole('button', { name: 'Continuar como administrador' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar como técnico' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Técnico de campo' })).toBeInTheDocument();
  });
});
