import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_REMOVE_DELAY_MS } from './toast-timing.js';
import { switchToEnglish } from '../test-i18n.js';
import { Toaster, dismissToast, toast, useToastStore } from '../index.js';

beforeEach(async () => {
  await switchToEnglish();
  useToastStore.setState({ toasts: [] });
});

describe('toast', () => {
  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Inspection Removed', description: 'The record has been permanently deleted.', variant: 'success' });
      toast({ title: 'Logged Out Successfully' });
    });

    expect(await screen.findByText('Logged Out Successfully')).toBeInTheDocument();
    expect(screen.queryByText('Inspection Removed')).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts).toHaveLength(1);
  });

  it('closes from its close button and is dropped from the queue after the removal delay', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      render(<Toaster />);
      act(() => {
        toast({ title: 'Deletion Failed', variant: 'danger' });
      });

      await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));

      expect(useToastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Deletion Failed', open: false })]);
      act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
      expect(useToastStore.getState().toasts).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws nothing before the first toast, then offers the F8 notification region with a translated label', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();

    act(() => {
      toast({ title: 'Logged Out Successfully' });
    });

    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it('updates and dismisses through the handle it returns', () => {
    const handle = toast({ title: 'Saving' });
    handle.update({ title: 'Saved', variant: 'success' });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Saved', variant: 'success', open: true });

    dismissToast();
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
  });
});
