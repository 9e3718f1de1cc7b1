/**
 * Runs the mail sink for the local stack.
 *   SMTP_PORT (2525), HTTP_PORT (4020), HOST (127.0.0.1; 0.0.0.0 in a container)
 */
import { createMailSink } from './mail-sink.js';

const sink = createMailSink();
const running = await sink.listen({
  smtpPort: Number(process.env.SMTP_PORT ?? 2525),
  httpPort: Number(process.env.HTTP_PORT ?? 4020),
  host: process.env.HOST ?? '127.0.0.1',
});
console.log(`mail sink: SMTP ${running.smtpUrl}, messages at ${running.httpUrl}/messages`);
sink.mailbox.onArrival((message) => {
  console.log(`mail sink: "${message.subject}" to ${message.recipients.join(', ')}`);
});

let stopping = false;
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    running.close().then(() => process.exit(0));
  });
}
