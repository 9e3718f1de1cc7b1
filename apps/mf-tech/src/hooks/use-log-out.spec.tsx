import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { readPersistedSession, useSessionStore } from '@irrigo/session';
import { answer, renderScreen } from '@irrigo/test-web';
import { freshDeviceDatabase } from '../device-store/testing';
import { createLocalInspection, replaceDeviceDatabaseForTests, storeMediaBlob } from '../device-store';
import { readMyCustomers, saveMyCustomers } from '../device-store/reference-data/my-customers';
import { installFieldApi, technician, type FieldApi } from '../test-support/field-api';
import { useLogOut } from './use-log-out';

function LogOutButton() {
  const logOut = useLogOut();
  return (
    <>
      <button type="button" onClick={logOut.request}>
        Log out
      </button>
      {logOut.confirmation}
    </>
  );
}

beforeEach(async () => {
  window.localStorage.clear();
  useSessionStore.setState({ ...readPersistedSession(), connectivity: 'checking' });
  initI18n();
  await setLanguage('en');
});

afterEach(() => replaceDeviceDatabaseForTests(null));

it('takes the signed-in technician’s customers off the device on sign-out, and keeps their favourites', async () => {
  const db = freshDeviceDatabase();
  await saveMyCustomers(db, 'tech-7', { customers: [], fetchedAt: '2026-11-24T10:00:00.000Z', complete: true });
  await db.pricebookPicks.put({ ownerId: 'tech-7', itemId: 'item-1', favourite: true, usedAt: null });
  const api: FieldApi = {
    user: technician(),
    customers: [],
    sitesById: {},
    catalogue: { version: 'v1', categories: [], items: [] },
    offline: false,
    calls: [],
  };
  const fetchMock = installFieldApi(api);
  renderScreen(<LogOutButton />, { path: '/tech-settings' });
  await waitFor(() => expect(useSessionStore.getState().technician?.id).toBe('tech-7'));

  const logout = jest.fn(async () => answer(204));
  const fieldApi = fetchMock.getMockImplementation() as NonNullable<ReturnType<typeof fetchMock.getMockImplementation>>;
  fetchMock.mockImplementation(async (input, init) => (String(input) === '/api/auth/logout' ? logout() : fieldApi(input, init)));
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-login'));
  expect(await readMyCustomers(db, 'tech-7')).toBeNull();
  expect(logout).toHaveBeenCalledTimes(1);
  expect(await db.pricebookPicks.count()).toBe(1);
});

describe('with inspections that have not reached the office', () => {
  async function signedInWithUnsent() {
    const db = freshDeviceDatabase();
    const api: FieldApi = {
      user: technician(),
      customers: [],
      sitesById: {},
      catalogue: { version: 'v1', categories: [], items: [] },
      offline: false,
      calls: [],
    };
    const fetchMock = installFieldApi(api);
    const logout = jest.fn(async () => answer(204));
    const fieldApi = fetchMock.getMockImplementation() as NonNullable<ReturnType<typeof fetchMock.getMockImplementation>>;
    fetchMock.mockImplementation(async (input, init) => (String(input) === '/api/auth/logout' ? logout() : fieldApi(input, init)));
    renderScreen(<LogOutButton />, { path: '/tech-settings' });
    await waitFor(() => expect(useSessionStore.getState().technician?.id).toBe('tech-7'));
    const inspection = await createLocalInspection('tech-7', { technicianName: 'Luis Ortega', inspectionDate: '2026-11-24', language: 'en' });
    await storeMediaBlob('tech-7', { id: 'media-1', inspectionId: inspection.id, blob: new Blob(['jpeg']), contentType: 'image/jpeg' });
    return { db, logout, inspection };
  }

  it('asks first, and Stay keeps the person signed in', async () => {
    const { logout } = await signedInWithUnsent();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    const dialog = await screen.findByRole('alertdialog', { name: '2 items have not reached the office yet' });
    expect(within(dialog).getByText('They stay on this device and are sent when you sign in again.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(logout).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/tech-settings');
    expect(useSessionStore.getState().technician?.id).toBe('tech-7');
  });

  it('signs out anyway on request and keeps the inspections, media and outbox on the device', async () => {
    const { db, logout, inspection } = await signedInWithUnsent();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out anyway' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tech-login'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await db.inspections.get(['tech-7', inspection.id])).toBeDefined();
    expect(await db.mediaBlobs.count()).toBe(1);
    expect(await db.outbox.where('ownerId').equals('tech-7').count()).toBe(2);
  });

  it('asks in Spanish', async () => {
    await setLanguage('es');
    await signedInWithUnsent();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    const dialog = await screen.findByRole('alertdialog', { name: '2 elementos todavía no llegan a la oficina' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar sesión de todos modos' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Quedarme' })).toBeInTheDocument();
  });
});
