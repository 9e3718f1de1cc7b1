import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaEntry } from '@irrigo/contracts';
import { initI18n, setLanguage, whenTranslationsLoaded } from '@irrigo/i18n';
import { readPersistedSession, useSessionStore } from '@irrigo/session';
import { renderWithProviders } from '@irrigo/test-web';
import { replaceDeviceDatabaseForTests, storeMediaBlob, type DeviceDatabase } from '../../../device-store';
import { freshDeviceDatabase } from '../../../device-store/testing';
import { installFieldApi, technician } from '../../../test-support/field-api';
import '../i18n';
import { MediaFileError } from './media-files';
import { MediaStrip } from './MediaStrip';
import { PhotosSection } from './PhotosSection';
import { resizePhoto } from './resize-photo';
import { giveBlobsTheirBytes, INSPECTION_ID, OWNER, SectionHarness, seedTestInspection, testDocument, type DocumentProbe } from './testing';

// jsdom decodes no images: the canvas step is replaced; everything around it (types, limits, storing) is real.
jest.mock('./resize-photo', () => ({ ...jest.requireActual<object>('./resize-photo'), resizePhoto: jest.fn() }));
const resize = jest.mocked(resizePhoto);

let db: DeviceDatabase;
let probe: DocumentProbe;

beforeAll(giveBlobsTheirBytes);

