import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { answer, findToast, renderScreen } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { ROTOR, ROTORS, mockPricebookApi, refuse } from './pricebook-test-api';
import PricebookItems from './PricebookItems';

const renderPage = () => renderScreen(<PricebookItems />, { path: '/pricebook-items' });
const rowOf = async (name: RegExp) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

beforeEach(async () => {
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  initI18n();
  await setLanguage('en');
});

describe('/pricebook-items', () => {
  it('lists items with both names, SKU, category path, USD prices and "No price", and asks the server for filters, pages and order', async () => {
    const api = mockPricebookApi();
    const user = userEvent.setup();
    renderPage();

    const rotor = await rowOf(/Rain Bird 5004 rotor/);
    expect(rotor).toHaveTextContent('Rotor Rain Bird 5004');
    expect(rotor).toHaveTextContent('RB-5004-PC');
    expect(rotor).toHaveTextContent('Sprinkler heads › Rotors');
    expect(rotor).toHaveTextContent('$24.95');
    expect(rotor).toHaveTextContent('$22.45');
    expect(await rowOf(/Backflow test/)).toHaveTextContent('No price');

    await user.click(screen.getByRole('button', { name: /Price/ }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Archived only' }));
    const last = api.calls('GET', '/api/pricebook/items')[api.calls('GET', '/api/pricebook/items').length - 1];
    expect(last?.url).toBe('/api/pricebook/items?active=false&sort=price&order=asc&page=1&pageSize=25');
  });

  it('creates an item with every field, dollars typed and cents sent', async () => {
    const api = mockPricebookApi({ 'POST /api/pricebook/items': () => answer(201, { ...ROTOR, id: 'new-item' }) });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New pricebook item' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Sprinkler heads › Rotors' }));
    await user.type(within(dialog).getByLabelText(/^SKU or part number/), 'HU-PGP');
    await user.type(within(dialog).getByLabelText('Name in English'), 'Hunter PGP rotor');
    await user.type(within(dialog).getByLabelText(/^Name in Spanish/), 'Rotor Hunter PGP');
    await user.type(within(dialog).getByLabelText(/^Cost \(USD\)/), '10.29');
    await user.type(within(dialog).getByLabelText(/^Price \(USD\)/), '$1,234.5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tracks inventory' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create item' }));

    expect(await findToast('Hunter PGP rotor added to the pricebook')).toBeInTheDocument();
    expect(api.calls('POST', '/api/pricebook/items')[0]?.body).toEqual({
      kind: 'material',
      categoryId: ROTORS.id,
      sku: 'HU-PGP',
      nameEn: 'Hunter PGP rotor',
      nameEs: 'Rotor Hunter PGP',
      descriptionEn: null,
      descriptionEs: null,
      unit: null,
      costCents: 1029,
      priceCents: 123450,
      memberPriceCents: null,
      taxable: true,
      tracksInventory: true,
      imageUrl: null,
      active: true,
    });
  });

  it('refuses a name left empty, an amount that is not dollars and an image that is not a web address, in Spanish', async () => {
    await setLanguage('es');
    const api = mockPricebookApi();
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Nuevo artículo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo artículo' });
    await user.type(within(dialog).getByLabelText(/^Precio \(USD\)/), '12,5.0');
    await user.type(within(dialog).getByLabelText(/URL de la imagen/), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Crear artículo' }));

    expect(await within(dialog).findByText('Escribe el nombre en inglés.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe un monto en dólares, como 12.50 (hasta $1,000,000.00).')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe una dirección web que empiece con https:// o http://.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/pricebook/items')).toHaveLength(0);
  });

  it('edits with If-Match; a 412 keeps what was typed and can save it over the newer version', async () => {
    let patches = 0;
    const api = mockPricebookApi({
      [`PATCH /api/pricebook/items/${ROTOR.id}`]: () => {
        patches += 1;
        return patches === 1 ? refuse(412, 'STALE_VERSION', [ROTOR.id])() : answer(200, { ...ROTOR, version: 5 });
      },
      [`GET /api/pricebook/items/${ROTOR.id}`]: () => answer(200, { ...ROTOR, nameEn: 'Rain Bird 5004 PC rotor', version: 4 }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit Rain Bird 5004 rotor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pricebook item' });
    const price = within(dialog).getByLabelText(/^Price \(USD\)/);
    expect(price).toHaveValue('24.95');
    await user.clear(price);
    await user.type(price, '26');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('Someone else changed this while you were editing it. Nothing was saved.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Their version is now saved as “Rain Bird 5004 PC rotor”/)).toBeInTheDocument();
    expect(price).toHaveValue('26');
    expect(api.calls('PATCH', '/api/pricebook/items')[0]?.headers).toMatchObject({ 'If-Match': '"3"' });

    await user.click(within(dialog).getByRole('button', { name: 'Save mine over theirs' }));
    expect(await findToast('Rain Bird 5004 rotor saved')).toBeInTheDocument();
    const second = api.calls('PATCH', '/api/pricebook/items')[1];
    expect(second?.headers).toMatchObject({ 'If-Match': '"4"' });
    expect(second?.body).toMatchObject({ priceCents: 2600 });
  });

  it('archives an item after confirming, with its version', async () => {
    const api = mockPricebookApi({ [`POST /api/pricebook/items/${ROTOR.id}/archive`]: () => answer(200, { ...ROTOR, active: false, version: 4 }) });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Archive Rain Bird 5004 rotor' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive Rain Bird 5004 rotor?' });
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));

    expect(await findToast('Rain Bird 5004 rotor archived')).toBeInTheDocument();
    expect(api.calls('POST', `/api/pricebook/items/${ROTOR.id}/archive`)[0]?.headers).toMatchObject({ 'If-Match': '"3"' });
  });

  it('says why the list failed and offers to try again', async () => {
    mockPricebookApi({ 'GET /api/pricebook/items': refuse(503, 'UPSTREAM_UNAVAILABLE') });
    renderPage();

    expect(await screen.findByText('The pricebook is temporarily unavailable. Please try again in a few minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
