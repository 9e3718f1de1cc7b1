import { Module } from '@nestjs/common';
import { Mailer } from './mailer.js';

/**
 * Mail through SMTP: import it in a feature module and inject Mailer. The service adds `mailConfig` to its
 * config namespaces and declares SMTP_URL and MAIL_FROM in its env class (IsSmtpUrl, IsMailFrom).
 */
@Module({ providers: [Mailer], exports: [Mailer] })
export class MailModule {}
