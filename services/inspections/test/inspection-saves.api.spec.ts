import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { INSPECTION_LIMITS, reportNumberFor, signedContent, type InspectionDocument, type InspectionRecord, type Zone } from '@irrigo/contracts';
import {
  completeDocument,
  draftDocument,
  people,
  putRequest,
  startInspectionsTestApp,
  uuidv7,
  type InspectionsTestApp,
} from './support/inspections-test-app.js';

const PEOPLE = people();
const { ana, ben, carla, admin, manager, northSupervisor, southSupervisor } = PEOPLE;

/** A finding with one option of two lines: 2 × $45.50 + 1.5 × $80.00 = $211.00. */
function withFinding(document: InspectionDocument): InspectionDocument {
  return {
    ...document,
    mainLine: { ...document.mainLine, estimatedCostCents: 10_000 },
    findings: [
      {
        id: randomUUID(),
        title: 'Replace broken rotor heads',
        priority: 'urgent',
        section: 'zone',
        zoneId: null,
        chosenOptionId: null,
        options: [
          {
            id: randomUUID(),
            tier: null,
            lines: [
              { id: randomUUID(), pricebookItemId: null, name: 'Rotor head', quantity: 2, unitPriceCents: 4_550 },
              { id: randomUUID(), pricebookItemId: null, name: 'Labor', quantity: 1.5, unitPriceCents: 8_000 },
            ],
          },
        ],
      },
    ],
  };
}

