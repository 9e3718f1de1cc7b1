import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { readPersistedSession, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { renderScreen } from '@irrigo/test-web';
import { freshDeviceDatabase } from '../../device-store/testing';
import { replaceDeviceDatabaseForTests, type DeviceDatabase } from '../../device-store';
import { installFieldApi, pricebookCategory, pricebookItem, technician, type FieldApi } from '../../test-support/field-api';
import { canBeQuoted } from '../../pricebook/pricebook-item-rules';
import TechPricebook from './TechPricebook';

const CATEGORIES = [
  pricebookCategory('cat-parts', 'Parts', 'Piezas'),
  pricebookCategory('cat-heads', 'Spray heads', 'Aspersores', 'cat-parts', 1),
  pricebookCategory('cat-ctrl', 'Controllers', 'Controladores'),
];
const ITEMS = [
  pricebookItem('i-1', 'Rotor head 4in', { nameEs: 'Rotor de 4 pulgadas', sku: 'RB-5004', priceCents: 1850 }),
  pricebookItem('i-2', 'Nozzle', { nameEs: 'Boquilla', sku: 'HU-10A', priceCents: 299 }),
  pricebookItem('i-3', 'ESP-LXME2 controller', { categoryId: 'cat-ctrl', sku: 'ESP-LXME2', priceCents: null }),
];

let db: DeviceDatabase;
let api: FieldApi;

beforeEach(async () => {
  db = freshDeviceDatabase();
  window.localStorage.clear();
  useSessionStore.setState({ ...readPersistedSession(), connectivity: 'checking' });
  initI18n();
  await setLanguage('en');
  api = { user: technician(), customers: [], sitesById: {}, catalogue: { version: 'v1', categories: CATEGORIES, items: ITEMS }, offline: false, calls: [] };
  installFieldApi(api);
});

afterEach(() => {
  onlineManager.setOnline(true);
  replaceDeviceDatabaseForTests(null);
});

const list = () => screen.findByRole('list', { name: 'Pricebook' });
const names = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button', { expanded: false })
    .map((button) => button.textContent ?? '');

describe('the technician’s pricebook', () => {
  it('shows prices in USD with two decimals and never $0 for an item without a price', async () => {
    renderScreen(<TechPricebook />, { path: '/tech-pricebook' });

    const items = await list();
    expect(within(items).getByText('$18.50')).toBeInTheDocument();
    expect(within(items).getByText('$2.99')).toBeInTheDocument();
    expect(within(items).getByText('Price unavailable — sync when online')).toBeInTheDocument();
    expect(within(items).queryByText('$0.00')).not.toBeInTheDocument();

    await userEvent.click(within(items).getByRole('button', { name: /^ESP-LXME2 controller/ }));
    expect(within(items).getByText("Can't be added to a quote until it has a price.")).toBeInTheDocument();
  });

  it('searches both languages’ names and the SKU, ignoring case and accents, within a category and its sub-categories', async () => {
    renderScreen(<TechPricebook />, { path: '/tech-pricebook' });
    const items = await list();
    const search = screen.getByRole('searchbox', { name: 'Search the pricebook' });

    await userEvent.type(search, 'boquilla');
    await waitFor(() => expect(names(items)).toHaveLength(1));
    expect(names(items)[0]).toContain('Nozzle');

    await userEvent.clear(search);
    await userEvent.type(search, 'rb-5004');
    await waitFor(() => expect(names(items)[0]).toContain('Rotor head 4in'));

    await userEvent.clear(search);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'cat-parts');
    await waitFor(() => expect(names(items)).toHaveLength(2));
  });

  it('speaks the technician’s language: Spanish names, English when there is none', async () => {
    await setLanguage('es');
    renderScreen(<TechPricebook />, { path: '/tech-pricebook' });

    const items = await screen.findByRole('list', { name: 'Lista de precios' });
    expect(within(items).getByText('Rotor de 4 pulgadas')).toBeInTheDocument();
    expect(within(items).getByText('ESP-LXME2 controller')).toBeInTheDocument();
    expect(within(items).getByText('Precio no disponible — sincroniza cuando tengas conexión')).toBeInTheDocument();
    expect(within(items).getByText(/18\.50/)).toBeInTheDocument();
  });

  it('downloads the pricebook again only when its version changed (If-None-Match, 304)', async () => {
    const first = renderScreen(<TechPricebook />, { path: '/tech-pricebook' });
    await list();
    await waitFor(async () => expect(await db.pricebookCatalogues.count()).toBe(1));
    first.unmount();

    renderScreen(<TechPricebook />, { path: '/tech-pricebook' });
    await waitFor(() => expect(api.calls.filter((call) => call.url === '/api/pricebook/catalogue')).toHaveLength(2));
    expect(api.calls.map(({ ifNoneMatch, status }) => ({ ifNoneMatch, status }))).toEqual([
      { ifNoneMatch: null, status: 200 },
      { ifNoneMatch: '"v1"', status: 304 },
    ]);
    expect(await screen.findByText('$18.50')).toBeInTheDocument();
  });

  it('keeps favourites and recently used items per technician on the device', async () => {
    renderScreen(<TechPricebook />, { path: '/tech-pricebook' });
    const items = await list();

    await userEvent.click(await within(items).findByRole('button', { name: 'Add Nozzle to favorites' }));
    await userEvent.click(within(items).getByRole('button', { name: /^Rotor head 4in/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Favorites' }));
    await waitFor(() => expect(names(items).map((name) => name.split('SKU')[0])).toEqual(['Nozzle']));
    await userEvent.click(screen.getByRole('button', { name: 'Recently used' }));
    await waitFor(() => expect(within(items).getByRole('button', { name: /^Rotor head 4in/ })).toBeInTheDocument());
    expect(within(items).queryByRole('button', { name: /Nozzle/ })).not.toBeInTheDocument();

    expect(await db.pricebookPicks.where('ownerId').equals('tech-7').count()).toBe(2);
  });

  it('opens with no signal from the device copy', async () => {
    const first = renderScreen(<TechPricebook />, { path: '/tech-pricebook' });
    await list();
    await waitFor(async () => expect(await db.pricebookCatalogues.count()).toBe(1));
    first.unmount();

    api.offline = true;
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => onlineManager.setOnline(false));
    useSessionStore.setState({ connectivity: 'offline' });
    window.localStorage.setItem(
      STORAGE_KEYS.technicianAuth,
      JSON.stringify({ id: 'tech-7', email: 'luis@riegos.co', firstName: 'Luis', lastName: 'Ortega', role: 'technician' }),
    );
    useSessionStore.setState(readPersistedSession());
    renderScreen(<TechPricebook />, { path: '/tech-pricebook' });

    expect(await screen.findByText('Price unavailable — sync when online')).toBeInTheDocument();
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the pricebook' }), 'rotor');
    await waitFor(() => expect(names(within(document.body).getByRole('list', { name: 'Pricebook' }))).toHaveLength(1));
  });
});

describe('canBeQuoted', () => {
  it('needs a real price: no price and $0 cannot go on a quote', () => {
    expect(canBeQuoted(pricebookItem('a', 'A', { priceCents: 1250 }))).toBe(true);
    expect(canBeQuoted(pricebookItem('b', 'B', { priceCents: null }))).toBe(false);
    expect(canBeQuoted(pricebookItem('c', 'C', { priceCents: 0 }))).toBe(false);
    expect(canBeQuoted(pricebookItem('d', 'D', { priceCents: 1250, active: false }))).toBe(false);
  });
});
