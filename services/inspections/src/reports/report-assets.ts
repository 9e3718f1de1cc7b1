import { Logger } from '@nestjs/common';
import type { InspectionDocument, MediaEntry, Signature, SignerRole } from '@irrigo/contracts';
import sharp from 'sharp';
import type { BlobStorage } from '../storage/blob-storage.js';

/**
 * Longest side of a photo in the report: two photos a row on a Letter page (≈ 3.3 in) at ≈ 190 dpi, sharp in
 * print. 800 px cost 60 % more CPU per photo (measured: 20 camera photos, 600 ms against 380 ms) for nothing visible.
 */
export const REPORT_PHOTO_EDGE_PX = 640;
const REPORT_PHOTO_QUALITY = 72;
/** Photos decoded at once: each holds one decoded image in memory, so 20 photos never hold 20 at a time. */
const PHOTO_CONCURRENCY = 2;
/** A drawn signature as a PNG this size at most (printed ≈ 2.5 × 0.9 in). */
const SIGNATURE_BOX = { width: 750, height: 270 } as const;
/** Stored photos are at most 2048 px; anything far larger in storage is not decoded. */
const MAX_INPUT_PIXELS = 64_000_000;

/** A photo marked Included whose bytes the service holds: the entry and where its stored JPEG is. */
export interface IncludedPhoto {
  entry: MediaEntry;
  storageKey: string;
  /** SHA-256 of the stored upload: a photo replaced under its id changes it (and so the report's cache key). */
  sha256: string;
}

/** A photo reduced for the report: a JPEG of at most REPORT_PHOTO_EDGE_PX. */
export interface ReportPhoto {
  entry: MediaEntry;
  jpeg: Buffer;
}

export interface ReportImages {
  photos: ReportPhoto[];
  /** Each signature drawn as a PNG; a role without one (unsigned, or a drawing that could not be read) is absent. */
  signatures: Partial<Record<SignerRole, Buffer>>;
}

const logger = new Logger('ReportImages');

/**
 * Reads the included photos from storage and reduces each to the report's size (streamed into sharp, so the
 * original is never held whole), at most PHOTO_CONCURRENCY at a time, in the document's order; and draws the
 * signatures' SVG as PNG images. SVG is rasterized by libvips here rather than handed to the PDF library, whose
 * SVG support would open any local file an `<image href>` names. A photo whose object is missing or unreadable
 * is left out (and logged) rather than failing the customer's report.
 */
export async function loadReportImages(storage: BlobStorage, photos: IncludedPhoto[], document: InspectionDocument): Promise<ReportImages> {
  const reduced: (ReportPhoto | null)[] = new Array<ReportPhoto | null>(photos.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < photos.length) {
      const index = next++;
      const photo = photos[index];
      if (photo) reduced[index] = await reducePhoto(storage, photo);
    }
  };
  const [, customer, technician] = await Promise.all([
    Promise.all(Array.from({ length: Math.min(PHOTO_CONCURRENCY, photos.length) }, worker)),
    signatureImage(document.signatures.customer),
    signatureImage(document.signatures.technician),
  ]);
  const signatures: Partial<Record<SignerRole, Buffer>> = {};
  if (customer) signatures.customer = customer;
  if (technician) signatures.technician = technician;
  return { photos: reduced.filter((photo): photo is ReportPhoto => photo !== null), signatures };
}

async function reducePhoto(storage: BlobStorage, photo: IncludedPhoto): Promise<ReportPhoto | null> {
  try {
    const blob = await storage.get(photo.storageKey);
    if (!blob) {
      logger.error(`photo ${photo.entry.id}: the object ${photo.storageKey} is missing from ${storage.kind} storage; left out of the report`);
      return null;
    }
    const resize = sharp({ limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize({ width: REPORT_PHOTO_EDGE_PX, height: REPORT_PHOTO_EDGE_PX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: REPORT_PHOTO_QUALITY });
    blob.stream.on('error', (error) => resize.destroy(error));
    const jpeg = await blob.stream.pipe(resize).toBuffer();
    return { entry: photo.entry, jpeg };
  } catch (error) {
    logger.error(`photo ${photo.entry.id}: could not be read for the report (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    return null;
  }
}

async function signatureImage(signature: Signature | null): Promise<Buffer | null> {
  if (!signature || signature.svg.trim() === '') return null;
  try {
    return await sharp(Buffer.from(signature.svg), { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ ...SIGNATURE_BOX, fit: 'inside' })
      .png()
      .toBuffer();
  } catch (error) {
    logger.warn(`a signature could not be drawn (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); its name and date are printed`);
    return null;
  }
}
