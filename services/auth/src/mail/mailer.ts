import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { createTransport, type Transporter } from 'nodemailer';
import { mailConfig } from '../auth.env.js';

export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A relay that does not answer must not hold a request (or a shutdown) for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Sends mail through SMTP_URL without making the caller wait: a reset request answers the same, as fast,
 * whether or not a mail goes out and whether or not the relay is up. Failures are logged, never thrown.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(@Inject(mailConfig.KEY) private readonly mail: ConfigType<typeof mailConfig>) {
    this.transport = createTransport({ url: mail.smtpUrl, ...SMTP_TIMEOUTS });
  }

  /** `purpose` names the mail in the logs; addresses are left out of them. */
  sendInBackground(mail: OutgoingMail, purpose: string): void {
    const sending = this.transport
      .sendMail({ from: this.mail.from, ...mail })
      .then(() => this.logger.log(`${purpose}: mail handed to the relay`))
      .catch((error: unknown) => this.logger.error(`${purpose}: mail not sent: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Lets mails already accepted finish before the process exits. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    this.transport.close();
  }
}
