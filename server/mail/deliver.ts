// Delivers one stored email; the 'email.send' job handler calls it. Delivery is at-least-once (pg-boss
// retries a job whose worker died mid-send), so a row already sent or captured is left alone.
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
