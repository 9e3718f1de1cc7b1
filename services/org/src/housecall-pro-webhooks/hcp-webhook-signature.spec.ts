import { describe, expect, it } from '@jest/globals';
import { checkWebhookSignature, signWebhook } from './hcp-webhook-signature.js';

const secret = 'whsec_0123456789abcdef';
const now = new Date('2026-11-24T12:00:00Z');
const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));
const body = Buffer.from('{"event":"customer.updated","customer":{"id":"cus_1"}}');

describe('HCP webhook signature', () => {
  it('accepts the HMAC of timestamp + "." + raw body, in either case of hex', () => {
    const timestamp = seconds(now);
    const signature = signWebhook(secret, timestamp, body);
    expect(checkWebhookSignature({ secret, timestamp, signature, rawBody: body, now })).toEqual({ valid: true });
    expect(checkWebhookSignature({ secret, timestamp, signature: signature.toUpperCase(), rawBody: body, now })).toEqual({ valid: true });
  });

  it('refuses another secret, a changed body, a missing header, an old or a future timestamp', () => {
    const timestamp = seconds(now);
    const signature = signWebhook(secret, timestamp, body);
    const check = (overrides: Partial<Parameters<typeof checkWebhookSignature>[0]>) =>
      checkWebhookSignature({ secret, timestamp, signature, rawBody: body, now, ...overrides });
    expect(check({ signature: signWebhook('another-secret-0000', timestamp, body) })).toMatchObject({ valid: false });
    expect(check({ rawBody: Buffer.from(body.toString().replace('cus_1', 'cus_2')) })).toMatchObject({ valid: false });
    expect(check({ signature: undefined })).toMatchObject({ valid: false });
    expect(check({ rawBody: undefined })).toMatchObject({ valid: false });
    const old = seconds(new Date(now.getTime() - 6 * 60_000));
    expect(check({ timestamp: old, signature: signWebhook(secret, old, body) })).toEqual({ valid: false, reason: 'Api-Timestamp is too old' });
    const ahead = seconds(new Date(now.getTime() + 5 * 60_000));
    expect(check({ timestamp: ahead, signature: signWebhook(secret, ahead, body) })).toEqual({ valid: false, reason: 'Api-Timestamp is in the future' });
  });
});
