import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyInspectionDocument, type AuthUser, type InspectionDocument, type InspectionRecord } from '@irrigo/contracts';
import { initI18n, setLanguage, whenTranslationsLoaded } from '@irrigo/i18n';
import { Route, Routes } from '@irrigo/router';
import { readPersistedSession, useSessionStore } from '@irrigo/session';
import { renderWithProviders } from '@irrigo/test-web';
import { useToastStore } from '@irrigo/ui';
import { freshDeviceDatabase } from '../../../device-store/testing';
import { replaceDeviceDatabaseForTests, type DeviceDatabase } from '../../../device-store';
import { outboxSync, syncNow } from '../../../sync/outbox-sync';
import { inspectionsApi, installFieldApi, technician, type FieldApi, type InspectionsApi } from '../../../test-support/field-api';
import Inspection from '../Inspection';

const ID = '019ab3c4-5d6e-7f80-9abc-def012345678';
const OWNER = 'tech-7';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let db: DeviceDatabase;
let api: FieldApi;
let server: InspectionsApi;

/** An inspection with something in every section, as a technician would complete it. */
function fullDocument(): InspectionDocument {
  const document = emptyInspectionDocument({ technicianName: 'Rosa Díaz', inspectionDate: '2026-11-20', language: 'es' });
  Object.assign(document.customer, {
    name: 'Casa Azul',
    address: '742 Calle Peña, Austin, TX 78701',
    phone: '(512) 555-0101',
    email: 'ana@example.com',
    propertyType: 'residential',
    systemAgeYears: 12,
  });
  Object.assign(document.controller, { brandModel: 'Hunter Pro-C', programmingStatus: 'needs-adjustment', batteryStatus: 'low' });
  Object.assign(document.mainLine, { waterPressurePsi: 62, leakDetection: 'minor-leaks', estimatedCostCents: 12_500 });
  Object.assign(document.backflow, { assemblyType: 'RP', condition: 'good', certificationStatus: 'certified' });
  Object.assign(document.backflow.readings, { checkValve1Psid: 5.5, reliefValveOpenedPsid: 2.5, checkValve2Psid: 0.8 });
  Object.assign(document.shutOff, { hasShutOff: 'yes', accessibility: 'buried-hidden' });
  Object.assign(document.rainSensor, { present: 'no' });
  document.zones = [
    { id: 'z-1', number: 1, description: 'Front lawn', zoneType: 'spray', headCount: 8, issueCounts: { 'broken-head': 2 }, status: 'zone-ok', notes: '' },
    { id: 'z-2', number: 2, description: 'Back beds', zoneType: 'drip', headCount: null, issueCounts: {}, status: 'not-working', notes: 'No water' },
  ];
  document.media = [
    {
      id: 'm-1',
      kind: 'photo',
      caption: 'Broken head',
      section: 'zone',
      zoneId: 'z-1',
      includeInPdf: true,
      contentType: 'image/jpeg',
      byteSize: 10,
      capturedAt: '2026-11-20T15:10:00.000Z',
    },
    {
      id: 'v-1',
      kind: 'video',
      caption: 'Valve chatter',
      section: 'controller',
      zoneId: null,
      includeInPdf: false,
      contentType: 'video/mp4',
      byteSize: 10,
      capturedAt: '2026-11-20T15:20:00.000Z',
    },
  ];
  document.findings = [
    {
      id: 'f-1',
      title: 'Replace broken heads',
      priority: 'urgent',
      section: 'zone',
      zoneId: 'z-1',
      chosenOptionId: 'o-best',
      options: [
        { id: 'o-good', tier: 'good', lines: [{ id: 'l-1', pricebookItemId: 'i-1', name: 'Spray head', quantity: 2, unitPriceCents: 1250 }] },
        { id: 'o-best', tier: 'best', lines: [{ id: 'l-2', pricebookItemId: 'i-2', name: 'Pro spray head', quantity: 2, unitPriceCents: 2000 }] },
      ],
    },
  ];
  document.summary = { overallAssessment: 'fair', notes: 'Schedule the repairs this month.' };
  document.signatures.technician = {
    signerName: 'Rosa Díaz',
    signedAt: '2026-11-20T16:00:00.000Z',
    svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    contentHash: 'x',
  };
  return document;
}

