import { INSPECTION_LIMITS, signedContent, type InspectionDocument, type Signature } from '@irrigo/contracts';

/** A drawing with so many strokes that its SVG is over the limit the server keeps. */
export class SignatureTooLargeError extends Error {
  constructor(readonly byteSize: number) {
    super(`Signature SVG of ${byteSize} bytes is over ${INSPECTION_LIMITS.signatureSvgBytes}`);
    this.name = 'SignatureTooLargeError';
  }
}

/** SHA-256 of a text (its UTF-8 bytes), in lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the inspection's signatures vouch for, hashed: a different hash means it must be signed again. */
export function signedContentHash(document: InspectionDocument): Promise<string> {
  return sha256Hex(signedContent(document));
}

/** A signature of the document as it is now: who, when, the drawing and the hash of what it vouches for. */
export async function signatureFor(document: InspectionDocument, drawn: { signerName: string; svg: string }, now: Date = new Date()): Promise<Signature> {
  const byteSize = new TextEncoder().encode(drawn.svg).length;
  if (byteSize > INSPECTION_LIMITS.signatureSvgBytes) throw new SignatureTooLargeError(byteSize);
  return { signerName: drawn.signerName, signedAt: now.toISOString(), svg: drawn.svg, contentHash: await signedContentHash(document) };
}

/**
 * A stored SVG as an image address. Shown through <img>, an SVG runs no script and loads nothing, whatever
 * it holds (a synced copy could have been altered); it is never put into the page as markup.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
