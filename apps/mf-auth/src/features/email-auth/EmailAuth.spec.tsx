import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { StoredTechnician, Technician } from '@irrigo/contracts';
import { CURRENT_USER_QUERY_KEY, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { renderScreen, toastText } from '@irrigo/test-web';
import { freshPage } from '../../testing/fresh-page.js';
import { deferred, json, mockApi, unreachable, type ApiAnswer } from '../../testing/mock-api.js';
import { answerRateLimitedOn } from '../../testing/rate-limited.js';
import EmailAuth from './EmailAuth.js';

const ADMIN_LOGIN = 'POST /api/email-auth/admin/login';
const TECHNICIAN_LOGIN = 'POST /api/email-auth/technician/login';
const SET_PASSWORD = 'POST /api/email-auth/technician/set-password';
const technician: StoredTechnician = { id: 'tech-7', email: 'luis@riegoverde.com', firstName: 'Luis', lastName: 'Peña', role: 'technician' };
const admin = { id: 'admin-1', email: 'marta@riegoverde.com', name: 'Marta Ruiz', role: 'admin' };

const renderPage = () => renderScreen(<EmailAuth />, { path: '/email-auth' });
const loginCard = () => screen.getByRole('heading', { name: /^(Login|Iniciar sesión)$/ }).closest('section') as HTMLElement;
const passwordCard = () => screen.getByRole('heading', { name: /^(Set Technician Password|Asignar contraseña de técnico)$/ }).closest('section') as HTMLElement;

async function logIn(user: UserEvent, { role, email, password }: { role?: string; email?: string; password?: string }, submit = 'Login') {
  const card = within(loginCard());
  if (role) {
    await user.click(card.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: role }));
  }
  if (email) await user.type(card.getByRole('textbox', { name: /Email|Correo/ }), email);
  if (password) await user.type(card.getByLabelText(/^(Password|Contraseña)/), password);
  await user.click(card.getByRole('button', { name: submit }));
}

const technicianPicker = () => within(passwordCard()).getByRole('combobox', { name: /^(Technician|Técnico)/ });

async function setPassword(
  user: UserEvent,
  { technician: name, password, confirmation }: { technician?: RegExp; password?: string; confirmation?: string },
  submit = 'Set Password',
) {
  const card = within(passwordCard());
  if (name) {
    await user.click(await waitFor(() => enabled(technicianPicker())));
    await user.click(await screen.findByRole('option', { name }));
  }
  if (password) await user.type(card.getByLabelText(/^(New Password|Nueva contraseña)/), password);
  if (confirmation) await user.type(card.getByLabelText(/^(Confirm Password|Confirmar contraseña)/), confirmation);
  await user.click(card.getByRole('button', { name: submit }));
}

const enabled = (element: HTMLElement) => {
  expect(element).toBeEnabled();
  return element;
};

const TECHNICIANS = 'GET /api/technicians';
const synced = (overrides: Partial<Technician>): Technician => ({
  id: 'tech-7',
  hcpEmployeeId: 'pro_7',
  firstName: 'Luis',
  lastName: 'Peña',
  email: 'luis@riegoverde.com',
  mobileNumber: null,
  locationId: null,
  active: true,
  syncedAt: '2026-11-24T09:00:00.000Z',
  role: 'field tech',
  avatarUrl: null,
  colorHex: null,
  ...overrides,
});
const roster = json(200, {
  technicians: [
    synced({}),
    synced({ id: 'tech-3', firstName: 'Carlos', lastName: 'Mendoza', email: 'carlos@riegoverde.com' }),
    synced({ id: 'tech-9', firstName: 'Ana', lastName: 'Núñez', email: null }),
    synced({ id: 'tech-4', firstName: 'Pedro', lastName: 'Gil', active: false }),
  ],
});
const officeUser = (role: 'admin' | 'manager' | 'supervisor') => useSessionStore.setState({ user: { ...admin, role } });

beforeEach(() => freshPage('en'));

