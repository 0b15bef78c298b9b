// A stored email as nodemailer message options, with the headers mail providers expect of bulk mail.
import type Mail from 'nodemailer/lib/mailer';
import type { EmailRow } from './queries';
import { revealSecrets } from './secrets';
import { oneClickUnsubscribeUrl } from './unsubscribe-links';

type ComposableRow = Pick<EmailRow, 'id' | 'promotion_id' | 'to' | 'from' | 'subject' | 'html' | 'text' | 'kind'>;

/** `secrets`: the row's opened sealed_secrets, put back into its links (secrets.ts). */
export function composeMessage(row: ComposableRow, subdomain: string | null, secrets: readonly string[] = []): Mail.Options {
  return {
    // One Message-ID per stored row, whichever delivery sends it (deliver.ts).
    messageId: `<renew-email-${row.id}@${domainOf(row.from)}>`,
    from: row.from,
    to: row.to,
    subject: row.subject,
    html: revealSecrets(row.html, secrets),
    text: revealSecrets(row.text, secrets),
    headers: {
      // RFC 2369: clients show their own "Unsubscribe" button; Gmail and Yahoo require it of bulk senders.
      // RFC 8058 one-click: the provider POSTs List-Unsubscribe=One-Click to that URL (app/api/unsubscribe/one-click).
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(subdomain, row.promotion_id, row.to)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // Lets support find the stored row of a message a user forwards.
      'X-Renew-Email-Id': String(row.id),
      'X-Renew-Email-Kind': row.kind,
    },
  };
}

/** The domain of a From address ("Renew <hello@renew.example>" → renew.example), for the Message-ID. */
function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'renew.invalid';
}