function record(overrides: Partial<InspectionRecord> = {}): InspectionRecord {
  const document = fullDocument();
  return {
    id: ID,
    reportNumber: 'IR-261120-ABCDEFGH',
    status: 'completed',
    version: 3,
    document,
    clientName: 'Casa Azul',
    clientAddress: document.customer.address,
    estimatedTotal: '165.00',
    technicianId: 'tech-9',
    inspectorName: 'Rosa Díaz',
    locationId: 'loc-1',
    createdAt: '2026-11-20T15:00:00.000Z',
    savedAt: '2026-11-20T16:00:00.000Z',
    updatedAt: '2026-11-20T16:05:00.000Z',
    completedDate: '2026-11-20T16:05:00.000Z',
    uploadedMediaIds: ['m-1', 'v-1'],
    ...overrides,
  };
}

function signIn(user: AuthUser) {
  api.user = user;
}

const admin = () => technician({ id: 'acct-1', role: 'admin', technicianId: null, name: 'Olivia Owner', email: 'olivia@riegos.co' });

function openAt(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/inspection/:id" element={<Inspection key="/inspection/:id" />} />
      <Route path="*" element={null} />
    </Routes>,
    { url },
  );
}

const path = () => screen.getByTestId('location').textContent ?? '';
const section = (name: string) => screen.getByRole('region', { name });
const outboxRows = () => db.outbox.where('ownerId').equals(OWNER).toArray();
const toastTitles = () => useToastStore.getState().toasts.map((entry) => entry.title);

async function openEmailDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'E-mail the report' }));
  return screen.findByRole('dialog', { name: 'E-mail the report' });
}

beforeEach(async () => {
  db = freshDeviceDatabase();
  window.localStorage.clear();
  useSessionStore.setState({ ...readPersistedSession(), connectivity: 'online' });
  useToastStore.setState({ toasts: [] });
  outboxSync.setOwner(null);
  initI18n();
  await setLanguage('en');
  await whenTranslationsLoaded();
  server = inspectionsApi([record()]);
  api = {
    user: technician(),
    customers: [],
    sitesById: {},
    catalogue: { version: 'v1', categories: [], items: [] },
    offline: false,
    calls: [],
    inspections: server,
  };
  installFieldApi(api);
  // jsdom has no object URLs; the PDF download makes one.
  URL.createObjectURL = jest.fn(() => 'blob:report');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  replaceDeviceDatabaseForTests(null);
});

