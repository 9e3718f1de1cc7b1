/**
 * Advance widths of Roboto Regular (as pdfmake ships it) in thousandths of an em, rounded up, for the printable
 * ASCII characters from the space (32) to the tilde (126): read from the font's metrics once, with fontkit.
 */
const ROBOTO_ASCII_WIDTHS = [
  249, 258, 321, 616, 563, 733, 623, 175, 343, 349, 431, 568, 197, 277, 264, 413, 563, 563, 563, 563, 563, 563, 563, 563, 563, 563, 243, 212, 509, 549, 523,
  473, 898, 653, 624, 651, 657, 569, 553, 682, 714, 272, 552, 628, 539, 874, 714, 688, 631, 688, 617, 594, 597, 649, 637, 888, 627, 601, 600, 266, 411, 266,
  418, 452, 310, 544, 562, 524, 564, 531, 348, 562, 551, 244, 240, 507, 244, 877, 553, 571, 562, 569, 339, 517, 328, 552, 485, 752, 497, 474, 497, 339, 245,
  339, 681,
];
const MIDDLE_DOT_WIDTH = 262;
/** Wider than any letter or sign a name or an address holds (Roboto's widest, W, is 888). */
const OTHER_WIDTH = 1_000;
/** pdfmake lays text out with these widths too; the slack covers rounding in its layout. */
const SLACK = 1.01;

function widthOf(character: string): number {
  if (character === '·') return MIDDLE_DOT_WIDTH;
  // An accented letter is as wide as its letter (á as a, Ñ as N).
  const base = character.normalize('NFD').charCodeAt(0);
  return base >= 32 && base <= 126 ? (ROBOTO_ASCII_WIDTHS[base - 32] ?? OTHER_WIDTH) : OTHER_WIDTH;
}

/** Whether pdfmake prints `text` in Roboto Regular at `fontSize` points within `width` points, on one line. */
export function fitsOnOneLine(text: string, fontSize: number, width: number): boolean {
  let thousandths = 0;
  for (const character of text) thousandths += widthOf(character);
  return ((thousandths * SLACK) / 1000) * fontSize <= width;
}