describe('EmailAuth page', () => {
  it('has the Login, Set Technician Password and setup-process cards', () => {
    mockApi({});
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'E-mail Authentication' })).toBeInTheDocument();
    const login = within(loginCard());
    expect(login.getByRole('combobox', { name: /^Role/ })).toHaveTextContent('Administrator');
    expect(login.getByRole('textbox', { name: /^Email/ })).toBeInTheDocument();
    expect(login.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');

    const card = within(passwordCard());
    expect(card.getByRole('combobox', { name: /^Technician/ })).toBeDisabled();
    expect(card.getByText('Sign in with the Login card as an administrator or manager to choose one of your technicians.')).toBeInTheDocument();
    expect(card.getByLabelText(/^New Password/)).toHaveAttribute('placeholder', 'New password (minimum 8 characters)');
    expect(card.getByLabelText(/^Confirm Password/)).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Technician Setup Process' })).toBeInTheDocument();
    expect(screen.getByText('Sync from Housecall Pro')).toBeInTheDocument();
    expect(screen.getByText(/sets each technician's password here, or creates accounts in bulk/)).toBeInTheDocument();
    expect(screen.getByText(/changes it the first time they sign in/)).toBeInTheDocument();
  });
});

describe('EmailAuth: Login card', () => {
  it('asks for email and password (Missing Information) without calling the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [ADMIN_LOGIN]: json(200, admin) });
    renderPage();

    await logIn(user, { email: 'marta@riegoverde.com' });

    await waitFor(() => expect(toastText()).toContain('Missing Information'));
    expect(toastText()).toContain('Please enter email and password');
    expect(within(loginCard()).getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent(ADMIN_LOGIN)).toEqual([]);
  });

  it('signs an admin in, stores the user like the admin login does and welcomes them', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signInTechnician(technician);
    const api = mockApi({ [ADMIN_LOGIN]: json(200, admin) });
    const { queryClient } = renderPage();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);

    await logIn(user, { email: ' marta@riegoverde.com ', password: 'Sprinkler#2024' });

    await waitFor(() => expect(toastText()).toContain('Login Successful'));
    expect(toastText()).toContain('Welcome back, Marta Ruiz!');
    expect(api.sent(ADMIN_LOGIN)).toEqual([{ email: 'marta@riegoverde.com', password: 'Sprinkler#2024' }]);
    expect(useSessionStore.getState().user).toEqual({ id: 'admin-1', email: 'marta@riegoverde.com', name: 'Marta Ruiz', role: 'admin' });
    expect(useSessionStore.getState().technician).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.technicianAuth)).toBeNull();
    expect(queryClient.getQueryState(CURRENT_USER_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('still welcomes the admin when signing in remounts the page (the shell swaps its guest frame)', async () => {
    const user = userEvent.setup();
    mockApi({ [ADMIN_LOGIN]: json(200, admin) });
    // Like the shell's office layout: a different tree once someone is signed in.
    function FrameSwap() {
      const signedIn = useSessionStore((state) => state.user !== null);
      return signedIn ? (
        <main>
          <EmailAuth />
        </main>
      ) : (
        <div>
          <EmailAuth />
        </div>
      );
    }
    renderScreen(<FrameSwap />, { path: '/email-auth' });

    await logIn(user, { email: 'marta@riegoverde.com', password: 'Sprinkler#2024' });

    await waitFor(() => expect(toastText()).toContain('Welcome back, Marta Ruiz!'));
  });

  it('signs a technician in and keeps them in technicianAuth', async () => {
    const user = userEvent.setup();
    useSessionStore.getState().signIn({ id: 'admin-1', email: 'marta@riegoverde.com', name: 'Marta Ruiz', role: 'admin' });
    const api = mockApi({ [TECHNICIAN_LOGIN]: json(200, { technician }) });
    renderPage();

    await logIn(user, { role: 'Technician', email: 'luis@riegoverde.com', password: 'Riego#2024' });

    await waitFor(() => expect(toastText()).toContain('Welcome back, Luis Peña!'));
    expect(api.sent(TECHNICIAN_LOGIN)).toEqual([{ email: 'luis@riegoverde.com', password: 'Riego#2024' }]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.technicianAuth) ?? 'null')).toEqual(technician);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it.each<[string, ApiAnswer, string]>([
    ['translates a known code', json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }), 'Invalid email or password'],
    [
      'says a refusal in its own words, not the server’s',
      json(403, { statusCode: 403, code: 'FORBIDDEN', message: 'E-mail sign-in is off for this account' }),
      "You don't have permission to do this.",
    ],
    ['says Invalid credentials without a message', json(400, 'Bad Request'), 'Invalid credentials'],
  ])('Login Failed: %s', async (_case, failure, message) => {
    const user = userEvent.setup();
    mockApi({ [ADMIN_LOGIN]: failure });
    renderPage();

    await logIn(user, { email: 'marta@riegoverde.com', password: 'wrong-password' });

    await waitFor(() => expect(toastText()).toContain('Login Failed'));
    expect(toastText()).toContain(message);
    expect(toastText()).not.toContain('E-mail sign-in is off');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('says how long to wait when sign-ins are rate limited', async () => {
    const user = userEvent.setup();
    mockApi({});
    answerRateLimitedOn(ADMIN_LOGIN, '300');
    renderPage();

    await logIn(user, { email: 'marta@riegoverde.com', password: 'wrong-password' });

    await waitFor(() => expect(toastText()).toContain('Too many attempts. Please wait 5 minutes and try again.'));
  });
});

