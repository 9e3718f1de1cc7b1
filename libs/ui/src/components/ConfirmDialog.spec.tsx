import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@irrigo/ui/confirm-dialog';

function DisableAccount({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Disable</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Disable Ana's account?"
        description="Ana is signed out everywhere at once."
        cancelLabel="Cancel"
        confirmLabel="Disable account"
        confirmVariant="danger"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with an alert dialog named by its title, focused on Cancel, and confirms once', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<DisableAccount onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('alertdialog', { name: "Disable Ana's account?" });
    expect(dialog).toHaveAccessibleDescription('Ana is signed out everywhere at once.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Disable account' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels with Cancel or Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<DisableAccount onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