describe('PUT and GET /api/inspections/:id', () => {
  let t: InspectionsTestApp;

  beforeAll(async () => {
    t = await startInspectionsTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const read = (id: string, user: object | null) => t.get(`/api/inspections/${id}`, user);

  describe('creating', () => {
    it('creates the inspection for the calling technician (201) with the values derived from the document, and GET answers it with its ETag', async () => {
      const id = uuidv7();
      const document = withFinding(draftDocument());
      const created = await t.put(id, putRequest(id, document), ana);
      expect(created.status).toBe(201);
      expect(created.headers['etag']).toBe('"1"');
      const record = created.body as InspectionRecord;
      expect(record).toEqual({
        id,
        reportNumber: reportNumberFor(id),
        status: 'draft',
        version: 1,
        document: JSON.parse(JSON.stringify(document)),
        clientName: 'Rosa Martinez',
        clientAddress: '12 Sprinkler Way, Tucson AZ',
        estimatedTotal: '311.00',
        technicianId: ana.technicianId,
        inspectorName: 'Ana Field',
        locationId: ana.locationId,
        createdAt: '2026-11-20T14:00:00.000Z',
        savedAt: '2026-11-25T14:30:00.000Z',
        updatedAt: expect.any(String),
        completedDate: null,
        uploadedMediaIds: [],
      });
      const [row] = (await t.dataSource.query('SELECT organization_id, content_hash FROM "inspections"."inspections" WHERE id = $1', [id])) as {
        organization_id: string;
        content_hash: string;
      }[];
      expect(row?.organization_id).toBe(PEOPLE.organizationId);
      expect(row?.content_hash).toMatch(/^[0-9a-f]{64}$/);

      const fetched = await read(id, ana);
      expect(fetched.status).toBe(200);
      expect(fetched.headers['etag']).toBe('"1"');
      expect(fetched.body).toEqual(record);
    });

    it('lets an admin and a manager create too (owned by them: their location, no roster technician), and accepts If-None-Match: *', async () => {
      const byAdmin = uuidv7();
      const created = await t.put(byAdmin, putRequest(byAdmin, draftDocument()), admin, { 'If-None-Match': '*' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ technicianId: null, locationId: null });
      const byManager = uuidv7();
      const managers = await t.put(byManager, putRequest(byManager, draftDocument()), manager);
      expect(managers.status).toBe(201);
      expect(managers.body).toMatchObject({ technicianId: null, locationId: manager.locationId });
    });

    it('keeps when the device made it, but never later than the server’s clock', async () => {
      const id = uuidv7();
      const before = Date.now();
      const ahead = await t.put(id, putRequest(id, draftDocument(), { createdAt: '2099-01-01T00:00:00.000Z' }), ana);
      expect(ahead.status).toBe(201);
      expect(Date.parse(ahead.body.createdAt)).toBeGreaterThanOrEqual(before - 1_000);
      expect(Date.parse(ahead.body.createdAt)).toBeLessThanOrEqual(Date.now());
      const [row] = (await t.dataSource.query('SELECT device_created_at FROM "inspections"."inspections" WHERE id = $1', [id])) as {
        device_created_at: Date;
      }[];
      expect(row?.device_created_at.toISOString()).toBe('2099-01-01T00:00:00.000Z');
    });

    it('lists the media the service holds bytes for', async () => {
      const id = uuidv7();
      expect((await t.put(id, putRequest(id, draftDocument()), ana)).status).toBe(201);
      const photo = uuidv7();
      await t.dataSource.query(
        `INSERT INTO "inspections"."inspection_media" (id, inspection_id, organization_id, location_id, technician_id, kind, content_type, byte_size, storage_key, sha256)
         VALUES ($1, $2, $3, $4, $5, 'photo', 'image/jpeg', 1234, 'key', $6)`,
        [photo, id, PEOPLE.organizationId, ana.locationId, ana.technicianId, 'b'.repeat(64)],
      );
      expect((await read(id, ana)).body.uploadedMediaIds).toEqual([photo]);
    });

    it('answers 409 REPORT_NUMBER_TAKEN when another inspection of the organization has the report number, and stores nothing', async () => {
      const first = uuidv7();
      expect((await t.put(first, putRequest(first, draftDocument(), { reportNumber: 'IR-2025-0042' }), ana)).status).toBe(201);
      const second = uuidv7();
      const clash = await t.put(second, putRequest(second, draftDocument(), { reportNumber: 'IR-2025-0042' }), ben);
      expect(clash.status).toBe(409);
      expect(clash.body).toEqual({ statusCode: 409, code: 'REPORT_NUMBER_TAKEN', message: expect.any(String), details: ['reportNumber'] });
      expect(await t.rowsOf(second)).toEqual([]);
      // The device then takes the number its id gives (reportNumberFor), which nobody else can have.
      const renumbered = await t.put(second, putRequest(second, draftDocument()), ben);
      expect([renumbered.status, renumbered.body.reportNumber]).toEqual([201, reportNumberFor(second)]);
    });

    it('lets two organizations each have an inspection with the same old report number', async () => {
      const otherOrganizationTechnician = { ...ana, organizationId: PEOPLE.otherOrganizationId };
      const mine = uuidv7();
      expect((await t.put(mine, putRequest(mine, draftDocument(), { reportNumber: 'IR-2025-0077' }), ana)).status).toBe(201);
      const theirs = uuidv7();
      const saved = await t.put(
        theirs,
        putRequest(theirs, draftDocument({ name: 'Another business’s client' }), { reportNumber: 'IR-2025-0077' }),
        otherOrganizationTechnician,
      );
      expect([saved.status, saved.body.reportNumber]).toEqual([201, 'IR-2025-0077']);
      expect((await read(mine, ana)).body).toMatchObject({ reportNumber: 'IR-2025-0077', clientName: 'Rosa Martinez' });
      expect((await read(theirs, otherOrganizationTechnician)).body).toMatchObject({ reportNumber: 'IR-2025-0077', clientName: 'Another business’s client' });
    });

    it('tells a technician not yet linked to the roster so (409), storing nothing', async () => {
      const id = uuidv7();
      const response = await t.put(id, putRequest(id, draftDocument()), { ...ana, technicianId: null });
      expect([response.status, response.body.code]).toEqual([409, 'TECHNICIAN_NOT_LINKED']);
      expect(await t.rowsOf(id)).toEqual([]);
    });
  });

  describe('saving again', () => {
    it('answers a replayed save as stored (200): one row, no new version, whatever If-Match says', async () => {
      const id = uuidv7();
      const body = putRequest(id, draftDocument());
      expect((await t.put(id, body, ana)).status).toBe(201);
      const replay = await t.put(id, body, ana);
      expect([replay.status, replay.body.version, replay.headers['etag']]).toEqual([200, 1, '"1"']);
      expect((await t.put(id, body, ana, { 'If-Match': '"7"' })).status).toBe(200);
      expect((await t.put(id, body, ana, { 'If-None-Match': '*' })).status).toBe(200);
      expect(await t.rowsOf(id)).toEqual([{ id, version: 1 }]);
    });

    it('updates on the current version (200, version + 1, new ETag) and answers a replay of that update as stored', async () => {
      const id = uuidv7();
      expect((await t.put(id, putRequest(id, draftDocument()), ana)).status).toBe(201);
      const changed = putRequest(id, draftDocument({ name: 'Rosa M. Martinez' }), { savedAt: '2026-11-25T15:00:00.000Z' });
      const updated = await t.put(id, changed, ana, { 'If-Match': '"1"' });
      expect(updated.status).toBe(200);
      expect(updated.headers['etag']).toBe('"2"');
      expect(updated.body).toMatchObject({
        version: 2,
        clientName: 'Rosa M. Martinez',
        savedAt: '2026-11-25T15:00:00.000Z',
        createdAt: '2026-11-20T14:00:00.000Z',
      });
      // The answer to the update was lost; the device sends it again on the version it had.
      const replayed = await t.put(id, changed, ana, { 'If-Match': '"1"' });
      expect([replayed.status, replayed.body.version]).toEqual([200, 2]);
      expect(await t.rowsOf(id)).toEqual([{ id, version: 2 }]);
      expect((await read(id, ana)).headers['etag']).toBe('"2"');
    });

    it('requires If-Match to change an existing inspection (428), refuses a stale one (412) and If-None-Match: * (412), changing nothing', async () => {
      const id = uuidv7();
      expect((await t.put(id, putRequest(id, draftDocument()), ana)).status).toBe(201);
      expect((await t.put(id, putRequest(id, draftDocument({ name: 'Second' })), ana, { 'If-Match': '1' })).status).toBe(200);
      const other = putRequest(id, draftDocument({ name: 'Third' }));
      const missing = await t.put(id, other, ana);
      expect(missing.status).toBe(428);
      expect(missing.body).toEqual({ statusCode: 428, code: 'PRECONDITION_REQUIRED', message: expect.any(String) });
      const stale = await t.put(id, other, ana, { 'If-Match': '"1"' });
      expect(stale.status).toBe(412);
      expect(stale.body).toEqual({ statusCode: 412, code: 'STALE_VERSION', message: expect.any(String) });
      expect((await t.put(id, other, ana, { 'If-None-Match': '*' })).status).toBe(412);
      expect((await t.put(id, other, ana, { 'If-Match': 'soon' })).status).toBe(400);
      const stored = await read(id, ana);
      expect([stored.body.version, stored.body.clientName]).toEqual([2, 'Second']);
    });

    it('answers 412 to If-Match on an inspection the server does not have, creating nothing', async () => {
      const id = uuidv7();
      expect((await t.put(id, putRequest(id, draftDocument()), ana, { 'If-Match': '"1"' })).status).toBe(412);
      expect(await t.rowsOf(id)).toEqual([]);
    });

    it('keeps the report number an inspection was created with (409 for another)', async () => {
      const id = uuidv7();
      expect((await t.put(id, putRequest(id, draftDocument()), ana)).status).toBe(201);
      const renamed = await t.put(id, putRequest(id, draftDocument({ name: 'Other' }), { reportNumber: 'RENAMED-1' }), ana, { 'If-Match': '"1"' });
      expect([renamed.status, renamed.body.code]).toEqual([409, 'CONFLICT']);
    });

    it('lets only one of 50 racing changes on the same version through; the others get 412', async () => {
      const id = uuidv7();
      expect((await t.put(id, putRequest(id, draftDocument()), ana)).status).toBe(201);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => t.put(id, putRequest(id, draftDocument({ name: `Writer ${index}` })), ana, { 'If-Match': '"1"' })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...Array.from({ length: 49 }, () => 412)]);
      expect(await t.rowsOf(id)).toEqual([{ id, version: 2 }]);
    }, 60_000);
  });

  it('creates exactly one row from 50 concurrent PUTs of one new id: one 201, the rest 200 as stored', async () => {
    const id = uuidv7();
    const body = putRequest(id, withFinding(draftDocument()));
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.put(id, body, ana)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array.from({ length: 49 }, () => 200), 201]);
    for (const answer of answers) expect(answer.body).toMatchObject({ id, version: 1 });
    expect(await t.rowsOf(id)).toEqual([{ id, version: 1 }]);
  }, 60_000);

  describe('completing', () => {
    it('refuses to complete with required fields missing (400 naming each), storing nothing', async () => {
      const id = uuidv7();
      const response = await t.put(id, putRequest(id, draftDocument({ address: '  ' }), { status: 'completed' }), ana);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.details).toEqual(['customer.address', 'summary.overallAssessment', 'signatures.technician']);
      expect(await t.rowsOf(id)).toEqual([]);
    });

    it('stamps completedDate the first time, keeps it through the owner’s later corrections, and drops it when a draft again', async () => {
      const id = uuidv7();
      expect((await t.put(id, putRequest(id, draftDocument()), ana)).status).toBe(201);
      const before = Date.now();
      const completed = await t.put(id, putRequest(id, completeDocument(), { status: 'completed' }), ana, { 'If-Match': '"1"' });
      expect(completed.status).toBe(200);
      expect(completed.body.status).toBe('completed');
      const stamped = completed.body.completedDate as string;
      expect(Date.parse(stamped)).toBeGreaterThanOrEqual(before - 1_000);
      const corrected = await t.put(id, putRequest(id, completeDocument(draftDocument({ phone: '520-555-0101' })), { status: 'completed' }), ana, {
        'If-Match': '"2"',
      });
      expect([corrected.status, corrected.body.version, corrected.body.completedDate]).toEqual([200, 3, stamped]);
      expect((await read(id, ana)).body.completedDate).toBe(stamped);

      // Back to a draft (an API caller's correction): no longer completed, so no completion date; completed again, a new one.
      const reopened = await t.put(id, putRequest(id, completeDocument(draftDocument({ phone: '520-555-0101' }))), ana, { 'If-Match': '"3"' });
      expect([reopened.status, reopened.body.status, reopened.body.completedDate]).toEqual([200, 'draft', null]);
      const again = await t.put(id, putRequest(id, completeDocument(draftDocument({ phone: '520-555-0101' })), { status: 'completed' }), ana, {
        'If-Match': '"4"',
      });
      expect(again.status).toBe(200);
      expect(Date.parse(again.body.completedDate as string)).toBeGreaterThanOrEqual(Date.parse(stamped));
    });

    it('stamps completedDate on an inspection created completed', async () => {
      const id = uuidv7();
      const response = await t.put(id, putRequest(id, completeDocument(), { status: 'completed' }), ana);
      expect(response.status).toBe(201);
      expect(response.body.completedDate).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    });
  });

  describe('signatures (each must vouch for the content it is stored with)', () => {
    /** SHA-256 in hex as the device's signature-record.ts makes it: WebCrypto over the UTF-8 bytes of signedContent. */
    async function deviceHash(document: InspectionDocument): Promise<string> {
      const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(signedContent(document)));
      return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    }

    /** An inspection as the form fills it in: accents, decimals, nulls, empty choices, issue counts, a photo and a finding. */
    function deviceDocument(): InspectionDocument {
      const document = withFinding(draftDocument({ name: 'Rosa Martínez Peña', phone: '520-555-0101', staticPressurePsi: 62.5, systemAgeYears: 12 }));
      const zone: Zone = {
        id: uuidv7(),
        number: 1,
        description: 'Jardín delantero — aspersores',
        zoneType: 'rotor',
        headCount: 8,
        issueCounts: { 'broken-head': 2, 'low-pressure': 1 },
        status: 'not-working',
        notes: '',
      };
      document.zones = [zone];
      document.backflow = {
        ...document.backflow,
        assemblyType: 'RP',
        readings: { ...document.backflow.readings, checkValve1Psid: 5.2, checkValve1ClosedTight: true, reliefValveOpenedPsid: 2.75 },
      };
      document.media = [
        {
          id: uuidv7(),
          kind: 'photo',
          caption: 'Válvula con fuga',
          section: 'zone',
          zoneId: zone.id,
          includeInPdf: true,
          contentType: 'image/jpeg',
          byteSize: 183_204,
          capturedAt: '2026-11-25T14:05:00.000Z',
        },
      ];
      document.summary = { overallAssessment: 'fair', notes: '  Two heads replaced.\nCheck the controller next visit.  ' };
      return document;
    }

    async function signed(document: InspectionDocument): Promise<InspectionDocument> {
      const contentHash = await deviceHash(document);
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><path d="M10 80 C 60 10, 120 90, 290 20"/></svg>';
      return {
        ...document,
        signatures: {
          customer: { signerName: 'Rosa Martínez Peña', signedAt: '2026-11-25T15:10:00.000Z', svg, contentHash },
          technician: { signerName: 'Ana Field', signedAt: '2026-11-25T15:00:00.000Z', svg, contentHash },
        },
      };
    }

    it('stores an inspection signed on the device (its hash is the service’s for the document it stores), and a replay as stored', async () => {
      const id = uuidv7();
      const body = putRequest(id, await signed(deviceDocument()), { status: 'completed' });
      const saved = await t.put(id, body, ana);
      expect(saved.status).toBe(201);
      // What is stored is what was signed: the service hashes the same text the device did.
      const stored = (await read(id, ana)).body as InspectionRecord;
      expect(await deviceHash(stored.document)).toBe(body.document.signatures.customer?.contentHash);
      expect(stored.document).toEqual(JSON.parse(JSON.stringify(body.document)));
      const replay = await t.put(id, body, ana, { 'If-Match': '"1"' });
      expect([replay.status, replay.body.version]).toEqual([200, 1]);
    });

    it('refuses (422 SIGNATURE_OUT_OF_DATE naming each) a change of signed content that keeps the old signatures, changing nothing', async () => {
      const id = uuidv7();
      const original = await signed(deviceDocument());
      expect((await t.put(id, putRequest(id, original, { status: 'completed' }), ana)).status).toBe(201);

      const edited = { ...original, customer: { ...original.customer, phone: '520-555-0199' } };
      for (const user of [ana, admin]) {
        const refused = await t.put(id, putRequest(id, edited, { status: 'completed' }), user, { 'If-Match': '"1"' });
        expect(refused.status).toBe(422);
        expect(refused.body).toEqual({
          statusCode: 422,
          code: 'SIGNATURE_OUT_OF_DATE',
          message: expect.any(String),
          details: ['signatures.customer', 'signatures.technician'],
        });
      }
      // Only the customer's is stale when the technician signed again after the change.
      const technicianOnly = {
        ...edited,
        signatures: { ...edited.signatures, technician: { ...edited.signatures.technician!, contentHash: await deviceHash(edited) } },
      };
      const partly = await t.put(id, putRequest(id, technicianOnly, { status: 'completed' }), ana, { 'If-Match': '"1"' });
      expect([partly.status, partly.body.details]).toEqual([422, ['signatures.customer']]);
      const stored = (await read(id, ana)).body as InspectionRecord;
      expect([stored.version, stored.document.customer.phone]).toEqual([1, '520-555-0101']);

      // Signed again over the changed content, the change is saved.
      const resigned = await t.put(id, putRequest(id, await signed(edited), { status: 'completed' }), ana, { 'If-Match': '"1"' });
      expect([resigned.status, resigned.body.version]).toEqual([200, 2]);
      // The signatures cleared, as the device does when what they signed changes: a draft again, saved.
      const cleared = { ...edited, customer: { ...edited.customer, email: 'rosa@example.com' }, signatures: { customer: null, technician: null } };
      expect((await t.put(id, putRequest(id, cleared), ana, { 'If-Match': '"2"' })).status).toBe(200);
    });

    it('refuses a new inspection whose signature is over other content, storing nothing', async () => {
      const id = uuidv7();
      const document = await signed(deviceDocument());
      const tampered = { ...document, summary: { ...document.summary, overallAssessment: 'excellent' as const } };
      const refused = await t.put(id, putRequest(id, tampered, { status: 'completed' }), ana);
      expect([refused.status, refused.body.code]).toEqual([422, 'SIGNATURE_OUT_OF_DATE']);
      expect(await t.rowsOf(id)).toEqual([]);
    });

    it('keeps signatures when only the status changes (what they vouch for is the document)', async () => {
      const id = uuidv7();
      const document = await signed(deviceDocument());
      expect((await t.put(id, putRequest(id, document), ana)).status).toBe(201);
      const completed = await t.put(id, putRequest(id, document, { status: 'completed' }), ana, { 'If-Match': '"1"' });
      expect([completed.status, completed.body.status]).toEqual([200, 'completed']);
    });
  });

  describe('scope (another’s inspection answers 404)', () => {
    let id: string;
    beforeAll(async () => {
      id = uuidv7();
      expect((await t.put(id, putRequest(id, draftDocument()), ana)).status).toBe(201);
    });

    it('shows the inspection to its technician, their location’s supervisor, and the organization’s admin and manager', async () => {
      for (const user of [ana, northSupervisor, admin, manager]) expect([user.role, (await read(id, user)).status]).toEqual([user.role, 200]);
    });

    it('answers 404 to another technician, another location’s supervisor and another organization, for GET and PUT, and overwrites nothing', async () => {
      const otherOrganization = { ...admin, organizationId: PEOPLE.otherOrganizationId };
      const otherOrganizationTechnician = { ...ana, organizationId: PEOPLE.otherOrganizationId };
      for (const user of [ben, carla, southSupervisor, otherOrganization, otherOrganizationTechnician]) {
        const got = await read(id, user);
        expect([user.role, got.status, got.body.code]).toEqual([user.role, 404, 'NOT_FOUND']);
      }
      const takeover = putRequest(id, draftDocument({ name: 'Not yours' }));
      for (const user of [ben, carla, otherOrganization, otherOrganizationTechnician]) {
        for (const headers of [{}, { 'If-Match': '"1"' }] as Record<string, string>[]) {
          const put = await t.put(id, takeover, user, headers);
          expect([user.role, put.status, put.body.code]).toEqual([user.role, 404, 'NOT_FOUND']);
        }
      }
      const stored = await read(id, ana);
      expect([stored.body.version, stored.body.clientName, stored.body.technicianId]).toEqual([1, 'Rosa Martinez', ana.technicianId]);
    });

    it('lets an admin correct a technician’s inspection, which stays the technician’s', async () => {
      const fixed = await t.put(id, putRequest(id, draftDocument({ email: 'rosa@example.com' })), admin, { 'If-Match': '"1"' });
      expect([fixed.status, fixed.body.version, fixed.body.technicianId, fixed.body.locationId]).toEqual([200, 2, ana.technicianId, ana.locationId]);
    });

    it('answers 404 for a deleted inspection, to GET and PUT alike', async () => {
      const gone = uuidv7();
      expect((await t.put(gone, putRequest(gone, draftDocument()), ana)).status).toBe(201);
      await t.dataSource.query('UPDATE "inspections"."inspections" SET deleted_at = now() WHERE id = $1', [gone]);
      expect((await read(gone, ana)).status).toBe(404);
      expect((await t.put(gone, putRequest(gone, draftDocument({ name: 'Back' })), ana, { 'If-Match': '"1"' })).status).toBe(404);
      expect((await t.put(gone, putRequest(gone, draftDocument()), ana)).status).toBe(404);
    });
  });

  describe('who may call', () => {
    it('requires a signed-in user (401) for GET and PUT', async () => {
      const id = uuidv7();
      const get = await read(id, null);
      expect([get.status, get.body.code]).toEqual([401, 'UNAUTHENTICATED']);
      const put = await t.put(id, putRequest(id, draftDocument()), null);
      expect([put.status, put.body.code]).toEqual([401, 'UNAUTHENTICATED']);
      expect(await t.rowsOf(id)).toEqual([]);
    });

    it('asks an account without a role to choose one (401 ROLE_REQUIRED)', async () => {
      const id = uuidv7();
      const put = await t.put(id, putRequest(id, draftDocument()), { ...ana, role: null } as never);
      expect([put.status, put.body.code]).toEqual([401, 'ROLE_REQUIRED']);
    });

    it('does not let a supervisor save inspections (403), though they read their location’s', async () => {
      const id = uuidv7();
      const put = await t.put(id, putRequest(id, draftDocument()), northSupervisor);
      expect([put.status, put.body.code]).toEqual([403, 'FORBIDDEN']);
      expect(await t.rowsOf(id)).toEqual([]);
    });
  });

  describe('bad input (400, nothing stored)', () => {
    const refused = async (id: string, body: unknown, detail: string | RegExp) => {
      const response = await t.put(id, body, ana);
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(response.body.details).toEqual(
        expect.arrayContaining([typeof detail === 'string' ? expect.stringContaining(detail) : expect.stringMatching(detail)]),
      );
      if (/^[0-9a-f-]{36}$/.test(id)) expect(await t.rowsOf(id)).toEqual([]);
    };

    it('refuses an id that is not a UUID, or not a UUIDv7', async () => {
      await refused('not-a-uuid', putRequest(uuidv7(), draftDocument()), 'id must be an inspection id');
      const v4 = randomUUID();
      await refused(v4, putRequest(uuidv7(), draftDocument()), 'id must be an inspection id');
      expect((await read('not-a-uuid', ana)).status).toBe(400);
    });

    it('refuses a value not in its list', async () => {
      const id = uuidv7();
      await refused(id, putRequest(id, draftDocument({ propertyType: 'castle' as never })), 'propertyType');
      const document = draftDocument();
      await refused(id, putRequest(id, { ...document, controller: { ...document.controller, batteryStatus: 'full' as never } }), 'batteryStatus');
      await refused(id, putRequest(id, document, { status: 'archived' as never }), 'status');
      await refused(
        id,
        putRequest(id, {
          ...document,
          zones: [{ id: uuidv7(), number: 1, description: '', zoneType: 'sprinkler' as never, headCount: 4, issueCounts: {}, status: 'zone-ok', notes: '' }],
        }),
        'zoneType',
      );
    });

    it('refuses what is over the limits', async () => {
      const id = uuidv7();
      const document = draftDocument();
      await refused(
        id,
        putRequest(id, { ...document, controller: { ...document.controller, issuesFound: 'x'.repeat(INSPECTION_LIMITS.longText + 1) } }),
        'issuesFound',
      );
      await refused(id, putRequest(id, draftDocument({ systemAgeYears: INSPECTION_LIMITS.systemAgeYearsMax + 1 })), 'systemAgeYears');
      await refused(
        id,
        putRequest(id, { ...document, mainLine: { ...document.mainLine, estimatedCostCents: INSPECTION_LIMITS.centsMax + 1 } }),
        'estimatedCostCents',
      );
      const zone = (number: number): Zone => ({
        id: uuidv7(),
        number,
        description: '',
        zoneType: 'rotor',
        headCount: 4,
        issueCounts: {},
        status: 'zone-ok',
        notes: '',
      });
      await refused(
        id,
        putRequest(id, { ...document, zones: Array.from({ length: INSPECTION_LIMITS.zones + 1 }, (_, index) => zone((index % INSPECTION_LIMITS.zones) + 1)) }),
        'zones',
      );
      await refused(
        id,
        putRequest(id, { ...document, zones: [{ ...zone(1), issueCounts: { 'broken-head': INSPECTION_LIMITS.issueCount + 1 } }] }),
        'broken-head',
      );
    });

    it('refuses a malformed report number', async () => {
      const id = uuidv7();
      await refused(id, putRequest(id, draftDocument(), { reportNumber: 'IR 2026/01' }), 'reportNumber');
      await refused(id, putRequest(id, draftDocument(), { reportNumber: 'x'.repeat(41) }), 'reportNumber');
      await refused(id, putRequest(id, draftDocument(), { reportNumber: '' }), 'reportNumber');
    });

    it('refuses fields the contract does not name, at any depth, and missing ones', async () => {
      const id = uuidv7();
      await refused(id, { ...putRequest(id, draftDocument()), owner: 'someone' }, 'property owner should not exist');
      const document = draftDocument();
      await refused(
        id,
        putRequest(id, { ...document, customer: { ...document.customer, favoriteColor: 'green' } as never }),
        'property favoriteColor should not exist',
      );
      const zone = { id: uuidv7(), number: 1, description: '', zoneType: 'rotor', headCount: 4, issueCounts: { gophers: 2 }, status: 'zone-ok', notes: '' };
      await refused(id, putRequest(id, { ...document, zones: [zone as never] }), 'property gophers should not exist');
      const { summary: _summary, ...withoutSummary } = document;
      await refused(id, putRequest(id, withoutSummary as never), 'summary');
      await refused(id, putRequest(id, { ...document, schemaVersion: 2 as never }), 'schemaVersion');
    });
  });
});
