import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { answer, findToast, renderScreen } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { CATEGORIES, HEADS, OLD, ROTORS, VALVES, mockPricebookApi, refuse } from './pricebook-test-api';
import PricebookCategories from './PricebookCategories';

const renderPage = () => renderScreen(<PricebookCategories />, { path: '/pricebook-categories' });

beforeEach(async () => {
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  initI18n();
  await setLanguage('en');
});

describe('/pricebook-categories', () => {
  it('shows the tree with both names, active categories only until archived ones are asked for', async () => {
    mockPricebookApi();
    const user = userEvent.setup();
    renderPage();

    const rotors = (await screen.findByRole('cell', { name: /Rotors/ })).closest('tr') as HTMLElement;
    expect(rotors).toHaveTextContent('Rotores');
    expect(rotors).toHaveTextContent('From Housecall Pro');
    expect(screen.queryByRole('cell', { name: /Old stock/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show archived categories' }));
    const old = (await screen.findByRole('cell', { name: /Old stock/ })).closest('tr') as HTMLElement;
    expect(within(old).getByText('Archived')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Restore Old stock' })).toBeInTheDocument();
  });

  it('creates a sub-category under the one chosen, names in both languages', async () => {
    const api = mockPricebookApi({ 'POST /api/pricebook/categories': () => answer(201, { ...ROTORS, id: 'new', nameEn: 'Sprays' }) });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add a sub-category to Sprinkler heads' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await user.type(within(dialog).getByLabelText('Name in English'), '  Sprays ');
    await user.type(within(dialog).getByLabelText(/^Name in Spanish/), 'Difusores');
    await user.clear(within(dialog).getByLabelText('Sort order'));
    await user.type(within(dialog).getByLabelText('Sort order'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));

    expect(await findToast('Category Sprays created')).toBeInTheDocument();
    expect(api.calls('POST', '/api/pricebook/categories')[0]?.body).toEqual({
      parentId: HEADS.id,
      nameEn: 'Sprays',
      nameEs: 'Difusores',
      sortOrder: 5,
      active: true,
    });
  });

  it('edits with If-Match; on a 412 it says someone else changed it and keeps what was typed', async () => {
    let categories = CATEGORIES;
    const api = mockPricebookApi({
      [`PATCH /api/pricebook/categories/${VALVES.id}`]: () => refuse(412, 'STALE_VERSION', [VALVES.id])(),
      'GET /api/pricebook/categories': () => answer(200, { categories }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Valves' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    const nameEs = within(dialog).getByLabelText(/^Name in Spanish/);
    await user.clear(nameEs);
    await user.type(nameEs, 'Válvulas de zona');
    categories = CATEGORIES.map((category) => (category.id === VALVES.id ? { ...VALVES, nameEn: 'Zone valves', version: 2 } : category));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('Changed by someone else')).toBeInTheDocument();
    expect(within(dialog).getByText('Someone else changed this while you were editing it. Nothing was saved.')).toBeInTheDocument();
    expect(await within(dialog).findByText(/Their version is now saved as “Zone valves”/)).toBeInTheDocument();
    expect(nameEs).toHaveValue('Válvulas de zona');
    expect(api.calls('PATCH', '/api/pricebook/categories')[0]?.headers).toMatchObject({ 'If-Match': '"1"' });

    await user.click(within(dialog).getByRole('button', { name: 'Discard mine and show theirs' }));
    expect(within(dialog).getByLabelText('Name in English')).toHaveValue('Zone valves');
  });

  it('archives after confirming and restores, each with its version', async () => {
    const api = mockPricebookApi({
      [`POST /api/pricebook/categories/${VALVES.id}/archive`]: () => answer(200, { ...VALVES, active: false, version: 2 }),
      [`PATCH /api/pricebook/categories/${OLD.id}`]: () => answer(200, { ...OLD, active: true, version: 2 }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Archive Valves' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Archive Valves?' })).getByRole('button', { name: 'Archive' }));
    expect(await findToast('Valves archived')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show archived categories' }));
    await user.click(await screen.findByRole('button', { name: 'Restore Old stock' }));
    expect(await findToast('Old stock restored')).toBeInTheDocument();
    expect(api.calls('PATCH', `/api/pricebook/categories/${OLD.id}`)[0]).toMatchObject({ body: { active: true }, headers: { 'If-Match': '"1"' } });
  });

  it('refuses an empty English name and a sort order that is not a whole number, in Spanish', async () => {
    await setLanguage('es');
    const api = mockPricebookApi();
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Nueva categoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await user.clear(within(dialog).getByLabelText('Orden'));
    await user.type(within(dialog).getByLabelText('Orden'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Crear categoría' }));

    expect(await within(dialog).findByText('Escribe el nombre en inglés.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe un número entero, como 0, 10 o -5.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/pricebook/categories')).toHaveLength(0);
  });
});
