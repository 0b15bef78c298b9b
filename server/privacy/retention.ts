// Retention (docs/privacy.md): a promotion's personal data is anonymized `retention_days` (per organization, 365 by
// default) after it ends, by a daily worker job; its coordinators are warned RETENTION_WARNING_DAYS before, with the
// reports and the end-of-program report to export first. Both steps are audited under the system actor (0).
//
// Anonymizing is not deleting: the aggregates must stay (participants per location, activities per day, evaluations
// completed…), so each participant's row stays as an anonymous shell — no email, name, identifier, password, photo or
// contact details, never able to sign in — while what carried the person is unlinked or removed as account deletion
// does (server/users/account-deletion.ts): wall posts, comments and messages go to the promotion's "Former participant"
// account, notifications stop naming them, the eligibility roster line loses its names and link, and sign-in
// traces, sessions, mail copies, feedback and contact requests are deleted. Answers and activity logs stay with the
// shell, so only aggregates can be drawn from them.
import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/server/db';
import { recordAudit } from '@/server/audit/record';
import { formerParticipantOf } from '@/server/users/account-deletion';
import { handOverMessagesSql, handOverPostsSql, handOverSharedPhotosSql } from '@/server/users/account-sql';
import { RETENTION_WARNING_DAYS } from '@/lib/privacy/constants';
import { notificationText, paramsColumn } from '@/server/notifications/texts';

/** The audit trail's actor for what the platform does on its own schedule. */
export const SYSTEM_ACTOR_ID = 0;
const DAY_MS = 86_400_000;
const ANON_DOMAIN = 'anonymized.invalid';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** When an ended promotion's personal data goes: its end date plus the organization's retention days. */
export const anonymizationDate = (endsOn: Date, retentionDays: number) => new Date(endsOn.getTime() + retentionDays * DAY_MS);

interface Candidate { id: number; name: string; program_name: string | null; ends_on: Date; organization_id: number; retention_days: number; retention_warned_at: Date | null }

async function candidates(): Promise<Candidate[]> {
  const rows = await db.promotion.findMany({
    where: { anonymized_at: null, deleted_at: null, is_default: false },
    select: { id: true, name: true, program_name: true, ends_on: true, organization_id: true, retention_warned_at: true, organization: { select: { retention_days: true } } },
  });
  return rows.map((r) => ({ ...r, retention_days: r.organization.retention_days }));
}

/** Warns the coordinators of every promotion within RETENTION_WARNING_DAYS of its anonymization, once. */
export async function warnBeforeAnonymization(now = new Date()): Promise<number[]> {
  const warned: number[] = [];
  for (const p of await candidates()) {
    const due = anonymizationDate(p.ends_on, p.retention_days);
    if (p.retention_warned_at || due.getTime() - now.getTime() > RETENTION_WARNING_DAYS * DAY_MS || due <= now) continue;
    const coordinators = await db.user.findMany({ where: { promotion_id: p.id, deleted_at: null, role: { in: ['Coordinator', 'Regional Coordinator', 'Location Coordinator'] } }, select: { id: true } });
    await db.$transaction(async (tx) => {
      // The warning's sentence in each coordinator's language when read (notification-texts.retentionWarning).
      const { title, message, params } = notificationText('retentionWarning', { program: p.program_name || p.name, date: isoDay(due) });
      await tx.notification.createMany({
        data: coordinators.map((c) => ({
          promotion_id: p.id, user_id: c.id, key: 'privacy.retention_warning', title, message, params: paramsColumn(params), link: '/coordinator/dashboard/reports',
        })),
      });
      await tx.promotion.update({ where: { id: p.id }, data: { retention_warned_at: now } });
      await recordAudit(tx, {
        actorId: SYSTEM_ACTOR_ID, action: 'retention_warning', recordType: 'Promotion', recordId: p.id, promotionId: p.id, organizationId: p.organization_id,
        after: { anonymize_on: isoDay(due), coordinators_warned: coordinators.length },
      });
    });
    warned.push(p.id);
  }
  return warned;
}

/** Anonymizes one promotion's personal data now (the job calls it once the date has come). */
export async function anonymizePromotion(promotionId: number, now = new Date()): Promise<{ users: number }> {
  const formerId = await formerParticipantOf(promotionId);
  const people = await db.user.findMany({ where: { promotion_id: promotionId, id: { not: formerId } }, select: { id: true, email: true } });
  const promotion = await db.promotion.findUniqueOrThrow({ where: { id: promotionId }, select: { organization_id: true } });
  await db.$transaction(async (tx) => {
    for (const person of people) {
      await handOverPostsSql.run(tx, person.id, formerId);
      await handOverMessagesSql.run(tx, person.id, formerId);
      await handOverSharedPhotosSql.run(tx, person.id, formerId);
    }
    const ids = people.map((p) => p.id);
    const emails = people.map((p) => p.email);
    await tx.userSession.deleteMany({ where: { user_id: { in: ids } } });
    await tx.notification.deleteMany({ where: { user_id: { in: ids } } });
    await tx.feedback.deleteMany({ where: { user_id: { in: ids } } });
    await tx.contactRequest.deleteMany({ where: { user_id: { in: ids } } });
    await tx.loginAttempt.deleteMany({ where: { promotion_id: promotionId, email: { in: emails } } });
    await tx.emailMessage.deleteMany({ where: { promotion_id: promotionId, to: { in: emails } } });
    await tx.friendship.deleteMany({ where: { promotion_id: promotionId, friend_email: { in: emails } } });
    await tx.teamInvite.deleteMany({ where: { promotion_id: promotionId, email: { in: emails } } });
    await tx.eligibility.updateMany({ where: { promotion_id: promotionId }, data: { first_name: null, last_name: null, email: null, user_id: null } });
    await tx.profile.updateMany({ where: { user_id: { in: ids } }, data: { first_name: 'Former', last_name: 'participant', image_url: null, gender: null, birthday: null, phone: null, address: Prisma.DbNull, time_zone: null } });
    for (const person of people) {
      // The shell keeps its location, role and dates (the aggregates' dimensions) and nothing that names anyone.
      await tx.user.update({
        where: { id: person.id },
        data: { email: `anon-${person.id}@${ANON_DOMAIN}`, password_hash: null, sso_identifier: null, is_locked: true, session_version: { increment: 1 } },
        select: { id: true },
      });
    }
    await tx.promotion.update({ where: { id: promotionId }, data: { anonymized_at: now } });
    await recordAudit(tx, {
      actorId: SYSTEM_ACTOR_ID, action: 'anonymize', recordType: 'Promotion', recordId: promotionId, promotionId, organizationId: promotion.organization_id,
      after: { anonymized_at: now.toISOString(), users: people.length },
    });
  }, { timeout: 120_000 });
  return { users: people.length };
}

/** The daily job: warn what is 30 days away, anonymize what is due. */
export async function runRetention(now = new Date()): Promise<{ warned: number[]; anonymized: number[] }> {
  const warned = await warnBeforeAnonymization(now);
  const anonymized: number[] = [];
  for (const p of await candidates()) {
    if (anonymizationDate(p.ends_on, p.retention_days) > now) continue;
    await anonymizePromotion(p.id, now);
    anonymized.push(p.id);
  }
  return { warned, anonymized };
}
