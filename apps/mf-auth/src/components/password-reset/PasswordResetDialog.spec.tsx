import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderScreen } from '@irrigo/test-web';
import { freshPage } from '../../testing/fresh-page.js';
import { deferred, json, mockApi, unreachable, type ApiAnswer } from '../../testing/mock-api.js';
import { answerRateLimitedOn } from '../../testing/rate-limited.js';
import PasswordResetDialog from './PasswordResetDialog.js';

const REQUEST = 'POST /api/password-reset/request';
const VERIFY = 'POST /api/password-reset/verify';
const COMPLETE = 'POST /api/password-reset/complete';
const accepted = json(200, { message: 'If an account matches, a reset token has been sent.' });
const live = json(200, { valid: true });
const reset = json(200, { message: 'Password has been reset.' });
const STRONG = 'Valve-Box-Blue-42';

function renderDialog(props: Parameters<typeof PasswordResetDialog>[0] = {}, path = '/tech-login') {
  return renderScreen(<PasswordResetDialog {...props} />, { path });
}

const dialog = () => screen.getByRole('dialog');
const currentStep = () =>
  within(screen.getByRole('list', { name: /Password reset progress|Progreso del restablecimiento/ }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

async function openAndRequestAsTechnician(user: UserEvent, name = 'Carlos Mendoza', email = 'carlos@riego.test') {
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  await user.type(screen.getByLabelText(/^Full Name/), name);
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Token' }));
  await screen.findByLabelText(/^Reset Token/);
}

async function reachComplete(user: UserEvent) {
  await openAndRequestAsTechnician(user);
  await user.type(screen.getByLabelText(/^Reset Token/), ' tok-123 ');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText(/^New Password/);
}

async function typeNewPassword(user: UserEvent, password: string, confirmation = password) {
  await user.type(screen.getByLabelText(/^New Password/), password);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm New Password/), confirmation);
}

beforeEach(() => freshPage('en'));

