import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@irrigo/router';
import { renderScreen } from '@irrigo/test-web';
import AdminLogin from '../../features/admin-login/AdminLogin.js';
import TechLogin from '../../features/tech-login/TechLogin.js';
import { freshPage } from '../../testing/fresh-page.js';
import { json, mockApi } from '../../testing/mock-api.js';
import { resetTokenOf } from './reset-link.js';

const VERIFY = 'POST /api/password-reset/verify';
const CODE = '7QK3-M9XD-2HFT-W8RN-4CJV-B6PZ-EY5G';

/** What the address bar's fragment says: LocationProbe shows only the path and query. */
function HashProbe() {
  const { hash } = useLocation();
  return <output data-testid="hash">{hash}</output>;
}

/** Stands in for pasting the mail's link into the tab that already shows the sign-in page. */
function PasteLink({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      paste the link
    </button>
  );
}

const openLink = (page: 'tech' | 'admin', hash = `#reset-token=${CODE}`) => {
  const path = page === 'tech' ? '/tech-login' : '/admin-login';
  const screenOfPage = page === 'tech' ? <TechLogin /> : <AdminLogin />;
  return renderScreen(
    <>
      {screenOfPage}
      <HashProbe />
    </>,
    { path, url: `${path}${hash}` },
  );
};

const currentStep = () =>
  within(screen.getByRole('list', { name: /Password reset progress|Progreso del restablecimiento/ }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

beforeEach(() => freshPage('en'));

describe('resetTokenOf', () => {
  it('reads the code of a reset link and nothing else', () => {
    expect(resetTokenOf(`#reset-token=${CODE}`)).toBe(CODE);
    expect(resetTokenOf(`#reset-token=${encodeURIComponent(` ${CODE} `)}`)).toBe(CODE);
    expect(resetTokenOf('#reset-token=')).toBeNull();
    expect(resetTokenOf('#main-content')).toBeNull();
    expect(resetTokenOf('')).toBeNull();
  });
});

describe("the reset e-mail's link", () => {
  it('opens the technician login with the dialog at Verify, the code filled in, and takes the code out of the address bar', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [VERIFY]: json(200, { valid: true }) });
    openLink('tech');

    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(currentStep()).toHaveTextContent('Verify');
    expect(within(dialog).getByLabelText(/^Reset Token/)).toHaveValue(CODE);
    expect(within(dialog).getByText('We filled in the reset token from your e-mail link. Select Continue to check it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('hash')).toBeEmptyDOMElement());
    expect(screen.getByTestId('location')).toHaveTextContent('/tech-login');

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByLabelText(/^New Password/)).toBeInTheDocument();
    expect(api.sent(VERIFY)).toEqual([{ resetToken: CODE }]);
    // Back to Request shows the page's own tab.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('tab', { name: 'Technician' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the admin login on the Administrator tab, in Spanish', async () => {
    await freshPage('es');
    const user = userEvent.setup();
    mockApi({ 'GET /api/admin/exists': json(200, { exists: true }) });
    openLink('admin');

    const dialog = await screen.findByRole('dialog', { name: 'Restablecer contraseña' });
    expect(currentStep()).toHaveTextContent('Verificar');
    expect(within(dialog).getByLabelText(/^Código de restablecimiento/)).toHaveValue(CODE);
    expect(within(dialog).getByText(/Completamos el código de restablecimiento con el enlace de tu correo/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('hash')).toBeEmptyDOMElement());

    await user.click(within(dialog).getByRole('button', { name: 'Atrás' }));
    expect(within(dialog).getByRole('tab', { name: 'Administrador' })).toHaveAttribute('aria-selected', 'true');
  });

  it('also opens the dialog when the link is pasted into the tab already showing the sign-in page', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderScreen(
      <>
        <TechLogin />
        <PasteLink to={`/tech-login#reset-token=${CODE}`} />
        <HashProbe />
      </>,
      { path: '/tech-login' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Technician Login' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'paste the link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(within(dialog).getByLabelText(/^Reset Token/)).toHaveValue(CODE);
    await waitFor(() => expect(screen.getByTestId('hash')).toBeEmptyDOMElement());
  });

  it('fills the code in when the link arrives while the dialog already waits at Verify', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/password-reset/request': json(200, { message: 'sent' }) });
    // Stands in for the address bar: a link opened in this tab, not a click on the page behind the modal.
    const addressBar: { open?: (to: string) => void } = {};
    function Navigator() {
      const navigate = useNavigate();
      useEffect(() => {
        addressBar.open = (to) => void navigate(to);
      }, [navigate]);
      return null;
    }
    renderScreen(
      <>
        <TechLogin />
        <Navigator />
      </>,
      { path: '/tech-login' },
    );
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.type(within(dialog).getByLabelText(/^Full Name/), 'Carlos Mendoza');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Token' }));
    expect(await within(dialog).findByLabelText(/^Reset Token/)).toHaveValue('');

    act(() => addressBar.open?.(`/tech-login#reset-token=${CODE}`));

    await waitFor(() => expect(within(screen.getByRole('dialog')).getByLabelText(/^Reset Token/)).toHaveValue(CODE));
    expect(
      within(screen.getByRole('dialog')).getByText('We filled in the reset token from your e-mail link. Select Continue to check it.'),
    ).toBeInTheDocument();
  });

  it('leaves the page alone without a reset token in the fragment', async () => {
    mockApi({});
    openLink('tech', '#somewhere');

    expect(await screen.findByRole('heading', { level: 1, name: 'Technician Login' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('hash')).toHaveTextContent('#somewhere');
  });
});
