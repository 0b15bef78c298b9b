// Stored copies of email hold no usable secret (security: a database reader or the dev outbox must not get a
// password-reset or unsubscribe link). Before a rendered email is stored, the values of secret link parameters are
// replaced by [redacted:N]; the values themselves are sealed with AES-256-GCM under a key derived from AUTH_SECRET
// into email_messages.sealed_secrets, restored only into the message handed to the transport, and cleared once
// it is delivered. The mail that leaves keeps its working links.
import { openWith, sealingKey, sealWith } from '@/server/platform/sealed-box';

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

const key = () => sealingKey('renew/mail-secrets/v1');

/** iv.tag.ciphertext (base64url); null when there is nothing to seal. */
export function sealSecrets(secrets: readonly string[]): string | null {
  if (secrets.length === 0) return null;
  return sealWith(key(), JSON.stringify(secrets));
}

/** The sealed values; throws when they were tampered with or sealed under another AUTH_SECRET. */
export function openSecrets(sealed: string | null): string[] {
  if (!sealed) return [];
  return JSON.parse(openWith(key(), sealed)) as string[];
}
