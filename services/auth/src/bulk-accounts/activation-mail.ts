import { ACTIVATION_CODE_TTL_HOURS_EMAIL, ADMIN_PASSWORD_MIN_LENGTH, PRODUCT_NAME } from '@irrigo/contracts';
import type { OutgoingMail } from '@irrigo/nest-kit';

export interface ActivationMailFacts {
  to: string;
  firstName: string;
  organizationName: string | null;
  code: string;
  /** The activation page with the code filled in, when the service knows its public address. */
  link: string | null;
  /** The page without the code, to type it by hand. */
  page: string | null;
}

const SUBJECT = `${PRODUCT_NAME}: activate your account / activa tu cuenta`;

/**
 * The invitation of a technician: English then Spanish in one message (crews read either), plain text and
 * simple HTML. It carries the code, never a password: the technician chooses theirs. Its words are the
 * activation screen's (mf-auth activation.json): "activation code" / "código de activación", tú in Spanish.
 */
export function activationMail(facts: ActivationMailFacts): OutgoingMail {
  const sections = [english(facts), spanish(facts)];
  const text = sections
    .map(({ title, intro, steps, expiry }) => [title, '', intro, '', `    ${facts.code}`, '', ...steps, '', expiry].join('\n'))
    .join('\n\n----------------------------------------\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
    ...sections.map(
      ({ title, intro, steps, expiry }, index) =>
        `<div lang="${index === 0 ? 'en' : 'es'}"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(intro)}</p>` +
        `<p style="font-family: monospace; font-size: 1.4em; letter-spacing: 0.1em"><strong>${escapeHtml(facts.code)}</strong></p>` +
        (facts.link ? `<p><a href="${escapeHtml(facts.link)}">${escapeHtml(index === 0 ? 'Activate account' : 'Activar cuenta')}</a></p>` : '') +
        `<ol>${steps.map((step) => `<li>${escapeHtml(step.replace(/^\d+\. /, ''))}</li>`).join('')}</ol><p>${escapeHtml(expiry)}</p></div>`,
    ),
    '</body></html>',
  ].join('\n');
  return { to: [facts.to], subject: SUBJECT, text, html };
}

interface Section {
  title: string;
  intro: string;
  steps: string[];
  expiry: string;
}

function english({ firstName, organizationName, to, link, page }: ActivationMailFacts): Section {
  const where = organizationName ? ` for ${organizationName}` : '';
  return {
    title: `Your ${PRODUCT_NAME} account`,
    intro: `Hi ${firstName}, an ${PRODUCT_NAME} account${where} was created for you. Activate it with this one-time code:`,
    steps: [
      `1. Open ${link ?? page ?? 'the activation page (/activate)'}`,
      `2. Enter your e-mail (${to}) and the activation code.`,
      `3. Choose your own password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters). Only you know it: your administrator never sees it.`,
    ],
    expiry: `The code works once and expires in ${ACTIVATION_CODE_TTL_HOURS_EMAIL} hours. If it expires, ask your administrator for a new one.`,
  };
}

function spanish({ firstName, organizationName, to, link, page }: ActivationMailFacts): Section {
  const where = organizationName ? ` de ${organizationName}` : '';
  return {
    title: `Tu cuenta de ${PRODUCT_NAME}`,
    intro: `Hola, ${firstName}: se creó para ti una cuenta de ${PRODUCT_NAME}${where}. Actívala con este código de un solo uso:`,
    steps: [
      `1. Abre ${link ?? page ?? 'la página de activación (/activate)'}`,
      `2. Escribe tu correo electrónico (${to}) y el código de activación.`,
      `3. Elige tu propia contraseña (mínimo ${ADMIN_PASSWORD_MIN_LENGTH} caracteres). Solo tú la conoces: tu administrador nunca la ve.`,
    ],
    expiry: `El código sirve una sola vez y vence en ${ACTIVATION_CODE_TTL_HOURS_EMAIL} horas. Si vence, pide uno nuevo a tu administrador.`,
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
