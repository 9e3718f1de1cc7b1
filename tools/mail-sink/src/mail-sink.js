/**
 * A local mail catcher for development and tests: an SMTP server that accepts every message and an HTTP
 * API that shows them (see mailbox.routes.js). Messages live in memory, the last 200 only.
 *
 *   const sink = createMailSink();
 *   const { smtpPort, httpUrl, close } = await sink.listen({ smtpPort: 0, httpPort: 0 });
 */
import { createServer } from 'node:http';
import express from 'express';
import { DEFAULT_CAPACITY, Mailbox } from './mailbox.js';
import { mailboxRoutes } from './mailbox.routes.js';
import { createSmtpReceiver } from './smtp-receiver.js';

/** @typedef {import('./mailbox.js').CaughtMessage} CaughtMessage */

/**
 * @typedef {object} RunningMailSink
 * @property {number} smtpPort
 * @property {number} httpPort
 * @property {string} smtpUrl    e.g. smtp://127.0.0.1:2525, for SMTP_URL
 * @property {string} httpUrl    e.g. http://127.0.0.1:4020
 * @property {() => Promise<void>} close
 */

/** @param {{ capacity?: number }} [options] */
export function createMailSink({ capacity = DEFAULT_CAPACITY } = {}) {
  const mailbox = new Mailbox(capacity);
  const app = express();
  app.disable('x-powered-by');
  app.use(mailboxRoutes(mailbox));
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not Found' });
  });

  return {
    app,
    mailbox,

    /**
     * @param {{ smtpPort?: number, httpPort?: number, host?: string }} [ports]  0 picks a free port
     * @returns {Promise<RunningMailSink>}
     */
    async listen({ smtpPort = 0, httpPort = 0, host = '127.0.0.1' } = {}) {
      const smtp = createSmtpReceiver(mailbox);
      await new Promise((resolve, reject) => {
        smtp.once('error', reject);
        smtp.listen(smtpPort, host, () => resolve(undefined));
      });
      const http = createServer(app);
      try {
        await new Promise((resolve, reject) => {
          http.once('error', reject);
          http.listen(httpPort, host, () => resolve(undefined));
        });
      } catch (error) {
        await new Promise((resolve) => smtp.close(() => resolve(undefined)));
        throw error;
      }

      const boundSmtpPort = portOf(smtp.server.address());
      const boundHttpPort = portOf(http.address());
      const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      return {
        smtpPort: boundSmtpPort,
        httpPort: boundHttpPort,
        smtpUrl: `smtp://${urlHost}:${boundSmtpPort}`,
        httpUrl: `http://${urlHost}:${boundHttpPort}`,
        close: () =>
          Promise.all([
            new Promise((resolve) => smtp.close(() => resolve(undefined))),
            new Promise((resolve) => {
              http.close(() => resolve(undefined));
              http.closeAllConnections();
            }),
          ]).then(() => undefined),
      };
    },
  };
}

/** @typedef {ReturnType<typeof createMailSink>} MailSink */

/** @param {string | import('node:net').AddressInfo | null} address */
function portOf(address) {
  if (typeof address !== 'object' || address === null) throw new Error('server is not listening on a port');
  return address.port;
}
