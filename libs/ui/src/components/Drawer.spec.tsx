import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchToEnglish } from '../test-i18n.js';
import { Drawer, DrawerContent, DrawerTrigger } from '@irrigo/ui/drawer';

beforeEach(switchToEnglish);

function Menu({ description }: { description?: string }) {
  return (
    <Drawer>
      <DrawerTrigger>Open menu</DrawerTrigger>
      <DrawerContent title="Menu" closeLabel="Close menu" description={description}>
        <a href="/inventory">Inventory</a>
      </DrawerContent>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('opens as a dialog named by its title and closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Menu />);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toContainElement(screen.getByRole('link', { name: 'Inventory' }));
    expect(drawer).not.toHaveAttribute('aria-describedby');

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives screen readers its description', async () => {
    const user = userEvent.setup();
    render(<Menu description="Go to another screen." />);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAccessibleDescription('Go to another screen.');
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Menu />);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
