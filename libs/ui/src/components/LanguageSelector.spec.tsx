import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLanguage } from '@irrigo/i18n';
import { switchToEnglish } from '../test-i18n.js';
import { LanguageSelector, RemoteUnavailable } from '../index.js';
import { STORAGE_KEYS } from '@irrigo/session';

beforeEach(switchToEnglish);

describe('LanguageSelector', () => {
  it('switches every translated text to Spanish and keeps the choice', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSelector />
        <RemoteUnavailable onRetry={() => undefined} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Español' }));

    expect(getLanguage()).toBe('es');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('es');
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Esta sección no está disponible por el momento' })).toBeInTheDocument();
  });
});

describe('RemoteUnavailable', () => {
  it('explains the outage and retries on demand', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<RemoteUnavailable onRetry={onRetry} />);

    expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('blocks repeated retries while one is running', () => {
    render(<RemoteUnavailable onRetry={() => undefined} retrying />);

    expect(screen.getByRole('button', { name: /Retry/ })).toBeDisabled();
  });
});
