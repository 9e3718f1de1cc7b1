import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { StoredTechnician } from '@irrigo/contracts';
import { STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { renderScreen } from '@irrigo/test-web';
import { freshPage } from '../../testing/fresh-page.js';
import { json, mockApi, unreachable } from '../../testing/mock-api.js';
import Activate from './Activate.js';

const technician: StoredTechnician = { id: 'tech-7', email: 'luis@riegoverde.com', firstName: 'Luis', lastName: 'Peña', role: 'technician' };
const ACTIVATE = 'POST /api/auth/activate';

const renderActivate = (url = '/activate') => renderScreen(<Activate />, { path: '/activate', url });
const location = () => screen.getByTestId('location').textContent;

interface Fields {
  email?: string;
  code?: string;
  password?: string;
  confirm?: string;
}

async function fill(user: UserEvent, { email = 'luis@riegoverde.com', code = 'ABCD-EFGH-JKMN-PQRS', password = 'regando-el-jardin', confirm }: Fields = {}) {
  confirm ??= password;
  if (email) await user.type(screen.getByRole('textbox', { name: /E-mail|Correo electrónico/ }), email);
  if (code) await user.type(screen.getByRole('textbox', { name: /Activation code|Código de activación/ }), code);
  if (password) await user.type(screen.getByLabelText(/^(New password|Contraseña nueva)/), password);
  if (confirm) await user.type(screen.getByLabelText(/^(Confirm new password|Confirma la contraseña nueva)/), confirm);
}

beforeEach(() => freshPage('en'));

describe('Activate', () => {
  it('prefills the code from the e-mailed link, activates, keeps the technician and opens the dashboard', async () => {
    const api = mockApi({ [ACTIVATE]: json(200, { technician }) });
    const user = userEvent.setup();
    renderActivate('/activate?code=ABCD-EFGH-JKMN-PQRS');

    expect(screen.getByRole('heading', { name: 'Activate your account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Activation code/ })).toHaveValue('ABCD-EFGH-JKMN-PQRS');
    await fill(user, { code: '' });
    await user.click(screen.getByRole('button', { name: 'Activate account' }));

    await waitFor(() => expect(location()).toBe('/tech-dashboard'));
    expect(api.sent(ACTIVATE)).toEqual([{ email: 'luis@riegoverde.com', code: 'ABCD-EFGH-JKMN-PQRS', newPassword: 'regando-el-jardin' }]);
    expect(useSessionStore.getState().technician).toEqual(technician);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.technicianAuth) ?? 'null')).toEqual(technician);
  });

  it('lets a technician without an e-mail use the name on their sheet', async () => {
    const api = mockApi({ [ACTIVATE]: json(200, { technician: { ...technician, email: '' } }) });
    const user = userEvent.setup();
    renderActivate();
    await user.click(screen.getByRole('button', { name: "I don't have an e-mail: use my name" }));
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Luis Peña');
    await fill(user, { email: '' });
    await user.click(screen.getByRole('button', { name: 'Activate account' }));
    await waitFor(() => expect(location()).toBe('/tech-dashboard'));
    expect(api.sent(ACTIVATE)).toEqual([{ name: 'Luis Peña', code: 'ABCD-EFGH-JKMN-PQRS', newPassword: 'regando-el-jardin' }]);
  });

  it('checks the fields before sending: required, e-mail shape, 8 characters, matching confirmation', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderActivate();
    await user.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(screen.getByText('Enter your e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Enter your activation code.')).toBeInTheDocument();
    expect(screen.getByText('Your password needs at least 8 characters.')).toBeInTheDocument();

    await fill(user, { email: 'luis', password: 'corta', confirm: 'otra-cosa' });
    await user.click(screen.getByRole('button', { name: 'Activate account' }));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(api.sent(ACTIVATE)).toEqual([]);
  });

  it('shows and hides the new password', async () => {
    const user = userEvent.setup();
    renderActivate();
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: /Show password/i })[0] as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
  });

  it('says why activation failed: invalid code, common password, too many attempts, no connection', async () => {
    const answers = [
      json(400, { statusCode: 400, code: 'ACTIVATION_CODE_INVALID', message: 'x' }),
      json(400, { statusCode: 400, code: 'PASSWORD_TOO_COMMON', message: 'x', details: ['x'] }),
      json(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'x' }),
      unreachable,
    ];
    mockApi({ [ACTIVATE]: () => answers.shift() ?? unreachable });
    const user = userEvent.setup();
    renderActivate();
    await fill(user);
    const submit = () => user.click(screen.getByRole('button', { name: 'Activate account' }));

    await submit();
    expect(await screen.findByText(/This code is not valid or has expired/)).toBeInTheDocument();
    await submit();
    expect(await screen.findByText(/This password is too common/)).toBeInTheDocument();
    await submit();
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
    await submit();
    expect(await screen.findByText(/No connection/)).toBeInTheDocument();
    expect(location()).toBe('/activate');
  });

  it('speaks Spanish', async () => {
    await freshPage('es');
    mockApi({});
    renderActivate();
    expect(screen.getByRole('heading', { name: 'Activa tu cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activar cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Mínimo 8 caracteres')).toBeInTheDocument();
  });
});
