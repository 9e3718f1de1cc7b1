import { createHmac, timingSafeEqual } from 'node:crypto';

/** Deliveries older than this, or stamped later than this ahead of our clock, are refused (replays, wrong clocks). */
export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;
/** Clock skew forgiven for a timestamp ahead of ours: HCP's clock and ours are not the same clock. */
export const WEBHOOK_FUTURE_SKEW_SECONDS = 30;

export type SignatureCheck = { valid: true } | { valid: false; reason: string };

/** HCP's signature: hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the webhook secret. */
export function signWebhook(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/**
 * Checks a delivery's `Api-Timestamp` and `Api-Signature` over the exact bytes received. The comparison
 * takes the same time whatever the signature, so it cannot be guessed byte by byte.
 */
export function checkWebhookSignature(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer | undefined;
  now: Date;
}): SignatureCheck {
  const { secret, timestamp, signature, rawBody, now } = input;
  if (!timestamp || !/^\d{1,12}$/.test(timestamp.trim())) return { valid: false, reason: 'Api-Timestamp is missing or not unix seconds' };
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature.trim())) return { valid: false, reason: 'Api-Signature is missing or not a hex SHA-256' };
  if (!rawBody) return { valid: false, reason: 'The delivery has no JSON body to verify' };
  const age = Math.floor(now.getTime() / 1000) - Number(timestamp.trim());
  if (age > WEBHOOK_MAX_AGE_SECONDS) return { valid: false, reason: 'Api-Timestamp is too old' };
  if (age < -WEBHOOK_FUTURE_SKEW_SECONDS) return { valid: false, reason: 'Api-Timestamp is in the future' };
  const expected = Buffer.from(signWebhook(secret, timestamp.trim(), rawBody), 'hex');
  const received = Buffer.from(signature.trim(), 'hex');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { valid: false, reason: 'Api-Signature does not match' };
  return { valid: true };
}
