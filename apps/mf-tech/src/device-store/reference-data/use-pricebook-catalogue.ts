import { throwIfNotOk } from '@irrigo/api-client';
import type { PricebookCatalogue } from '@irrigo/contracts';
import { withDeviceDatabase } from '../device-database';
import { deviceStoreProblemOf, type DeviceStoreProblem } from '../device-store-problem';
import { useDeviceOwner } from '../device-owner';
import { confirmPricebookCatalogue, readPricebookCatalogue, savePricebookCatalogue, type PricebookCopy } from './pricebook-catalogue';
import { useReferenceData, type ReferenceDataState, type RefreshResult } from './use-reference-data';

export const PRICEBOOK_CATALOGUE_URL = '/api/pricebook/catalogue';

/**
 * GET /api/pricebook/catalogue with the version held (If-None-Match): null when the server answers 304 (the
 * held copy is current), so the catalogue is downloaded again only when something in it changed.
 */
export async function fetchPricebookCatalogue(heldVersion: string | null, signal: AbortSignal): Promise<PricebookCatalogue | null> {
  const headers: Record<string, string> = heldVersion ? { 'If-None-Match': `"${heldVersion}"` } : {};
  const response = await fetch(PRICEBOOK_CATALOGUE_URL, { credentials: 'include', headers, signal });
  if (response.status === 304) {
    // An unread body keeps the request open in the browser.
    await response.body?.cancel();
    return null;
  }
  await throwIfNotOk(response);
  return (await response.json()) as PricebookCatalogue;
}

async function readHeld(ownerId: string): Promise<{ copy: PricebookCopy | null; problem: DeviceStoreProblem | null }> {
  try {
    return { copy: await withDeviceDatabase((db) => readPricebookCatalogue(db, ownerId)), problem: null };
  } catch (error) {
    return { copy: null, problem: deviceStoreProblemOf(error) };
  }
}

async function refreshPricebook(ownerId: string, inMemory: PricebookCopy | undefined, signal: AbortSignal): Promise<RefreshResult<PricebookCopy>> {
  const held = await readHeld(ownerId);
  // With no device store, the copy this page downloaded earlier still spares a download.
  const base = held.copy ?? inMemory ?? null;
  const fetchedAt = new Date().toISOString();
  const fresh = await fetchPricebookCatalogue(base?.catalogue.version ?? null, signal);
  const copy: PricebookCopy = { catalogue: fresh ?? (base as PricebookCopy).catalogue, fetchedAt };
  if (held.problem) return { copy, storeProblem: held.problem };
  try {
    await withDeviceDatabase((db) => (fresh || !held.copy ? savePricebookCatalogue(db, ownerId, copy) : confirmPricebookCatalogue(db, ownerId, fetchedAt)));
    return { copy, storeProblem: null };
  } catch (error) {
    return { copy, storeProblem: deviceStoreProblemOf(error) };
  }
}

/** The pricebook for the technician: the device's copy at once, re-downloaded only when its version changed. */
export function usePricebookCatalogue(): ReferenceDataState<PricebookCopy> {
  return useReferenceData({
    dataset: 'pricebook',
    ownerId: useDeviceOwner(),
    readDevice: readPricebookCatalogue,
    refresh: refreshPricebook,
    fetchedAtOf: (copy) => copy.fetchedAt,
  });
}
