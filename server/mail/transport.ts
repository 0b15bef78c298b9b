// How mail leaves the process. With SMTP_URL, nodemailer's SMTP transport sends it for real. Without it,
// nodemailer's stream transport still builds the complete MIME message (address checks, encoding, headers),
// so the capture path exercises the same pipeline as production, then the message is kept only in
// email_messages for the dev outbox (with its secret links redacted, secrets.ts).
// MAIL_CAPTURE_DIR (off unless set; the end-to-end run sets it) also writes each captured message as it would
// have been sent, working links included, to a JSON file there: how tests follow a password-reset link.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { env } from '@/lib/env';

export type DeliveryMode = 'smtp' | 'capture';

export interface MailTransport {
  mode: DeliveryMode;
  send: (message: Mail.Options) => Promise<{ messageId: string; raw?: Buffer }>;
}

/** What a capture file holds (tests/e2e/support/mail-sink.ts reads it). */
export interface CapturedMail {
  to: string;
  subject: string;
  kind: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  captured_at: string;
}

async function writeCaptureFile(dir: string, message: Mail.Options, messageId: string): Promise<void> {
  const headers = (message.headers ?? {}) as Record<string, string>;
  const captured: CapturedMail = {
    to: String(message.to), subject: String(message.subject ?? ''), kind: headers['X-Renew-Email-Kind'] ?? '',
    html: String(message.html ?? ''), text: String(message.text ?? ''), headers, captured_at: new Date().toISOString(),
  };
  await mkdir(dir, { recursive: true });
  const name = `${Date.now()}-${messageId.replace(/[^a-zA-Z0-9.-]/g, '_')}.json`;
  await writeFile(path.join(dir, name), JSON.stringify(captured), { mode: 0o600 });
}

export function createMailTransport(smtpUrl: string | undefined, captureDir?: string): MailTransport {
  if (smtpUrl) {
    // Timeouts well under the 'email.send' job's 2-minute expiry (nodemailer's own allow 10 idle minutes), so a
    // hung server fails this attempt instead of pg-boss starting a second one beside it. Options in the URL's
    // query (?pool=true, ?socketTimeout=…) still win.
    const transporter = nodemailer.createTransport({
      connectionTimeout: 30_000, greetingTimeout: 20_000, socketTimeout: 45_000, ...parseConnectionUrl(smtpUrl),
    });
    return { mode: 'smtp', send: async (message) => ({ messageId: (await transporter.sendMail(message)).messageId }) };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'capture',
    send: async (message) => {
      const info = await transporter.sendMail(message);
      if (captureDir) await writeCaptureFile(captureDir, message, info.messageId);
      return { messageId: info.messageId, raw: info.message as Buffer };
    },
  };
}

let cached: MailTransport | undefined;

/** The process's transport, from SMTP_URL. Created once so an SMTP pool (if configured) is reused. */
export function mailTransport(): MailTransport {
  cached ??= createMailTransport(env().SMTP_URL, env().MAIL_CAPTURE_DIR);
  return cached;
}
