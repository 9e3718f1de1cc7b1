import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PricebookBulkBody, PricebookBulkResult, PricebookCsvImportResult } from '@irrigo/contracts';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { answer, findToast, renderScreen } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { BACKFLOW, ROTOR, VALVE, mockPricebookApi, refuse } from './pricebook-test-api';
import PricebookBulk from './PricebookBulk';

const renderPage = () => renderScreen(<PricebookBulk />, { path: '/admin/pricebook' });

/** The server's bulk answer for a 10 % rise of the rotor and the valve. */
const rise = (dryRun: boolean, versions: Record<string, number> = {}): PricebookBulkResult => ({
  dryRun,
  changed: 2,
  rows: [
    {
      id: VALVE.id,
      sku: VALVE.sku,
      nameEn: VALVE.nameEn,
      nameEs: VALVE.nameEs,
      before: { priceCents: 4995, categoryId: VALVE.categoryId, active: true },
      after: { priceCents: 5495 + (versions[VALVE.id] ?? 0), categoryId: VALVE.categoryId, active: true },
      changed: true,
      problem: null,
    },
    {
      id: ROTOR.id,
      sku: ROTOR.sku,
      nameEn: ROTOR.nameEn,
      nameEs: ROTOR.nameEs,
      before: { priceCents: 2495, categoryId: ROTOR.categoryId, active: true },
      after: { priceCents: 2745, categoryId: ROTOR.categoryId, active: true },
      changed: true,
      problem: null,
    },
  ],
});

async function selectRotorAndValve(user: ReturnType<typeof userEvent.setup>, { rotor = /Rain Bird 5004 rotor/, valve = /Rain Bird 100-DV valve/ } = {}) {
  await user.click(await screen.findByRole('checkbox', { name: rotor }));
  await user.click(screen.getByRole('checkbox', { name: valve }));
}

async function choosePercent(user: ReturnType<typeof userEvent.setup>, percent: string) {
  await user.type(screen.getByLabelText('Percent (e.g. 5 or -10)'), percent);
}

beforeAll(() => {
  // jsdom's File has no text(); every browser the office runs in has.
  if (!('text' in File.prototype)) {
    Object.defineProperty(File.prototype, 'text', {
      value(this: File) {
        return new Promise<string>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.onerror = () => reject(reader.error);
          reader.readAsText(this);
        });
      },
    });
  }
});

beforeEach(async () => {
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  initI18n();
  await setLanguage('en');
});

