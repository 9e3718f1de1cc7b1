import { act, screen, waitFor } from '@testing-library/react';
import { readPersistedSession, STORAGE_KEYS, useSessionStore } from '@irrigo/session';
import { renderScreen } from '@irrigo/test-web';
import { installFieldApi, technician } from '../../test-support/field-api';
import { replaceDeviceDatabaseForTests, type DeviceDatabase } from '../device-database';
import { freshDeviceDatabase } from '../testing';
import { resetLegacyMigrationForTests } from './legacy-inspections';
import { createLocalInspection, saveInspectionDocument, storeMediaBlob } from './local-inspections';
import { useLocalInspection, useLocalInspections, useMediaObjectUrl } from './use-local-inspections';

const init = { technicianName: 'Luis Ortega', inspectionDate: '2026-11-24', language: 'en' as const };

function Inspections() {
  const rows = useLocalInspections();
  if (!rows) return <p>reading</p>;
  return (
    <ul>
      {rows.map((row) => (
        <li key={row.id}>{row.document.customer.name || row.reportNumber}</li>
      ))}
    </ul>
  );
}

function OneInspection({ id }: { id: string }) {
  const { row, loading } = useLocalInspection(id);
  return <p>{loading ? 'reading' : (row?.document.customer.name ?? 'not on this device')}</p>;
}

function MediaPreview({ id }: { id: string }) {
  const url = useMediaObjectUrl(id);
  return <p>{url ?? 'no url'}</p>;
}

let db: DeviceDatabase;

beforeEach(() => {
  window.localStorage.clear();
  resetLegacyMigrationForTests();
  db = freshDeviceDatabase();
  installFieldApi({ user: technician(), customers: [], sitesById: {}, catalogue: { version: 'v1', categories: [], items: [] }, offline: false, calls: [] });
  useSessionStore.setState(readPersistedSession());
});

afterEach(() => replaceDeviceDatabaseForTests(null));

it('lists the signed-in technician’s inspections live, never another’s', async () => {
  const mine = await createLocalInspection('tech-7', init);
  await createLocalInspection('tech-9', init);
  renderScreen(<Inspections />, { path: '/x' });

  expect(await screen.findByText(mine.reportNumber)).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(1);

  await act(() => saveInspectionDocument('tech-7', mine.id, { ...mine.document, customer: { ...mine.document.customer, name: 'Casa Gómez' } }));
  expect(await screen.findByText('Casa Gómez')).toBeInTheDocument();
});

it('reads one inspection by id for its owner only', async () => {
  const mine = await createLocalInspection('tech-7', init);
  const other = await createLocalInspection('tech-9', init);
  await saveInspectionDocument('tech-7', mine.id, { ...mine.document, customer: { ...mine.document.customer, name: 'Rancho Viejo' } });

  const { unmount } = renderScreen(<OneInspection id={mine.id} />, { path: '/x' });
  expect(await screen.findByText('Rancho Viejo')).toBeInTheDocument();
  unmount();

  renderScreen(<OneInspection id={other.id} />, { path: '/x' });
  expect(await screen.findByText('not on this device')).toBeInTheDocument();
});

it('moves the old localStorage inspections in when the list is first read, and shows them', async () => {
  window.localStorage.setItem(
    STORAGE_KEYS.irrigationInspections,
    JSON.stringify([{ reportNumber: 'IR-2025-0042', clientName: 'Finca Norte', status: 'draft', createdAt: '2025-10-02T15:00:00.000Z' }]),
  );
  renderScreen(<Inspections />, { path: '/x' });

  expect(await screen.findByText('Finca Norte')).toBeInTheDocument();
  await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.irrigationInspections)).toBeNull());
  expect((await db.inspections.toArray()).map((row) => [row.ownerId, row.reportNumber])).toEqual([['tech-7', 'IR-2025-0042']]);
});

it('gives an object URL of a stored photo and revokes it when no longer shown', async () => {
  const createObjectURL = jest.fn(() => 'blob:photo-1');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const inspection = await createLocalInspection('tech-7', init);
  await storeMediaBlob('tech-7', { id: 'media-1', inspectionId: inspection.id, blob: new Blob(['jpeg']), contentType: 'image/jpeg' });

  const { unmount } = renderScreen(<MediaPreview id="media-1" />, { path: '/x' });

  expect(await screen.findByText('blob:photo-1')).toBeInTheDocument();
  unmount();
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
});
