// Test emails (POST /promotions/{id}/test_email): one of the product's templates, with sample content, to at most 10
// addresses, so an administrator sees it as participants will. The request stores it (pending) and queues a job; the
// worker sends it. Status: pending → sending → send (done) or failed, exactly the spec's codes. Addresses that unsubscribed from all email are skipped, as for every campaign email.
import 'server-only';
import { db } from '@/server/db';
import { Invalid, UpstreamFailed } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { sendEmail } from '@/server/mail/send';
import { enqueue } from '@/server/jobs/enqueue';
import { DEFAULT_PROGRAM_NAME, brandingOf, brandingSelect } from '@/server/mail/queries';
import { translatorFor } from '@/server/i18n/translator';
import { labelsFor } from '@/server/i18n/promotion-labels';
import { escapeHtml } from '@/server/mail/layout';
import type { AnyLocale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { logger } from '@/server/platform/logger';
import { EMAIL_MESSAGES } from '@/lib/emails/recipients';
import { TEST_EMAIL_MAX_RECIPIENTS, type TestEmailTemplateKey } from '@/lib/emails/test-templates';
import type { TestEmailJson, TestEmailStatus } from '@/lib/emails/types';
import { checkedRecipients, lookUpRecipients } from '@/server/one-time-emails/recipients';

const select = { id: true, key: true, recipients: true, subject: true, status: true, error: true, created_at: true } as const;
type Row = { id: number; key: string; recipients: string[]; subject: string | null; status: string; error: string | null; created_at: Date };

export const serializeTestEmail = (r: Row): TestEmailJson => ({
  id: r.id, key: r.key, recipients: r.recipients, subject: r.subject, status: r.status as TestEmailStatus, error: r.error, created_at: r.created_at.toISOString(),
});

export async function listTestEmails(promotionId: number): Promise<TestEmailJson[]> {
  return (await db.testEmail.findMany({ where: { promotion_id: promotionId }, orderBy: { created_at: 'desc' }, take: 20, select })).map(serializeTestEmail);
}

/** Blank, malformed, then more than 10: each refusal in the spec's words. */
export function checkedTestRecipients(raw: string): string[] {
  const list = checkedRecipients(raw);
  if (list.length > TEST_EMAIL_MAX_RECIPIENTS) throw new Invalid(EMAIL_MESSAGES.testLimit);
  return list;
}

const TEMPLATE_MESSAGES = {
  welcome: ['welcomeSubject', 'welcomeBody'],
  weekly_reminder: ['weeklyReminderSubject', 'weeklyReminderBody'],
  friend_invite: ['friendInviteSubject', 'friendInviteBody'],
  team_invite: ['teamInviteSubject', 'teamInviteBody'],
  password_reset: ['passwordResetSubject', 'passwordResetBody'],
  notification_digest: ['notificationDigestSubject', 'notificationDigestBody'],
} as const satisfies Record<TestEmailTemplateKey, readonly [string, string]>;

/** Sample content speaks as participants read it by default: in the promotion's default language. */
const testEmailLocale = (defaultLocale: string | null): AnyLocale => negotiateLocale({ promotionDefault: defaultLocale });

/** A template's subject and body with the promotion's program name: what is sent, and what the preview renders. */
export async function testEmailContent(promotionId: number, key: TestEmailTemplateKey): Promise<{ subject: string; body: string; locale: AnyLocale }> {
  const promotion = await db.promotion.findUniqueOrThrow({
    where: { id: promotionId }, select: { name: true, program_name: true, default_locale: true, point_label: true, point_label_plural: true },
  });
  const locale = testEmailLocale(promotion.default_locale);
  const t = translatorFor(locale, 'emails.testTemplates');
  const program = promotion.program_name || promotion.name || DEFAULT_PROGRAM_NAME;
  const values = { program, points: labelsFor(locale, promotion).lower.points };
  const [subjectKey, bodyKey] = TEMPLATE_MESSAGES[key];
  return {
    subject: t('subjectPrefix', { subject: t(subjectKey, values) }),
    body: `<p>${t(bodyKey, { ...values, program: escapeHtml(program), points: escapeHtml(values.points) })}</p>`,
    locale,
  };
}

export async function sendTestEmail(who: { actorId: number; ip?: string | null }, promotionId: number, input: { recipients: string; key: TestEmailTemplateKey }): Promise<TestEmailJson> {
  const recipients = checkedTestRecipients(input.recipients);
  const { subject, body } = await testEmailContent(promotionId, input.key);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.testEmail.create({ data: { promotion_id: promotionId, key: input.key, recipients, subject, body, status: 'pending', created_by_id: who.actorId }, select });
    await recordAudit(tx, { actorId: who.actorId, ip: who.ip, action: 'create', recordType: 'TestEmail', recordId: created.id, promotionId, after: { key: input.key, recipients: recipients.length } });
    return created;
  });
  // The worker sends it (a job per email); the screen follows its status.
  try {
    await enqueue('test-emails.send', { testEmailId: row.id });
  } catch (error) {
    const message = 'Could not queue the email.';
    logger.error('test email: could not queue its job', { testEmailId: row.id, error: error instanceof Error ? error.message : String(error) });
    await db.testEmail.update({ where: { id: row.id }, data: { status: 'failed', error: message } });
    throw new UpstreamFailed([EMAIL_MESSAGES.sendFailed, message]);
  }
  return serializeTestEmail(row);
}

/** The worker's body for 'test-emails.send': claims a pending test email once (pending → sending), then send or failed. */
export async function runTestEmail(id: number): Promise<{ status: TestEmailStatus | 'skipped' }> {
  const claimed = await db.testEmail.updateMany({ where: { id, status: 'pending' }, data: { status: 'sending' } });
  if (claimed.count === 0) return { status: 'skipped' };
  const row = await db.testEmail.findUniqueOrThrow({
    relationLoadStrategy: 'join',
    where: { id },
    select: { promotion_id: true, recipients: true, subject: true, body: true, promotion: { select: { ...brandingSelect, default_locale: true } } },
  });
  // The frame in the language the stored sample was written in; the promotion's branding read once for every recipient.
  const locale = testEmailLocale(row.promotion.default_locale);
  const branding = brandingOf(row.promotion);
  try {
    for (const r of await lookUpRecipients(row.promotion_id, row.recipients)) {
      if (!r.unsubscribed) await sendEmail({ to: r.email, subject: row.subject ?? '', html: row.body ?? '', kind: 'test_email', promotionId: row.promotion_id, locale }, { branding });
    }
    await db.testEmail.update({ where: { id }, data: { status: 'send', error: null } });
    return { status: 'send' };
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : 'failed';
    logger.error('test email: sending failed', { testEmailId: id, error: message });
    await db.testEmail.update({ where: { id }, data: { status: 'failed', error: message } });
    return { status: 'failed' };
  }
}
