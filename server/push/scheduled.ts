// Scheduled pushes, driven by the promotion's push flags (administration.md §3 Promotion flags). The job worker runs
// 'push.scheduled' hourly; each promotion with send_push_notifications on is looked at once its local time has
// reached PUSH_HOUR, and every push is recorded in push_deliveries under a key, so a rerun or a retry never repeats it:
// - push_first_day: on the start date, every participant ('first_day');
// - push_weekly_reminder: on the first day of each later program week, every participant ('weekly:{week}');
// - push_friend_reminder: a friend request unanswered for 2 days, to whom it was sent ('friend:{friendshipId}');
// - push_duo_incomplete: a duo started 3 days ago and not completed, to both ('duo_incomplete:{duoId}').
// push_duo_invite and push_duo_paired push at once, from the duo events (event-pushes.ts).
import 'server-only';
import { db } from '@/server/db';
import { PARTICIPANT_ROLES } from '@/lib/roles';
import { addDays, daysBetween, isoDate, parseIsoDate, todayIn } from '@/lib/promotion-dates';
import { readPromotionFlags, type PromotionFlags } from '@/lib/promotion-flags';
import { zonedParts } from '@/lib/i18n/format';
import type { AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import { labelsFor, type PromotionLabelColumns } from '@/server/i18n/promotion-labels';
import { pushToUsers, type LocalizedPush } from './deliver';
import { claimPushDeliveriesSql } from './sql';

/** Local hour from which a promotion's scheduled pushes go out (not in the night). */
export const PUSH_HOUR = 9;
const FRIEND_REMINDER_DAYS = 2;
const DUO_INCOMPLETE_DAYS = 3;
/** Delivery keys older than this are pruned (longer than any program). */
const DELIVERY_RETENTION_DAYS = 120;

interface Plan {
  key: string;
  userIds: number[];
  /** In each participant's language. */
  payload: LocalizedPush;
}

const localHour = (zone: string, now: Date): number => zonedParts(now, zone).hour;

/** Keeps the users not yet pushed under `key`, recording them (push_deliveries' unique key decides, atomically). */
async function claim(promotionId: number, key: string, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  return (await claimPushDeliveriesSql.all(db, promotionId, key, userIds)).map((r) => r.user_id);
}

async function participantIds(promotionId: number): Promise<number[]> {
  const rows = await db.user.findMany({ where: { promotion_id: promotionId, deleted_at: null, role: { in: [...PARTICIPANT_ROLES] } }, select: { id: true } });
  return rows.map((r) => r.id);
}

type PlannedPromotion = PromotionLabelColumns & { id: number; name: string; starts_on: Date; ends_on: Date };

/** A push from the `push` catalog: title and message keys, with the promotion's labels (mid-sentence) among the values. */
function localized(p: PlannedPromotion, url: string, tag: string, write: (t: ReturnType<typeof translatorFor<'push'>>, labels: ReturnType<typeof labelsFor>['lower']) => { title: string; message: string }): LocalizedPush {
  return (locale: AnyLocale) => ({ ...write(translatorFor(locale, 'push'), labelsFor(locale, p).lower), url, tag });
}

async function plansFor(p: PlannedPromotion, flags: PromotionFlags, today: string, now: Date): Promise<Plan[]> {
  const startsOn = isoDate(p.starts_on)!;
  const endsOn = isoDate(p.ends_on)!;
  const plans: Plan[] = [];
  if (today < startsOn || today > endsOn) return plans;
  const day = daysBetween(startsOn, today);
  if (flags.push_first_day && day === 0) {
    plans.push({
      key: 'first_day', userIds: await participantIds(p.id),
      payload: localized(p, '/', 'first_day', (t, labels) => ({ title: t('firstDayTitle', { program: p.name }), message: t('firstDayMessage', { points: labels.points }) })),
    });
  }
  if (flags.push_weekly_reminder && day > 0 && day % 7 === 0) {
    const week = day / 7 + 1;
    plans.push({
      key: `weekly:${week}`, userIds: await participantIds(p.id),
      payload: localized(p, '/', 'weekly', (t) => ({ title: t('weeklyTitle', { week: String(week) }), message: t('weeklyMessage') })),
    });
  }
  if (flags.push_friend_reminder) {
    const requests = await db.friendship.findMany({
      where: { promotion_id: p.id, status: 'P', friendee_id: { not: null }, created_at: { lte: new Date(now.getTime() - FRIEND_REMINDER_DAYS * 86_400_000) } },
      select: { id: true, friendee_id: true },
    });
    const payload = localized(p, '/friends', 'friends', (t, labels) => ({ title: t('friendReminderTitle', { friend: labels.friend }), message: t('friendReminderMessage', { friend: labels.friend }) }));
    for (const r of requests) plans.push({ key: `friend:${r.id}`, userIds: [r.friendee_id!], payload });
  }
  if (flags.push_duo_incomplete) {
    const duos = await db.duo.findMany({
      where: { promotion_id: p.id, state: 'pending', started_at: { not: null, lte: new Date(now.getTime() - DUO_INCOMPLETE_DAYS * 86_400_000) }, completed_at: null },
      select: { id: true, sender_id: true, receiver_id: true },
    });
    const payload = localized(p, '/duos', 'duos', (t, labels) => ({ title: t('duoIncompleteTitle'), message: t('duoIncompleteMessage', { points: labels.points }) }));
    for (const d of duos) plans.push({ key: `duo_incomplete:${d.id}`, userIds: [d.sender_id, d.receiver_id], payload });
  }
  return plans;
}

export interface ScheduledOutcome {
  promotions: number;
  pushed: number;
}

export async function runScheduledPushes(now: Date = new Date()): Promise<ScheduledOutcome> {
  const promotions = await db.promotion.findMany({
    where: { is_active: true, deleted_at: null, flags: { path: ['send_push_notifications'], equals: true } },
    select: {
      id: true, name: true, program_name: true, starts_on: true, ends_on: true, time_zone: true, current_date_override: true, flags: true,
      point_label: true, point_label_plural: true, friend_label: true, friend_label_plural: true, wall_label: true,
    },
  });
  let pushed = 0;
  for (const p of promotions) {
    const flags = readPromotionFlags(p.flags);
    if (!flags.send_push_notifications || localHour(p.time_zone, now) < PUSH_HOUR) continue;
    const today = isoDate(p.current_date_override) ?? todayIn(p.time_zone, now);
    for (const plan of await plansFor({ ...p, name: p.program_name || p.name }, flags, today, now)) {
      const fresh = await claim(p.id, plan.key, plan.userIds);
      if (fresh.length) pushed += (await pushToUsers(p.id, fresh, plan.payload)).sent;
    }
  }
  await db.pushDelivery.deleteMany({ where: { created_at: { lt: parseIsoDate(addDays(todayIn('UTC', now), -DELIVERY_RETENTION_DAYS)) } } });
  return { promotions: promotions.length, pushed };
}
