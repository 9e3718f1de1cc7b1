import type { CaughtMessage } from '@irrigo/nest-kit/testing';

/** The in-process mail sink every service's tests share (@irrigo/nest-kit/testing). */
export { startTestMailSink, type TestMailSink } from '@irrigo/nest-kit/testing';

/** The reset code in a mail's text: seven groups of four Crockford base32 symbols. */
export function resetCodeIn(message: CaughtMessage): string {
  const code = /\b[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){6}\b/.exec(message.text)?.[0];
  if (!code) throw new Error(`no reset code in: ${message.text}`);
  return code;
}
