import { act, render, screen } from '@testing-library/react';
import { sectionsOf } from '@irrigo/contracts';
import { i18n, initI18n, setLanguage } from '@irrigo/i18n';
import { ADMIN_NAMESPACE } from '../../app/i18n';
import Section from './Section';

beforeEach(async () => {
  window.localStorage.clear();
  initI18n();
  await setLanguage('en');
});

describe('Section', () => {
  it('renders the section’s title, what it is for, and that it is being built', () => {
    render(<Section section="appointments" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByText(/Upcoming and past appointments with your customers/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Being built');
  });

  it('renders nested section ids such as admin/service-plans', () => {
    render(<Section section="admin/service-plans" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Service Plans' })).toBeInTheDocument();
  });

  it('renders in Spanish', async () => {
    await setLanguage('es');
    render(<Section section="inventory" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Inventario' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('En construcción');
  });

  it('follows a language switch while shown', async () => {
    render(<Section section="inventory" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory' })).toBeInTheDocument();

    await act(() => setLanguage('es'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Inventario' })).toBeInTheDocument();
  });

  it('keeps copy only for the sections the route table still has', () => {
    for (const lng of ['en', 'es']) {
      const copy = i18n.getResource(lng, ADMIN_NAMESPACE, 'sections') as Record<string, unknown>;
      expect(Object.keys(copy).sort()).toEqual([...sectionsOf('mf-admin')].sort());
    }
  });

  it.each(sectionsOf('mf-admin'))('has English and Spanish copy for %s', (section) => {
    for (const lng of ['en', 'es']) {
      for (const field of ['title', 'description']) {
        expect(i18n.exists(`sections.${section}.${field}`, { ns: ADMIN_NAMESPACE, lng })).toBe(true);
      }
    }
  });
});
