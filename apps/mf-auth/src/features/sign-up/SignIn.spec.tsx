import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@irrigo/test-web';
import { freshPage } from '../../testing/fresh-page.js';
import { json, mockApi } from '../../testing/mock-api.js';
import SignIn from './SignIn.js';

const signedOut = json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign-in required' });
const roleless = { id: 'acc-1', email: 'nuevo@example.com', name: 'Nuevo Usuario', role: null, setupComplete: false, requestedRole: null };
const renderSignIn = () => renderScreen(<SignIn />, { path: '/sign-in' });

beforeEach(() => freshPage('en'));

describe('SignIn', () => {
  it('has a language selector, a welcome title and description, the form and a link to /sign-up', async () => {
    mockApi({ 'GET /api/auth/role': signedOut });
    renderSignIn();

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to your Irrigo account/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  it('asks for both fields without calling the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/auth/role': signedOut });
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email and password.');
    expect(api.sent('POST /api/auth/sign-in')).toEqual([]);
  });

  it('shows the server refusal in words', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/role': signedOut,
      'POST /api/auth/sign-in': json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }),
    });
    renderSignIn();
    await user.type(await screen.findByLabelText('Email'), 'marta@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('goes on to role selection when the account has not chosen a role', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/auth/role': signedOut, 'POST /api/auth/sign-in': json(200, { user: roleless }) });
    renderSignIn();
    await user.type(await screen.findByLabelText('Email'), ' nuevo@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Riego-Por-Goteo-2031');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Nuevo Usuario!' })).toBeInTheDocument();
    expect(api.sent('POST /api/auth/sign-in')).toEqual([{ email: 'nuevo@example.com', password: 'Riego-Por-Goteo-2031' }]);
  });

  it('goes to /dashboard for an account that is set up', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/role': signedOut,
      'POST /api/auth/sign-in': json(200, { user: { ...roleless, role: 'technician', setupComplete: true } }),
      'GET /api/auth/user': json(200, {}),
    });
    renderSignIn();
    await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Password'), 'Riego-Por-Goteo-2031');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('speaks Spanish', async () => {
    await freshPage('es');
    mockApi({ 'GET /api/auth/role': signedOut });
    renderSignIn();

    expect(await screen.findByRole('heading', { name: 'Qué gusto verte de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/sign-up');
  });
});
