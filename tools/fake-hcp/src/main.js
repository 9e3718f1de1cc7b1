/**
 * Runs the fake Housecall Pro for the local stack.
 *   PORT (4010), HOST (127.0.0.1; 0.0.0.0 in a container), HCP_API_KEY (dev-hcp-key),
 *   HCP_AUTH_SCHEME (either | Token | Bearer),
 *   WEBHOOK_URL and WEBHOOK_SECRET: where to deliver signed webhooks (also PUT /__fake/webhooks)
 */
import { createFakeHcp } from './fake-hcp.js';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? '127.0.0.1';
const apiKey = process.env.HCP_API_KEY || 'dev-hcp-key';
const authScheme = parseAuthScheme(process.env.HCP_AUTH_SCHEME);

const webhookUrl = process.env.WEBHOOK_URL || null;
const webhookSecret = process.env.WEBHOOK_SECRET || null;
if (webhookUrl && !webhookSecret) {
  console.error('WEBHOOK_SECRET must be set with WEBHOOK_URL (the webhooks are signed with it)');
  process.exit(1);
}

const fake = createFakeHcp({ apiKey, authScheme, webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined });
const running = await fake.listen(port, host);
console.log(
  `fake Housecall Pro listening on ${running.url} (Authorization: Token ${apiKey}; test controls under /__fake${webhookUrl ? `; webhooks to ${webhookUrl}` : ''})`,
);

let stopping = false;
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    running.close().then(() => process.exit(0));
  });
}

/** @param {string | undefined} value @returns {import('./hcp-records.js').AuthScheme} */
function parseAuthScheme(value) {
  if (value === undefined || value === '' || value === 'either') return 'either';
  if (value === 'Token' || value === 'Bearer') return value;
  console.error(`HCP_AUTH_SCHEME must be either, Token or Bearer (got ${value})`);
  process.exit(1);
}
