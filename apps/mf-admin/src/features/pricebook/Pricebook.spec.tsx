import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { answer, findToast, renderScreen } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { ITEMS, PREVIEW, REPORT, VALVES, mockPricebookApi } from './pricebook-test-api';
import Pricebook from './Pricebook';

const renderPage = () => renderScreen(<Pricebook />, { path: '/pricebook' });

beforeEach(async () => {
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  initI18n();
  await setLanguage('en');
});

describe('/pricebook', () => {
  it('browses by category with counts, each item with both names, SKU, unit and prices ("No price" when none)', async () => {
    const api = mockPricebookApi();
    const user = userEvent.setup();
    renderPage();

    const items = await screen.findByRole('list', { name: 'Items' });
    const rotor = within(items).getByRole('listitem', { name: 'Rain Bird 5004 rotor' });
    expect(rotor).toHaveTextContent('Rotor Rain Bird 5004');
    expect(rotor).toHaveTextContent('SKU: RB-5004-PC');
    expect(rotor).toHaveTextContent('$24.95');
    expect(rotor).toHaveTextContent('$22.45');
    expect(within(items).getByRole('listitem', { name: 'Backflow test' })).toHaveTextContent('No price');
    expect(api.calls('GET', '/api/pricebook/items')[0]?.url).toBe('/api/pricebook/items?active=true&page=1&pageSize=24');

    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(categories).getByRole('button', { name: /^All/ })).toHaveTextContent('3');
    // A category counts its sub-categories' items; an archived one is not offered.
    expect(await within(categories).findByRole('button', { name: 'Sprinkler heads, 1 items' })).toBeInTheDocument();
    expect(within(categories).queryByRole('button', { name: /Old stock/ })).not.toBeInTheDocument();

    await user.click(within(categories).getByRole('button', { name: 'Valves, 1 items' }));
    expect(within(categories).getByRole('button', { name: 'Valves, 1 items' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('GET', '/api/pricebook/items').map((call) => call.url)).toContain(
      `/api/pricebook/items?categoryId=${VALVES.id}&active=true&page=1&pageSize=24`,
    );
  });

  it('shows the Spanish name first in Spanish, the English one under it', async () => {
    await setLanguage('es');
    mockPricebookApi();
    renderPage();

    const valve = await screen.findByRole('listitem', { name: 'Válvula Rain Bird 100-DV' });
    expect(valve.textContent).toMatch(/Válvula Rain Bird 100-DV.*Rain Bird 100-DV valve/);
    expect(valve).toHaveTextContent('Precio de miembro');
    expect(await screen.findByRole('button', { name: 'Aspersores, 1 artículos' })).toBeInTheDocument();
  });

  it('says when nothing matches the search', async () => {
    const api = mockPricebookApi({ 'GET /api/pricebook/items?q=': () => answer(200, { items: [], total: 0, page: 1, pageSize: 24 }) });
    const user = userEvent.setup();
    renderPage();

    await screen.findByRole('list', { name: 'Items' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'valvula');
    expect(await screen.findByText('No items match your search in this category.')).toBeInTheDocument();
    expect(api.calls('GET', '/api/pricebook/items?q=valvula')).toHaveLength(1);
    expect(ITEMS).toHaveLength(3);
  });

  it('opens the sync from the Sync button: preview, services as information, apply, report', async () => {
    mockPricebookApi({
      'POST /api/pricebook/sync/preview': () => answer(200, PREVIEW),
      'POST /api/pricebook/sync': () => answer(200, REPORT),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Sync with Housecall Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pricebook Sync' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview sync' }));

    const preview = await within(dialog).findByRole('region', { name: 'What the sync would change' });
    const note = within(preview).getByText('Services: not readable with this key').closest('[role]') as HTMLElement;
    expect(note).toHaveAttribute('role', 'status');
    expect(within(preview).getByRole('cell', { name: 'Hunter MP Rotator 1000' })).toBeInTheDocument();
    expect(within(preview).queryByRole('cell', { name: 'Toro 570Z spray' })).not.toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Apply 5 changes' }));
    expect(await findToast('Pricebook synced with Housecall Pro')).toBeInTheDocument();
    expect(within(dialog).getByText(/2 created, 1 updated, 1 archived, 0 failed/)).toBeInTheDocument();
  });
});
