// Badges: the defaults live in the default promotion (one or more per category of participant-core.md §9), acme
// overrides one of them, and acme participants earn the badges their own events add up to (on the day the goal-th
// event happened), so every category has earners and nothing is awarded that the data does not support.
import { once, type Tx } from './lib/once.ts';
import { insertMany } from './lib/bulk.ts';
import type { SeedContext } from './lib/context.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { dateOf, DEMO_TIME_ZONE } from './dates.ts';

export const BADGES: { category: string; name: string; goal: number; hide?: boolean }[] = [
  { category: 'activities_logged', name: 'First Step', goal: 1 },
  { category: 'activities_logged', name: 'Getting Started', goal: 10 },
  { category: 'activities_logged', name: 'Steady Logger', goal: 25 },
  { category: 'activities_logged', name: 'Habit Builder', goal: 50 },
  { category: 'evaluation', name: 'Checked In', goal: 1 },
  { category: 'wall_posts_created', name: 'First Post', goal: 1 },
  { category: 'wall_posts_created', name: 'Conversation Starter', goal: 3 },
  { category: 'wall_posts_tags', name: 'Shout-out', goal: 1 },
  { category: 'recipes_rated', name: 'Taste Tester', goal: 3 },
  { category: 'tips_shared', name: 'Tip Sharer', goal: 1 },
  { category: 'completed_scenes', name: 'First Masterpiece', goal: 1 },
  { category: 'completed_scenes', name: 'Gallery Builder', goal: 3 },
  { category: 'completed_scenes', name: 'Curator', goal: 6 },
  { category: 'sent_duo_requests', name: 'Duo Starter', goal: 1 },
  { category: 'completed_duos', name: 'Dynamic Duo', goal: 1 },
  { category: 'reflection_created', name: 'Reflective', goal: 1 },
  { category: 'reflection_created', name: 'Storyteller', goal: 5 },
  { category: 'buddies_added', name: 'Friendly', goal: 1 },
  { category: 'buddies_added', name: 'Connector', goal: 5 },
  { category: 'custom', name: 'Thrive Thursday Champion', goal: 1, hide: true },
];
export const badgeImage = (category: string) => `/demo/badges/${category}.svg`;

// The dated events each category counts, per user, for acme (one query per category). Days are calendar days in
// the promotion's zone ({TZ}), whatever the session's time zone.
function eventsSql(category: string): string | null {
  switch (category) {
    case 'activities_logged': return `SELECT user_id, recorded_on::date AS day FROM user_activities WHERE promotion_id = $1 AND is_active`;
    case 'evaluation': return `SELECT user_id, (created_at AT TIME ZONE '{TZ}')::date FROM evaluations WHERE promotion_id = $1`;
    case 'wall_posts_created': return `SELECT user_id, (created_at AT TIME ZONE '{TZ}')::date FROM posts WHERE promotion_id = $1 AND wallable_type = 'Promotion' AND depth = 0`;
    case 'wall_posts_tags': return `SELECT user_id, (created_at AT TIME ZONE '{TZ}')::date FROM post_tags WHERE promotion_id = $1`;
    case 'recipes_rated': return `SELECT user_id, (created_at AT TIME ZONE '{TZ}')::date FROM recipe_ratings WHERE promotion_id = $1`;
    case 'tips_shared': return `SELECT user_id, (created_at AT TIME ZONE '{TZ}')::date FROM custom_content_shares WHERE promotion_id = $1`;
    case 'completed_scenes': return `SELECT user_id, (completed_at AT TIME ZONE '{TZ}')::date FROM user_scenes WHERE promotion_id = $1 AND current_state = 'completed'`;
    case 'sent_duo_requests': return `SELECT sender_id, (created_at AT TIME ZONE '{TZ}')::date FROM duos WHERE promotion_id = $1`;
    case 'completed_duos': return `SELECT unnest(ARRAY[sender_id, receiver_id]), (completed_at AT TIME ZONE '{TZ}')::date FROM duos WHERE promotion_id = $1 AND state = 'completed'`;
    case 'reflection_created': return `SELECT user_id, (created_at AT TIME ZONE '{TZ}')::date FROM posts WHERE promotion_id = $1 AND postable_type = 'Journal'`;
    case 'buddies_added': return `SELECT unnest(ARRAY[friender_id, friendee_id]), (updated_at AT TIME ZONE '{TZ}')::date FROM friendships WHERE promotion_id = $1 AND status = 'A'`;
    // Custom badges are awarded by a coordinator: the Calm Collective won the first Thrive Thursday.
    case 'custom': return `SELECT m.user_id, (c.competition_starts_on + 3) FROM team_members m JOIN teams t ON t.id = m.team_id
      JOIN competitions c ON c.id = m.competition_id WHERE m.promotion_id = $1 AND t.name = 'Calm Collective'`;
    default: return null;
  }
}

// Only the promotion's own participants earn its badges (the cross-promotion wall expert posts there too).
async function earnedBadges(tx: Tx, promotionId: number, badges: { id: number; category: string; goal: number }[]) {
  const rows: Prisma.UserBadgeCreateManyInput[] = [];
  for (const category of new Set(badges.map((b) => b.category))) {
    const sql = eventsSql(category);
    if (!sql) continue;
    const events = await tx.$queryRawUnsafe<{ user_id: number; day: string }[]>(
      `SELECT e.user_id, e.day::date::text AS day FROM (${sql.replaceAll('{TZ}', DEMO_TIME_ZONE)}) AS e(user_id, day)
        JOIN users u ON u.id = e.user_id AND u.promotion_id = $1 WHERE e.day IS NOT NULL ORDER BY e.day`, promotionId);
    const perUser = new Map<number, string[]>();
    for (const e of events) perUser.set(e.user_id, [...(perUser.get(e.user_id) ?? []), e.day]);
    for (const badge of badges.filter((b) => b.category === category)) {
      for (const [userId, days] of perUser) {
        if (days.length >= badge.goal) rows.push({ promotion_id: promotionId, user_id: userId, badge_id: badge.id, earned_on: dateOf(days[Math.max(0, badge.goal - 1)]) });
      }
    }
  }
  await insertMany(tx, 'user_badges', rows);
}

export async function seedBadges(ctx: SeedContext): Promise<void> {
  const { db, ids, acme } = ctx;
  await once(
    db, 'badges',
    async () => (await db.badge.count({ where: { promotion_id: ids.defaultPromotionId } })) > 0,
    async (tx) => {
      const defaults = await tx.badge.createManyAndReturn({
        data: BADGES.map((b, i) => ({
          promotion_id: ids.defaultPromotionId, category: b.category, name: b.name, goal: b.goal, hide_until_earned: b.hide ?? false,
          image_url: badgeImage(b.category), sequence: i + 1,
        })),
        select: { id: true, category: true, name: true, goal: true },
      });
      // acme renamed one default (administration.md §4: editing a default badge in a promotion creates a copy).
      const starter = defaults.find((b) => b.name === 'Getting Started')!;
      const override = await tx.badge.create({
        data: { promotion_id: acme.id, default_badge_id: starter.id, category: starter.category, name: 'Acme Starter', goal: 10, image_url: badgeImage(starter.category), sequence: 2 },
        select: { id: true, category: true, goal: true },
      });
      // acme's effective set: the defaults, with the override in place of the badge it replaces.
      await earnedBadges(tx, acme.id, [...defaults.filter((b) => b.id !== starter.id), override]);
    },
    ctx.log,
  );
}
