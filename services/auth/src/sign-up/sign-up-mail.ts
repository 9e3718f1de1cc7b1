import { PRODUCT_NAME, SIGN_UP_CODE_TTL_MINUTES } from '@irrigo/contracts';
import type { OutgoingMail } from '@irrigo/nest-kit';

interface Section {
  title: string;
  paragraphs: string[];
  code?: string;
}

/** English then Spanish in one message: the sign-up form's language is not worth trusting for a mail. */
function bilingual(to: string, subject: string, en: Section, es: Section): OutgoingMail {
  const text = [en, es]
    .map(({ title, paragraphs, code }) =>
      [title, '', ...paragraphs.flatMap((paragraph, index) => (index === 0 && code ? [paragraph, '', `    ${code}`, ''] : [paragraph, '']))]
        .join('\n')
        .trimEnd(),
    )
    .join('\n\n----------------------------------------\n\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
    ...[en, es].map(
      ({ title, paragraphs, code }, index) =>
        `<div lang="${index === 0 ? 'en' : 'es'}"><h2>${escapeHtml(title)}</h2>` +
        paragraphs
          .map((paragraph, position) =>
            position === 0 && code
              ? `<p>${escapeHtml(paragraph)}</p><p style="font-family: monospace; font-size: 1.6em; letter-spacing: 0.2em"><strong>${escapeHtml(code)}</strong></p>`
              : `<p>${escapeHtml(paragraph)}</p>`,
          )
          .join('') +
        '</div>',
    ),
    '</body></html>',
  ].join('\n');
  return { to: [to], subject, text, html };
}

/** The confirmation code of a new sign-up. */
export function signUpCodeMail(to: string, fullName: string, code: string): OutgoingMail {
  return bilingual(
    to,
    `${PRODUCT_NAME}: your confirmation code / tu código de confirmación`,
    {
      title: `Welcome to ${PRODUCT_NAME}, ${fullName}`,
      code,
      paragraphs: [
        `To finish creating your ${PRODUCT_NAME} account, enter this confirmation code on the sign-up screen:`,
        `The code works once and expires in ${SIGN_UP_CODE_TTL_MINUTES} minutes. If you did not sign up, ignore this e-mail: no account is created.`,
      ],
    },
    {
      title: `Te damos la bienvenida a ${PRODUCT_NAME}, ${fullName}`,
      code,
      paragraphs: [
        `Para terminar de crear tu cuenta de ${PRODUCT_NAME}, escribe este código de confirmación en la pantalla de registro:`,
        `El código sirve una sola vez y vence en ${SIGN_UP_CODE_TTL_MINUTES} minutos. Si no te registraste, ignora este correo: no se crea ninguna cuenta.`,
      ],
    },
  );
}

/** Someone signed up with an address that already has an account: tell its owner, not the form. */
export function alreadyRegisteredMail(to: string): OutgoingMail {
  return bilingual(
    to,
    `${PRODUCT_NAME}: you already have an account / ya tienes una cuenta`,
    {
      title: `You already have a ${PRODUCT_NAME} account`,
      paragraphs: [
        `Someone tried to sign up to ${PRODUCT_NAME} with this e-mail address, which already has an account. Sign in with your password; if you have forgotten it, use Reset Password on the admin or technician login.`,
        'If it was not you, ignore this e-mail: nothing has changed.',
      ],
    },
    {
      title: `Ya tienes una cuenta de ${PRODUCT_NAME}`,
      paragraphs: [
        `Alguien intentó registrarse en ${PRODUCT_NAME} con este correo, que ya tiene una cuenta. Inicia sesión con tu contraseña; si la olvidaste, usa Restablecer contraseña en el inicio de sesión de administrador o de técnico.`,
        'Si no fuiste tú, ignora este correo: nada ha cambiado.',
      ],
    },
  );
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
