/** @jest-environment node */
import { createHash } from 'node:crypto';
import { emptyInspectionDocument, INSPECTION_LIMITS, signedContent } from '@irrigo/contracts';
import { sha256Hex, signatureFor, SignatureTooLargeError, svgDataUrl } from './signature-record';

const document = () => emptyInspectionDocument({ technicianName: 'Luis Ortega', inspectionDate: '2026-11-24' });

describe('a signature record', () => {
  it('hashes what the inspection says (not its signatures) with SHA-256 in hex', async () => {
    const now = new Date('2026-11-24T15:04:00.000Z');
    const signed = document();
    signed.customer.name = 'Ana Ruiz';
    const signature = await signatureFor(signed, { signerName: 'Ana Ruiz', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }, now);

    expect(signature).toEqual({
      signerName: 'Ana Ruiz',
      signedAt: '2026-11-24T15:04:00.000Z',
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      contentHash: createHash('sha256').update(signedContent(signed)).digest('hex'),
    });
    signed.signatures.customer = signature;
    expect((await signatureFor(signed, { signerName: 'Luis', svg: '<svg/>' }, now)).contentHash).toBe(signature.contentHash);
    signed.zones.push({ id: 'z1', number: 1, description: '', zoneType: '', headCount: null, issueCounts: {}, status: 'zone-ok', notes: '' });
    expect((await signatureFor(signed, { signerName: 'Luis', svg: '<svg/>' }, now)).contentHash).not.toBe(signature.contentHash);
  });

  it('hashes UTF-8 text as the server would', async () => {
    expect(await sha256Hex('Válvula señalada')).toBe(createHash('sha256').update('Válvula señalada', 'utf8').digest('hex'));
  });

  it('refuses a drawing whose SVG is over the limit', async () => {
    const svg = `<svg>${'M'.repeat(INSPECTION_LIMITS.signatureSvgBytes)}</svg>`;
    await expect(signatureFor(document(), { signerName: 'A', svg })).rejects.toBeInstanceOf(SignatureTooLargeError);
  });

  it('shows a stored SVG only as an image address, with its markup escaped', () => {
    const url = svgDataUrl('<svg onload="alert(1)"><path d="M 1 1"/></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(url).not.toMatch(/[<>"]/);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe('<svg onload="alert(1)"><path d="M 1 1"/></svg>');
  });
});
