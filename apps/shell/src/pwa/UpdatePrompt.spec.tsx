import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@irrigo/i18n';
import { resetShellState } from '../testing/shell-test-setup.js';
import { updateStore } from './update-store.js';
import { UpdatePrompt } from './UpdatePrompt.js';

beforeEach(async () => {
  await resetShellState();
  updateStore.reset();
});

describe('UpdatePrompt', () => {
  it('shows nothing while there is no new version, but keeps its polite live region in the page', () => {
    render(<UpdatePrompt />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('says a new version is ready, in the live region, with a Reload button reachable from the keyboard', async () => {
    const user = userEvent.setup();
    const reload = jest.fn(async () => undefined);
    updateStore.setReload(reload);
    render(<UpdatePrompt />);

    act(() => updateStore.setState({ changedRemotes: ['http://localhost/remotes/mf-tech/mf-manifest.json'] }));

    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows for a waiting service worker too', () => {
    render(<UpdatePrompt />);
    act(() => updateStore.setState({ workerWaiting: true }));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('marks the button busy while the new version takes over', () => {
    render(<UpdatePrompt />);
    act(() => updateStore.setState({ workerWaiting: true, reloading: true }));
    expect(screen.getByRole('button', { name: /Reload/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    render(<UpdatePrompt />);
    act(() => updateStore.setState({ workerWaiting: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Hay una nueva versión disponible');
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
  });
});
