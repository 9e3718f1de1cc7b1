import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { v7 as uuidv7 } from 'uuid';
import { emptyInspectionDocument, reportNumberFor, signedContent, type InspectionRecord, type PutInspectionRequest } from '@irrigo/contracts';
import { expect, type Language } from './fixtures.js';

// Inspections saved through the API as a device saves them (PUT with the device's own UUIDv7 id), for browser
// tests whose subject is what the office does with them, not how they are captured (inspection-offline does that).

export interface InspectionSeed {
  client: string;
  address: string;
  status: 'draft' | 'completed';
  costCents: number;
  /** Who inspected, as the form records it. */
  technicianName?: string;
  /** When the device created it (the dashboard's periods count by it); default now. */
  createdAt?: Date;
}

/** Saves one inspection as whoever `request` is signed in as (a technician's is theirs; an owner's has no technician). */
export async function seedInspection(request: APIRequestContext, origin: string, language: Language, seed: InspectionSeed): Promise<InspectionRecord> {
  const id = uuidv7();
  const now = new Date().toISOString();
  const createdAt = (seed.createdAt ?? new Date()).toISOString();
  const technicianName = seed.technicianName ?? 'Carlos Mendoza';
  const document = emptyInspectionDocument({ technicianName, inspectionDate: createdAt.slice(0, 10), language });
  document.customer.name = seed.client;
  document.customer.address = seed.address;
  document.mainLine.estimatedCostCents = seed.costCents;
  if (seed.status === 'completed') {
    document.summary.overallAssessment = 'good';
    document.signatures.technician = {
      signerName: technicianName,
      signedAt: now,
      svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><path d="M5 30 C 30 5, 60 35, 95 10" fill="none" stroke="#000"/></svg>',
      contentHash: createHash('sha256').update(signedContent(document)).digest('hex'),
    };
  }
  const body: PutInspectionRequest = { reportNumber: reportNumberFor(id), status: seed.status, document, createdAt, savedAt: now };
  const response = await request.put(`/api/inspections/${id}`, { data: body, headers: { origin } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as InspectionRecord;
}
