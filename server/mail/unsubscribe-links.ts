// Unsubscribe links that only the recipient has: every email's footer link and List-Unsubscribe header carry an
// HMAC-SHA256 token over (promotion, address) under a key derived from AUTH_SECRET for this purpose alone, so a
// token cannot stand in for anything else and cannot be made for an address one does not receive mail at.
// Bound to the address in its promotion (the account's identity on that host): after an email change the old
// links stop applying to the account. The token does not expire: an unsubscribe link must keep working (RFC 8058).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { appUrl } from './urls';

const PURPOSE = 'renew/unsubscribe/v1';
/** Query parameter of the token; server/mail/secrets.ts redacts it in stored copies. */
export const UNSUBSCRIBE_TOKEN_PARAM = 'token';

function purposeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).digest();
}

function normalized(email: string): string {
  return email.trim().toLowerCase();
}

export function unsubscribeToken(promotionId: number | null, email: string, secret = env().AUTH_SECRET): string {
  return createHmac('sha256', purposeKey(secret)).update(`${promotionId ?? 'dashboard'}\n${normalized(email)}`).digest('base64url');
}

export function isValidUnsubscribeToken(promotionId: number | null, email: string, token: string | undefined | null): boolean {
  if (!token) return false;
  const expected = Buffer.from(unsubscribeToken(promotionId, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function query(promotionId: number | null, email: string): string {
  const params = new URLSearchParams({ email: normalized(email), [UNSUBSCRIBE_TOKEN_PARAM]: unsubscribeToken(promotionId, email) });
  return params.toString();
}

/** The unsubscribe page (/unsubscribe?email), for the footer link of every email. */
export function unsubscribePageUrl(subdomain: string | null, promotionId: number | null, email: string): string {
  return appUrl(subdomain, `/unsubscribe?${query(promotionId, email)}`);
}

/** The RFC 8058 one-click endpoint for the List-Unsubscribe header (a GET there shows the page instead). */
export function oneClickUnsubscribeUrl(subdomain: string | null, promotionId: number | null, email: string): string {
  return appUrl(subdomain, `/api/unsubscribe/one-click?${query(promotionId, email)}`);
}