beforeEach(async () => {
  db = freshDeviceDatabase();
  window.localStorage.clear();
  useSessionStore.setState({ ...readPersistedSession(), connectivity: 'online' });
  installFieldApi({ user: technician(), customers: [], sitesById: {}, catalogue: { version: 'v1', categories: [], items: [] }, offline: false, calls: [] });
  initI18n();
  await setLanguage('en');
  await whenTranslationsLoaded();
  resize.mockImplementation(async () => new Blob([new Uint8Array(2048)], { type: 'image/jpeg' }));
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/preview');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => replaceDeviceDatabaseForTests(null));

const photo = (id: string, overrides: Partial<MediaEntry> = {}): MediaEntry => ({
  id,
  kind: 'photo',
  caption: '',
  section: 'backflow',
  zoneId: null,
  includeInPdf: true,
  contentType: 'image/jpeg',
  byteSize: 2048,
  capturedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

function renderPhotos(initial = testDocument(), { readOnly = false } = {}) {
  probe = { current: initial };
  renderWithProviders(
    <SectionHarness initial={initial} readOnly={readOnly} probe={probe}>
      {(props) => <PhotosSection {...props} />}
    </SectionHarness>,
  );
}

const user = () => userEvent.setup({ applyAccept: false });
const jpeg = (name = 'IMG_0001.JPG') => new File([new Uint8Array(4000)], name, { type: 'image/jpeg', lastModified: Date.parse('2026-11-24T09:30:00.000Z') });

async function openCapture(u: ReturnType<typeof user>, addName: RegExp = /add photo or video/i) {
  await u.click(await screen.findByRole('button', { name: addName }));
  return screen.findByRole('dialog');
}

describe('choosing photos and videos from the gallery', () => {
  it('refuses a file that is not an image or a video with the spec’s Invalid File', async () => {
    renderPhotos();
    const u = user();
    const dialog = await openCapture(u);

    await u.upload(within(dialog).getByLabelText('Choose from gallery'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Invalid File');
    expect(alert).toHaveTextContent('Please select an image or video file');
    expect(alert).toHaveTextContent('notes.txt');
    expect(probe.current.media).toEqual([]);
    expect(await db.mediaBlobs.count()).toBe(0);
  });

  it('says it in Spanish too', async () => {
    await setLanguage('es');
    await whenTranslationsLoaded();
    renderPhotos();
    const u = user();
    const dialog = await openCapture(u, /agregar foto o video/i);

    await u.upload(within(dialog).getByLabelText('Elegir de la galería'), new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Archivo no válido');
    expect(alert).toHaveTextContent('Selecciona un archivo de imagen o de video');
  });

  it('refuses an empty (0-byte) photo or video with Invalid File and keeps nothing (the server would refuse it on every try)', async () => {
    renderPhotos();
    const u = user();
    const dialog = await openCapture(u);

    await u.upload(within(dialog).getByLabelText('Choose from gallery'), [
      new File([], 'IMG_0002.JPG', { type: 'image/jpeg' }),
      new File([], 'leak.mp4', { type: 'video/mp4' }),
    ]);

    await waitFor(() => expect(within(dialog).getAllByRole('alert')).toHaveLength(2));
    const [photoAlert, videoAlert] = within(dialog).getAllByRole('alert');
    expect(photoAlert).toHaveTextContent(/Invalid File.*IMG_0002\.JPG.*Please select an image or video file/);
    expect(videoAlert).toHaveTextContent(/Invalid File.*leak\.mp4.*Please select an image or video file/);
    expect(resize).not.toHaveBeenCalled();
    expect(probe.current.media).toEqual([]);
    expect(await db.mediaBlobs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a video over 10 MB with File Too Large and keeps nothing', async () => {
    renderPhotos();
    const u = user();
    const dialog = await openCapture(u);

    await u.upload(within(dialog).getByLabelText('Choose from gallery'), new File([new Uint8Array(11 * 1024 * 1024)], 'yard.mov', { type: 'video/quicktime' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('File Too Large');
    expect(alert).toHaveTextContent('Please select a file smaller than 10MB');
    expect(probe.current.media).toEqual([]);
    expect(await db.mediaBlobs.count()).toBe(0);
  });

  it('keeps each good file (bytes first, then the entry) where it was asked to go, while a bad one beside it is refused', async () => {
    renderPhotos();
    const u = user();
    const dialog = await openCapture(u);
    await u.selectOptions(within(dialog).getByRole('combobox', { name: 'Belongs to' }), 'Zone 3 · North turf');

    await u.upload(within(dialog).getByLabelText('Choose from gallery'), [
      jpeg(),
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      new File([new Uint8Array(3000)], 'leak.mp4', { type: 'video/mp4' }),
    ]);

    await waitFor(() => expect(probe.current.media).toHaveLength(2));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/logo\.svg.*Please select an image or video file/);
    expect(within(dialog).getAllByText('Saved')).toHaveLength(2);

    const [photoEntry, videoEntry] = probe.current.media as [MediaEntry, MediaEntry];
    expect(photoEntry).toMatchObject({
      kind: 'photo',
      caption: '',
      section: 'zone',
      zoneId: 'zone-3',
      includeInPdf: true,
      contentType: 'image/jpeg',
      byteSize: 2048,
      capturedAt: '2026-11-24T09:30:00.000Z',
    });
    expect(photoEntry.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(videoEntry).toMatchObject({ kind: 'video', section: 'zone', zoneId: 'zone-3', contentType: 'video/mp4', byteSize: 3000 });
    expect(resize).toHaveBeenCalledTimes(1);

    expect(await db.mediaBlobs.get([OWNER, photoEntry.id])).toMatchObject({
      inspectionId: INSPECTION_ID,
      contentType: 'image/jpeg',
      byteSize: 2048,
      uploaded: 0,
    });
    expect(await db.mediaBlobs.get([OWNER, videoEntry.id])).toMatchObject({ contentType: 'video/mp4', byteSize: 3000 });
    expect(await db.outbox.get([OWNER, `media:${photoEntry.id}`])).toMatchObject({ kind: 'media', inspectionId: INSPECTION_ID });

    await u.click(within(dialog).getByRole('button', { name: 'Done' }));
    const group = await screen.findByRole('region', { name: 'Zone 3 · North turf' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says Upload Error for a photo the device cannot decode, and still keeps the next one', async () => {
    resize.mockRejectedValueOnce(new MediaFileError('upload-error'));
    renderPhotos();
    const u = user();
    const dialog = await openCapture(u);

    await u.upload(within(dialog).getByLabelText('Choose from gallery'), [jpeg('broken.jpg'), jpeg('good.jpg')]);

    await waitFor(() => expect(probe.current.media).toHaveLength(1));
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Upload Error');
    expect(alert).toHaveTextContent('Failed to process uploaded photo.');
    expect(alert).toHaveTextContent('broken.jpg');
    expect(await db.mediaBlobs.count()).toBe(1);
  });
});

describe('each photo’s card', () => {
  it('changes the caption, where it belongs and Included / Excluded in the document', async () => {
    renderPhotos(testDocument((document) => document.media.push(photo('m-1'))));
    const u = user();
    const card = await screen.findByRole('listitem', { name: 'Photo: no caption' });

    await u.type(within(card).getByRole('textbox', { name: 'Caption' }), 'Cracked bonnet');
    await waitFor(() => expect(probe.current.media[0]?.caption).toBe('Cracked bonnet'));

    const card2 = screen.getByRole('listitem', { name: 'Photo: Cracked bonnet' });
    const toggle = within(card2).getByRole('switch', { name: 'Included' });
    expect(toggle).toBeChecked();
    await u.click(toggle);
    expect(within(card2).getByRole('switch', { name: 'Excluded' })).not.toBeChecked();
    await waitFor(() => expect(probe.current.media[0]?.includeInPdf).toBe(false));

    await u.selectOptions(within(card2).getByRole('combobox', { name: 'Belongs to' }), 'Zone 1');
    await waitFor(() => expect(probe.current.media[0]).toMatchObject({ section: 'zone', zoneId: 'zone-1' }));
    expect(await screen.findByRole('region', { name: 'Zone 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Backflow device' })).not.toBeInTheDocument();
  });

  it('deletes a photo after asking: its entry and its bytes on the device both go', async () => {
    await seedTestInspection();
    await storeMediaBlob(OWNER, { id: 'm-1', inspectionId: INSPECTION_ID, blob: new Blob(['jpeg']), contentType: 'image/jpeg' });
    await storeMediaBlob(OWNER, { id: 'm-2', inspectionId: INSPECTION_ID, blob: new Blob(['jpeg']), contentType: 'image/jpeg' });
    renderPhotos(testDocument((document) => document.media.push(photo('m-1', { caption: 'Valve box' }), photo('m-2', { caption: 'Meter' }))));
    const u = user();

    await u.click(within(await screen.findByRole('listitem', { name: 'Photo: Valve box' })).getByRole('button', { name: 'Delete photo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await u.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(probe.current.media.map((entry) => entry.id)).toEqual(['m-2']));
    await waitFor(async () => expect(await db.mediaBlobs.get([OWNER, 'm-1'])).toBeUndefined());
    expect(await db.outbox.get([OWNER, 'media:m-1'])).toBeUndefined();
    expect(await db.mediaBlobs.get([OWNER, 'm-2'])).toBeDefined();
    expect(screen.queryByRole('listitem', { name: 'Photo: Valve box' })).not.toBeInTheDocument();
  });

  it('keeps a photo when the delete is cancelled', async () => {
    renderPhotos(testDocument((document) => document.media.push(photo('m-1', { caption: 'Valve box' }))));
    const u = user();
    await u.click(within(await screen.findByRole('listitem', { name: 'Photo: Valve box' })).getByRole('button', { name: 'Delete photo' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(probe.current.media).toHaveLength(1);
  });

  it('shows whether each photo has reached the server, as the outbox sends it', async () => {
    await seedTestInspection();
    await storeMediaBlob(OWNER, { id: 'm-1', inspectionId: INSPECTION_ID, blob: new Blob(['jpeg']), contentType: 'image/jpeg' });
    renderPhotos(testDocument((document) => document.media.push(photo('m-1', { caption: 'Valve box' }))));
    const card = await screen.findByRole('listitem', { name: 'Photo: Valve box' });
    expect(await within(card).findByText('Waiting to upload')).toBeInTheDocument();

    await db.mediaBlobs.update([OWNER, 'm-1'], { uploaded: 1 });

    expect(await within(card).findByText('Uploaded')).toBeInTheDocument();
  });

  it('read-only: shows everything, changes nothing', async () => {
    renderPhotos(
      testDocument((document) => document.media.push(photo('m-1', { caption: 'Valve box' }))),
      { readOnly: true },
    );
    const card = await screen.findByRole('listitem', { name: 'Photo: Valve box' });
    expect(within(card).getByRole('textbox', { name: 'Caption' })).toBeDisabled();
    expect(within(card).getByRole('combobox', { name: 'Belongs to' })).toBeDisabled();
    expect(within(card).getByRole('switch', { name: 'Included' })).toBeDisabled();
    expect(within(card).queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add photo or video/i })).not.toBeInTheDocument();
  });

  it('Spanish: the groups, the card and the switch speak it', async () => {
    await setLanguage('es');
    await whenTranslationsLoaded();
    renderPhotos(testDocument((document) => document.media.push(photo('m-1', { section: 'zone', zoneId: 'zone-3', includeInPdf: false }))));
    const group = await screen.findByRole('region', { name: 'Zona 3 · North turf' });
    const card = within(group).getByRole('listitem', { name: 'Foto: sin descripción' });
    expect(within(card).getByRole('switch', { name: 'Excluido' })).not.toBeChecked();
    expect(within(card).getByRole('textbox', { name: 'Descripción' })).toBeInTheDocument();
  });
});

describe('a section’s strip', () => {
  it('shows only that place’s photos and adds new ones there without asking', async () => {
    renderWithProviders(
      <SectionHarness
        initial={testDocument((document) =>
          document.media.push(photo('m-1', { section: 'rain-sensor', caption: 'Sensor' }), photo('m-2', { caption: 'Other' })),
        )}
        probe={(probe = { current: testDocument() })}
      >
        {(props) => <MediaStrip {...props} section="rain-sensor" />}
      </SectionHarness>,
    );
    const u = user();
    expect(await screen.findByRole('img', { name: 'Photo: Sensor' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo: Other' })).not.toBeInTheDocument();

    const dialog = await openCapture(u, /add photo or video to rain sensor/i);
    expect(within(dialog).queryByRole('combobox', { name: 'Belongs to' })).not.toBeInTheDocument();
    await u.upload(within(dialog).getByLabelText('Choose from gallery'), jpeg());

    await waitFor(() => expect(probe.current.media).toHaveLength(3));
    expect(probe.current.media[2]).toMatchObject({ section: 'rain-sensor', zoneId: null });
  });
});
