// Secrets of single sign-on at rest (docs/sso.md): the organization's client secret and each sign-in's PKCE code
// verifier are sealed with AES-256-GCM under a key derived from AUTH_SECRET, so a database reader gets neither.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { openWith, sealingKey, sealWith } from '@/server/platform/sealed-box';

const key = () => sealingKey('renew/sso-secrets/v1');

/** iv.tag.ciphertext (base64url). */
export function seal(value: string): string {
  return sealWith(key(), value);
}

/** The sealed value, or null when it was tampered with or sealed under another AUTH_SECRET. */
export function unseal(sealed: string | null | undefined): string | null {
  if (!sealed) return null;
  try {
    return openWith(key(), sealed);
  } catch {
    return null;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(24).toString('base64url');
