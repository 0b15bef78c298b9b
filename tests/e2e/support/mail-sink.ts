// Reading the mail the app sent. Stored copies (and the dev outbox, which a production build does not serve) have
// their secret links redacted, so the e2e server writes every captured message as sent into MAIL_CAPTURE_DIR
// (playwright.config.ts sets it; server/mail/transport.ts writes it). Only this test run enables it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CapturedMail } from '../../../server/mail/transport';
import { ensureAuthSecret } from '../../../scripts/lib/auth-secret';
import { unsubscribeToken } from '../../../server/mail/unsubscribe-links';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The e2e run's capture directory (one per port, like its build and database). */
export const MAIL_CAPTURE_DIR = path.resolve(import.meta.dirname, `../../../.data/e2e-mail-${port}`);

/** The newest captured email to `to` of that kind, or null. */
export function newestMail(to: string, kind: string): CapturedMail | null {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_CAPTURE_DIR).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const mail = JSON.parse(readFileSync(path.join(MAIL_CAPTURE_DIR, file), 'utf8')) as CapturedMail;
    if (mail.to === to.toLowerCase() && mail.kind === kind) return mail;
  }
  return null;
}

/**
 * The signed unsubscribe page link an email to `email` of that promotion carries (server/mail/unsubscribe-links.ts),
 * for addresses no test email goes to. The e2e server signs with the same secret (.data/auth-secret or AUTH_SECRET).
 */
export function unsubscribeLink(origin: string, promotionId: number, email: string): string {
  const token = unsubscribeToken(promotionId, email, ensureAuthSecret(path.resolve(import.meta.dirname, '../../..')));
  return `${origin}/unsubscribe?${new URLSearchParams({ email, token })}`;
}
