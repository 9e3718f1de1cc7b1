import type { InspectionCsvLanguage, InspectionListItem } from '@irrigo/contracts';
import en from './locales/en/inspection-list.json' with { type: 'json' };
import es from './locales/es/inspection-list.json' with { type: 'json' };

/** The export's columns, in order; each header is the language's name for it. */
export const CSV_COLUMNS = [
  'reportNumber',
  'clientName',
  'clientAddress',
  'status',
  'createdAt',
  'completedDate',
  'estimatedTotal',
  'inspectorName',
  'technicianId',
  'locationId',
  'id',
] as const satisfies readonly (keyof InspectionListItem)[];

const HEADERS: Record<InspectionCsvLanguage, Record<(typeof CSV_COLUMNS)[number], string>> = { en: en.csvColumns, es: es.csvColumns };

/** Excel and LibreOffice read UTF-8 (ñ, á) only when the file starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** What spreadsheets take for the start of a formula (and tab and carriage return, which can hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: a text a spreadsheet would run as a formula is prefixed with ' (OWASP "CSV injection"),
 * then a field holding a comma, quote or line break is quoted with its quotes doubled.
 */
export function csvField(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

export function csvHeader(language: InspectionCsvLanguage): string {
  return line(CSV_COLUMNS.map((column) => HEADERS[language][column]));
}

export function csvRow(item: InspectionListItem): string {
  return line(CSV_COLUMNS.map((column) => item[column]));
}

/** The whole file as text chunks: the BOM and header, then one chunk per row as the inspections are read. */
export async function* inspectionsCsv(items: AsyncIterable<InspectionListItem>, language: InspectionCsvLanguage): AsyncGenerator<string> {
  yield UTF8_BOM + csvHeader(language);
  for await (const item of items) yield csvRow(item);
}
