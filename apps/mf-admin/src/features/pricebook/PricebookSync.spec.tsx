import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { answer, renderScreen } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { PREVIEW, REPORT, mockPricebookApi, refuse } from './pricebook-test-api';
import PricebookSync from './PricebookSync';

const renderPage = () => renderScreen(<PricebookSync />, { path: '/admin/pricebook-sync' });

beforeEach(async () => {
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  initI18n();
  await setLanguage('en');
});

describe('/admin/pricebook-sync and /sync', () => {
  it('lists the latest runs with what each created, updated, archived and failed, and when', async () => {
    mockPricebookApi({
      'GET /api/pricebook/sync/runs': () =>
        answer(200, {
          runs: [
            REPORT,
            { ...REPORT, id: 'run-0', status: 'failed', created: 0, updated: 0, archived: 0, failed: 3, servicesReadable: true, error: 'hcp-unavailable' },
          ],
        }),
    });
    renderPage();

    const runs = await screen.findByRole('region', { name: 'Latest syncs' });
    await within(runs).findByText('Done');
    const rows = within(runs).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Done.*2.*1.*1.*0.*Services: not readable with this key/);
    expect(rows[1]).toHaveTextContent(/Failed.*0.*0.*0.*3.*Read/);
  });

  it('previews and applies in Spanish; the services note is information', async () => {
    await setLanguage('es');
    mockPricebookApi({
      'GET /api/pricebook/sync/runs': () => answer(200, { runs: [] }),
      'POST /api/pricebook/sync/preview': () => answer(200, PREVIEW),
      'POST /api/pricebook/sync': () => answer(200, REPORT),
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('Todavía no hay sincronizaciones')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver la sincronización' }));
    const preview = await screen.findByRole('region', { name: 'Lo que cambiaría la sincronización' });
    expect(within(preview).getByRole('status', { name: '' })).toHaveTextContent('Servicios: no se pueden leer con esta clave');
    expect(within(preview).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Aplicar 5 cambios' }));
    expect(await screen.findByText(/2 creados, 1 actualizados, 1 archivados, 0 con error/)).toBeInTheDocument();
  });

  it('says Housecall Pro is not answering when the preview cannot be made', async () => {
    mockPricebookApi({
      'GET /api/pricebook/sync/runs': () => answer(200, { runs: [] }),
      'POST /api/pricebook/sync/preview': refuse(503, 'HCP_UNAVAILABLE'),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Preview sync' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Housecall Pro is not answering right now. Nothing was changed; please try again in a few minutes.',
    );
  });
});
