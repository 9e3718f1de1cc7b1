import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSON_NAME_MAX_LENGTH } from '@irrigo/contracts';
import { renderScreen } from '@irrigo/test-web';
import { freshPage } from '../../testing/fresh-page.js';
import { json, mockApi } from '../../testing/mock-api.js';
import SignUp from './SignUp.js';

const signedOut = json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign-in required' });
const accepted = json(202, { message: 'Check your e-mail for a 6-digit confirmation code.' });
const confirmed = json(200, { user: { id: 'acc-1', email: 'ana@example.com', name: 'Ana Núñez', role: null, setupComplete: false, requestedRole: null } });
const renderSignUp = () => renderScreen(<SignUp />, { path: '/sign-up' });

beforeEach(() => freshPage('en'));

async function fillForm(user: ReturnType<typeof userEvent.setup>, confirm = 'Riego-Por-Goteo-2031') {
  await user.type(await screen.findByLabelText('Full name'), 'Ana Núñez');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'Riego-Por-Goteo-2031');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

describe('SignUp', () => {
  it('has a language selector, title, description, the fields with show/hide and a link to /sign-in', async () => {
    mockApi({ 'GET /api/auth/role': signedOut });
    renderSignUp();

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/auth/role': signedOut });
    renderSignUp();
    await fillForm(user, 'Something-Else-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.sent('POST /api/auth/sign-up')).toEqual([]);
  });

  it('refuses a name longer than the service takes (PERSON_NAME_MAX_LENGTH), saying the limit', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/auth/role': signedOut });
    renderSignUp();
    await fillForm(user);
    await user.click(screen.getByLabelText('Full name'));
    await user.paste('x'.repeat(PERSON_NAME_MAX_LENGTH));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByText(`Your full name can be at most ${PERSON_NAME_MAX_LENGTH} characters.`)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/auth/sign-up')).toEqual([]);
  });

  it('sends the details, then confirms the mailed code, resends on request, and goes on to role selection', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/auth/role': signedOut, 'POST /api/auth/sign-up': accepted, 'POST /api/auth/sign-up/confirm': confirmed });
    renderSignUp();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to ana@example.com/)).toBeInTheDocument();
    expect(api.sent('POST /api/auth/sign-up')).toEqual([{ fullName: 'Ana Núñez', email: 'ana@example.com', password: 'Riego-Por-Goteo-2031' }]);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('New code sent')).toBeInTheDocument();
    expect(api.sent('POST /api/auth/sign-up')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code from the email.');
    await user.type(screen.getByLabelText('Confirmation code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ana Núñez!' })).toBeInTheDocument();
    expect(api.sent('POST /api/auth/sign-up/confirm')).toEqual([{ email: 'ana@example.com', code: '123456' }]);
  });

  it('says when a code is wrong or expired', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/role': signedOut,
      'POST /api/auth/sign-up': accepted,
      'POST /api/auth/sign-up/confirm': json(400, { statusCode: 400, code: 'SIGN_UP_CODE_INVALID', message: 'This code is not valid or has expired.' }),
    });
    renderSignUp();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.type(await screen.findByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid or has expired.');
  });

  it('explains a refused password and a rate limit', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/role': signedOut,
      'POST /api/auth/sign-up': json(400, {
        statusCode: 400,
        code: 'PASSWORD_TOO_COMMON',
        message: 'too common',
        details: ['This password is too easy to guess.'],
      }),
    });
    renderSignUp();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common or too easy to guess.');
  });

  it('speaks Spanish', async () => {
    await freshPage('es');
    mockApi({ 'GET /api/auth/role': signedOut });
    renderSignUp();

    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre completo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
  });
});
