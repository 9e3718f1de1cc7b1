import { describe, expect, it } from '@jest/globals';
import { fileTypeFromBuffer } from 'file-type';
import { isoBmffProblem, webmProblem } from './video-container.js';

// ---------------------------------------------------------------------------------------------------
// ISO-BMFF files, box by box

/** A box with a 32-bit size (or `size` as written, to lie about it). */
function box(type: string, payload: Buffer, size = 8 + payload.length): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(size);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}
/** A box whose size is the 64-bit one after its type (size field 1). */
function largeBox(type: string, payload: Buffer, size = BigInt(16 + payload.length)): Buffer {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(size, 8);
  return Buffer.concat([header, payload]);
}
const ftyp = (major = 'isom', compatible = 'isomiso2avc1mp41') =>
  box('ftyp', Buffer.concat([Buffer.from(major, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from(compatible, 'latin1')]));
/** A movie header as a camera writes it (version 0, times, timescale 1000, 2 s), inside `moov`. */
const moov = () => box('moov', box('mvhd', Buffer.concat([Buffer.alloc(12), Buffer.from([0, 0, 0x03, 0xe8, 0, 0, 0x07, 0xd0]), Buffer.alloc(80)])));
const mdat = (bytes = 600) => box('mdat', Buffer.alloc(bytes, 0x5a));
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** The smallest MP4 a player would open: ftyp, moov, mdat. */
const minimalMp4 = () => Buffer.concat([ftyp(), moov(), mdat()]);

// ---------------------------------------------------------------------------------------------------
// EBML files, element by element

/** An EBML size: one byte below 127, else eight (as muxers write a size they patch later). */
function ebmlSize(size: number): Buffer {
  if (size < 0x7f) return Buffer.from([0x80 | size]);
  const bytes = Buffer.alloc(8);
  bytes.writeUIntBE(size, 2, 6);
  bytes[0] = 0x01;
  return bytes;
}
const element = (idHex: string, payload: Buffer, size: Buffer = ebmlSize(payload.length)) => Buffer.concat([Buffer.from(idHex, 'hex'), size, payload]);
const uint = (value: number) => Buffer.from([value]);
/** The EBML header Chrome's MediaRecorder writes (EBML 1, ids up to 4 bytes, sizes up to 8, DocType webm 4/2). */
const ebmlHeader = (docType = 'webm', children: Buffer[] = []) =>
  element(
    '1a45dfa3',
    Buffer.concat([
      element('4286', uint(1)),
      element('42f7', uint(1)),
      element('42f2', uint(4)),
      element('42f3', uint(8)),
      element('4282', Buffer.from(docType, 'latin1')),
      element('4287', uint(4)),
      element('4285', uint(2)),
      ...children,
    ]),
  );
/** What follows the header in a recording: Info (timecode scale 1 ms) and a first Cluster (timecode 0, one block). */
const segmentBody = () =>
  Buffer.concat([
    element('1549a966', element('2ad7b1', Buffer.from([0x0f, 0x42, 0x40]))),
    element('1f43b675', Buffer.concat([element('e7', uint(0)), element('a3', Buffer.alloc(300, 0x33))])),
  ]);
const UNKNOWN_SIZE = Buffer.from('01ffffffffffffff', 'hex');
/** A WebM as MediaRecorder writes it: the Segment's size is unknown while recording. */
const recordedWebm = () => Buffer.concat([ebmlHeader(), element('18538067', segmentBody(), UNKNOWN_SIZE)]);

describe('isoBmffProblem: MP4 and QuickTime boxes chain exactly to the end of the file', () => {
  it.each([
    ['ftyp, moov, mdat (the smallest playable MP4)', minimalMp4()],
    ['ftyp and one media data box (what the tests and e2e send)', Buffer.concat([ftyp(), mdat(4_000)])],
    ['a QuickTime movie with ftyp "qt  "', Buffer.concat([ftyp('qt  ', 'qt  '), box('wide', Buffer.alloc(0)), mdat(), moov()])],
    ['an old QuickTime movie without ftyp (moov first)', Buffer.concat([moov(), mdat()])],
    ['an old QuickTime movie starting with wide, then mdat', Buffer.concat([box('wide', Buffer.alloc(0)), mdat(), moov()])],
    ['a media data box with a 64-bit size', Buffer.concat([ftyp(), moov(), largeBox('mdat', Buffer.alloc(500, 1))])],
    ['a last media data box of size 0 (to the end of the file)', Buffer.concat([ftyp(), moov(), box('mdat', Buffer.alloc(700, 2), 0)])],
    [
      'a fragmented recording (moof and mdat pairs, as Safari records)',
      Buffer.concat([ftyp('iso5', 'iso5iso6mp41'), moov(), box('moof', Buffer.alloc(40)), mdat(), box('moof', Buffer.alloc(40)), mdat()]),
    ],
    ['a uuid box with its 16-byte user type', Buffer.concat([ftyp(), box('uuid', Buffer.alloc(20, 3)), moov(), mdat()])],
  ])('accepts %s', (_name, bytes) => {
    expect(isoBmffProblem(bytes)).toBeNull();
  });

  it.each([
    ['ftyp followed by an HTML page', Buffer.concat([ftyp(), html]), /after the last box|no four-character type|runs past/],
    ['ftyp, moov, mdat, then an HTML page', Buffer.concat([minimalMp4(), html]), /no four-character type|runs past/],
    ['a box cut short (the file ends inside mdat)', minimalMp4().subarray(0, minimalMp4().length - 10), /"mdat" box at byte \d+ runs past the end/],
    ['a box header cut short', Buffer.concat([ftyp(), moov(), Buffer.from([0, 0, 0, 9, 0x6d])]), /5 bytes after the last box are not a box/],
    ['a box running past the end of the file', Buffer.concat([ftyp(), box('mdat', Buffer.alloc(100), 5_000)]), /"mdat" box at byte 32 runs past the end/],
    ['a box smaller than its own header', Buffer.concat([ftyp(), box('mdat', Buffer.alloc(100), 4)]), /smaller than its header/],
    ['a 64-bit size smaller than its header', Buffer.concat([ftyp(), largeBox('mdat', Buffer.alloc(100), 12n)]), /smaller than its header/],
    ['a 64-bit size running past the end', Buffer.concat([ftyp(), largeBox('mdat', Buffer.alloc(100), 2n ** 40n)]), /runs past the end/],
    ['a 64-bit size cut short', Buffer.concat([ftyp(), Buffer.from([0, 0, 0, 1]), Buffer.from('mdat'), Buffer.alloc(4)]), /cut short/],
    ['a box type that is not four printable characters', Buffer.concat([ftyp(), box('md\u0000t', Buffer.alloc(50))]), /no four-character type/],
    ['a first box that is neither ftyp nor a QuickTime box', Buffer.concat([box('html', html), mdat()]), /starts with a "html" box/],
    [
      'an ftyp "to the end of the file" (size 0) hiding a page',
      Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0isom', 'latin1'), 0), html]),
      /first box does not say its size/,
    ],
    ['an ftyp that is not a list of brands', Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0iso', 'latin1')), mdat()]), /not a list of brands/],
    ['a uuid box too small for its user type', Buffer.concat([ftyp(), box('uuid', Buffer.alloc(8)), mdat()]), /smaller than its header/],
    ['an empty file', Buffer.alloc(0), /empty/],
  ])('refuses %s', (_name, bytes, problem) => {
    expect(isoBmffProblem(bytes)).toMatch(problem);
  });

  it('takes the same files file-type calls MP4 and QuickTime (so the fixtures are the videos the service sees)', async () => {
    expect((await fileTypeFromBuffer(minimalMp4()))?.mime).toBe('video/mp4');
    expect((await fileTypeFromBuffer(Buffer.concat([ftyp('qt  ', 'qt  '), mdat()])))?.mime).toBe('video/quicktime');
    expect((await fileTypeFromBuffer(Buffer.concat([moov(), mdat()])))?.mime).toBe('video/quicktime');
    // The polyglot passes the first-bytes check; only the structure refuses it.
    expect((await fileTypeFromBuffer(Buffer.concat([ftyp(), html])))?.mime).toBe('video/mp4');
  });
});

describe('webmProblem: an EBML header, then a Segment to the end of the file or of unknown size', () => {
  it.each([
    ['a MediaRecorder WebM (Segment of unknown size, 8 bytes)', recordedWebm()],
    ['a Segment of unknown size written in one byte', Buffer.concat([ebmlHeader(), element('18538067', segmentBody(), Buffer.from([0xff]))])],
    ['a finished WebM whose Segment reaches exactly the end', Buffer.concat([ebmlHeader(), element('18538067', segmentBody())])],
    ['a Matroska file', Buffer.concat([ebmlHeader('matroska'), element('18538067', segmentBody())])],
    ['a DocType padded with zero bytes', Buffer.concat([ebmlHeader('webm\0\0'), element('18538067', segmentBody(), UNKNOWN_SIZE)])],
    ['a header with a Void element', Buffer.concat([ebmlHeader('webm', [element('ec', Buffer.alloc(6))]), element('18538067', segmentBody(), UNKNOWN_SIZE)])],
  ])('accepts %s', (_name, bytes) => {
    expect(webmProblem(bytes)).toBeNull();
  });

  it.each([
    ['an EBML header followed by an HTML page', Buffer.concat([ebmlHeader(), html]), /not followed by a Segment/],
    [
      'a finished WebM followed by an HTML page',
      Buffer.concat([ebmlHeader(), element('18538067', segmentBody()), html]),
      /the Segment ends at byte \d+, the file at byte \d+/,
    ],
    [
      'a Segment running past the end of the file',
      Buffer.concat([ebmlHeader(), element('18538067', segmentBody(), ebmlSize(5_000))]),
      /the Segment ends at byte/,
    ],
    ['a cut-off Segment header', Buffer.concat([ebmlHeader(), Buffer.from('18538067', 'hex'), Buffer.from([0x01, 0xff])]), /not followed by a Segment/],
    [
      'a DocType that is not webm or matroska',
      Buffer.concat([ebmlHeader('html'), element('18538067', segmentBody(), UNKNOWN_SIZE)]),
      /"html", not webm or matroska/,
    ],
    [
      'a header without a DocType',
      Buffer.concat([
        element('1a45dfa3', Buffer.concat([element('4286', uint(1)), element('42f7', uint(1))])),
        element('18538067', segmentBody(), UNKNOWN_SIZE),
      ]),
      /missing/,
    ],
    [
      'an EBML header of unknown size',
      Buffer.concat([element('1a45dfa3', element('4282', Buffer.from('webm')), Buffer.from([0xff])), html]),
      /does not say its size/,
    ],
    ['an EBML header running past the end of the file', element('1a45dfa3', Buffer.alloc(10), ebmlSize(200)), /runs past the end/],
    [
      'a header child running past the header',
      Buffer.concat([element('1a45dfa3', Buffer.concat([element('4286', uint(1)), Buffer.from('4282', 'hex'), ebmlSize(40), Buffer.from('webm')])), html]),
      /malformed at byte/,
    ],
    [
      'a header child with an invalid id',
      Buffer.concat([
        element('1a45dfa3', Buffer.concat([Buffer.from([0x00, 0x81, 0x01]), element('4282', Buffer.from('webm'))])),
        element('18538067', segmentBody()),
      ]),
      /malformed at byte 5/,
    ],
    ['a file that does not start with EBML', Buffer.concat([html, recordedWebm()]), /does not start with an EBML header/],
  ])('refuses %s', (_name, bytes, problem) => {
    expect(webmProblem(bytes)).toMatch(problem);
  });

  it('takes the files file-type calls WebM (so the fixtures are the videos the service sees)', async () => {
    expect((await fileTypeFromBuffer(recordedWebm()))?.mime).toBe('video/webm');
    expect((await fileTypeFromBuffer(Buffer.concat([ebmlHeader(), html])))?.mime).toBe('video/webm');
  });
});
