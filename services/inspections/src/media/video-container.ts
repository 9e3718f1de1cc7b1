/**
 * Whether a video's bytes are, end to end, the container its first bytes claim. file-type judges a file by its
 * first bytes only, so an MP4 `ftyp` box followed by an HTML page passed as video/mp4; here the container's own
 * structure must account for every byte to the end of the file, leaving no room for another format after it.
 * Each check answers what is wrong (for the refusal's message), or null for a whole container. Nothing is
 * decoded: what is inside a box or an element is the player's business.
 */

/** Box types an old QuickTime file (no `ftyp`) starts with; file-type calls such a file video/quicktime. */
const QUICKTIME_FIRST_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip']);
const FOUR_PRINTABLE_CHARACTERS = /^[\x20-\x7e]{4}$/;

/**
 * ISO-BMFF (MP4, M4V, QuickTime): top-level boxes of 32-bit size and four-character type, chained exactly to the
 * end of the file. Size 1 means a 64-bit size follows the type; size 0 means "to the end of the file", which the
 * first box may not say (an `ftyp` to the end would let anything follow it). The first box is `ftyp`, made of
 * four-byte brands, or one an old QuickTime file starts with.
 */
export function isoBmffProblem(bytes: Buffer): string | null {
  if (bytes.length === 0) return 'the file is empty';
  let offset = 0;
  while (offset < bytes.length) {
    const left = bytes.length - offset;
    if (left < 8) return `${left} bytes after the last box are not a box`;
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!FOUR_PRINTABLE_CHARACTERS.test(type)) return `the box at byte ${offset} has no four-character type`;
    if (offset === 0 && type !== 'ftyp' && !QUICKTIME_FIRST_BOXES.has(type)) return `the file starts with a "${type}" box`;

    const declared = bytes.readUInt32BE(offset);
    let headerSize = 8;
    let size = declared;
    if (declared === 1) {
      if (left < 16) return `the "${type}" box at byte ${offset} is cut short`;
      headerSize = 16;
      // Beyond 2^53 the number is inexact, but then far beyond any file this service takes.
      size = Number(bytes.readBigUInt64BE(offset + 8));
    } else if (declared === 0) {
      if (offset === 0) return `the first box does not say its size`;
      size = left;
    }
    if (type === 'uuid') headerSize += 16;
    if (size < headerSize) return `the "${type}" box at byte ${offset} is smaller than its header`;
    if (size > left) return `the "${type}" box at byte ${offset} runs past the end of the file`;
    if (type === 'ftyp' && ((size - headerSize) % 4 !== 0 || size - headerSize < 8)) return 'the "ftyp" box is not a list of brands';
    offset += size;
  }
  return null;
}

const EBML_ID = 0x1a45dfa3;
const DOC_TYPE_ID = 0x4282;
const SEGMENT_ID = 0x18538067;
const WEBM_DOC_TYPES = new Set(['webm', 'matroska']);

interface ElementHeader {
  id: number;
  /** null: the "unknown size" marker (every bit of the size 1), as a live recorder writes it. */
  size: number | null;
  dataStart: number;
}

/**
 * An EBML variable-size integer at `offset`: its length is told by the first byte's leading zeros (1 to
 * `maxLength` bytes). With `keepMarker` (element ids) the bytes are read as they are; else the length marker is
 * dropped, and all remaining bits 1 is the unknown size.
 */
function readVint(bytes: Buffer, offset: number, maxLength: number, keepMarker: boolean): { length: number; value: number | null } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > maxLength || offset + length > bytes.length) return null;
  if (keepMarker) return { length, value: bytes.readUIntBE(offset, length) };
  const mask = 0xff >> length;
  let value = first & mask;
  let unknown = value === mask;
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index] ?? 0;
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { length, value: unknown ? null : value };
}

function readElementHeader(bytes: Buffer, offset: number): ElementHeader | null {
  const id = readVint(bytes, offset, 4, true);
  if (!id || id.value === null) return null;
  const size = readVint(bytes, offset + id.length, 8, false);
  if (!size) return null;
  return { id: id.value, size: size.value, dataStart: offset + id.length + size.length };
}

/**
 * WebM and Matroska (EBML): the EBML header element, of known size and whose children fill it exactly, with
 * DocType webm or matroska; then the Segment, whose size reaches exactly the end of the file, or is unknown
 * (MediaRecorder writes the Segment before it knows how long the recording will be).
 */
export function webmProblem(bytes: Buffer): string | null {
  const header = readElementHeader(bytes, 0);
  if (header?.id !== EBML_ID) return 'the file does not start with an EBML header';
  if (header.size === null) return 'the EBML header does not say its size';
  const headerEnd = header.dataStart + header.size;
  if (headerEnd > bytes.length) return 'the EBML header runs past the end of the file';

  let docType: string | null = null;
  for (let offset = header.dataStart; offset < headerEnd;) {
    const child = readElementHeader(bytes, offset);
    if (!child || child.size === null || child.dataStart + child.size > headerEnd) return `the EBML header is malformed at byte ${offset}`;
    // An EBML string may be padded with zero bytes.
    if (child.id === DOC_TYPE_ID) docType = bytes.toString('latin1', child.dataStart, child.dataStart + child.size).replace(/\0+$/, '');
    offset = child.dataStart + child.size;
  }
  if (docType === null || !WEBM_DOC_TYPES.has(docType))
    return `the EBML document type is ${docType === null ? 'missing' : `"${docType}"`}, not webm or matroska`;

  const segment = readElementHeader(bytes, headerEnd);
  if (segment?.id !== SEGMENT_ID) return 'the EBML header is not followed by a Segment';
  if (segment.size !== null && segment.dataStart + segment.size !== bytes.length) {
    return `the Segment ends at byte ${segment.dataStart + segment.size}, the file at byte ${bytes.length}`;
  }
  return null;
}
