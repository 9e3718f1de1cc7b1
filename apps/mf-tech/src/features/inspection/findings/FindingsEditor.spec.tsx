import '../i18n';
import { useRef, useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { emptyInspectionDocument, estimatedTotalCents, type InspectionDocument } from '@irrigo/contracts';
import { initI18n, setLanguage, whenTranslationsLoaded } from '@irrigo/i18n';
import { readPersistedSession, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { renderScreen } from '@irrigo/test-web';
import { replaceDeviceDatabaseForTests, type DeviceDatabase } from '../../../device-store';
import { savePricebookCatalogue } from '../../../device-store/reference-data/pricebook-catalogue';
import { markPricebookItemUsed, setFavourite } from '../../../device-store/pricebook-picks';
import { freshDeviceDatabase } from '../../../device-store/testing';
import { installFieldApi, pricebookCategory, pricebookItem, technician, type FieldApi } from '../../../test-support/field-api';
import { FindingsEditor } from './FindingsEditor';
import { TotalsSummary } from './TotalsSummary';

const CATEGORIES = [pricebookCategory('cat-heads', 'Spray heads', 'Aspersores'), pricebookCategory('cat-ctrl', 'Controllers', 'Controladores')];
const ITEMS = [
  pricebookItem('i-rotor', 'Rotor head 4in', { nameEs: 'Rotor de 4 pulgadas', sku: 'RB-5004', priceCents: 1850 }),
  pricebookItem('i-nozzle', 'Nozzle', { nameEs: 'Boquilla', sku: 'HU-10A', priceCents: 299 }),
  pricebookItem('i-valve', 'Valve 1in', { nameEs: 'Válvula de 1 pulgada', sku: 'V-100', priceCents: 4500 }),
  pricebookItem('i-smart', 'Smart controller', { categoryId: 'cat-ctrl', sku: 'ESP-LXME2', priceCents: null }),
];

let db: DeviceDatabase;
let api: FieldApi;
/** The document as the screen last held it. */
let current: InspectionDocument;

function newDocument(): InspectionDocument {
  const document = emptyInspectionDocument({ technicianName: 'Luis Ortega', inspectionDate: '2026-11-25' });
  document.zones.push({
    id: 'z-3',
    number: 3,
    description: 'north entry turf',
    zoneType: 'spray',
    headCount: 8,
    issueCounts: {},
    status: 'not-working',
    notes: '',
  });
  document.rainSensor.present = 'no';
  return document;
}

/** The inspection screen's part of the contract: it holds the document and applies each change to a copy. */
function Summary({ initial, readOnly = false }: { initial: InspectionDocument; readOnly?: boolean }) {
  const [document, setDocument] = useState(initial);
  const latest = useRef(initial);
  const change = (recipe: (draft: InspectionDocument) => void) => {
    const next = structuredClone(latest.current);
    recipe(next);
    latest.current = next;
    current = next;
    setDocument(next);
  };
  const inspectionId = '0193a000-0000-7000-8000-000000000001';
  const props = {
    inspectionId,
    ensureInspection: () => Promise.resolve(inspectionId),
    holdAddressChange: () => () => undefined,
    ownerId: 'tech-7',
    document,
    change,
    readOnly,
  };
  return (
    <>
      <FindingsEditor {...props} />
      <TotalsSummary {...props} />
    </>
  );
}

/** No signal at all: the device's copy of the pricebook is all there is. */
function goOffline() {
  api.offline = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => onlineManager.setOnline(false));
  useSessionStore.setState({ connectivity: 'offline' });
}

beforeEach(async () => {
  db = freshDeviceDatabase();
  window.localStorage.clear();
  window.localStorage.setItem(
    STORAGE_KEYS.technicianAuth,
    JSON.stringify({ id: 'tech-7', email: 'luis@riegos.co', firstName: 'Luis', lastName: 'Ortega', role: 'technician' }),
  );
  useSessionStore.setState({ ...readPersistedSession(), connectivity: 'checking' });
  initI18n();
  await setLanguage('en');
  await whenTranslationsLoaded();
  api = { user: technician(), customers: [], sitesById: {}, catalogue: { version: 'v1', categories: CATEGORIES, items: ITEMS }, offline: false, calls: [] };
  installFieldApi(api);
  // The copy a technician's device keeps from the last time it had signal.
  await savePricebookCatalogue(db, 'tech-7', { catalogue: api.catalogue, fetchedAt: '2026-11-24T12:00:00.000Z' });
  goOffline();
});

afterEach(() => {
  onlineManager.setOnline(true);
  replaceDeviceDatabaseForTests(null);
  jest.restoreAllMocks();
});

const grandTotal = () => screen.getByRole('status', { name: 'Estimated total' });

async function addQuickPick(title: string | RegExp) {
  await userEvent.click(screen.getByRole('button', { name: 'Add recommendation' }));
  await userEvent.click(screen.getByRole('button', { name: title }));
}

async function addFromPricebook(option: HTMLElement, search: string, name: string | RegExp) {
  await userEvent.click(within(option).getByRole('button', { name: 'Add from pricebook' }));
  const sheet = await screen.findByRole('dialog', { name: 'Add from pricebook' });
  await userEvent.type(await within(sheet).findByRole('searchbox', { name: 'Search the pricebook' }), search);
  const list = await within(sheet).findByRole('list', { name: 'Add from pricebook' });
  await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
  await userEvent.click(within(list).getByRole('button', { name }));
}

async function addCustomLine(option: HTMLElement, name: string, quantity: string, price: string) {
  await userEvent.click(within(option).getByRole('button', { name: 'Add custom line' }));
  const form = within(option).getByRole('group', { name: 'Custom line' });
  await userEvent.type(within(form).getByRole('textbox', { name: /Description/ }), name);
  await userEvent.clear(within(form).getByRole('textbox', { name: /Quantity/ }));
  await userEvent.type(within(form).getByRole('textbox', { name: /Quantity/ }), quantity);
  await userEvent.type(within(form).getByRole('textbox', { name: /Unit price/ }), price);
  await userEvent.click(within(form).getByRole('button', { name: 'Add line' }));
}

const finding = (number: number) => screen.getByRole('article', { name: new RegExp(`^Recommendation ${number}`) });

describe('the recommendations, priced offline', () => {
  it('adds a quick pick from the inspection with its section, zone and priority, and a pricebook item at the device copy’s price', async () => {
    renderScreen(<Summary initial={newDocument()} />, { path: '/inspection/:id', url: '/inspection/x' });

    await addQuickPick(/Zone 3 \(north entry turf\) not working/);
    expect(current.findings).toEqual([
      expect.objectContaining({ title: 'Zone 3 (north entry turf) not working', priority: 'urgent', section: 'zone', zoneId: 'z-3', chosenOptionId: null }),
    ]);
    const card = finding(1);
    expect(within(card).getByRole('radio', { name: 'Urgent' })).toBeChecked();
    expect(within(card).getByRole('combobox', { name: 'Where' })).toHaveDisplayValue('Zone 3 — north entry turf');

    await addFromPricebook(card, 'boquilla', /Nozzle/);
    expect(within(card).getByText('1 × $2.99 = $2.99')).toBeInTheDocument();
    expect(current.findings[0]?.options[0]?.lines).toEqual([
      expect.objectContaining({ pricebookItemId: 'i-nozzle', name: 'Nozzle', quantity: 1, unitPriceCents: 299 }),
    ]);
    expect(grandTotal()).toHaveTextContent('$2.99');
    // Nothing came from the network: every request failed as in airplane mode.
    expect(api.calls).toEqual([]);
    // The item is now one of the technician's recently used.
    await waitFor(async () => expect((await db.pricebookPicks.get(['tech-7', 'i-nozzle']))?.usedAt).not.toBeNull());
  });

  it('refuses an item without a price, saying why, and never adds it at $0', async () => {
    renderScreen(<Summary initial={newDocument()} />, { path: '/inspection/:id', url: '/inspection/x' });
    await addQuickPick(/Missing rain sensor/);
    const card = finding(1);

    await userEvent.click(within(card).getByRole('button', { name: 'Add from pricebook' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add from pricebook' });
    await userEvent.type(await within(sheet).findByRole('searchbox', { name: 'Search the pricebook' }), 'esp-lxme2');
    const row = await within(sheet).findByRole('button', { name: /Smart controller/ });
    expect(row).toHaveTextContent('Price unavailable — sync when online');
    expect(row).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(row);

    expect(within(sheet).getByRole('alert')).toHaveTextContent("Smart controller can't be added until the office gives it a price.");
    expect(within(sheet).queryByText(/\$0\.00/)).not.toBeInTheDocument();
    expect(current.findings[0]?.options[0]?.lines).toEqual([]);
  });

  it('reads a custom line’s dollars as cents by string: $0.10 + $0.20 is exactly $0.30', async () => {
    renderScreen(<Summary initial={newDocument()} />, { path: '/inspection/:id', url: '/inspection/x' });
    await addQuickPick(/Missing rain sensor/);
    const card = finding(1);

    await addCustomLine(card, 'Wire nut', '1', '0.1');
    await addCustomLine(card, 'Tape', '1', '0.2');
    await addCustomLine(card, 'Labour', '1', '12.30');

    expect(current.findings[0]?.options[0]?.lines.map((line) => [line.name, line.pricebookItemId, line.unitPriceCents])).toEqual([
      ['Wire nut', null, 10],
      ['Tape', null, 20],
      ['Labour', null, 1230],
    ]);
    expect(grandTotal()).toHaveTextContent('$12.60');
    expect(estimatedTotalCents(current)).toBe(1260);
  });

  it('refuses a custom price it cannot read exactly, with the reason', async () => {
    renderScreen(<Summary initial={newDocument()} />, { path: '/inspection/:id', url: '/inspection/x' });
    await addQuickPick(/Missing rain sensor/);
    const card = finding(1);

    await addCustomLine(card, 'Labour', '1', '12.345');
    expect(within(card).getByText('Use at most 2 decimals.')).toBeInTheDocument();
    expect(current.findings[0]?.options[0]?.lines).toEqual([]);
  });

  it('rounds each line to the cent: 1.5 × $33.33 = $50.00, with the quantity typed or stepped', async () => {
    renderScreen(<Summary initial={newDocument()} />, { path: '/inspection/:id', url: '/inspection/x' });
    await addQuickPick(/Missing rain sensor/);
    const card = finding(1);
    await addCustomLine(card, 'Labour hour', '1', '33.33');

    const quantity = within(card).getByRole('textbox', { name: 'Quantity of Labour hour' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1.5');
    expect(within(card).getByText('1.5 × $33.33 = $50.00')).toBeInTheDocument();
    expect(grandTotal()).toHaveTextContent('$50.00');

    await userEvent.click(within(card).getByRole('button', { name: 'One more Labour hour' }));
    expect(quantity).toHaveValue('2.5');
    expect(within(card).getByText('2.5 × $33.33 = $83.33')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'One less Labour hour' }));
    await userEvent.click(within(card).getByRole('button', { name: 'One less Labour hour' }));
    expect(within(card).getByText('0.5 × $33.33 = $16.67')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'One less Labour hour' })).toBeDisabled();

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2.555');
    expect(within(card).getByRole('alert')).toHaveTextContent('Use at most 2 decimals.');
    // The last valid quantity still counts.
    expect(current.findings[0]?.options[0]?.lines[0]?.quantity).toBe(2.55);
  });

  it('offers Good / Better / Best, and the customer’s choice changes the grand total', async () => {
    const initial = newDocument();
    initial.mainLine.estimatedCostCents = 10000;
    renderScreen(<Summary initial={initial} />, { path: '/inspection/:id', url: '/inspection/x' });
    await addQuickPick(/Zone 3/);
    const card = finding(1);
    await addFromPricebook(card, 'valve', /Valve 1in/);
    expect(grandTotal()).toHaveTextContent('$145.00');

    await userEvent.click(within(card).getByRole('button', { name: 'Offer Good / Better / Best' }));
    const best = within(card).getByRole('heading', { name: 'Best' }).parentElement as HTMLElement;
    // Best starts from Good's lines; the upgrade is added to it.
    expect(within(best).getByText('Valve 1in')).toBeInTheDocument();
    await addFromPricebook(best, 'rb-5004', /Rotor head 4in/);
    await userEvent.click(within(best).getByRole('button', { name: 'One more Rotor head 4in' }));
    expect(within(card).getByText('Not chosen yet: the total counts Good.')).toBeInTheDocument();
    expect(grandTotal()).toHaveTextContent('$145.00');

    await userEvent.click(within(card).getByRole('radio', { name: /^Best · / }));
    expect(grandTotal()).toHaveTextContent('$182.00');
    // The breakdown: the main line's estimated cost, then the finding's counted option with its tier.
    expect(screen.getByText('Main line', { selector: 'dt' }).nextSibling).toHaveTextContent('$100.00');
    expect(screen.getByText('Zone 3 (north entry turf) not working (Best)').nextSibling).toHaveTextContent('$82.00');
    expect(estimatedTotalCents(current)).toBe(18200);

    await userEvent.click(within(card).getByRole('radio', { name: /^Better · / }));
    expect(grandTotal()).toHaveTextContent('$145.00');

    await userEvent.click(within(card).getByRole('radio', { name: /^Best · / }));
    await userEvent.click(within(card).getByRole('button', { name: 'Back to one option' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Best' }));
    expect(current.findings[0]?.options).toHaveLength(1);
    expect(current.findings[0]?.options[0]?.tier).toBeNull();
    expect(grandTotal()).toHaveTextContent('$182.00');
  });

  it('lists favourites first, then recently used', async () => {
    await setFavourite(db, 'tech-7', 'i-valve', true);
    await markPricebookItemUsed(db, 'tech-7', 'i-nozzle');
    renderScreen(<Summary initial={newDocument()} />, { path: '/inspection/:id', url: '/inspection/x' });
    await addQuickPick(/Missing rain sensor/);
    await userEvent.click(within(finding(1)).getByRole('button', { name: 'Add from pricebook' }));
    const list = await within(await screen.findByRole('dialog', { name: 'Add from pricebook' })).findByRole('list', { name: 'Add from pricebook' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((row) => row.textContent?.split('$')[0]),
      ).toEqual([
        'FavoriteValve 1inV-100 · Spray heads',
        'RecentNozzleHU-10A · Spray heads',
        'Rotor head 4inRB-5004 · Spray heads',
        'Smart controllerESP-LXME2 · ControllersPrice unavailable — sync when online',
      ]),
    );
  });

  it('shows the same without controls when read-only', async () => {
    const initial = newDocument();
    renderScreen(<Summary initial={initial} />, { path: '/inspection/:id', url: '/inspection/x' });
    await addQuickPick(/Zone 3/);
    await addCustomLine(finding(1), 'Valve', '2', '45');
    const document = current;

    renderScreen(<Summary initial={document} readOnly />, { path: '/other', url: '/other' });
    const readOnlyCard = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(readOnlyCard).getByText('2 × $45.00 = $90.00')).toBeInTheDocument();
    expect(within(readOnlyCard).queryByRole('button')).not.toBeInTheDocument();
    expect(within(readOnlyCard).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('speaks Spanish: labels, quick picks, pricebook names and the total', async () => {
    await setLanguage('es');
    const initial = newDocument();
    initial.customer.language = 'es';
    renderScreen(<Summary initial={initial} />, { path: '/inspection/:id', url: '/inspection/x' });

    await userEvent.click(screen.getByRole('button', { name: 'Agregar recomendación' }));
    await userEvent.click(screen.getByRole('button', { name: /Falta sensor de lluvia/ }));
    const card = screen.getByRole('article', { name: /^Recomendación 1/ });
    expect(within(card).getByRole('radio', { name: 'Recomendada' })).toBeChecked();

    await userEvent.click(within(card).getByRole('button', { name: 'Agregar de la lista de precios' }));
    const sheet = await screen.findByRole('dialog', { name: 'Agregar de la lista de precios' });
    await userEvent.type(await within(sheet).findByRole('searchbox', { name: 'Buscar en la lista de precios' }), 'rotor');
    await userEvent.click(await within(sheet).findByRole('button', { name: /Rotor de 4 pulgadas/ }));

    expect(within(card).getByText('Rotor de 4 pulgadas')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Uno más de Rotor de 4 pulgadas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Total estimado' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Total estimado' })).toHaveTextContent('$18.50');
    expect(within(card).getByRole('button', { name: 'Ofrecer Buena / Mejor / Óptima' })).toBeInTheDocument();
  });
});
