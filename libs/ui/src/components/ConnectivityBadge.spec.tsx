import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '@irrigo/i18n';
import { switchToEnglish } from '../test-i18n.js';
import { ConnectivityBadge } from '../index.js';

beforeEach(switchToEnglish);

describe('ConnectivityBadge', () => {
  it('says offline in words, not colour alone', () => {
    render(<ConnectivityBadge connectivity="offline" />);

    const badge = screen.getByRole('status', { name: 'Connection: Offline' });
    expect(badge).toHaveTextContent('Offline');
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps one live region whose content says the new state when it changes', () => {
    const { rerender } = render(<ConnectivityBadge connectivity="offline" emphasis="quiet" />);
    const region = screen.getByRole('status');

    rerender(<ConnectivityBadge connectivity="online" emphasis="quiet" />);

    // The same element: a region swapped for a new one is not announced by screen readers.
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveAccessibleName('Connection: Online');
    expect(region).toHaveTextContent('Connection: Online');
  });

  it('marks offline as the state that stands out when quiet', () => {
    const { rerender } = render(<ConnectivityBadge connectivity="online" emphasis="quiet" />);
    const quietOnline = screen.getByRole('status').className;

    rerender(<ConnectivityBadge connectivity="offline" emphasis="quiet" />);

    expect(screen.getByRole('status').className).not.toBe(quietOnline);
    expect(screen.getByRole('status')).toHaveAttribute('data-connectivity', 'offline');
  });

  it('speaks Spanish', async () => {
    render(<ConnectivityBadge connectivity="offline" />);

    await act(() => setLanguage('es'));

    expect(screen.getByRole('status', { name: 'Conexión: Sin conexión' })).toHaveTextContent('Sin conexión');
  });
});
