// A stored email as nodemailer message options, with the headers mail providers expect of bulk mail.
import type Mail from 'nodemailer/lib/mailer';
import type { EmailRow } from './queries';
import { unsubscribeUrl } from './urls';

export function composeMessage(row: Pick<EmailRow, 'id' | 'to' | 'from' | 'subject' | 'html' | 'text' | 'kind'>, subdomain: string | null): Mail.Options {
  return {
    from: row.from,
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    headers: {
      // RFC 2369: clients show their own "Unsubscribe" button; Gmail and Yahoo require it of bulk senders.
      // No List-Unsubscribe-Post (RFC 8058 one-click) until the unsubscribe endpoint accepts that POST form.
      'List-Unsubscribe': `<${unsubscribeUrl(subdomain, row.to)}>`,
      // Lets support find the stored row of a message a user forwards.
      'X-Renew-Email-Id': String(row.id),
      'X-Renew-Email-Kind': row.kind,
    },
  };
}
