import { render, screen } from '@testing-library/react';
import { EmailInput } from '../index.js';

describe('EmailInput', () => {
  it('is an e-mail field that the phone neither capitalises nor spell-checks', () => {
    render(<EmailInput aria-label="Email" />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('inputmode', 'email');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAttribute('autocapitalize', 'none');
    expect(field).toHaveAttribute('spellcheck', 'false');
  });

  it('lets a sign-in form say the address is the username', () => {
    render(<EmailInput aria-label="Email" autoComplete="username" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username');
  });
});
