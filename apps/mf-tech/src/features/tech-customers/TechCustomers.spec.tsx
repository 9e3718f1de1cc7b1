import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { readPersistedSession, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { renderScreen } from '@irrigo/test-web';
import { freshDeviceDatabase } from '../../device-store/testing';
import { replaceDeviceDatabaseForTests, type DeviceDatabase } from '../../device-store';
import { customerItem, installFieldApi, site, technician, type FieldApi } from '../../test-support/field-api';
import TechCustomers from './TechCustomers';

let db: DeviceDatabase;
let api: FieldApi;

const gateSite = site('s-1', { street: '742 Calle Peña', accessNotes: { gateCode: '4321#', dog: true, notes: 'Side gate on the left' } });

function demoApi(): FieldApi {
  return {
    user: technician(),
    customers: [
      customerItem('c-1', 'Ana Lucía Pérez', { mobileNumber: '(512) 555-0101', primarySite: gateSite, siteCount: 2 }),
      customerItem('c-2', 'Bob Stone', {
        doNotService: { active: true, reason: 'Unpaid invoices' },
        email: 'bob@stone.test',
        workNumber: '15125550199',
        primarySite: site('s-3'),
        siteCount: 1,
      }),
    ],
    sitesById: { 'c-1': [gateSite, site('s-2', { street: '9 Ranch Rd' })] },
    catalogue: { version: 'v1', categories: [], items: [] },
    offline: false,
    calls: [],
  };
}

function goOffline() {
  api.offline = true;
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    onlineManager.setOnline(false);
  });
}

beforeEach(async () => {
  db = freshDeviceDatabase();
  window.localStorage.clear();
  useSessionStore.setState({ ...readPersistedSession(), connectivity: 'checking' });
  initI18n();
  await setLanguage('en');
  api = demoApi();
  installFieldApi(api);
});

afterEach(() => {
  onlineManager.setOnline(true);
  replaceDeviceDatabaseForTests(null);
});

const list = () => screen.findByRole('list', { name: 'My customers' });

