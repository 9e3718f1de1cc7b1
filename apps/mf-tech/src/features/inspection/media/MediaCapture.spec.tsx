import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_MAX_BYTES } from '@irrigo/contracts';
import { initI18n, setLanguage, whenTranslationsLoaded } from '@irrigo/i18n';
import { readPersistedSession, useSessionStore } from '@irrigo/session';
import { renderWithProviders } from '@irrigo/test-web';
import { replaceDeviceDatabaseForTests } from '../../../device-store';
import { freshDeviceDatabase } from '../../../device-store/testing';
import { installFieldApi, technician } from '../../../test-support/field-api';
import '../i18n';
import { PhotosSection } from './PhotosSection';
import { drawAsJpeg } from './resize-photo';
import { SectionHarness, testDocument, type DocumentProbe } from './testing';

// jsdom has no canvas: the frame-to-JPEG step is replaced; the flow around it (preview, retake, keep) is real.
jest.mock('./resize-photo', () => ({ ...jest.requireActual<object>('./resize-photo'), drawAsJpeg: jest.fn() }));
const frameToJpeg = jest.mocked(drawAsJpeg);

const getUserMedia = jest.fn<Promise<MediaStream>, [MediaStreamConstraints]>();
const stopTrack = jest.fn();

function cameraStream(): MediaStream {
  const track = { kind: 'video', stop: stopTrack } as unknown as MediaStreamTrack;
  return { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
}

const cameraError = (name: string) => new DOMException('camera refused', name);

beforeEach(async () => {
  freshDeviceDatabase();
  window.localStorage.clear();
  useSessionStore.setState({ ...readPersistedSession(), connectivity: 'online' });
  installFieldApi({ user: technician(), customers: [], sitesById: {}, catalogue: { version: 'v1', categories: [], items: [] }, offline: false, calls: [] });
  initI18n();
  await setLanguage('en');
  await whenTranslationsLoaded();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/taken');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  Object.defineProperty(window, 'MediaRecorder', { configurable: true, value: undefined });
  replaceDeviceDatabaseForTests(null);
});

let probe: DocumentProbe;

async function openCamera(button: string = 'Take photo', add: RegExp = /add photo or video/i) {
  probe = { current: testDocument() };
  renderWithProviders(
    <SectionHarness initial={testDocument()} probe={probe}>
      {(props) => <PhotosSection {...props} />}
    </SectionHarness>,
  );
  const u = userEvent.setup();
  await u.click(await screen.findByRole('button', { name: add }));
  const dialog = await screen.findByRole('dialog');
  await u.click(within(dialog).getByRole('button', { name: button }));
  return { u, dialog };
}

describe('the camera’s problems (spec §8)', () => {
  it('NotAllowedError: Camera Permission Required, saying where to allow it', async () => {
    getUserMedia.mockRejectedValue(cameraError('NotAllowedError'));
    const { dialog } = await openCamera();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Camera Permission Required');
    expect(alert).toHaveTextContent(/allow camera access in your browser settings/i);
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }));
  });

  it('Spanish: Se necesita permiso para la cámara', async () => {
    await setLanguage('es');
    await whenTranslationsLoaded();
    getUserMedia.mockRejectedValue(cameraError('NotAllowedError'));
    const { dialog } = await openCamera('Tomar foto', /agregar foto o video/i);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Se necesita permiso para la cámara');
    expect(alert).toHaveTextContent(/configuración del navegador/);
  });

  it('no camera: Camera Not Available, and the gallery is still there', async () => {
    getUserMedia.mockRejectedValue(cameraError('NotFoundError'));
    const { u, dialog } = await openCamera();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Camera Not Available');
    expect(alert).toHaveTextContent(/choose photos from the gallery/i);
    expect(within(dialog).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();

    await u.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Choose from gallery')).toHaveAttribute('type', 'file');
  });

  it('a browser with no camera API (insecure page, old browser) says the same', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    const { dialog } = await openCamera();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Camera Not Available');
  });

  it('a browser that cannot record video says so for videos, without asking for the camera', async () => {
    Object.defineProperty(window, 'MediaRecorder', { configurable: true, value: undefined });
    getUserMedia.mockResolvedValue(cameraStream());
    const { dialog } = await openCamera('Record video');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Camera Not Available');
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('any other failure: Camera Access Issue with Try Again, which opens the camera when it is free again', async () => {
    getUserMedia.mockRejectedValueOnce(cameraError('NotReadableError')).mockResolvedValue(cameraStream());
    const { u, dialog } = await openCamera();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Camera Access Issue');
    await u.click(within(dialog).getByRole('button', { name: 'Try Again' }));

    expect(await within(dialog).findByLabelText('Camera')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Take photo' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });
});

describe('the camera’s light', () => {
  it('goes out when the dialog closes', async () => {
    getUserMedia.mockResolvedValue(cameraStream());
    const { u, dialog } = await openCamera();
    await within(dialog).findByLabelText('Camera');
    expect(stopTrack).not.toHaveBeenCalled();

    await u.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stopTrack).toHaveBeenCalled();
  });

  it('goes out when the technician goes back to the choices', async () => {
    getUserMedia.mockResolvedValue(cameraStream());
    const { u, dialog } = await openCamera();
    await within(dialog).findByLabelText('Camera');

    await u.click(within(dialog).getByRole('button', { name: 'Back' }));

    expect(stopTrack).toHaveBeenCalled();
  });
});

describe('taking a photo', () => {
  it('take, look, retake, use this: the photo is kept for the place chosen, and the camera stays on for the next', async () => {
    getUserMedia.mockResolvedValue(cameraStream());
    frameToJpeg.mockResolvedValue(new Blob([new Uint8Array(1500)], { type: 'image/jpeg' }));
    const { u, dialog } = await openCamera();
    const live = await within(dialog).findByLabelText('Camera');
    Object.defineProperties(live, { videoWidth: { value: 1920 }, videoHeight: { value: 1440 } });

    await u.click(within(dialog).getByRole('button', { name: 'Take photo' }));
    expect(await within(dialog).findByRole('img', { name: 'The photo just taken' })).toBeInTheDocument();
    expect(frameToJpeg).toHaveBeenCalledWith(live, { width: 1920, height: 1440 });

    await u.click(within(dialog).getByRole('button', { name: 'Retake' }));
    expect(within(dialog).queryByRole('img', { name: 'The photo just taken' })).not.toBeInTheDocument();
    expect(probe.current.media).toEqual([]);

    await u.click(within(dialog).getByRole('button', { name: 'Take photo' }));
    await u.click(await within(dialog).findByRole('button', { name: 'Use this' }));

    expect(await within(dialog).findByText('Photo saved. Take another or close.')).toBeInTheDocument();
    expect(probe.current.media).toEqual([expect.objectContaining({ kind: 'photo', section: 'customer', contentType: 'image/jpeg', byteSize: 1500 })]);
    expect(within(dialog).getByRole('button', { name: 'Take photo' })).toBeEnabled();
    expect(stopTrack).not.toHaveBeenCalled();
  });
});

/** A MediaRecorder that hands over one slice of `sliceBytes` each time the test says a second has passed. */
class FakeRecorder {
  static instances: FakeRecorder[] = [];
  static isTypeSupported = (type: string) => type.startsWith('video/webm');
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options: { mimeType: string; videoBitsPerSecond: number },
  ) {
    FakeRecorder.instances.push(this);
  }
  get mimeType() {
    return `${this.options.mimeType}`;
  }
  start() {
    this.state = 'recording';
  }
  tick(sliceBytes: number) {
    this.ondataavailable?.({ data: new Blob([new Uint8Array(sliceBytes)]) });
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    this.tick(100_000);
    this.onstop?.();
  }
}

describe('recording a video', () => {
  beforeEach(() => {
    FakeRecorder.instances = [];
    Object.defineProperty(window, 'MediaRecorder', { configurable: true, value: FakeRecorder });
    getUserMedia.mockResolvedValue(cameraStream());
  });

  it('start and stop recording, look, use this: kept as WebM without its codecs', async () => {
    const { u, dialog } = await openCamera('Record video');
    await u.click(await within(dialog).findByRole('button', { name: 'Start recording' }));
    const recorder = FakeRecorder.instances[0]!;
    expect(recorder.options.mimeType).toBe('video/webm;codecs=vp9');
    act(() => recorder.tick(300_000));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Recording… 0.3 MB of 10 MB');

    await u.click(within(dialog).getByRole('button', { name: 'Stop recording' }));
    expect(await within(dialog).findByLabelText('The video just recorded')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Use this' }));

    await waitFor(() => expect(probe.current.media).toHaveLength(1));
    expect(probe.current.media[0]).toMatchObject({ kind: 'video', contentType: 'video/webm', byteSize: 400_000 });
    expect(within(dialog).getByText('Video saved. Record another or close.')).toBeInTheDocument();
  });

  it('stops by itself before the 10 MB limit and says so', async () => {
    const { u, dialog } = await openCamera('Record video');
    await u.click(await within(dialog).findByRole('button', { name: 'Start recording' }));
    const recorder = FakeRecorder.instances[0]!;

    act(() => {
      for (let second = 0; second < 60 && recorder.state === 'recording'; second += 1) recorder.tick(250_000);
    });

    expect(recorder.state).toBe('inactive');
    expect(within(dialog).getByText('Recording stopped at the 10 MB limit.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Use this' }));
    await waitFor(() => expect(probe.current.media).toHaveLength(1));
    expect(probe.current.media[0]!.byteSize).toBeLessThanOrEqual(MEDIA_MAX_BYTES);
  });
});
