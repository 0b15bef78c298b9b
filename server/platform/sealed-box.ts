// Secrets at rest, sealed with AES-256-GCM under a key derived from AUTH_SECRET (HKDF-SHA256, one label per use), as
// `iv.tag.ciphertext` in base64url: SSO client secrets and PKCE verifiers (server/sso/secrets.ts), TOTP secrets
// (server/mfa/crypto.ts), the secrets of a stored email's links (server/mail/secrets.ts) and the VAPID private key
// (server/push/vapid.ts). One implementation, so every opener holds the same rule: the tag is the full 16 bytes.
// GCM otherwise accepts a tag cut to 4–15 bytes (a shorter tag checks fewer bits: Node deprecates it as DEP0182),
// and a sealed value with its tag truncated would still open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

const ALGORITHM = 'aes-256-gcm';
const TAG_BYTES = 16;

/** The 32-byte key for one use (`renew/<use>/v1`), derived from the current AUTH_SECRET. */
export const sealingKey = (label: string): Buffer => Buffer.from(hkdfSync('sha256', env().AUTH_SECRET, '', label, 32));

export function sealWith(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The plaintext; throws when the value is malformed, was tampered with, or was sealed under another key. */
export function openWith(key: Buffer, sealed: string): string {
  const [iv, tag, body, extra] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body || extra) throw new Error('Not a sealed value.');
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
