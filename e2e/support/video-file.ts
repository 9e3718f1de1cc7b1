import { seededRandom } from './inspection-steps.js';

// A video as the gallery gives it, made in the test. Neither the field app nor services/inspections decodes a
// video (the device keeps its bytes as picked; the server judges it by its magic bytes with file-type and stores
// it as sent), so an ISO-BMFF file that is only its `ftyp` box and one media data box is what both take for an
// MP4, without ffmpeg or a fixture file in the repository.

/** An ISO-BMFF box: its size (header included), its type, its payload. */
function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/**
 * An MP4 of exactly `byteSize` bytes: an `ftyp` box (major brand isom, minor version 512, compatible isom,
 * iso2, avc1, mp42, as a phone's camera writes it) then an `mdat` box of seeded random bytes, which do not
 * compress (as encoded video does not), so a run can be replayed with the same file.
 */
export function mp4Video(byteSize: number, seed: number): Buffer {
  const ftyp = box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp42', 'latin1')]));
  const fillerSize = byteSize - ftyp.length - 8;
  if (fillerSize < 0) throw new Error(`an MP4 needs at least ${ftyp.length + 8} bytes`);
  const random = seededRandom(seed);
  const filler = Buffer.alloc(fillerSize);
  for (let index = 0; index + 4 <= fillerSize; index += 4) filler.writeUInt32LE(Math.floor(random() * 4_294_967_296), index);
  for (let index = fillerSize - (fillerSize % 4); index < fillerSize; index += 1) filler[index] = Math.floor(random() * 256);
  return Buffer.concat([ftyp, box('mdat', filler)]);
}