describe('PasswordResetDialog: Request', () => {
  it('opens on the Technician tab with the 3-step indicator at Request', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderDialog();

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(dialog()).toHaveAccessibleName('Reset Password');
    const steps = within(screen.getByRole('list', { name: 'Password reset progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Request', '2Verify', '3Complete']);
    expect(currentStep()).toHaveTextContent('Request');
    expect(screen.getByRole('tab', { name: 'Technician' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Administrator' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByLabelText(/^Full Name/)).toBeInTheDocument();
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });

  it('needs the technician’s name, and a well-formed email when one is given', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [REQUEST]: accepted, [VERIFY]: live });
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await user.click(screen.getByRole('button', { name: 'Send Reset Token' }));
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Full Name/), 'Carlos Mendoza');
    await user.type(screen.getByLabelText(/^Email/), 'carlos@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Token' }));
    expect(screen.getByText('Invalid email format. Please check your email address.')).toBeInTheDocument();
    expect(api.sent(REQUEST)).toEqual([]);
  });

  it('sends a technician request with the name and email, then shows Verify', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [REQUEST]: accepted, [VERIFY]: live });
    renderDialog();

    await openAndRequestAsTechnician(user, ' Carlos Mendoza ', ' carlos@riego.test ');

    expect(api.sent(REQUEST)).toEqual([{ userType: 'technician', username: 'Carlos Mendoza', email: 'carlos@riego.test' }]);
    expect(currentStep()).toHaveTextContent('Verify');
    expect(screen.getByText(/Technicians without an email on file: the token goes to your administrator/)).toBeInTheDocument();
    expect(screen.getByText('The reset token expires in 15 minutes')).toBeInTheDocument();
  });

  it('leaves the email out of a technician request without one', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [REQUEST]: accepted, [VERIFY]: live });
    renderDialog();

    await openAndRequestAsTechnician(user, 'Carlos Mendoza', '');

    expect(api.sent(REQUEST)).toEqual([{ userType: 'technician', username: 'Carlos Mendoza' }]);
  });

  it('needs an email on the Administrator tab and sends it', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [REQUEST]: accepted, [VERIFY]: live });
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.click(screen.getByRole('tab', { name: 'Administrator' }));
    expect(screen.queryByLabelText(/^Full Name/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Reset Token' }));
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    expect(api.sent(REQUEST)).toEqual([]);

    await user.type(screen.getByLabelText(/^Email/), 'rosa@greenvalley.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Token' }));

    expect(await screen.findByText('If an administrator account uses that email, we’ve e-mailed a reset token to it.'.replace('’', "'"))).toBeInTheDocument();
    expect(api.sent(REQUEST)).toEqual([{ userType: 'admin', email: 'rosa@greenvalley.test' }]);
  });

  it.each<[string, ApiAnswer, string, string[]]>([
    [
      'Failed to request password reset, and why in its own words',
      json(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Check the form', details: ['username must be shorter than 200 characters'] }),
      'Failed to request password reset',
      ['Some of the information entered is not valid. Please check it and try again.'],
    ],
    [
      'Failed to request password reset for a service that is down',
      json(503, ''),
      'Failed to request password reset',
      ['The system is temporarily unavailable. Please try again in a few minutes.'],
    ],
    [
      'the network advice when the server is out of reach',
      unreachable,
      'Failed to request password reset',
      ['Unable to connect to the server. Please check your internet connection and try again.'],
    ],
  ])('says %s when the request fails', async (_case, failure, message, details) => {
    const user = userEvent.setup();
    mockApi({ [REQUEST]: failure });
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.type(screen.getByLabelText(/^Full Name/), 'Carlos Mendoza');

    await user.click(screen.getByRole('button', { name: 'Send Reset Token' }));

    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')).toHaveTextContent(message);
    expect(
      within(alert)
        .queryAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(details);
    expect(currentStep()).toHaveTextContent('Request');
  });

  it('says how long to wait when requests are rate limited', async () => {
    const user = userEvent.setup();
    mockApi({});
    answerRateLimitedOn(REQUEST, '90');
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.type(screen.getByLabelText(/^Full Name/), 'Carlos Mendoza');

    await user.click(screen.getByRole('button', { name: 'Send Reset Token' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 2 minutes and try again.');
  });
});

describe('PasswordResetDialog: Verify', () => {
  it('keeps Continue disabled while the token is blank, and Back returns to Request with what was typed', async () => {
    const user = userEvent.setup();
    mockApi({ [REQUEST]: accepted, [VERIFY]: live });
    renderDialog();
    await openAndRequestAsTechnician(user);

    const token = screen.getByLabelText(/^Reset Token/);
    expect(token).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(token, '   ');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(currentStep()).toHaveTextContent('Request');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Carlos Mendoza');
  });
});

describe('PasswordResetDialog: Verify checks the token before a password is chosen', () => {
  it('asks the server about the token, trimmed, and moves on to Complete when it is live', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [REQUEST]: accepted, [VERIFY]: live, [COMPLETE]: reset });
    renderDialog();
    await openAndRequestAsTechnician(user);

    await user.click(screen.getByLabelText(/^Reset Token/));
    await user.paste('  7QK3-M9XD-2HFT-W8RN-4CJV-B6PZ-EY5G \n');
    expect(screen.getByLabelText(/^Reset Token/)).toHaveValue('7QK3-M9XD-2HFT-W8RN-4CJV-B6PZ-EY5G');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByLabelText(/^New Password/)).toBeInTheDocument();
    expect(api.sent(VERIFY)).toEqual([{ resetToken: '7QK3-M9XD-2HFT-W8RN-4CJV-B6PZ-EY5G' }]);
    expect(api.sent(COMPLETE)).toEqual([]);
  });

  it('stays on Verify with the reason when the token is wrong, used or expired, and lets it be fixed', async () => {
    const user = userEvent.setup();
    let verdict: ApiAnswer = json(400, { statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'Invalid or expired reset token' });
    mockApi({ [REQUEST]: accepted, [VERIFY]: () => verdict });
    renderDialog();
    await openAndRequestAsTechnician(user);
    await user.type(screen.getByLabelText(/^Reset Token/), '7QK3-M9XD-2HFT-W8RN-4CJV-B6PZ-EY5H');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'This reset token is invalid, has expired or was already used. Check it against the e-mail, or go back and request a new one.',
    );
    expect(currentStep()).toHaveTextContent('Verify');
    expect(screen.getByLabelText(/^Reset Token/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();

    verdict = live;
    await user.type(screen.getByLabelText(/^Reset Token/), '{Backspace}G');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/^New Password/)).toBeInTheDocument();
  });

  it('says how long to wait when too many wrong tokens were tried', async () => {
    const user = userEvent.setup();
    mockApi({ [REQUEST]: accepted });
    answerRateLimitedOn(VERIFY, '120');
    renderDialog();
    await openAndRequestAsTechnician(user);
    await user.type(screen.getByLabelText(/^Reset Token/), 'tok-1');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Too many attempts. Please wait 2 minutes and try again.')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Verify');
  });

  it('shows Checking… while the server answers', async () => {
    const user = userEvent.setup();
    const verdict = deferred();
    mockApi({ [REQUEST]: accepted, [VERIFY]: verdict.handler });
    renderDialog();
    await openAndRequestAsTechnician(user);
    await user.type(screen.getByLabelText(/^Reset Token/), 'tok-1');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('button', { name: /Checking…/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    verdict.resolve(live);
    expect(await screen.findByLabelText(/^New Password/)).toBeInTheDocument();
  });
});

