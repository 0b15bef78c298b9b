// sendEmail: the one way product code sends mail (password reset, invites, one-time emails…).
// It renders the branded email, stores it with its secret link values redacted and sealed (secrets.ts; the outbox
// and tests read the stored copy) and queues its delivery on the 'email.send' job; the worker delivers it (deliver.ts).
import { z } from 'zod';
import { db } from '@/server/db';
import { env } from '@/lib/env';
import { LOCALES, PSEUDO_LOCALES, type AnyLocale } from '@/lib/i18n/locales';
import { enqueueManyWithIds, enqueueWithId } from '@/server/jobs/enqueue';
import { renderEmail } from './layout';
import { DEFAULT_PROGRAM_NAME, findPromotionBranding, type PromotionBranding } from './queries';
import { appOrigin } from './urls';
import { unsubscribePageUrl } from './unsubscribe-links';
import { redactSecrets, sealSecrets } from './secrets';
import { recipientLocale } from './locale';

export const sendEmailInputSchema = z.object({
  to: z.string().trim().toLowerCase().email('to must be a valid email address'),
  // Header injection guard: a subject is one line.
  subject: z.string().transform((s) => s.replace(/[\r\n\t]+/g, ' ').trim()).pipe(z.string().min(1, 'subject is required').max(250)),
  /** Body HTML (a fragment): the layout adds the header, footer and unsubscribe link. */
  html: z.string().min(1, 'html is required'),
  /** Plain-text body; generated from the HTML when absent. */
  text: z.string().optional(),
  /** What the email is, for the outbox and support: 'password_reset', 'invite', 'one_time_email'… */
  kind: z.string().regex(/^[a-z][a-z0-9_.-]{0,63}$/, 'kind must be a short lower-case identifier'),
  /** The recipient's promotion: its branding and the host of its links. Omit for dashboard users. */
  promotionId: z.number().int().positive().nullish(),
  /** Deliver later (one-time emails with a send time); default now. */
  sendAt: z.date().optional(),
  /**
   * Names the message for a sender that may run again (a campaign resumed after its worker died): a second send with
   * the same key stores and queues nothing and answers the first one.
   */
  dedupeKey: z.string().min(1).max(300).optional(),
  /**
   * The language the subject and body were written in, which the frame (footer, `<html lang>`) follows. Omitted: the
   * recipient's (server/mail/locale.ts).
   */
  locale: z.enum([...LOCALES, ...PSEUDO_LOCALES]).optional(),
});

export type SendEmailInput = z.input<typeof sendEmailInputSchema>;

/**
 * The delivery job of one stored email, under an id made from the row's id: a second send for the same row (the
 * stranded-mail sweep, server/mail/requeue.ts) finds the job already there and adds none.
 */
export function deliveryJobId(emailMessageId: number): string {
  return `00000000-0000-4000-8000-${emailMessageId.toString(16).padStart(12, '0')}`;
}

/** Queues the row's delivery (at sendAt, or now); the job's id, or null when it was queued already. */
export async function queueDelivery(emailMessageId: number, sendAt?: Date): Promise<string | null> {
  return enqueueWithId('email.send', { emailMessageId }, { id: deliveryJobId(emailMessageId), ...(sendAt ? { startAfter: sendAt } : {}) });
}

/** Queues the delivery of many stored rows (now) in one statement; a row whose job exists already is skipped. */
export async function queueDeliveries(emailMessageIds: readonly number[]): Promise<number> {
  const queued = await enqueueManyWithIds('email.send', emailMessageIds.map((emailMessageId) => ({ id: deliveryJobId(emailMessageId), data: { emailMessageId } })));
  return queued.length;
}

/**
 * The email exactly as it goes out: the promotion's branded layout around the body, with its links and the
 * recipient's unsubscribe link. sendEmail stores this; the administrators' preview (server/mail/preview.ts) shows it.
 * `branding` given (a sender of many emails read it once) is not looked up again; nor is a given `locale`.
 */
export async function renderOutgoingEmail(
  email: { to: string; subject: string; html: string; text?: string; promotionId?: number | null; locale?: AnyLocale },
  known: { branding?: PromotionBranding | null } = {},
): Promise<{ html: string; text: string }> {
  const promotionId = email.promotionId ?? null;
  const [branding, locale] = await Promise.all([
    known.branding !== undefined ? known.branding : findPromotionBranding(promotionId),
    email.locale ?? recipientLocale(promotionId, email.to),
  ]);
  const subdomain = branding?.subdomain ?? null;
  return renderEmail({
    locale,
    programName: branding?.programName ?? DEFAULT_PROGRAM_NAME,
    subject: email.subject,
    bodyHtml: email.html,
    bodyText: email.text,
    homeUrl: `${appOrigin(subdomain)}/`,
    unsubscribeUrl: unsubscribePageUrl(subdomain, promotionId, email.to),
  });
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'P2002';

export interface QueuedEmail {
  id: number;
  jobId: string;
}

/**
 * Stores the email and queues its delivery. `queue: false` stores it only: the caller queues many at once
 * (queueDeliveries); a row whose job never comes is queued by the stranded-mail sweep (requeue.ts). A sender of many
 * emails passes the promotion's `branding` (findPromotionBranding, read once) and each one's `locale`: then storing
 * the email is its only statement.
 */
export async function sendEmail(input: SendEmailInput, { queue = true, branding }: { queue?: boolean; branding?: PromotionBranding | null } = {}): Promise<QueuedEmail> {
  const email = sendEmailInputSchema.parse(input);
  const promotionId = email.promotionId ?? null;
  const { html, text } = await renderOutgoingEmail(email, { branding });
  const { redacted: [storedHtml, storedText], secrets } = redactSecrets([html, text]);

  let row: { id: number };
  try {
    row = await db.emailMessage.create({
      data: {
        promotion_id: promotionId, to: email.to, from: env().MAIL_FROM, subject: email.subject, html: storedHtml!, text: storedText!,
        sealed_secrets: sealSecrets(secrets), kind: email.kind, status: 'queued', dedupe_key: email.dedupeKey ?? null,
      },
      select: { id: true },
    });
  } catch (error) {
    // Stored before under this key: that message stands (its job, if a kill lost it, comes from the sweep: requeue.ts).
    const first = email.dedupeKey && isUniqueViolation(error) ? await db.emailMessage.findUnique({ where: { dedupe_key: email.dedupeKey }, select: { id: true } }) : null;
    if (!first) throw error;
    return { id: first.id, jobId: deliveryJobId(first.id) };
  }

  if (!queue) return { id: row.id, jobId: deliveryJobId(row.id) };
  try {
    const jobId = (await queueDelivery(row.id, email.sendAt)) ?? deliveryJobId(row.id);
    return { id: row.id, jobId };
  } catch (error) {
    // The row would otherwise sit 'queued' forever with no job behind it: make the failure visible, and let
    // the caller's request fail so the user can try again.
    const message = error instanceof Error ? error.message : String(error);
    await db.emailMessage.update({ where: { id: row.id }, data: { status: 'failed', error: `Could not queue delivery: ${message}` } });
    throw error;
  }
}
