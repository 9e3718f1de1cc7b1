import { act, render, screen } from '@testing-library/react';
import { Users } from 'lucide-react';
import { setLanguage } from '@irrigo/i18n';
import { switchToEnglish } from '../test-i18n.js';
import { Button, SectionInProgress } from '../index.js';

beforeEach(switchToEnglish);

describe('SectionInProgress', () => {
  it('names the section, says what it is for and that it is being built', () => {
    render(<SectionInProgress title="Customers" description="Everyone you work for." icon={Users} />);

    expect(screen.getByRole('region', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByText('Everyone you work for.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Being built');
    expect(screen.getByRole('note')).toHaveTextContent('It will arrive in an upcoming update of Irrigo.');
  });

  it('translates its note and follows a language switch', async () => {
    render(<SectionInProgress title="Clientes" description="Todos tus clientes." />);

    await act(() => setLanguage('es'));

    expect(screen.getByRole('note')).toHaveTextContent('En construcción');
    expect(screen.getByRole('note')).toHaveTextContent('próxima actualización de Irrigo');
  });

  it('offers the actions it is given below the note', () => {
    render(
      <SectionInProgress title="Sign-in" description="Choose how you sign in.">
        <Button asChild>
          <a href="/tech-login">Technician Login</a>
        </Button>
      </SectionInProgress>,
    );

    const note = screen.getByRole('note');
    const action = screen.getByRole('link', { name: 'Technician Login' });
    expect(note.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sits in a page column by default and stands alone as a card for frames with their own page', () => {
    const { container, rerender } = render(<SectionInProgress title="Pricebook" description="Prices." />);
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.firstElementChild?.firstElementChild).toBe(screen.getByRole('region', { name: 'Pricebook' }));

    rerender(<SectionInProgress title="Pricebook" description="Prices." layout="card" />);
    expect(container.firstElementChild).toBe(screen.getByRole('region', { name: 'Pricebook' }));
  });
});