describe('My customers', () => {
  it('lists the technician’s customers with every property, access notes and Do Not Service, and keeps them on the device', async () => {
    renderScreen(<TechCustomers />, { path: '/tech-customers' });

    const customers = await list();
    const ana = within(customers).getByRole('listitem', { name: 'Ana Lucía Pérez' });
    expect(within(ana).getByRole('link', { name: 'Open 742 Calle Peña, Austin, TX 78701 in Maps' })).toHaveAttribute(
      'href',
      'https://maps.apple.com/?q=742%20Calle%20Pe%C3%B1a%2C%20Austin%2C%20TX%2078701',
    );
    expect(within(ana).getByRole('link', { name: /9 Ranch Rd/ })).toBeInTheDocument();
    expect(within(ana).getByText('4321#')).toBeInTheDocument();
    expect(within(ana).getByText('Dog on the property')).toBeInTheDocument();
    expect(within(ana).getByRole('link', { name: 'Call (512) 555-0101' })).toHaveAttribute('href', 'tel:5125550101');
    const bob = within(customers).getByRole('listitem', { name: 'Bob Stone' });
    expect(within(bob).getByText('Do Not Service')).toBeInTheDocument();
    expect(within(bob).getByText('Unpaid invoices')).toBeInTheDocument();
    expect(within(bob).getByRole('link', { name: 'Call (512) 555-0199' })).toHaveAttribute('href', 'tel:15125550199');

    await waitFor(async () => expect(await db.myCustomers.where('ownerId').equals('tech-7').count()).toBe(2));
    expect(screen.getByText('Updated just now')).toBeInTheDocument();
  });

  it('searches the device copy ignoring case and accents, and by phone digits', async () => {
    renderScreen(<TechCustomers />, { path: '/tech-customers' });
    await list();
    const search = screen.getByRole('searchbox', { name: 'Search customers' });

    await userEvent.type(search, 'lucia PEREZ');
    expect(within(await list()).getByRole('listitem', { name: 'Ana Lucía Pérez' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Bob Stone' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 2 customers')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'pena');
    expect(within(await list()).getByRole('listitem', { name: 'Ana Lucía Pérez' })).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, '555-0101');
    expect(within(await list()).getByRole('listitem', { name: 'Ana Lucía Pérez' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Bob Stone' })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No customers match “zzz”')).toBeInTheDocument();
  });

  it('opens from the device copy with no signal, says so, and shows a customer’s page', async () => {
    const first = renderScreen(<TechCustomers />, { path: '/tech-customers' });
    await list();
    await waitFor(async () => expect(await db.referenceSyncs.count()).toBe(1));
    first.unmount();

    goOffline();
    useSessionStore.setState({ connectivity: 'offline' });
    window.localStorage.setItem(
      STORAGE_KEYS.technicianAuth,
      JSON.stringify({ id: 'tech-7', email: 'luis@riegos.co', firstName: 'Luis', lastName: 'Ortega', role: 'technician' }),
    );
    useSessionStore.setState(readPersistedSession());
    renderScreen(<TechCustomers />, { path: '/tech-customers/:id', url: '/tech-customers/c-1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Lucía Pérez' })).toBeInTheDocument();
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
    expect(screen.getAllByText('Offline').length).toBeGreaterThan(0);
    expect(screen.getByText('Side gate on the left')).toBeInTheDocument();
  });

  it('never shows one technician’s customers to the next one on the same device', async () => {
    const first = renderScreen(<TechCustomers />, { path: '/tech-customers' });
    await list();
    await waitFor(async () => expect(await db.myCustomers.count()).toBe(2));
    first.unmount();

    api.user = technician({ id: 'acct-8', technicianId: 'tech-8', name: 'Marta Díaz' });
    api.customers = [customerItem('c-9', 'Carla Ruiz')];
    renderScreen(<TechCustomers />, { path: '/tech-customers' });

    expect(await within(await list()).findByRole('listitem', { name: 'Carla Ruiz' })).toBeInTheDocument();
    expect(screen.queryByText('Ana Lucía Pérez')).not.toBeInTheDocument();
    await waitFor(async () => expect(await db.myCustomers.where('ownerId').equals('tech-7').count()).toBe(0));
  });

  it('works online when the device cannot keep a copy, and says why in Spanish', async () => {
    await setLanguage('es');
    replaceDeviceDatabaseForTests(
      new (db.constructor as typeof DeviceDatabase)({ indexedDB: undefined as unknown as IDBFactory, IDBKeyRange: undefined as unknown as typeof IDBKeyRange }),
    );
    renderScreen(<TechCustomers />, { path: '/tech-customers' });

    expect(await screen.findByRole('list', { name: 'Mis clientes' })).toBeInTheDocument();
    expect(screen.getByText('Este dispositivo no puede guardar una copia')).toBeInTheDocument();
    expect(screen.getByText('No dar servicio')).toBeInTheDocument();
  });

  it('asks the server again when the app becomes visible and when the connection comes back', async () => {
    const { queryClient } = renderScreen(<TechCustomers />, { path: '/tech-customers' });
    await list();
    const listCalls = () => api.calls.filter((call) => call.url.startsWith('/api/customers?')).length;
    // A refresh ends when the answer is saved on the device, after the call: the next step starts after that.
    const settled = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await waitFor(() => expect(listCalls()).toBe(1));
    await settled();

    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await waitFor(() => expect(listCalls()).toBe(2));
    await settled();

    // The health check lost the gateway (Wi-Fi with no internet), then found it again.
    act(() => useSessionStore.setState({ connectivity: 'offline' }));
    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    act(() => useSessionStore.setState({ connectivity: 'online' }));
    await waitFor(() => expect(listCalls()).toBe(3));
    await waitFor(() => expect(screen.queryByText('Saved on this device')).not.toBeInTheDocument());
  });

  it('tells a technician with nothing saved and no signal to connect once', async () => {
    goOffline();
    useSessionStore.setState({ connectivity: 'offline' });
    window.localStorage.setItem(
      STORAGE_KEYS.technicianAuth,
      JSON.stringify({ id: 'tech-7', email: 'luis@riegos.co', firstName: 'Luis', lastName: 'Ortega', role: 'technician' }),
    );
    useSessionStore.setState(readPersistedSession());
    renderScreen(<TechCustomers />, { path: '/tech-customers' });

    expect(await screen.findByText('Nothing saved on this device yet')).toBeInTheDocument();
  });
});
