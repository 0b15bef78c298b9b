// MFA's secrets at rest and in flight (docs/mfa.md): the TOTP secret sealed with AES-256-GCM, recovery codes as an
// HMAC, and the short-lived signed token between a right password and its second factor. Every key is derived from
// AUTH_SECRET (HKDF, one label per use), as the VAPID private key is (server/push/vapid.ts): a database reader alone
// can neither read a secret nor test a stolen recovery-code hash offline. Rotating AUTH_SECRET resets MFA.
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { openWith, sealingKey, sealWith } from '@/server/platform/sealed-box';
import { MFA_MESSAGES } from '@/lib/mfa/constants';
import { Conflict } from '@/server/platform/errors';

const keyFor = (label: string) => sealingKey(`renew/mfa/${label}/v1`);

export function sealSecret(value: string): string {
  return sealWith(keyFor('totp-secret'), value);
}

/**
 * The TOTP secret, or a 409 when it no longer opens (sealed under another AUTH_SECRET): the account must be reset by a
 * master (server/mfa/admin.ts), which is an answer the person can act on, not a 500.
 */
export function openSecret(sealed: string): string {
  try {
    return openWith(keyFor('totp-secret'), sealed);
  } catch {
    throw new Conflict(MFA_MESSAGES.unreadable);
  }
}

/** Recovery codes are compared in one canonical form: upper case, without dashes or spaces. */
export const canonicalRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export function hashRecoveryCode(code: string): string {
  return createHmac('sha256', keyFor('recovery-code')).update(canonicalRecoveryCode(code)).digest('base64url');
}

// Crockford's base32 without look-alikes: 10 characters = 50 bits, shown as XXXXX-XXXXX.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export interface PendingSignIn {
  userId: number;
  sessionVersion: number;
  stay: boolean;
  /** The host's promotion the password was given on (null: dashboard); the second factor must come from there too. */
  promotionId: number | null;
  /** Expiry, ms since the epoch. */
  exp: number;
}

/** `payload.signature`, both base64url: the pending sign-in says who and where, and cannot be forged or changed. */
export function signPending(pending: PendingSignIn): string {
  const payload = Buffer.from(JSON.stringify(pending)).toString('base64url');
  return `${payload}.${createHmac('sha256', keyFor('pending-sign-in')).update(payload).digest('base64url')}`;
}

export function readPending(token: string, now = Date.now()): PendingSignIn | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', keyFor('pending-sign-in')).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PendingSignIn;
    if (typeof value.userId !== 'number' || typeof value.exp !== 'number' || value.exp < now) return null;
    return value;
  } catch {
    return null;
  }
}
