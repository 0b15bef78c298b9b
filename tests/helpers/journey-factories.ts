// Factories for My Journey, leaderboards, stats, badges and exports tests. Points are written straight into
// user_points here (tests set the stage; the product's only writer is server/points).
import { db } from '@/server/db';
import { parseIsoDate, addDays } from '@/lib/promotion-dates';
import { createUser, signInCookie } from './factories';

export async function setPoints(user: { id: number; promotion_id: number | null }, total: number, parts: { bonus?: number } = {}) {
  const bonus = parts.bonus ?? 0;
  const data = { total_points: total, activity_points: total - bonus, bonus_points: bonus, quiz_points: 0, entry_points: 0 };
  await db.userPoints.upsert({ where: { user_id: user.id }, update: data, create: { user_id: user.id, promotion_id: user.promotion_id!, ...data } });
}

/** A participant with a points row, opted in to both boards unless told otherwise. */
export async function createPlayer(
  promotionId: number,
  o: { points?: number; firstName?: string; lastName?: string; individual?: boolean; friends?: boolean; locationId?: number | null } = {},
) {
  const user = await createUser({ promotionId, firstName: o.firstName, lastName: o.lastName });
  const updated = await db.user.update({
    where: { id: user.id },
    data: {
      opted_in_individual_leaderboard: o.individual ?? true,
      opted_in_friends_leaderboard: o.friends ?? true,
      location_id: o.locationId ?? null,
    },
    include: { profile: true },
  });
  if (o.points !== undefined) await setPoints(updated, o.points);
  return updated;
}

export async function befriend(promotionId: number, a: { id: number }, b: { id: number }, status: 'A' | 'P' | 'D' = 'A') {
  return db.friendship.create({ data: { promotion_id: promotionId, friender_id: a.id, friendee_id: b.id, status } });
}

export async function createLocation(promotionId: number, name: string, parent?: { id: number }) {
  return db.location.create({ data: { promotion_id: promotionId, name, parent_location_id: parent?.id ?? null } });
}

export async function createCompetition(promotionId: number, startsOn: string) {
  return db.competition.create({
    data: {
      promotion_id: promotionId,
      enrollment_starts_on: parseIsoDate(addDays(startsOn, -7)),
      enrollment_ends_on: parseIsoDate(startsOn),
      competition_starts_on: parseIsoDate(startsOn),
      competition_ends_on: parseIsoDate(addDays(startsOn, 55)),
      comp_length: 56,
    },
  });
}

export async function createTeam(
  competition: { id: number; promotion_id: number },
  name: string,
  o: { points?: number; status?: number; members?: { id: number }[] } = {},
) {
  const team = await db.team.create({
    data: { promotion_id: competition.promotion_id, competition_id: competition.id, name, status: o.status ?? 1, total_points: o.points ?? 0 },
  });
  for (const [i, member] of (o.members ?? []).entries()) {
    await db.teamMember.create({
      data: { promotion_id: competition.promotion_id, competition_id: competition.id, team_id: team.id, user_id: member.id, is_leader: i === 0 },
    });
  }
  return team;
}

export async function createBadge(
  promotionId: number,
  o: { category: string; name?: string; goal?: number; hideUntilEarned?: boolean; sequence?: number; defaultBadgeId?: number },
) {
  return db.badge.create({
    data: {
      promotion_id: promotionId,
      category: o.category,
      name: o.name ?? `${o.category} ${o.goal ?? 1}`,
      goal: o.goal ?? 1,
      hide_until_earned: o.hideUntilEarned ?? false,
      sequence: o.sequence ?? 0,
      default_badge_id: o.defaultBadgeId ?? null,
    },
  });
}

export async function createUserScene(user: { id: number; promotion_id: number | null }, o: { completed?: boolean; name?: string } = {}) {
  const scene = await db.scene.create({ data: { name: o.name ?? 'Ocean Waves', scene_type: 'waves', tile_urls: ['/a.png', '/b.png'] } });
  const count = await db.userScene.count({ where: { user_id: user.id } });
  return db.userScene.create({
    data: {
      promotion_id: user.promotion_id!,
      user_id: user.id,
      scene_id: scene.id,
      sequence: count + 1,
      current_state: o.completed ? 'completed' : 'loggable',
      completed_at: o.completed ? new Date() : null,
    },
  });
}

export async function createDuo(promotionId: number, sender: { id: number }, receiver: { id: number }, state: 'pending' | 'active' | 'completed' = 'completed') {
  const template = await db.duoTemplate.create({ data: { name: 'Gratitude walk' } });
  const now = new Date();
  return db.duo.create({
    data: {
      promotion_id: promotionId,
      sender_id: sender.id,
      receiver_id: receiver.id,
      duo_template_id: template.id,
      state,
      started_at: state === 'pending' ? null : now,
      completed_at: state === 'completed' ? now : null,
    },
  });
}

/** An activity of a category and a logged user activity of it on a day, with its entry (feels) — for stats and exports. */
export async function logActivity(
  user: { id: number; promotion_id: number | null },
  o: { category: string; name?: string; day: string; week?: number; points?: number; feels?: number | null },
) {
  const promotionId = user.promotion_id!;
  const activity = await db.activity.create({ data: { promotion_id: promotionId, category: o.category, name: o.name ?? `Do ${o.category}` } });
  const ua = await db.userActivity.create({
    data: {
      promotion_id: promotionId, user_id: user.id, activity_id: activity.id, recorded_on: parseIsoDate(o.day),
      date_answered: new Date(), points: o.points ?? 10,
    },
  });
  const entry = await db.entry.upsert({
    where: { user_id_recorded_on: { user_id: user.id, recorded_on: parseIsoDate(o.day) } },
    update: { total_points: { increment: o.points ?? 10 } },
    create: { promotion_id: promotionId, user_id: user.id, recorded_on: parseIsoDate(o.day), week: o.week ?? 1, total_points: o.points ?? 10 },
  });
  await db.entryActivity.create({ data: { promotion_id: promotionId, entry_id: entry.id, user_activity_id: ua.id, feels_value: o.feels ?? null } });
  return { activity, userActivity: ua, entry };
}

export async function cookieFor(user: { id: number; promotion_id: number | null }) {
  return signInCookie(user, { promotionId: user.promotion_id });
}

/** Sets promotion flags (merging with the stored object); the host cache is cleared so the next call sees them. */
export async function setFlags(promotionId: number, flags: Record<string, boolean>) {
  const { forgetCachedPromotions } = await import('@/server/tenancy/promotion-context');
  const row = await db.promotion.findUniqueOrThrow({ where: { id: promotionId }, select: { flags: true } });
  await db.promotion.update({ where: { id: promotionId }, data: { flags: { ...(row.flags as object), ...flags } } });
  forgetCachedPromotions();
}