describe('the inspection’s details page', () => {
  it('shows who, when and where its copy stands, and every section read-only in the form’s words', async () => {
    openAt(`/inspection/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inspection report' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Report IR-261120-ABCDEFGH' });
    // The status badge (green), and the "Completed" date beside "Started".
    expect(within(summary).getAllByText('Completed')[0]).toHaveClass('success');
    expect(within(summary).getByRole('heading', { name: 'Casa Azul' })).toBeInTheDocument();
    expect(within(summary).getByText('742 Calle Peña, Austin, TX 78701')).toBeInTheDocument();
    expect(within(summary).getByText('Rosa Díaz')).toBeInTheDocument();
    expect(within(summary).getByText(/^Saved to the office .* · version 3$/)).toBeInTheDocument();

    expect(within(section('Customer and property')).getByText('Residential')).toBeInTheDocument();
    expect(within(section('Customer and property')).getByText('12 years')).toBeInTheDocument();
    expect(within(section('Controller')).getByText('Needs adjustment')).toBeInTheDocument();
    expect(within(section('Main line')).getByText('62 psi')).toBeInTheDocument();
    expect(within(section('Main line')).getByText('$125.00')).toBeInTheDocument();
    const backflow = section('Backflow');
    expect(within(backflow).getByText('Reduced pressure (RP)')).toBeInTheDocument();
    const check2 = within(backflow).getByRole('row', { name: /Check valve 2/ });
    expect(check2).toHaveTextContent('0.8 psid');
    expect(check2).toHaveTextContent('≥ 1.0 psid');
    expect(check2).toHaveTextContent('Fails');
    expect(within(backflow).getByRole('row', { name: /Check valve 1/ })).toHaveTextContent('Passes');
    expect(within(backflow).getByText('Fail')).toBeInTheDocument();
    expect(within(section('Emergency shut-off')).getByText('Buried / hidden')).toBeInTheDocument();
    expect(within(section('Rain sensor')).getByText('No')).toBeInTheDocument();

    const zones = section('Zones');
    expect(within(zones).getByRole('row', { name: /Front lawn/ })).toHaveTextContent('Broken head: 2');
    expect(within(zones).getByRole('row', { name: /Back beds/ })).toHaveTextContent('Not working');

    const media = section('Photos and videos');
    expect(within(media).getByRole('button', { name: 'Open Photo: Broken head full size' }).querySelector('img')).toHaveAttribute(
      'src',
      '/api/media/m-1?size=thumbnail',
    );
    expect(within(media).getByText('Included')).toBeInTheDocument();
    expect(within(media).getByText('Excluded')).toBeInTheDocument();

    const recommendations = section('Recommendations');
    const finding = within(recommendations).getByRole('article', { name: 'Recommendation 1' });
    expect(within(finding).getByText('Urgent')).toBeInTheDocument();
    expect(within(finding).getByText('Good')).toBeInTheDocument();
    expect(within(finding).getByText('Best')).toBeInTheDocument();
    expect(within(finding).getByText("Customer's choice")).toBeInTheDocument();
    expect(within(finding).getByRole('row', { name: /Pro spray head/ })).toHaveTextContent('$40.00');
    // Main line $125.00 + the chosen Best option $40.00.
    expect(within(recommendations).getByRole('status', { name: 'Estimated total' })).toHaveTextContent('$165.00');

    expect(within(section('Assessment')).getByText('Fair')).toBeInTheDocument();
    const signatures = section('Signatures');
    expect(within(signatures).getByRole('img', { name: 'Signature of Rosa Díaz' })).toBeInTheDocument();
    expect(within(signatures).getByText('Not signed yet.')).toBeInTheDocument();
  });

  it('says it in Spanish with the form’s Spanish words', async () => {
    await setLanguage('es');
    openAt(`/inspection/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Informe de inspección' })).toBeInTheDocument();
    expect(within(section('Contraflujo (backflow)')).getByText('Presión reducida (RP)')).toBeInTheDocument();
    expect(within(section('Zonas')).getByRole('row', { name: /Front lawn/ })).toHaveTextContent('Cabezal roto: 2');
    expect(screen.getByRole('button', { name: 'Enviar el informe por correo' })).toBeInTheDocument();
  });

  it('opens photos and videos full size, moving with the buttons and the arrow keys; a video plays with controls', async () => {
    openAt(`/inspection/${ID}`);
    // The gallery goes by the form's order of places: the controller's video before zone 1's photo.
    await userEvent.click(await screen.findByRole('button', { name: 'Open Photo: Broken head full size' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos and videos' });
    expect(within(viewer).getByRole('img', { name: 'Photo: Broken head' })).toHaveAttribute('src', '/api/media/m-1');
    expect(viewer).toHaveTextContent('2 of 2');

    await userEvent.keyboard('{ArrowRight}');
    const video = within(viewer).getByLabelText('Video: Valve chatter');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', '/api/media/v-1');
    expect(viewer).toHaveTextContent('1 of 2');
    expect(viewer).toHaveTextContent('Excluded');

    await userEvent.click(within(viewer).getByRole('button', { name: 'Next photo or video' }));
    expect(within(viewer).getByRole('img', { name: 'Photo: Broken head' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves between photos and videos with a swipe', async () => {
    openAt(`/inspection/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Photo: Broken head full size' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos and videos' });
    const stage = within(viewer).getByTestId('media-viewer-stage');
    // jsdom has no PointerEvent: a mouse event carries the clientX a finger's pointer would.
    window.PointerEvent ??= class extends MouseEvent {} as unknown as typeof PointerEvent;
    // A short drag is no swipe; a long one to the left shows the next one.
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 280 });
    expect(viewer).toHaveTextContent('2 of 2');
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 150 });
    expect(viewer).toHaveTextContent('1 of 2');
    expect(within(viewer).getByLabelText('Video: Valve chatter')).toBeInTheDocument();
  });

  it('offers Delete to admins only; a technician reads why a completed one cannot be changed', async () => {
    openAt(`/inspection/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Inspection report' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText(/Completed and signed: it can no longer be changed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('lets an admin edit a technician’s draft in the form on this device, from the office’s version', async () => {
    server = inspectionsApi([record({ status: 'draft', completedDate: null, version: 4 })]);
    api.inspections = server;
    signIn(admin());
    openAt(`/inspection/${ID}`);
    expect(await screen.findByText(/Editing opens this draft in the form on this device. If Rosa Díaz changes it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('navigation', { name: /sections/i })).toBeInTheDocument();
    const kept = await db.inspections.where('ownerId').equals('acct-1').toArray();
    expect(kept.map((row) => [row.id, row.baseVersion, row.status])).toEqual([[ID, 4, 'draft']]);
  });

  it('gives a technician no Edit for a colleague’s draft, and says whose it is', async () => {
    server = inspectionsApi([record({ status: 'draft', completedDate: null })]);
    api.inspections = server;
    openAt(`/inspection/${ID}`);
    expect(await screen.findByText('This draft belongs to Rosa Díaz: only they can change it, on their device.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('lets an admin delete it with the dashboard’s dialog, then goes back to the dashboard', async () => {
    signIn(admin());
    openAt(`/inspection/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Inspection' });
    expect(dialog).toHaveTextContent('IR-261120-ABCDEFGH');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(server.deleted).toEqual([ID]);
    expect(toastTitles()).toContain('Inspection Removed');
  });

  it('tells an admin when the deletion was refused, and stays', async () => {
    signIn(admin());
    server.deleteFailure = { status: 403, code: 'FORBIDDEN' };
    openAt(`/inspection/${ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTitles()).toContain('Deletion Failed'));
    expect(path()).toBe(`/inspection/${ID}`);
    expect(useToastStore.getState().toasts[0]?.description).toBe("You don't have permission to delete this inspection. Please contact your administrator.");
  });

  it('downloads the PDF in the customer’s language by default, or the one chosen', async () => {
    openAt(`/inspection/${ID}`);
    const pdfLanguage = await screen.findByLabelText('PDF language');
    expect(pdfLanguage).toHaveValue('es');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(server.pdfRequests).toEqual([`/api/inspections/${ID}/report.pdf?lang=es`]));
    await userEvent.selectOptions(pdfLanguage, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(server.pdfRequests).toHaveLength(2));
    expect(server.pdfRequests[1]).toBe(`/api/inspections/${ID}/report.pdf?lang=en`);
  });
});

describe('e-mailing the report', () => {
  it('sends it online to the customer’s address in their language, and lists the send', async () => {
    openAt(`/inspection/${ID}`);
    const dialog = await openEmailDialog();
    expect(within(dialog).getByLabelText(/Send to/)).toHaveValue('ana@example.com');
    expect(within(dialog).getByLabelText('Report language')).toHaveValue('es');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(server.mails).toEqual([{ inspectionId: ID, to: 'ana@example.com', lang: 'es' }]));
    expect(server.sendRequests[0]?.key).toMatch(UUID);
    expect(server.sendRequests[0]?.body).toEqual({ to: 'ana@example.com', lang: 'es' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastTitles()).toContain('Report e-mailed');
    expect(await screen.findByText('To ana@example.com')).toBeInTheDocument();
    expect(await outboxRows()).toHaveLength(0);
  });

  it('refuses an address that is not one, in words', async () => {
    openAt(`/inspection/${ID}`);
    const dialog = await openEmailDialog();
    const to = within(dialog).getByLabelText(/Send to/);
    await userEvent.clear(to);
    await userEvent.type(to, 'ana@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(server.sendRequests).toHaveLength(0);
  });

  it('tries again with the same key after a refusal (no mail server), so the customer gets one mail', async () => {
    server.sendFailures.push({ status: 503, code: 'MAIL_UNAVAILABLE' });
    openAt(`/inspection/${ID}`);
    const dialog = await openEmailDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('E-mail cannot be sent right now. Nothing was sent; please try again in a few minutes.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(server.mails).toHaveLength(1));
    const [first, second] = server.sendRequests;
    expect(second?.key).toBe(first?.key);
    // A new dialog is a new send: a new key.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(await openEmailDialog()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.sendRequests).toHaveLength(3));
    expect(server.sendRequests[2]?.key).not.toBe(first?.key);
  });

  it('queues it in the device’s outbox with its key when the request gets no answer, and the outbox mails it once', async () => {
    // The page's request and the outbox's first try both get no answer; the next try goes through.
    server.sendFailures.push('network', 'network');
    openAt(`/inspection/${ID}`);
    const dialog = await openEmailDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText('Report language'), 'en');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(server.sendRequests).toHaveLength(2));
    const key = server.sendRequests[0]?.key;
    await waitFor(async () => expect((await outboxRows())[0]?.lastFailure).toMatchObject({ code: 'NETWORK' }));
    const [row] = await outboxRows();
    expect(row).toMatchObject({ kind: 'report-send', inspectionId: ID, entityId: key, reportSend: { idempotencyKey: key, to: 'ana@example.com', lang: 'en' } });
    expect(toastTitles()).toContain('E-mail queued');
    expect(await screen.findByText('Queued: sends when you are back online.')).toBeInTheDocument();

    await act(() => syncNow(OWNER));
    await waitFor(() => expect(server.mails).toHaveLength(1));
    expect(server.sendRequests.map((request) => request.key)).toEqual([key, key, key]);
    await waitFor(async () => expect(await outboxRows()).toHaveLength(0));
    expect(await screen.findByText('To ana@example.com')).toBeInTheDocument();
  });

  it('queues it straight away while offline, and the page lists it as queued', async () => {
    openAt(`/inspection/${ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Inspection report' });
    act(() => useSessionStore.setState({ connectivity: 'offline' }));
    api.offline = true;
    expect(await screen.findByText("You're offline: the PDF can be downloaded when you're back online.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    const dialog = await openEmailDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Queued: sends when you are back online.')).toBeInTheDocument();
    expect(server.sendRequests).toHaveLength(0);
    const [row] = await outboxRows();
    expect(row?.reportSend).toMatchObject({ to: 'ana@example.com', lang: 'es' });
    expect(row?.reportSend?.idempotencyKey).toMatch(UUID);
  });

  it('on a device copy not yet sent: no PDF yet, and the e-mail waits for the inspection', async () => {
    const document = fullDocument();
    await db.inspections.add({
      ownerId: OWNER,
      id: ID,
      reportNumber: 'IR-261120-ABCDEFGH',
      status: 'completed',
      document,
      createdAt: '2026-11-20T15:00:00.000Z',
      savedAt: '2026-11-20T16:00:00.000Z',
      completedAt: '2026-11-20T16:00:00.000Z',
      baseVersion: null,
      conflict: null,
    });
    await db.outbox.add({
      ownerId: OWNER,
      key: `inspection:${ID}`,
      kind: 'inspection',
      entityId: ID,
      inspectionId: ID,
      attempts: 1,
      nextAttemptAt: Date.now() + 600_000,
      lastFailure: { code: 'NETWORK', status: null, at: '2026-11-20T16:00:00.000Z' },
      enqueuedAt: '2026-11-20T16:00:00.000Z',
    });
    delete server.records[ID];
    openAt(`/inspection/${ID}`);
    const summary = await screen.findByRole('region', { name: 'Report IR-261120-ABCDEFGH' });
    expect(await within(summary).findByText('Saved on this device · waiting to send')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(screen.getByText(/The PDF can be downloaded once this inspection has reached the office/)).toBeInTheDocument();
    // The device's own photo bytes are gone here: the tile says so instead of asking the server.
    expect(within(section('Photos and videos')).getAllByText('Not uploaded yet')).toHaveLength(2);

    const dialog = await openEmailDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Queued: sends once the inspection has reached the office.')).toBeInTheDocument();
    expect(server.sendRequests).toHaveLength(0);
    expect((await outboxRows()).map((row) => row.kind).sort()).toEqual(['inspection', 'report-send']);
  });
});

describe('texts', () => {
  it('has every text of the details page in both languages', async () => {
    const keys = (node: unknown, prefix = ''): string[] =>
      typeof node === 'string'
        ? [prefix]
        : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
    const en = keys((await import('../locales/en/details.json')).default).sort();
    const es = keys((await import('../locales/es/details.json')).default).sort();
    expect(es).toEqual(en);
  });
});
