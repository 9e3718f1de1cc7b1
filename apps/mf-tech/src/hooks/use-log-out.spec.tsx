import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@irrigo/i18n';
import { readPersistedSession, useSessionStore } from '@irrigo/session';
import { answer, renderScreen } from '@irrigo/test-web';
import { freshDeviceDatabase } from '../device-store/testing';
import { replaceDeviceDatabaseForTests } from '../device-store';
import { readMyCustomers, saveMyCustomers } from '../device-store/reference-data/my-customers';
import { installFieldApi, technician, type FieldApi } from '../test-support/field-api';
import { useLogOut } from './use-log-out';

function LogOutButton() {
  const logOut = useLogOut();
  return (
    <button type="button" onClick={() => logOut.mutate()}>
      Log out
    </button>
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
