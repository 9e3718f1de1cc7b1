import { screen } from '@testing-library/react';
import { sectionsOf } from '@irrigo/contracts';
import { renderScreen } from '@irrigo/test-web';
import { freshPage } from '../../testing/fresh-page.js';
import Section from './Section.js';

beforeEach(() => freshPage('en'));

describe('Section', () => {
  it('is no longer the screen of any mf-auth route: /sign-in and /sign-up have their own', () => {
    expect(sectionsOf('mf-auth')).toEqual([]);
  });

  it('speaks Spanish', async () => {
    await freshPage('es');
    renderScreen(<Section section="somewhere-else" />, { path: '/somewhere-else' });

    expect(screen.getByRole('heading', { name: 'Inicio de sesión' })).toBeInTheDocument();
    expect(screen.getByText(/todavía está en construcción/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acceso de administrador' })).toHaveAttribute('href', '/admin-login');
  });

  it('still helps on a section id it does not know', () => {
    renderScreen(<Section section="somewhere-else" />, { path: '/somewhere-else' });

    expect(screen.getByRole('heading', { name: 'Sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Technician Login' })).toBeInTheDocument();
  });
});
