import { fetchWithTimeout, throwIfNotOk } from '@irrigo/api-client';
import type { ReportLanguage } from '@irrigo/contracts';

/** The service makes the PDF once per version and language; the first time, with photos, takes a moment. */
export const REPORT_PDF_TIMEOUT_MS = 60_000;

export const reportPdfUrl = (inspectionId: string, lang: ReportLanguage): string =>
  `/api/inspections/${encodeURIComponent(inspectionId)}/report.pdf?lang=${encodeURIComponent(lang)}`;

/**
 * GET /api/inspections/{id}/report.pdf?lang=…, saved under the report number. Fetched (not a plain link) so a
 * refusal or a lost connection becomes a translated message on the page instead of a JSON error tab.
 */
export async function downloadReportPdf(inspectionId: string, lang: ReportLanguage, reportNumber: string): Promise<void> {
  const response = await throwIfNotOk(await fetchWithTimeout(reportPdfUrl(inspectionId, lang), { method: 'GET', timeoutMs: REPORT_PDF_TIMEOUT_MS }));
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${reportNumber}-${lang}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the bytes to the browser's download; a moment later nothing needs the URL.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
