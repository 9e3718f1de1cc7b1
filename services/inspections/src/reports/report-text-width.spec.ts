import { describe, expect, it } from '@jest/globals';
import { PDFParse } from 'pdf-parse';
import { renderPdf } from './report-pdf.js';
import { fitsOnOneLine } from './report-text-width.js';

const FONT_SIZE = 8;

/** The lines pdfmake prints `text` on in a column `width` points wide, read back from the PDF. */
async function printedLines(text: string, width: number): Promise<string[]> {
  const pdf = await renderPdf({
    pageSize: { width: width + 20, height: 200 },
    pageMargins: [10, 10, 10, 10],
    defaultStyle: { font: 'Roboto', fontSize: FONT_SIZE },
    content: [{ text }],
  });
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !/^-- \d+ of \d+ --$/.test(line));
  } finally {
    await parser.destroy();
  }
}

/** The narrowest whole width in points that fitsOnOneLine accepts for `text`. */
function narrowestAccepted(text: string): number {
  let width = 1;
  while (!fitsOnOneLine(text, FONT_SIZE, width)) width++;
  return width;
}

describe('fitsOnOneLine', () => {
  it.each([
    'Green Valley Irrigation · North Branch · 400 Congress Ave, Austin, TX 78701 · (512) 555-0100 · office@greenvalley.example',
    'Riego Peñasco · Sucursal Norte · Calle Ñandú 12, San Antonio, TX 78205 · (210) 555-0142 · oficina@riegopenasco.example',
    'WWW MMM @@@ iii lll ttt ... ,,, 000 999 Wm Wm Wm Wm Wm Wm',
  ])('says %p fits only where pdfmake prints it on one line, and no more than 3 %% wider', async (text) => {
    const width = narrowestAccepted(text);
    expect(await printedLines(text, width)).toEqual([text]);
    // Tight: 3 % narrower, pdfmake wraps it; the estimate does not give away the space it promises.
    expect((await printedLines(text, Math.floor(width * 0.97))).length).toBeGreaterThan(1);
  });

  it('counts a character outside Roboto’s ASCII and Latin letters as a full em', () => {
    expect(fitsOnOneLine('→'.repeat(10), 10, 102)).toBe(true);
    expect(fitsOnOneLine('→'.repeat(11), 10, 102)).toBe(false);
  });
});
