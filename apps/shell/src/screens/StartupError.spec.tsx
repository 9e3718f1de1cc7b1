import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@irrigo/i18n';
import { resetShellState } from '../testing/shell-test-setup.js';
import { StartupError } from './StartupError.js';

beforeEach(resetShellState);

describe('StartupError', () => {
  it('explains that the app could not start and retries on demand', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<StartupError onRetry={onRetry} retrying={false} />);

    expect(screen.getByRole('heading', { name: "Irrigo couldn't start" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    render(<StartupError onRetry={() => undefined} retrying />);

    expect(screen.getByRole('heading', { name: 'Irrigo no pudo iniciar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reintentar/ })).toBeDisabled();
  });
});
