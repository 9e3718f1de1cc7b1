import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestMailSink, type TestMailSink } from '../testing/mail-sink.js';
import { Mailer } from './mailer.js';

describe('Mailer', () => {
  let sink: TestMailSink;
  let mailer: Mailer;

  beforeAll(async () => {
    sink = await startTestMailSink();
    mailer = new Mailer({ smtpUrl: sink.smtpUrl, from: 'Irrigo Reports <no-reply@irrigo.test>' });
  });

  afterAll(async () => {
    await mailer?.onApplicationShutdown();
    await sink?.close();
  });

  it('sends from MAIL_FROM with the Reply-To asked for, so that the answer reaches that address', async () => {
    await mailer.send({ to: ['rosa@example.com'], subject: 'Your report', text: 'Attached.', html: '<p>Attached.</p>', replyTo: 'office@greenvalley.test' });
    const message = await sink.next('rosa@example.com');
    expect(message.from).toBe('no-reply@irrigo.test');
    expect(message.replyTo).toEqual(['office@greenvalley.test']);
  });

  it('sends no Reply-To when none is asked for: answers go to the From', async () => {
    await mailer.send({ to: ['lucia@example.com'], subject: 'Your report', text: 'Attached.', html: '<p>Attached.</p>' });
    expect((await sink.next('lucia@example.com')).replyTo).toEqual([]);
  });

  it('throws MailNotSentError when the relay is down', async () => {
    await sink.down();
    try {
      await expect(mailer.send({ to: ['down@example.com'], subject: 'x', text: 'x', html: 'x' })).rejects.toMatchObject({ name: 'MailNotSentError' });
    } finally {
      await sink.up();
    }
  });
});
