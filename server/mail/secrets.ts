// Stored copies of email hold no usable secret (security: a database reader or the dev outbox must not get a
// password-reset or unsubscribe link). Before a rendered email is stored, the values of secret link parameters are
// replaced by [redacted:N]; the values themselves are sealed with AES-256-GCM under a key derived from AUTH_SECRET
// into email_messages.sealed_secrets, restored only into the message handed to the transport, and cleared once
// it is delivered. The mail that leaves keeps its working links.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

/** Query parameters whose values are credentials: the password-reset token and the unsubscribe token. */
export const SECRET_LINK_PARAMS = ['reset_password', 'token'] as const;

// A parameter in a URL in HTML (&amp; escaped) or text; the value ends at a delimiter of either.
const SECRET_VALUE = new RegExp(`([?&](?:amp;)?(?:${SECRET_LINK_PARAMS.join('|')})=)([^&"'<>\\s)\\]]+)`, 'g');
const MARKER = /\[redacted:(\d+)\]/g;

export function redactSecrets(parts: string[]): { redacted: string[]; secrets: string[] } {
  const secrets: string[] = [];
  const redacted = parts.map((part) =>
    part.replace(SECRET_VALUE, (_, prefix: string, value: string) => {
      let index = secrets.indexOf(value);
      if (index < 0) index = secrets.push(value) - 1;
      return `${prefix}[redacted:${index}]`;
    }),
  );
  return { redacted, secrets };
}

export function revealSecrets(text: string, secrets: readonly string[]): string {
  return text.replace(MARKER, (marker, index: string) => secrets[Number(index)] ?? marker);
}

function key(): Buffer {
  return Buffer.from(hkdfSync('sha256', env().AUTH_SECRET, '', 'renew/mail-secrets/v1', 32));
}

/** iv.tag.ciphertext (base64url); null when there is nothing to seal. */
export function sealSecrets(secrets: readonly string[]): string | null {
  if (secrets.length === 0) return null;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The sealed values; throws when they were tampered with or sealed under another AUTH_SECRET. */
export function openSecrets(sealed: string | null): string[] {
  if (!sealed) return [];
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key(), iv!);
  decipher.setAuthTag(tag!);
  return JSON.parse(Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')) as string[];
}
