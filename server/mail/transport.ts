// How mail leaves the process. With SMTP_URL, nodemailer's SMTP transport sends it for real. Without it,
// nodemailer's stream transport still builds the complete MIME message (address checks, encoding, headers),
// so the capture path exercises the same pipeline as production, then the message is kept only in
// email_messages for the dev outbox.
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { env } from '@/lib/env';

export type DeliveryMode = 'smtp' | 'capture';

export interface MailTransport {
  mode: DeliveryMode;
  send: (message: Mail.Options) => Promise<{ messageId: string; raw?: Buffer }>;
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
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
      return { messageId: info.messageId, raw: info.message as Buffer };
    },
  };
}

let cached: MailTransport | undefined;

/** The process's transport, from SMTP_URL. Created once so an SMTP pool (if configured) is reused. */
export function mailTransport(): MailTransport {
  cached ??= createMailTransport(env().SMTP_URL);
  return cached;
}
