// Secrets of single sign-on at rest (docs/sso.md): the organization's client secret and each sign-in's PKCE code
// verifier are sealed with AES-256-GCM under a key derived from AUTH_SECRET, so a database reader gets neither.
import 'server-only';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

function key(): Buffer {
  return Buffer.from(hkdfSync('sha256', env().AUTH_SECRET, '', 'renew/sso-secrets/v1', 32));
}

/** iv.tag.ciphertext (base64url). */
export function seal(value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The sealed value, or null when it was tampered with or sealed under another AUTH_SECRET. */
export function unseal(sealed: string | null | undefined): string | null {
  if (!sealed) return null;
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key(), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(24).toString('base64url');