describe('EmailAuth: Set Technician Password card', () => {
  beforeEach(() => officeUser('admin'));

  it('asks for all three fields (Missing Information)', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [TECHNICIANS]: roster, [SET_PASSWORD]: json(200, { message: 'ok' }) });
    renderPage();

    await setPassword(user, { technician: /^Luis Peña/, password: 'Valve-Box-42' });

    await waitFor(() => expect(toastText()).toContain('Missing Information'));
    expect(toastText()).toContain('Please fill in all fields');
    expect(api.sent(SET_PASSWORD)).toEqual([]);
  });

  it('says Password Mismatch when the two differ', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [TECHNICIANS]: roster, [SET_PASSWORD]: json(200, { message: 'ok' }) });
    renderPage();

    await setPassword(user, { technician: /^Luis Peña/, password: 'Valve-Box-42', confirmation: 'Valve-Box-43' });

    await waitFor(() => expect(toastText()).toContain('Password Mismatch'));
    expect(toastText()).toContain('Passwords do not match');
    expect(api.sent(SET_PASSWORD)).toEqual([]);
  });

  it('sets the password (Password Set) and clears the form', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [TECHNICIANS]: roster, [SET_PASSWORD]: json(200, { message: 'Password set' }) });
    renderPage();

    await setPassword(user, { technician: /^Luis Peña/, password: 'Valve-Box-42', confirmation: 'Valve-Box-42' });

    await waitFor(() => expect(toastText()).toContain('Password Set'));
    expect(toastText()).toContain('Technician password has been set successfully');
    expect(api.sent(SET_PASSWORD)).toEqual([{ technicianId: 'tech-7', newPassword: 'Valve-Box-42', confirmPassword: 'Valve-Box-42' }]);
    expect(technicianPicker()).toHaveTextContent('Choose a technician');
  });

  it.each<[string, ApiAnswer, string[]]>([
    [
      'what was refused, in its own words',
      json(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        details: ['newPassword must be longer than or equal to 8 characters'],
      }),
      ['Some of the information entered is not valid. Please check it and try again.'],
    ],
    ['Please try again alone', json(500, ''), ['Please try again']],
    [
      'that only administrators can',
      json(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' }),
      ['Only administrators can set technician passwords.'],
    ],
    ['to sign in first', json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' }), ['Sign in as an administrator first.']],
    [
      'that an account without a role cannot',
      json(401, { statusCode: 401, code: 'ROLE_REQUIRED', message: 'Choose your role to continue' }),
      ['Your account has no role yet. Only administrators can set technician passwords.'],
    ],
    [
      'that no technician has that ID',
      json(404, { statusCode: 404, code: 'TECHNICIAN_NOT_FOUND', message: 'Technician not found' }),
      ['That technician is no longer on the synced roster. Choose again from the current list.'],
    ],
    ['the network advice', unreachable, ['Unable to connect to the server.']],
  ])('Failed to Set Password: %s', async (_case, failure, texts) => {
    const user = userEvent.setup();
    mockApi({ [TECHNICIANS]: roster, [SET_PASSWORD]: failure });
    renderPage();

    await setPassword(user, { technician: /^Luis Peña/, password: 'Valve-Box-42', confirmation: 'Valve-Box-42' });

    await waitFor(() => expect(toastText()).toContain('Failed to Set Password'));
    for (const text of texts) expect(toastText()).toContain(text);
    expect(toastText()).not.toMatch(/newPassword must|Invalid input|Technician not found/);
  });
});

