import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@irrigo/i18n';
import { switchToEnglish } from '../test-i18n.js';
import { FormField, PasswordInput } from '../index.js';

beforeEach(switchToEnglish);

function renderPasswordField() {
  return render(
    <FormField label="Password">
      <PasswordInput autoComplete="new-password" />
    </FormField>,
  );
}

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    const user = userEvent.setup();
    renderPasswordField();
    const field = screen.getByLabelText('Password');
    await user.type(field, 'Riego#2024');

    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('Riego#2024');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('names the toggle in Spanish for Spanish-speaking crews', async () => {
    await setLanguage('es');
    renderPasswordField();

    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toHaveAttribute('aria-pressed', 'false');
  });
});
