import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** @import { AddressObject, ParsedMail } from 'mailparser' */
/** @import { SMTPServerEnvelope } from 'smtp-server' */
/** @import { CaughtMessage, Mailbox } from './mailbox.js' */

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/**
 * An SMTP server that accepts every message, from anyone to anyone, and puts it in the mailbox.
 * Plain text only (no STARTTLS) so that local clients need no certificates; any AUTH is accepted so that
 * an SMTP_URL with credentials works unchanged against the sink.
 * @param {Mailbox} mailbox
 */
export function createSmtpReceiver(mailbox) {
  return new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // Shutdown waits this long for clients in the middle of a session.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
            return;
          }
          mailbox.add(caughtMessage(parsed, session.envelope));
          callback();
        },
        (/** @type {Error} */ error) => callback(error),
      );
    },
  });
}

/**
 * @param {ParsedMail} parsed
 * @param {SMTPServerEnvelope} envelope
 * @returns {Omit<CaughtMessage, 'id'>}
 */
function caughtMessage(parsed, envelope) {
  const envelopeFrom = envelope.mailFrom === false ? null : envelope.mailFrom.address;
  return {
    messageId: parsed.messageId ?? null,
    from: addresses(parsed.from)[0] ?? envelopeFrom,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    replyTo: addresses(parsed.replyTo),
    recipients: envelope.rcptTo.map((recipient) => recipient.address),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html === false ? null : parsed.html,
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? null,
      contentType: attachment.contentType,
      size: attachment.size,
      content: attachment.content.toString('base64'),
    })),
    date: (parsed.date ?? new Date()).toISOString(),
  };
}

/** @param {AddressObject | AddressObject[] | undefined} field @returns {string[]} */
function addresses(field) {
  const groups = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return groups
    .flatMap((group) => group.value.flatMap((entry) => (entry.group ? entry.group : [entry])))
    .flatMap((entry) => (entry.address ? [entry.address] : []));
}
