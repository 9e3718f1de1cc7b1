import type { MailAttachment, OutgoingMail } from '@irrigo/nest-kit';
import { reportWords, type ReportLanguage } from '../reports/report-language.js';

/** What the message says about the report it carries. */
export interface ReportMailFacts {
  to: string;
  language: ReportLanguage;
  reportNumber: string;
  customerName: string;
  siteAddress: string;
  technicianName: string;
  /** YYYY-MM-DD, '' when not recorded. */
  inspectionDate: string;
  /** Who the report comes from, when the service knows it. */
  organizationName: string | null;
  pdf: MailAttachment;
}

interface Paragraphs {
  subject: string;
  greeting: string;
  paragraphs: string[];
  signOff: string;
}

/**
 * The words of the message in the customer's language. Spanish addresses the customer as usted (a business
 * writing to its client) and uses the report's own terms (informe, contraflujo).
 */
function wordsOf(facts: ReportMailFacts): Paragraphs {
  const words = reportWords(facts.language);
  const day = facts.inspectionDate ? words.day(facts.inspectionDate) : '';
  const name = facts.customerName.trim();
  const technician = facts.technicianName.trim();
  const site = facts.siteAddress.trim();
  const org = facts.organizationName?.trim() || null;
  if (facts.language === 'es') {
    const what = [
      'Adjuntamos el informe de la inspección de su sistema de riego',
      site ? ` en ${site}` : '',
      technician ? `, realizada por ${technician}` : '',
      day ? ` el ${day}` : '',
      org ? ` para ${org}` : '',
      '.',
    ].join('');
    return {
      subject: `Su informe de inspección de riego ${facts.reportNumber}`,
      greeting: name ? `Estimado(a) ${name}:` : 'Estimado(a) cliente:',
      paragraphs: [
        what,
        `El informe ${facts.reportNumber} (archivo PDF adjunto) presenta el estado de cada componente del sistema, las zonas, el resultado de la prueba de contraflujo, las fotos y nuestras recomendaciones con su costo estimado.`,
        technician
          ? `Si tiene preguntas sobre el informe, ${technician} con gusto lo revisará con usted.`
          : 'Si tiene preguntas sobre el informe, con gusto lo revisaremos con usted.',
      ],
      signOff: org ? `Atentamente,\n${org}` : 'Atentamente,',
    };
  }
  const what = [
    'Please find attached the report of the inspection of your irrigation system',
    site ? ` at ${site}` : '',
    technician ? `, carried out by ${technician}` : '',
    day ? ` on ${day}` : '',
    org ? ` for ${org}` : '',
    '.',
  ].join('');
  return {
    subject: `Your irrigation inspection report ${facts.reportNumber}`,
    greeting: name ? `Dear ${name},` : 'Dear customer,',
    paragraphs: [
      what,
      `Report ${facts.reportNumber} (the attached PDF) gives the condition of each part of the system, the zones, the backflow test result, the photos and our recommendations with their estimated cost.`,
      technician
        ? `If you have any questions about the report, ${technician} will be glad to go through it with you.`
        : 'If you have any questions about the report, we will be glad to go through it with you.',
    ],
    signOff: org ? `Kind regards,\n${org}` : 'Kind regards,',
  };
}

/** The e-mail that carries the customer's report: plain text and simple HTML, the PDF attached. */
export function reportMail(facts: ReportMailFacts): OutgoingMail {
  const { subject, greeting, paragraphs, signOff } = wordsOf(facts);
  const text = [greeting, ...paragraphs, signOff].join('\n\n');
  const html = [
    `<!doctype html><html lang="${facts.language}"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${escapeHtml(signOff).replaceAll('\n', '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: [facts.to], subject, text, html, attachments: [facts.pdf] };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value in the HTML comes from people (names, addresses typed on a device): none of it may become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
