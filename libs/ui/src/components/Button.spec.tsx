import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchToEnglish } from '../test-i18n.js';
import { Button } from '../index.js';

beforeEach(switchToEnglish);

describe('Button', () => {
  it('is busy and ignores clicks while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );

    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with the button look when asChild is set', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/tech-login">Technician Login</a>
      </Button>,
    );

    expect(screen.getByRole('link', { name: 'Technician Login' })).toHaveAttribute('href', '/tech-login');
  });
});
