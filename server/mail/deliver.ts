// Delivers one stored email; the 'email.send' job handler calls it. Jobs run at least once (pg-boss retries a job
// whose worker died), so each delivery first claims its row (queued or failed → sending) in a statement of its own:
// - a row already sent or captured is left alone;
// - a row some delivery left 'sending' was being handed to the mail server when its worker stopped, and whether the
//   server took it is unknown: it becomes 'unknown' and is not sent again (no one gets an email twice; an operator can
//   see it in the outbox). Its Message-ID is fixed per row (compose.ts), so a manual resend is recognisably the same
//   message to mail clients that de-duplicate;
// - a refused or unreachable mail server marks the row 'failed' and rethrows, so the job's retry claims it again.
import { db } from '@/server/db';
import { logger } from '@/server/platform/logger';
import { composeMessage } from './compose';
import { DELIVERED_STATUSES, findEmailForDelivery, findPromotionBranding, type EmailStatus } from './queries';
import { openSecrets } from './secrets';
import { mailTransport, type MailTransport } from './transport';

export interface DeliveryResult {
  id: number;
  status: EmailStatus;
  /** Message-ID header of this delivery; absent when the row had already been delivered. */
  messageId?: string;
}

const MAX_ERROR_LENGTH = 2_000;

/**
 * Sends (SMTP_URL) or captures the email now and records the outcome on its row: 'sent' / 'captured' with
 * sent_at, or 'failed' with the error, and then rethrows so the job fails and pg-boss retries it.
 * Returns null when the row does not exist (deleted since it was queued: nothing to retry).
 * `transport` defaults to the process's transport; tests and tools may pass another.
 */
export async function deliverNow(id: number, transport: MailTransport = mailTransport()): Promise<DeliveryResult | null> {
  const row = await findEmailForDelivery(id);
  if (!row) {
    logger.warn('Email to deliver no longer exists', { emailMessageId: id });
    return null;
  }
  if ((DELIVERED_STATUSES as readonly string[]).includes(row.status)) return { id, status: row.status as EmailStatus };
  const claimed = await db.emailMessage.updateMany({ where: { id, status: { in: ['queued', 'failed'] } }, data: { status: 'sending' } });
  if (claimed.count === 0) return settleUnclaimed(id);

  try {
    const branding = await findPromotionBranding(row.promotion_id);
    const { messageId } = await transport.send(composeMessage(row, branding?.subdomain ?? null, openSecrets(row.sealed_secrets)));
    const status: EmailStatus = transport.mode === 'smtp' ? 'sent' : 'captured';
    // Delivered: the secrets are not needed again (a retry happens only after a failure).
    await db.emailMessage.update({ where: { id }, data: { status, sent_at: new Date(), error: null, sealed_secrets: null } });
    logger.info(transport.mode === 'smtp' ? 'Email sent' : 'Email captured (no SMTP_URL)', { emailMessageId: id, kind: row.kind, messageId });
    return { id, status, messageId };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.emailMessage.update({ where: { id }, data: { status: 'failed', error: message.slice(0, MAX_ERROR_LENGTH) } });
    throw error;
  }
}

/** The row was not claimable: delivered meanwhile, or left 'sending' by a delivery that never finished. */
async function settleUnclaimed(id: number): Promise<DeliveryResult | null> {
  const abandoned = await db.emailMessage.updateMany({
    where: { id, status: 'sending' },
    data: { status: 'unknown', error: 'The worker stopped while handing this email to the mail server; it was not sent again, to avoid a duplicate.' },
  });
  if (abandoned.count > 0) logger.warn('Email left mid-send by a stopped worker: not sent again', { emailMessageId: id });
  const row = await db.emailMessage.findUnique({ where: { id }, select: { status: true } });
  return row ? { id, status: row.status as EmailStatus } : null;
}
