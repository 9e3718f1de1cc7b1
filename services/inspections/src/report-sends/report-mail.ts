import type { LetterheadResponse } from '@irrigo/contracts';
import type { MailAttachment, OutgoingMail } from '@irrigo/nest-kit';
import { reportContact } from '../reports/report-contact.js';
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
  /** Who the report comes from, as the attached PDF's letterhead prints it; null when the service does not know. */
  letterhead: LetterheadResponse | null;
  pdf: MailAttachment;
}

/** One way to reach the organization under the sign-off: "Phone: (512) 555-0100", a link in the HTML where it has one. */
interface ContactLine {
  label: string;
  value: string;
  href: string | null;
}

interface Paragraphs {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** "Kind regards,": the organization and its contact follow. */
  closing: string;
}

const CONTACT_LABELS: Record<ReportLanguage, Record<'phone' | 'email' | 'website', string>> = {
  en: { phone: 'Phone', email: 'E-mail', website: 'Website' },
  es: { phone: 'Teléfono', email: 'Correo electrónico', website: 'Sitio web' },
};

/** The organization's phone, e-mail and website under the sign-off, those org knows, in the customer's language. */
function contactLines(letterhead: LetterheadResponse | null, language: ReportLanguage): ContactLine[] {
  if (!letterhead) return [];
  const contact = reportContact(letterhead);
  const labels = CONTACT_LABELS[language];
  const lines: ContactLine[] = [];
  if (contact.phone) lines.push({ label: labels.phone, value: contact.phone, href: null });
  if (contact.email) lines.push({ label: labels.email, value: contact.email, href: isMailAddress(contact.email) ? `mailto:${contact.email}` : null });
  if (contact.website) lines.push({ label: labels.website, value: contact.website, href: webAddress(letterhead.organization.website) });
  return lines;
}

/** A bare address (no name, no list, nothing a header could be split on): fit for a link and for Reply-To. */
const isMailAddress = (value: string): boolean => /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/.test(value);

/** The website's address for a link: an http(s) URL only, never javascript: or another scheme. */
function webAddress(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(website.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const organizationOf = (facts: ReportMailFacts): string | null => facts.letterhead?.organization.name.trim() || null;

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
  const org = organizationOf(facts);
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
      closing: 'Atentamente,',
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
    closing: 'Kind regards,',
  };
}

/**
 * The e-mail that carries the customer's report: plain text and simple HTML, the PDF attached, signed off with
 * the organization and how to reach it. Replies go to the organization's e-mail when org knows one (the From is
 * the service's no-reply sender), so a customer's answer reaches the office.
 */
export function reportMail(facts: ReportMailFacts): OutgoingMail {
  const { subject, greeting, paragraphs, closing } = wordsOf(facts);
  const organization = organizationOf(facts);
  const contact = contactLines(facts.letterhead, facts.language);
  const signOff = [closing, ...(organization ? [organization] : []), ...contact.map((line) => `${line.label}: ${line.value}`)];
  const text = [greeting, ...paragraphs, signOff.join('\n')].join('\n\n');
  const contactHtml = contact.map(
    (line) => `${escapeHtml(line.label)}: ${line.href ? `<a href="${escapeHtml(line.href)}">${escapeHtml(line.value)}</a>` : escapeHtml(line.value)}`,
  );
  const html = [
    `<!doctype html><html lang="${facts.language}"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${[escapeHtml(closing), ...(organization ? [escapeHtml(organization)] : []), ...contactHtml].join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  const replyTo = facts.letterhead?.organization.email;
  return { to: [facts.to], subject, text, html, attachments: [facts.pdf], ...(replyTo && isMailAddress(replyTo) ? { replyTo } : {}) };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value in the HTML comes from people (names, addresses typed on a device): none of it may become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
