import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import nodemailer from 'nodemailer';
import { createMailSink } from '../src/mail-sink.js';

/** @import { RunningMailSink } from '../src/mail-sink.js' */

describe('mail sink', () => {
  /** @type {RunningMailSink} */
  let running;
  /** @type {import('nodemailer').Transporter} */
  let transport;

  before(async () => {
    running = await createMailSink({ capacity: 3 }).listen();
    transport = nodemailer.createTransport({ host: '127.0.0.1', port: running.smtpPort, secure: false, ignoreTLS: true });
  });
  beforeEach(async () => {
    await fetch(`${running.httpUrl}/messages`, { method: 'DELETE' });
  });
  after(async () => {
    transport.close();
    await running.close();
  });

  /** @param {string} path @returns {Promise<{ status: number, body: any }>} */
  const getJson = async (path) => {
    const response = await fetch(`${running.httpUrl}${path}`);
    return { status: response.status, body: await response.json() };
  };

  /** @param {string} to @param {string} subject */
  const send = (to, subject) => transport.sendMail({ from: 'Irrigo <no-reply@irrigo.test>', to, subject, text: `${subject} body` });

  it('catches a message sent over SMTP and shows it over HTTP', async () => {
    await transport.sendMail({
      from: 'Irrigo <no-reply@irrigo.test>',
      to: 'Carlos Mendoza <carlos.mendoza@irrigo-demo.test>',
      cc: 'office@irrigo-demo.test',
      bcc: 'audit@irrigo-demo.test',
      replyTo: 'Green Valley Office <office@irrigo-demo.test>',
      subject: 'Restablecer contraseña / Reset your password',
      text: 'Your reset token: 7f3c9a1e',
      html: '<p>Your reset token: <b>7f3c9a1e</b></p>',
    });

    const { status, body } = await getJson('/messages');
    assert.equal(status, 200);
    assert.equal(body.messages.length, 1);
    const message = body.messages[0];
    assert.equal(message.from, 'no-reply@irrigo.test');
    assert.deepEqual(message.to, ['carlos.mendoza@irrigo-demo.test']);
    assert.deepEqual(message.cc, ['office@irrigo-demo.test']);
    assert.deepEqual(message.replyTo, ['office@irrigo-demo.test']);
    assert.ok(message.recipients.includes('audit@irrigo-demo.test'));
    assert.equal(message.subject, 'Restablecer contraseña / Reset your password');
    assert.match(message.text, /reset token: 7f3c9a1e/);
    assert.match(message.html, /<b>7f3c9a1e<\/b>/);
    assert.ok(!Number.isNaN(Date.parse(message.date)));

    const one = await getJson(`/messages/${message.id}`);
    assert.deepEqual(one.body, message);
    const forBcc = await getJson('/messages/latest?to=audit@irrigo-demo.test');
    assert.equal(forBcc.body.id, message.id);
  });

  it('keeps the attachments with their names, types and bytes', async () => {
    const pdf = Buffer.from('%PDF-1.7 report bytes');
    await transport.sendMail({
      from: 'Irrigo <no-reply@irrigo.test>',
      to: 'rosa@irrigo-demo.test',
      subject: 'Your report',
      text: 'Attached.',
      attachments: [{ filename: 'IR-123.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    const { body } = await getJson('/messages/latest?to=rosa@irrigo-demo.test');
    assert.deepEqual(body.replyTo, []);
    assert.equal(body.attachments.length, 1);
    assert.equal(body.attachments[0].filename, 'IR-123.pdf');
    assert.equal(body.attachments[0].contentType, 'application/pdf');
    assert.equal(body.attachments[0].size, pdf.length);
    assert.deepEqual(Buffer.from(body.attachments[0].content, 'base64'), pdf);
  });

  it('gives the latest message for an address, whatever its case', async () => {
    await send('maria.gonzalez@irrigo-demo.test', 'first');
    await send('dana.brooks@irrigo-demo.test', 'other');
    await send('maria.gonzalez@irrigo-demo.test', 'second');

    const latest = await getJson('/messages/latest?to=Maria.Gonzalez@irrigo-demo.test');
    assert.equal(latest.status, 200);
    assert.equal(latest.body.subject, 'second');
    const forDana = await getJson('/messages?to=dana.brooks@irrigo-demo.test');
    assert.deepEqual(
      forDana.body.messages.map((/** @type {{ subject: string }} */ message) => message.subject),
      ['other'],
    );
    assert.equal((await getJson('/messages/latest?to=nobody@irrigo-demo.test')).status, 404);
  });

  it('waits for a message with ?wait=', async () => {
    const waiting = getJson('/messages/latest?to=jake.thompson@irrigo-demo.test&wait=5000');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await send('jake.thompson@irrigo-demo.test', 'arrived later');
    const { status, body } = await waiting;
    assert.equal(status, 200);
    assert.equal(body.subject, 'arrived later');
    assert.equal((await getJson('/messages/latest?to=nobody@irrigo-demo.test&wait=150')).status, 404);
  });

  it('lists newest first and keeps only the last `capacity` messages', async () => {
    for (const subject of ['one', 'two', 'three', 'four']) await send('sarah.whitfield@irrigo-demo.test', subject);
    const { body } = await getJson('/messages');
    assert.deepEqual(
      body.messages.map((/** @type {{ subject: string }} */ message) => message.subject),
      ['four', 'three', 'two'],
    );
  });

  it('empties the mailbox with DELETE /messages', async () => {
    await send('luis.ramirez@irrigo-demo.test', 'to be deleted');
    const deleted = await fetch(`${running.httpUrl}/messages`, { method: 'DELETE' });
    assert.equal(deleted.status, 204);
    assert.deepEqual((await getJson('/messages')).body.messages, []);
    assert.equal((await getJson('/messages/1')).status, 404);
  });

  it('accepts any SMTP login, so an SMTP_URL with credentials works against it', async () => {
    const withLogin = nodemailer.createTransport({
      host: '127.0.0.1',
      port: running.smtpPort,
      secure: false,
      ignoreTLS: true,
      auth: { user: 'apikey', pass: 'anything' },
    });
    await withLogin.sendMail({ from: 'no-reply@irrigo.test', to: 'tyler.nguyen@irrigo-demo.test', subject: 'with login', text: 'hi' });
    withLogin.close();
    assert.equal((await getJson('/messages/latest?to=tyler.nguyen@irrigo-demo.test')).body.subject, 'with login');
  });
});
