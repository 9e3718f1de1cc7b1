import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createTransport, type Transporter } from 'nodemailer';
import { mailConfig } from './mail.config.js';

/** A file sent with a mail. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Where the recipient's answer goes instead of the From (MAIL_FROM is a no-reply sender): one address. */
  replyTo?: string;
}

/** The relay did not take the message (down, refusing, too slow): nothing was sent. */
export class MailNotSentError extends Error {
  constructor(cause: unknown) {
    super(`mail not sent: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MailNotSentError';
  }
}

/** A relay that does not answer must not hold a background mail (or a shutdown) for minutes. */
const BACKGROUND_SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * A request waits for `send`: together with its database work it must answer well within the gateway's upstream
 * timeout (15 s, TIMEOUTS), so the caller hears "mail unavailable" rather than a gateway timeout.
 */
const AWAITED_SMTP_TIMEOUTS = { connectionTimeout: 3_000, greetingTimeout: 3_000, socketTimeout: 6_000 };

/** Sends mail through SMTP_URL from MAIL_FROM (mailConfig). */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private readonly background: Transporter;
  private readonly awaited: Transporter;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(@Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>) {
    this.background = createTransport({ url: mail.smtpUrl, ...BACKGROUND_SMTP_TIMEOUTS });
    this.awaited = createTransport({ url: mail.smtpUrl, ...AWAITED_SMTP_TIMEOUTS });
  }

  /**
   * Sends and waits until the relay accepted the message; throws MailNotSentError when it did not. For a caller
   * that must tell whether the mail went out (a report sent to a customer).
   */
  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.awaited.sendMail({ from: this.mail.from, ...mail });
    } catch (error) {
      throw new MailNotSentError(error);
    }
  }

  /**
   * Sends without making the caller wait: a reset request answers the same, as fast, whether or not a mail goes
   * out and whether or not the relay is up. Failures are logged, never thrown. `purpose` names the mail in the
   * logs; addresses are left out of them.
   */
  sendInBackground(mail: OutgoingMail, purpose: string): void {
    const sending = this.background
      .sendMail({ from: this.mail.from, ...mail })
      .then(() => this.logger.log(`${purpose}: mail handed to the relay`))
      .catch((error: unknown) => this.logger.error(`${purpose}: mail not sent: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Lets mails already accepted finish before the process exits. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    this.background.close();
    this.awaited.close();
  }
}
