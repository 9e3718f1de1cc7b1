import { PRODUCT_NAME, RESET_TOKEN_TTL_MINUTES } from '@irrigo/contracts';
import type { OutgoingMail } from '@irrigo/nest-kit';

/** Whose password the token resets, as the mail names them. */
export interface ResetMailAccount {
  email: string | null;
  fullName: string;
}

const SUBJECT = `${PRODUCT_NAME}: password reset token / código de restablecimiento de contraseña`;

/**
 * The mail with a reset token: English then Spanish in one message (the request does not say which the
 * reader prefers), as plain text and as simple HTML. It uses the words of the Reset Password dialog
 * (mf-auth auth.json "passwordReset"): the "Reset Token" / "código de restablecimiento", tú in Spanish.
 * `link`, when the origin is known, opens that dialog at Verify with the token filled in: on a phone,
 * copying 28 characters by hand is where typos come from.
 */
export function resetCodeMail(to: string[], account: ResetMailAccount, code: string, forAdmins: boolean, link: string | null = null): OutgoingMail {
  const sections = forAdmins ? adminSections(account.fullName) : ownerSections(account.email ?? account.fullName);
  const text = [sections.en, sections.es]
    .map(({ title, before, viaLink, after }) => [title, '', before, '', `    ${code}`, '', ...(link ? [viaLink, '', `    ${link}`, ''] : []), after].join('\n'))
    .join('\n\n----------------------------------------\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
    ...[sections.en, sections.es].map(
      ({ title, before, viaLink, after }, index) =>
        `<div lang="${index === 0 ? 'en' : 'es'}"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(before)}</p>` +
        `<p style="font-family: monospace; font-size: 1.4em; letter-spacing: 0.1em"><strong>${escapeHtml(code)}</strong></p>` +
        (link ? `<p>${escapeHtml(viaLink)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '') +
        `<p>${escapeHtml(after)}</p></div>`,
    ),
    '</body></html>',
  ].join('\n');
  return { to, subject: SUBJECT, text, html };
}

interface Section {
  title: string;
  before: string;
  /** Introduces the link that opens the dialog with the token filled in. */
  viaLink: string;
  after: string;
}

function ownerSections(who: string): { en: Section; es: Section } {
  return {
    en: {
      title: `${PRODUCT_NAME} password reset`,
      before: `Someone asked to reset the password of the ${PRODUCT_NAME} account ${who}. To choose a new password, enter this reset token in the Reset Password window:`,
      viaLink: 'Or open this link, which opens the Reset Password window with the reset token filled in:',
      after: `The reset token expires in ${RESET_TOKEN_TTL_MINUTES} minutes and works only once. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    },
    es: {
      title: `Restablecer la contraseña de ${PRODUCT_NAME}`,
      before: `Alguien pidió restablecer la contraseña de la cuenta de ${PRODUCT_NAME} ${who}. Para elegir una contraseña nueva, ingresa este código de restablecimiento en la ventana Restablecer contraseña:`,
      viaLink: 'O abre este enlace, que abre la ventana Restablecer contraseña con el código de restablecimiento ya ingresado:',
      after: `El código de restablecimiento vence en ${RESET_TOKEN_TTL_MINUTES} minutos y sirve una sola vez. Si no lo pediste, ignora este correo: tu contraseña no cambia.`,
    },
  };
}

/** The technician has no e-mail of their own: an admin hands the token over, and the technician chooses the password. */
function adminSections(technician: string): { en: Section; es: Section } {
  return {
    en: {
      title: `${PRODUCT_NAME} password reset for ${technician}`,
      before: `The technician ${technician} asked to reset their ${PRODUCT_NAME} password. Their account has no e-mail address, so the reset token comes to the organization's administrators. Please give it to ${technician} in person or by phone; they enter it in the Reset Password window and choose their new password themselves:`,
      viaLink: `Or send ${technician} this link, which opens the Reset Password window with the reset token filled in:`,
      after: `The reset token expires in ${RESET_TOKEN_TTL_MINUTES} minutes and works only once. If ${technician} did not ask for it, ignore this e-mail: their password stays as it is.`,
    },
    es: {
      title: `Restablecer la contraseña de ${technician} en ${PRODUCT_NAME}`,
      before: `El técnico ${technician} pidió restablecer su contraseña de ${PRODUCT_NAME}. Su cuenta no tiene correo electrónico, así que el código de restablecimiento llega a los administradores de la organización. Entrégaselo a ${technician} en persona o por teléfono; el técnico lo ingresa en la ventana Restablecer contraseña y elige su nueva contraseña:`,
      viaLink: `O envíale a ${technician} este enlace, que abre la ventana Restablecer contraseña con el código de restablecimiento ya ingresado:`,
      after: `El código de restablecimiento vence en ${RESET_TOKEN_TTL_MINUTES} minutos y sirve una sola vez. Si ${technician} no lo pidió, ignora este correo: su contraseña no cambia.`,
    },
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