describe('/admin/pricebook bulk change', () => {
  it('previews every selected row before → after from the dry run, then applies with the versions it showed', async () => {
    const api = mockPricebookApi({
      'POST /api/pricebook/items/bulk': (request) => answer(200, rise((request.body as PricebookBulkBody).dryRun)),
    });
    const user = userEvent.setup();
    renderPage();

    await selectRotorAndValve(user);
    expect(screen.getAllByText('2 items selected').length).toBeGreaterThan(0);
    await choosePercent(user, '10');
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('2 of 2 selected items will change. Nothing has been saved yet.')).toBeInTheDocument();
    const rotorRow = within(preview)
      .getByRole('cell', { name: /Rain Bird 5004 rotor/ })
      .closest('tr') as HTMLElement;
    expect(rotorRow).toHaveTextContent('$24.95→becomes$27.45');
    const [dryRun] = api.calls('POST', '/api/pricebook/items/bulk');
    expect(dryRun?.body).toEqual({
      items: expect.arrayContaining([
        { id: ROTOR.id, version: 3 },
        { id: VALVE.id, version: 1 },
      ]),
      change: { type: 'price_percent', percent: 10 },
      dryRun: true,
    });

    await user.click(within(preview).getByRole('button', { name: 'Apply to 2 items' }));
    expect(await findToast('2 items changed')).toBeInTheDocument();
    expect(api.calls('POST', '/api/pricebook/items/bulk')[1]?.body).toMatchObject({ dryRun: false, change: { type: 'price_percent', percent: 10 } });
    expect(screen.getAllByText('0 items selected').length).toBeGreaterThan(0);
  });

  it('explains a 412 on apply and refreshes the preview with the items as they are now', async () => {
    let bulkCalls = 0;
    const api = mockPricebookApi({
      'POST /api/pricebook/items/bulk': (request) => {
        bulkCalls += 1;
        const body = request.body as PricebookBulkBody;
        if (!body.dryRun && bulkCalls === 2) return refuse(412, 'STALE_VERSION', [ROTOR.id])();
        return answer(200, rise(body.dryRun));
      },
      [`GET /api/pricebook/items/${ROTOR.id}`]: () => answer(200, { ...ROTOR, priceCents: 2600, version: 4 }),
    });
    const user = userEvent.setup();
    renderPage();

    await selectRotorAndValve(user);
    await choosePercent(user, '10');
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    await user.click(await screen.findByRole('button', { name: 'Apply to 2 items' }));

    expect(await screen.findByText('Someone changed these items meanwhile')).toBeInTheDocument();
    expect(screen.getByText(/1 of the selected items was edited by someone else after your preview/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh preview' }));
    expect(await screen.findByRole('region', { name: 'Preview' })).toBeInTheDocument();
    const again = api.calls('POST', '/api/pricebook/items/bulk')[2]?.body as PricebookBulkBody;
    expect(again.dryRun).toBe(true);
    expect(again.items).toEqual(expect.arrayContaining([{ id: ROTOR.id, version: 4 }]));
  });

  it('refuses a change it cannot send and says why', async () => {
    const api = mockPricebookApi();
    const user = userEvent.setup();
    renderPage();

    await selectRotorAndValve(user);
    await choosePercent(user, '900');
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a percent from -90 to 500, other than 0, with up to 2 decimals.');
    expect(screen.getByLabelText('Percent (e.g. 5 or -10)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/api/pricebook/items/bulk')).toHaveLength(0);
  });

  it('moves the selection to a category, in Spanish', async () => {
    await setLanguage('es');
    const api = mockPricebookApi({
      'POST /api/pricebook/items/bulk': () =>
        answer(200, {
          dryRun: true,
          changed: 1,
          rows: [
            {
              id: BACKFLOW.id,
              sku: null,
              nameEn: BACKFLOW.nameEn,
              nameEs: BACKFLOW.nameEs,
              before: { priceCents: null, categoryId: null, active: true },
              after: { priceCents: null, categoryId: ROTOR.categoryId, active: true },
              changed: true,
              problem: null,
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('checkbox', { name: /Prueba de contraflujo/ }));
    await user.click(screen.getByRole('combobox', { name: 'Cambio' }));
    await user.click(await screen.findByRole('option', { name: 'Mover a una categoría' }));
    await user.click(screen.getByRole('combobox', { name: 'Mover a' }));
    await user.click(await screen.findByRole('option', { name: 'Aspersores › Rotores' }));
    await user.click(screen.getByRole('button', { name: 'Ver cambios' }));

    const preview = await screen.findByRole('region', { name: 'Vista previa' });
    expect(within(preview).getByRole('cell', { name: /Sin categoría.*Aspersores › Rotores/ })).toBeInTheDocument();
    expect(within(preview).getAllByText('Sin precio').length).toBeGreaterThan(0);
    expect(api.calls('POST', '/api/pricebook/items/bulk')[0]?.body).toMatchObject({ change: { type: 'move_category', categoryId: ROTOR.categoryId } });
  });

  it('says a failed preview in the interface language, never the server’s sentence', async () => {
    mockPricebookApi({ 'POST /api/pricebook/items/bulk': refuse(403, 'FORBIDDEN') });
    const user = userEvent.setup();
    renderPage();

    await selectRotorAndValve(user);
    await choosePercent(user, '5');
    await user.click(screen.getByRole('button', { name: 'Preview changes' }));

    expect(await screen.findByText('Only administrators and managers can change the pricebook.')).toBeInTheDocument();
    expect(screen.queryByText('Refused in English')).not.toBeInTheDocument();
  });
});

describe('/admin/pricebook CSV', () => {
  const diff = (overrides: Partial<PricebookCsvImportResult> = {}): PricebookCsvImportResult => ({
    dryRun: true,
    applied: false,
    counts: { new: 1, changed: 1, unchanged: 1, errors: 0 },
    rows: [
      { line: 2, status: 'changed', id: ROTOR.id, sku: ROTOR.sku, nameEn: ROTOR.nameEn, changes: ['priceCents', 'nameEs'] },
      { line: 3, status: 'unchanged', id: VALVE.id, sku: VALVE.sku, nameEn: VALVE.nameEn, changes: [] },
      { line: 4, status: 'new', id: null, sku: 'HUNTER-PGV', nameEn: 'Hunter PGV valve', changes: [] },
    ],
    errors: [],
    ...overrides,
  });
  const file = (text: string) => new File([text], 'prices.csv', { type: 'text/csv' });

  it('shows the dry run’s new, changed and unchanged rows, then applies the file', async () => {
    const api = mockPricebookApi({
      'POST /api/pricebook/items/import': (request) => {
        const body = request.body as { dryRun: boolean };
        return answer(200, body.dryRun ? diff() : { ...diff(), dryRun: false, applied: true });
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.upload(await screen.findByLabelText('Import a CSV file'), file('sku,name_en,price\nRB-5004-PC,Rain Bird 5004 rotor,26.00\n'));
    const result = await screen.findByRole('region', { name: 'What prices.csv would change' });
    expect(within(result).getByRole('list', { name: '' }).textContent).toContain('1New items');
    const rows = within(result).getByRole('table');
    expect(within(rows).getByRole('cell', { name: 'Hunter PGV valve' })).toBeInTheDocument();
    expect(within(rows).getByRole('cell', { name: 'Price (USD), Name in Spanish' })).toBeInTheDocument();
    expect(within(rows).queryByRole('cell', { name: VALVE.nameEn })).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/pricebook/items/import')[0]?.body).toEqual({
      csv: 'sku,name_en,price\nRB-5004-PC,Rain Bird 5004 rotor,26.00\n',
      dryRun: true,
    });

    await user.click(within(result).getByRole('button', { name: 'Import 2 rows' }));
    expect(await findToast('Import done: 1 new, 1 changed')).toBeInTheDocument();
    expect(api.calls('POST', '/api/pricebook/items/import')[1]?.body).toMatchObject({ dryRun: false });
  });

  it('lists each row-level error with its line and column, translated, and will not apply the file', async () => {
    await setLanguage('es');
    mockPricebookApi({
      'POST /api/pricebook/items/import': () =>
        answer(
          200,
          diff({
            counts: { new: 1, changed: 1, unchanged: 1, errors: 2 },
            errors: [
              { line: 5, column: 'price', code: 'not_a_price' },
              { line: 6, column: null, code: 'duplicate_row' },
            ],
          }),
        ),
    });
    const user = userEvent.setup();
    renderPage();

    await user.upload(await screen.findByLabelText('Importar un archivo CSV'), file('sku,name_en\nx,y\n'));
    const errors = await screen.findByRole('list', { name: 'Problemas en el archivo' });
    expect(within(errors).getByText('Línea 5, columna price: Escribe un precio en dólares, como 12.50.')).toBeInTheDocument();
    expect(within(errors).getByText('Línea 6: Este artículo aparece más de una vez en el archivo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar 2 filas' })).toBeDisabled();
  });

  it('exports the filtered items as a file', async () => {
    const api = mockPricebookApi({ 'GET /api/pricebook/items/export.csv': () => answer(200, 'id,sku\n') });
    const createObjectURL = jest.fn(() => 'blob:pricebook');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Service' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.calls('GET', '/api/pricebook/items/export.csv')[0]?.url).toBe('/api/pricebook/items/export.csv?kind=service');
  });
});
