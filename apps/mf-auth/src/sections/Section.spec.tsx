import { screen } from '@testing-library/react';
import { sectionsOf } from '@irrigo/contracts';
import { renderScreen } from '@irrigo/test-web';
import { freshPage } from '../testing/fresh-page.js';
import Section from './Section.js';

beforeEach(() => freshPage('en'));

describe('Section', () => {
  it('covers every section mf-auth owns in the route table', () => {
    expect(sectionsOf('mf-auth').sort()).toEqual(['sign-in', 'sign-up']);
  });

  it.each([
    ['sign-in', '/sign-in', 'Welcome to Irrigo'],
    ['sign-up', '/sign-up', 'Create Your Irrigo Account'],
  ])('renders %s with its title, the being-built note and both logins', (section, path, title) => {
    renderScreen(<Section section={section} />, { path });

    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(/still being built/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Technician Login' })).toHaveAttribute('href', '/tech-login');
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin-login');
  });

  it('speaks Spanish', async () => {
    await freshPage('es');
    renderScreen(<Section section="sign-up" />, { path: '/sign-up' });

    expect(screen.getByRole('heading', { name: 'Crea tu cuenta de Irrigo' })).toBeInTheDocument();
    expect(screen.getByText(/todavía está en construcción/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acceso de administrador' })).toHaveAttribute('href', '/admin-login');
  });

  it('still helps on a section id it does not know', () => {
    renderScreen(<Section section="somewhere-else" />, { path: '/somewhere-else' });

    expect(screen.getByRole('heading', { name: 'Sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Technician Login' })).toBeInTheDocument();
  });
});
