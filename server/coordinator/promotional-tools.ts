// The coordinator's Promotional Tools (administration.md §5, §7): a notification to every participant in reach (it
// lands in their notification centre) and an email to a participant or a team, or to all of them.
import 'server-only';
import { db } from '@/server/db';
import { Invalid, NotFound } from '@/server/platform/errors';
import { recordAudit } from '@/server/audit/record';
import { sendEmail } from '@/server/mail/send';
import { escapeHtml } from '@/server/mail/layout';
import { brandingOf } from '@/server/mail/queries';
import { translatorFor } from '@/server/i18n/translator';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { createFormat } from '@/lib/i18n/format';
import type { Prisma } from '@/generated/prisma/client';
import { withinReach } from '@/server/auth/abilities';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { TEAM_STATUS } from '@/lib/teams/constants';
import type { Announcement } from '@/lib/coordinator/types';
import type { SendMailInput } from '@/lib/coordinator/schemas';
import { COORDINATOR_MESSAGES as M } from '@/lib/coordinator/messages';
import type { CoordinatorScope } from './context';
import { announceSql } from './sql';

type Source = { actorId: number; ip: string | null };

/** Emails go one by one through the outbox; larger audiences belong to a one-time email (queued by the worker). */
export const MAX_MAIL_RECIPIENTS = 2000;

const locationIds = (scope: CoordinatorScope) => (scope.reach === 'all' ? null : [...scope.reach]);

/** Stores the notification and writes it into the centre of every participant in reach, in one transaction. */
export async function sendNotification(scope: CoordinatorScope, source: Source, message: string): Promise<Announcement> {
  return db.$transaction(async (tx) => {
    const row = await tx.promotionNotification.create({ data: { promotion_id: scope.promotionId, message, created_by_id: source.actorId }, select: { id: true, message: true, created_at: true } });
    const recipients = await announceSql.run(tx, scope.promotionId, row.id, message, locationIds(scope));
    await recordAudit(tx, { ...source, action: 'create', recordType: 'PromotionNotification', recordId: row.id, promotionId: scope.promotionId, before: null, after: { message, recipients } });
    return { id: row.id, message: row.message, created_at: row.created_at.toISOString(), recipients };
  }, { timeout: 60_000 });
}

/** The promotion's notifications, newest first (location coordinators: the ones they sent). */
export async function listNotifications(scope: CoordinatorScope, actorId: number): Promise<Omit<Announcement, 'recipients'>[]> {
  const rows = await db.promotionNotification.findMany({
    where: { promotion_id: scope.promotionId, ...(scope.reach === 'all' ? {} : { created_by_id: actorId }) },
    orderBy: [{ created_at: 'desc' }, { id: 'desc' }], take: 50, select: { id: true, message: true, created_at: true },
  });
  return rows.map((r) => ({ id: r.id, message: r.message, created_at: r.created_at.toISOString() }));
}

interface Recipient { id: number; email: string; location_id: number | null; locale: string | null }

const recipientSelect = { id: true, email: true, location_id: true, locale: true } as const;

async function recipientsOf(promotion: ResolvedPromotion, scope: CoordinatorScope, input: SendMailInput): Promise<Recipient[]> {
  // Unsubscribed from everything: never mailed; a team email also respects "no team emails".
  const subscribed: Prisma.UserWhereInput = {
    NOT: { email_subscription: { OR: [{ email_unsubscribe_all: true }, ...(input.email_type === 'team' ? [{ email_team: false }] : [])] } },
  };
  const base: Prisma.UserWhereInput = {
    promotion_id: promotion.id, deleted_at: null, ...subscribed,
    ...(scope.reach === 'all' ? {} : { location_id: { in: [...scope.reach] } }),
  };
  if (input.email_type === 'friend') {
    if (input.recipient_id === 'all') return db.user.findMany({ where: base, select: recipientSelect, take: MAX_MAIL_RECIPIENTS + 1 });
    const one = await db.user.findFirst({ where: { id: input.recipient_id, promotion_id: promotion.id, deleted_at: null }, select: recipientSelect });
    if (!one || !withinReach(scope.reach, one.location_id)) throw new NotFound(M.recipientNotFound);
    return (await db.user.count({ where: { id: one.id, ...subscribed } })) ? [one] : [];
  }
  const teamFilter = input.recipient_id === 'all'
    ? { promotion_id: promotion.id, status: { not: TEAM_STATUS.deleted }, ...(promotion.currentCompetition ? { competition_id: promotion.currentCompetition.id } : {}) }
    : { id: input.recipient_id, promotion_id: promotion.id, status: { not: TEAM_STATUS.deleted } };
  if (input.recipient_id !== 'all' && !(await db.team.count({ where: teamFilter }))) throw new NotFound(M.recipientNotFound);
  return db.user.findMany({ where: { ...base, team_memberships: { some: { team: teamFilter } } }, select: recipientSelect, take: MAX_MAIL_RECIPIENTS + 1 });
}

/** POST /send_mail: answers how many were mailed; the send is audited (who, to what, how many). */
export async function sendCoordinatorMail(promotion: ResolvedPromotion, scope: CoordinatorScope, source: Source, input: SendMailInput): Promise<{ sent: number }> {
  const recipients = await recipientsOf(promotion, scope, input);
  if (recipients.length > MAX_MAIL_RECIPIENTS) {
    // Thrown in English, like every domain message; the error mapper says it in the reader's language.
    throw new Invalid(M.tooManyRecipients(createFormat(DEFAULT_LOCALE).number(MAX_MAIL_RECIPIENTS)));
  }
  const programName = promotion.row.program_name || promotion.row.name;
  const html = input.message.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  // The coordinator's words as written; the subject and the frame in each participant's language, known from the
  // recipients' query and the promotion in hand: each email's only statement is its own insert.
  const branding = brandingOf(promotion.row);
  for (const r of recipients) {
    const locale = negotiateLocale({ saved: r.locale, promotionDefault: promotion.row.default_locale });
    const subject = translatorFor(locale, 'emails.coordinatorMessage')('subject', { program: programName });
    await sendEmail({ to: r.email, subject, html, text: input.message, kind: 'coordinator_message', promotionId: promotion.id, locale }, { branding });
  }
  await recordAudit(db, {
    ...source, action: 'send_mail', recordType: input.email_type === 'team' ? 'Team' : 'User', recordId: String(input.recipient_id),
    promotionId: promotion.id, before: null, after: { email_type: input.email_type, recipient_id: input.recipient_id, sent: recipients.length },
  });
  return { sent: recipients.length };
}
