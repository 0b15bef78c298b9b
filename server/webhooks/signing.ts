// Standard Webhooks signing (docs/webhooks.md): the secret is `whsec_` + base64 of random bytes, whose decoded bytes
// are the HMAC-SHA256 key; the signed content is `{webhook-id}.{webhook-timestamp}.{body}`; the header is
// `v1,{base64 signature}`. A receiver verifies with any Standard Webhooks library or these few lines.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return PREFIX + randomBytes(24).toString('base64');
}

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * The three headers of one attempt; the timestamp is the attempt's (seconds), so a retry is signed anew. With several
 * secrets (the new one and, during a rotation's grace period, the one it replaced) the header carries one signature
 * per secret, space-separated, as the Standard Webhooks specification allows: a receiver accepts the message when any
 * of them verifies with the secret it holds.
 */
export function webhookHeaders(secrets: string | readonly string[], id: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => signWebhook(secret, id, timestamp, body));
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signatures.join(' ') };
}