describe('PasswordResetDialog: Complete', () => {
  it('ticks off the password rules as they are met and says when the confirmation differs', async () => {
    const user = userEvent.setup();
    mockApi({ [REQUEST]: accepted, [VERIFY]: live });
    renderDialog();
    await reachComplete(user);
    expect(currentStep()).toHaveTextContent('Complete');
    const rule = (text: string) => screen.getByText(text).closest('li');

    for (const text of ['At least 8 characters', 'One lowercase letter', 'One uppercase letter', 'One number', 'One special character']) {
      expect(rule(text)).toHaveAttribute('data-met', 'false');
    }
    await user.type(screen.getByLabelText(/^New Password/), 'valve');
    expect(rule('One lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(rule('One lowercase letter')).toHaveTextContent('(met)');
    expect(rule('At least 8 characters')).toHaveTextContent('(missing)');
    await user.type(screen.getByLabelText(/^New Password/), '-Box-Blue-42');
    expect(screen.getAllByText('(met)')).toHaveLength(5);

    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Valve');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'valve');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm New Password/), '-Box-Blue-42');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('has show/hide toggles on both password fields', async () => {
    const user = userEvent.setup();
    mockApi({ [REQUEST]: accepted, [VERIFY]: live });
    renderDialog();
    await reachComplete(user);

    const toggles = within(dialog()).getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0] as HTMLElement);
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAttribute('type', 'password');
  });

  it('does not send a password that misses the rules, or a confirmation that differs', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [REQUEST]: accepted, [VERIFY]: live, [COMPLETE]: reset });
    renderDialog();
    await reachComplete(user);

    await typeNewPassword(user, 'sprinkler', 'sprinkler');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Please ensure your password meets all requirements')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New Password/));
    await user.clear(screen.getByLabelText(/^Confirm New Password/));
    await user.type(screen.getByLabelText(/^New Password/), STRONG);
    expect(screen.queryByText('Please ensure your password meets all requirements')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.sent(COMPLETE)).toEqual([]);
  });

  it('sends the token, the new password and the user type, then shows success; Continue to Login closes', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [REQUEST]: accepted, [VERIFY]: live, [COMPLETE]: reset });
    renderDialog({}, '/tech-login');
    await reachComplete(user);
    await typeNewPassword(user, STRONG);

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password Reset Successful')).toBeInTheDocument();
    expect(api.sent(COMPLETE)).toEqual([{ resetToken: 'tok-123', newPassword: STRONG, userType: 'technician' }]);
    expect(within(screen.getByRole('list', { name: 'Password reset progress' })).getAllByText('(done)')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Continue to Login' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tech-login');
  });

  it('returns an administrator to the admin login', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [REQUEST]: accepted, [VERIFY]: live, [COMPLETE]: reset });
    renderDialog({ defaultUserType: 'admin' }, '/email-auth');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByRole('tab', { name: 'Administrator' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText(/^Email/), 'rosa@greenvalley.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Token' }));
    await user.type(await screen.findByLabelText(/^Reset Token/), 'tok-9');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await typeNewPassword(user, STRONG);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to Login' }));

    expect(api.sent(COMPLETE)).toEqual([{ resetToken: 'tok-9', newPassword: STRONG, userType: 'admin' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-login');
  });

  it.each<[string, ApiAnswer, string, string[]]>([
    [
      'a wrong or expired token',
      json(400, { statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'Invalid or expired reset token' }),
      'This reset token is invalid or has expired. Go back to check it, or request a new one.',
      [],
    ],
    [
      'a common password',
      json(400, { statusCode: 400, code: 'PASSWORD_TOO_COMMON', message: 'Too common', details: ['This is a top-100 common password'] }),
      'This password is too common or has appeared in a data breach. Please choose a different one.',
      [],
    ],
    [
      'another failure, and why in its own words',
      json(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Password reset failed',
        details: ['newPassword must be shorter than 256 characters', 'resetToken must be a string'],
      }),
      'Failed to reset password',
      ['Some of the information entered is not valid. Please check it and try again.'],
    ],
    [
      'Failed to reset password for a service that is down',
      json(500, ''),
      'Failed to reset password',
      ['The system is temporarily unavailable. Please try again in a few minutes.'],
    ],
  ])('says %s', async (_case, failure, message, details) => {
    const user = userEvent.setup();
    mockApi({ [REQUEST]: accepted, [VERIFY]: live, [COMPLETE]: failure });
    renderDialog();
    await reachComplete(user);
    await typeNewPassword(user, STRONG);

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument());
    const alert = screen.getByText(message).closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert)
        .queryAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(details);
    expect(currentStep()).toHaveTextContent('Complete');
  });

  it('lists the rules a too-weak password misses, worked out here', async () => {
    const user = userEvent.setup();
    mockApi({
      [REQUEST]: accepted,
      [VERIFY]: live,
      [COMPLETE]: json(400, { statusCode: 400, code: 'PASSWORD_TOO_WEAK', message: 'Weak', details: ['Add another word'] }),
    });
    renderDialog();
    await reachComplete(user);
    await typeNewPassword(user, STRONG);

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const alert = (await screen.findByText('The new password doesn’t meet the requirements:'.replace('’', "'"))).closest('[role="alert"]') as HTMLElement;
    // Every local rule passes; the server's own (English) reason is not shown in its place.
    expect(within(alert).queryAllByRole('listitem')).toEqual([]);
    expect(alert).not.toHaveTextContent('Add another word');
  });

  it('says how long to wait when code checks are rate limited, and Back returns to the token', async () => {
    const user = userEvent.setup();
    mockApi({ [REQUEST]: accepted, [VERIFY]: live });
    answerRateLimitedOn(COMPLETE, '30');
    renderDialog();
    await reachComplete(user);
    await typeNewPassword(user, STRONG);

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Too many attempts. Please wait 30 seconds and try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Reset Token/)).toHaveValue('tok-123');
  });

  it('starts afresh after being closed', async () => {
    const user = userEvent.setup();
    mockApi({ [REQUEST]: accepted, [VERIFY]: live });
    renderDialog();
    await reachComplete(user);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(currentStep()).toHaveTextContent('Request');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('');
  });
});