describe('EmailAuth: the technician, chosen by name from the synced roster', () => {
  it('lists the active technicians by name with their e-mail, and sends the chosen one’s id', async () => {
    officeUser('manager');
    const user = userEvent.setup();
    const api = mockApi({ [TECHNICIANS]: roster, [SET_PASSWORD]: json(200, { message: 'Password set' }) });
    renderPage();

    expect(within(passwordCard()).getByText('Your technicians, as synced from Housecall Pro.')).toBeInTheDocument();
    await user.click(await waitFor(() => enabled(technicianPicker())));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Ana Núñez · no e-mail on file',
      'Carlos Mendoza · carlos@riegoverde.com',
      'Luis Peña · luis@riegoverde.com',
    ]);
    await user.click(screen.getByRole('option', { name: 'Carlos Mendoza · carlos@riegoverde.com' }));
    expect(technicianPicker()).toHaveTextContent('Carlos Mendoza · carlos@riegoverde.com');

    await setPassword(user, { password: 'Valve-Box-42', confirmation: 'Valve-Box-42' });

    await waitFor(() => expect(api.sent(SET_PASSWORD)).toEqual([{ technicianId: 'tech-3', newPassword: 'Valve-Box-42', confirmPassword: 'Valve-Box-42' }]));
  });

  it('says it is loading while the roster is on its way', async () => {
    officeUser('admin');
    const answer = deferred();
    mockApi({ [TECHNICIANS]: answer.handler });
    renderPage();

    expect(technicianPicker()).toHaveTextContent('Loading technicians…');
    expect(technicianPicker()).toBeDisabled();
    answer.resolve(roster);
    await waitFor(() => expect(technicianPicker()).toBeEnabled());
    expect(technicianPicker()).toHaveTextContent('Choose a technician');
  });

  it('says none are synced yet and checks again on request', async () => {
    officeUser('admin');
    const user = userEvent.setup();
    let answer = json(200, { technicians: [] });
    const api = mockApi({ [TECHNICIANS]: () => answer });
    renderPage();

    expect(await within(passwordCard()).findByText(/No technicians have been synced from Housecall Pro yet/)).toBeInTheDocument();
    expect(technicianPicker()).toBeDisabled();
    answer = roster;
    await user.click(within(passwordCard()).getByRole('button', { name: 'Check again' }));

    await waitFor(() => expect(technicianPicker()).toBeEnabled());
    expect(api.sent(TECHNICIANS)).toHaveLength(2);
    expect(within(passwordCard()).queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
  });

  it('says the roster could not be loaded, with Retry', async () => {
    officeUser('admin');
    const user = userEvent.setup();
    let answer: ApiAnswer = unreachable;
    mockApi({ [TECHNICIANS]: () => answer });
    renderPage();

    expect(await within(passwordCard()).findByText("Couldn't load your technicians.")).toBeInTheDocument();
    answer = roster;
    await user.click(within(passwordCard()).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(technicianPicker()).toBeEnabled());
  });

  it('asks a supervisor, or a session the server no longer knows, to sign in as an administrator or manager', async () => {
    officeUser('supervisor');
    const api = mockApi({});
    const { unmount } = renderPage();
    expect(within(passwordCard()).getByText(/Sign in with the Login card as an administrator or manager/)).toBeInTheDocument();
    expect(api.sent(TECHNICIANS)).toEqual([]);
    unmount();

    officeUser('admin');
    mockApi({ [TECHNICIANS]: json(401, { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' }) });
    renderPage();
    expect(await within(passwordCard()).findByText(/Sign in with the Login card as an administrator or manager/)).toBeInTheDocument();
    expect(technicianPicker()).toBeDisabled();
  });

  it('follows the server when it knows who is signed in though nothing is stored on this device', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/user': json(200, {
        id: 'acc-1',
        email: admin.email,
        name: admin.name,
        role: 'manager',
        locationId: null,
        organizationId: 'org-1',
        technicianId: null,
        mustChangePassword: false,
      }),
      [TECHNICIANS]: roster,
    });
    renderPage();

    await user.click(await waitFor(() => enabled(technicianPicker())));
    expect(await screen.findByRole('option', { name: 'Luis Peña · luis@riegoverde.com' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await freshPage('es');
    officeUser('admin');
    const user = userEvent.setup();
    mockApi({ [TECHNICIANS]: roster });
    renderPage();

    expect(technicianPicker()).toHaveTextContent('Cargando técnicos…');
    await user.click(await waitFor(() => enabled(technicianPicker())));
    expect(await screen.findByRole('option', { name: 'Ana Núñez · sin correo registrado' })).toBeInTheDocument();
  });
});

describe('EmailAuth in Spanish', () => {
  beforeEach(() => freshPage('es'));

  it('shows the cards in Spanish', () => {
    mockApi({});
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Autenticación por correo' })).toBeInTheDocument();
    expect(within(loginCard()).getByRole('combobox', { name: /^Rol/ })).toHaveTextContent('Administrador');
    expect(within(passwordCard()).getByLabelText(/^Nueva contraseña/)).toHaveAttribute('placeholder', 'Nueva contraseña (mínimo 8 caracteres)');
    expect(screen.getByRole('heading', { name: 'Cómo se configura un técnico' })).toBeInTheDocument();
    expect(screen.getByText('Sincroniza desde Housecall Pro')).toBeInTheDocument();
  });

  it('says every login toast in Spanish', async () => {
    const user = userEvent.setup();
    let answer: ApiAnswer = json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    mockApi({ [ADMIN_LOGIN]: () => answer });
    renderPage();

    await logIn(user, {}, 'Iniciar sesión');
    await waitFor(() => expect(toastText()).toContain('Falta información'));
    expect(toastText()).toContain('Ingresa tu correo y tu contraseña');

    await logIn(user, { email: 'marta@riegoverde.com', password: 'x' }, 'Iniciar sesión');
    await waitFor(() => expect(toastText()).toContain('Error al iniciar sesión'));
    expect(toastText()).toContain('Correo electrónico o contraseña no válidos');

    answer = json(400, '');
    await user.click(within(loginCard()).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(toastText()).toContain('Credenciales no válidas'));

    answer = json(200, admin);
    await user.click(within(loginCard()).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(toastText()).toContain('Sesión iniciada'));
    expect(toastText()).toContain('¡Te damos la bienvenida de nuevo, Marta Ruiz!');
  });

  it('says every set-password toast in Spanish', async () => {
    officeUser('admin');
    const user = userEvent.setup();
    let answer: ApiAnswer = json(500, '');
    mockApi({ [TECHNICIANS]: roster, [SET_PASSWORD]: () => answer });
    renderPage();

    await setPassword(user, {}, 'Asignar contraseña');
    await waitFor(() => expect(toastText()).toContain('Completa todos los campos'));

    await setPassword(user, { technician: /^Luis Peña/, password: 'Valve-Box-42', confirmation: 'Valve-Box-43' }, 'Asignar contraseña');
    await waitFor(() => expect(toastText()).toContain('Las contraseñas no coinciden'));

    await user.clear(within(passwordCard()).getByLabelText(/^Confirmar contraseña/));
    await setPassword(user, { confirmation: 'Valve-Box-42' }, 'Asignar contraseña');
    await waitFor(() => expect(toastText()).toContain('No se pudo asignar la contraseña'));
    expect(toastText()).toContain('Inténtalo de nuevo');

    answer = json(200, { message: 'ok' });
    await user.click(within(passwordCard()).getByRole('button', { name: 'Asignar contraseña' }));
    await waitFor(() => expect(toastText()).toContain('Contraseña asignada'));
    expect(toastText()).toContain('La contraseña del técnico se asignó correctamente');
  });
});
