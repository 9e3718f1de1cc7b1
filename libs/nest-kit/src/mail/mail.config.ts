import { IsString, IsUrl, MinLength } from 'class-validator';
import { envNamespace } from '../config/config-namespace.js';

/** The local mail sink `npm start` runs (tools/mail-sink); production sets a real relay. */
export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:2525';
export const DEFAULT_MAIL_FROM = 'Irrigo <no-reply@irrigo.local>';

/**
 * The variables of a service that sends mail. Its env class declares them (with the rules below), so its own
 * file lists every variable it reads; MailModule reads them through `mailConfig`.
 */
export interface MailEnv {
  /** smtp://user:pass@host:port (smtps:// for TLS). */
  SMTP_URL: string;
  /** The From of every message ("Name <address>"). */
  MAIL_FROM: string;
}

/** SMTP_URL's rule: an smtp:// or smtps:// URL, so a typo stops the boot rather than the first mail. */
export function IsSmtpUrl(): PropertyDecorator {
  return IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['smtp', 'smtps'] },
    { message: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587' },
  );
}

/** MAIL_FROM's rule. */
export function IsMailFrom(): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    MinLength(3, { message: 'MAIL_FROM must be a sender such as "Irrigo <no-reply@example.com>"' })(target, key);
  };
}

/** The relay and the sender: add it to the service's namespaces and import MailModule. */
export const mailConfig = envNamespace('mail', (env: MailEnv) => ({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }));