describe('PasswordResetDialog in Spanish', () => {
  beforeEach(() => freshPage('es'));

  it('walks the whole reset in Spanish', async () => {
    const user = userEvent.setup();
    mockApi({ [REQUEST]: accepted, [VERIFY]: live, [COMPLETE]: reset });
    renderDialog();

    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(dialog()).toHaveAccessibleName('Restablecer contraseña');
    expect(currentStep()).toHaveTextContent('Solicitar');
    expect(screen.getByRole('tab', { name: 'Técnico' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Administrador' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.getByText('Ingresa tu nombre completo.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Nombre completo/), 'Carlos Mendoza');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('El código de restablecimiento vence en 15 minutos')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Verificar');
    expect(screen.getByText(/el código le llega a tu administrador/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await user.type(screen.getByLabelText(/^Código de restablecimiento/), 'tok-1');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(currentStep()).toHaveTextContent('Completar');
    for (const text of ['Al menos 8 caracteres', 'Una letra minúscula', 'Una letra mayúscula', 'Un número', 'Un carácter especial']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText(/^Nueva contraseña/), 'corto');
    await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), 'otro');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(screen.getByText('Asegúrate de que tu contraseña cumpla todos los requisitos')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Nueva contraseña/));
    await user.clear(screen.getByLabelText(/^Confirmar nueva contraseña/));
    await typeSpanish(user, STRONG);
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));

    expect(await screen.findByText('Contraseña restablecida')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar al inicio de sesión' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[string, ApiAnswer, string]>([['request', json(503, ''), 'No se pudo solicitar el restablecimiento de contraseña']])(
    'says a failed %s in Spanish',
    async (_case, failure, message) => {
      const user = userEvent.setup();
      mockApi({ [REQUEST]: failure });
      renderDialog();
      await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
      await user.type(screen.getByLabelText(/^Nombre completo/), 'Carlos Mendoza');
      await user.click(screen.getByRole('button', { name: 'Enviar código' }));

      expect(await screen.findByText(message)).toBeInTheDocument();
    },
  );

  it('says a wrong token and a rate limit on Verify in Spanish', async () => {
    const user = userEvent.setup();
    mockApi({ [REQUEST]: accepted, [VERIFY]: json(400, { statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'Invalid or expired reset token' }) });
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    await user.type(screen.getByLabelText(/^Nombre completo/), 'Carlos Mendoza');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText(/^Código de restablecimiento/), 'tok-1');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Este código de restablecimiento no es válido, ya venció o ya se usó. Compáralo con el correo o regresa y solicita uno nuevo.',
    );

    answerRateLimitedOn(VERIFY, '60');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(/^Demasiados intentos\. Espera 1 minuto/)).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Verificar');
  });

  it('says completion failures in Spanish', async () => {
    const user = userEvent.setup();
    let completion: ApiAnswer = json(400, { statusCode: 400, code: 'RESET_TOKEN_INVALID', message: 'Invalid or expired reset token' });
    mockApi({ [REQUEST]: accepted, [VERIFY]: live, [COMPLETE]: () => completion });
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    await user.type(screen.getByLabelText(/^Nombre completo/), 'Carlos Mendoza');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText(/^Código de restablecimiento/), 'tok-1');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await typeSpanish(user, STRONG);

    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(
      await screen.findByText('Este código de restablecimiento no es válido o ya venció. Regresa para revisarlo o solicita uno nuevo.'),
    ).toBeInTheDocument();

    completion = json(400, { statusCode: 400, code: 'PASSWORD_TOO_COMMON', message: 'Too common' });
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText('Esta contraseña es demasiado común o apareció en una filtración de datos. Elige otra.')).toBeInTheDocument();

    completion = json(500, '');
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(await screen.findByText('No se pudo restablecer la contraseña')).toBeInTheDocument();
  });
});

async function typeSpanish(user: UserEvent, password: string) {
  await user.type(screen.getByLabelText(/^Nueva contraseña/), password);
  await user.type(screen.getByLabelText(/^Confirmar nueva contraseña/), password);
}
