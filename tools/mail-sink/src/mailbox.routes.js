import { Router } from 'express';

/** @import { Request } from 'express' */
/** @import { Mailbox } from './mailbox.js' */

const MAX_WAIT_MS = 30_000;

/**
 * The HTTP side of the sink, for people and tests:
 *   GET    /messages[?to=address]                   newest first: {messages: [...]}
 *   GET    /messages/latest?to=address[&wait=ms]    the newest message for that address; with `wait`, when
 *                                                   there is none yet, waits up to `wait` ms for one (404 after)
 *   GET    /messages/:id
 *   DELETE /messages                                empties the mailbox → 204
 *   GET    /health                                  {status: "ok", messages: n}
 * @param {Mailbox} mailbox
 */
export function mailboxRoutes(mailbox) {
  const router = Router();

  router.get('/health', (_req, res) => {
    res.json({ status: 'ok', messages: mailbox.list().length });
  });

  router.get('/messages', (req, res) => {
    res.json({ messages: mailbox.list(queryText(req, 'to')) });
  });

  router.get('/messages/latest', async (req, res) => {
    const to = queryText(req, 'to');
    const waitMs = Math.min(Math.max(Number(queryText(req, 'wait') ?? 0) || 0, 0), MAX_WAIT_MS);
    let message = mailbox.latest(to);
    if (!message && waitMs > 0) {
      const clientGone = new AbortController();
      res.on('close', () => clientGone.abort());
      message = await mailbox.nextArrival(to, { timeoutMs: waitMs, signal: clientGone.signal });
    }
    if (message) res.json(message);
    else res.status(404).json({ message: to === undefined ? 'No message yet' : `No message to ${to} yet` });
  });

  router.get('/messages/:id', (req, res) => {
    const message = mailbox.find(String(req.params.id));
    if (message) res.json(message);
    else res.status(404).json({ message: 'No such message' });
  });

  router.delete('/messages', (_req, res) => {
    mailbox.clear();
    res.status(204).end();
  });

  return router;
}

/** @param {Request} req @param {string} name */
function queryText(req, name) {
  const value = req.query[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
