// ~60 acme participants: the demo accounts plus PEOPLE, spread over the location tree, with avatars, email
// preferences, areas of interest and a few bookmarks.
import { once } from './lib/once.ts';
import { random } from './lib/random.ts';
import type { SeedContext } from './lib/context.ts';
import { PEOPLE, avatarUrl, emailOf, hasPhoto } from './data/people.ts';
import { dayOffset } from './dates.ts';

/** How much of the program a participant has taken part in so far; drives every later domain. */
export type Engagement = 'new' | 'light' | 'steady' | 'keen';

const DEMO_ENGAGEMENT: Record<string, Engagement> = {
  'participant@example.com': 'keen', 'friend@example.com': 'steady', 'newcomer@example.com': 'new',
  'coordinator@example.com': 'light', 'regional.coordinator@example.com': 'light', 'location.coordinator@example.com': 'steady',
};
// The last three of PEOPLE registered in the last two days and have not been home yet.
const NEW_FROM = PEOPLE.length - 3;
const engagementOfIndex = (i: number): Engagement => (i >= NEW_FROM ? 'new' : (['keen', 'steady', 'light', 'steady', 'light', 'keen', 'steady'] as const)[i % 7]);

export function engagementOf(email: string): Engagement {
  if (DEMO_ENGAGEMENT[email]) return DEMO_ENGAGEMENT[email];
  const i = PEOPLE.findIndex((p) => emailOf(p) === email);
  return i < 0 ? 'light' : engagementOfIndex(i);
}

const SEEN_EVERYTHING = {
  has_been_home: true, has_seen_home_walkthrough: true, has_seen_activities_tutorial: true, has_seen_logging_tutorial: true,
  has_seen_points_tutorial: true, has_seen_read_quiz_tutorial: true, has_seen_welcome_msg: true, stats_available: true, has_seen_friends: true,
};

export async function seedParticipants(ctx: SeedContext): Promise<void> {
  const { db, ids } = ctx;
  const rnd = random('participants');
  await once(
    db, 'participants',
    async () => (await db.user.count({ where: { promotion_id: ids.acmeId, email: emailOf(PEOPLE[0]) } })) > 0,
    async (tx) => {
      const leaves = ids.acmeLocations.leaf;
      const users = await tx.user.createManyAndReturn({
        data: PEOPLE.map((p, i) => {
          const engagement = engagementOfIndex(i);
          const fresh = engagement === 'new';
          return {
            promotion_id: ids.acmeId, email: emailOf(p), role: 'User', password_hash: ids.passwordHash,
            // Departments are uneven on purpose, so the location leaderboard has a shape.
            location_id: leaves[(i * 5 + Math.floor(i / 8)) % leaves.length],
            flags: fresh ? (i === NEW_FROM ? { has_seen_home_walkthrough: true } : {}) : { ...SEEN_EVERYTHING, has_seen_journey_tutorial: i % 3 !== 0 },
            opted_in_individual_leaderboard: i % 6 !== 5,
            opted_in_friends_leaderboard: i % 11 !== 10,
            // The newest registered three hours ago: inside the 12-hour "just registered" window.
            created_at: fresh ? new Date(Date.now() - ((NEW_FROM + 2 - i) * 26 + 3) * 3_600_000) : dayOffset(-rnd.int(17, 30)),
            last_sign_in_at: fresh ? null : dayOffset(-rnd.int(0, 3)),
          };
        }),
        select: { id: true, email: true, created_at: true },
      });
      const byEmail = new Map(users.map((u) => [u.email, u]));
      await tx.profile.createMany({
        data: PEOPLE.map((p, i) => ({
          user_id: byEmail.get(emailOf(p))!.id, first_name: p.first, last_name: p.last, gender: p.gender,
          image_url: hasPhoto(i) ? avatarUrl(p) : null,
          birthday: new Date(Date.UTC(rnd.int(1964, 2001), rnd.int(0, 11), rnd.int(1, 28))),
          created_at: byEmail.get(emailOf(p))!.created_at,
        })),
      });

      // Email preferences for every participant account of acme and globex (one row per user).
      const everyone = await tx.user.findMany({ where: { promotion_id: { in: [ids.acmeId, ids.globexId] } }, select: { id: true, promotion_id: true }, orderBy: { id: 'asc' } });
      await tx.emailSubscription.createMany({
        data: everyone.map((u, i) =>
          i % 17 === 16
            ? { user_id: u.id, promotion_id: u.promotion_id, email_unsubscribe_all: true, email_friend_requests: false, email_wall_posts: false,
                email_team: false, email_gallery: false, email_badges: false, email_daily: 0, email_duo: 0 }
            : { user_id: u.id, promotion_id: u.promotion_id, email_daily: i % 4 === 3 ? 0 : 1, email_gallery: i % 5 !== 0, email_wall_posts: i % 3 !== 0 },
        ),
      });

      // Prestart: one area of interest each (min and max interest choice are 1) for those who have been home.
      const acme = await tx.user.findMany({ where: { promotion_id: ids.acmeId }, select: { id: true, email: true }, orderBy: { id: 'asc' } });
      const areas = await tx.areaOfInterest.findMany({ where: { promotion_id: ids.acmeId }, select: { id: true }, orderBy: { sequence: 'asc' } });
      const activities = await tx.activity.findMany({ where: { promotion_id: ids.acmeId, week_available: { lte: 3 } }, select: { id: true } });
      const settled = acme.filter((u) => engagementOf(u.email) !== 'new');
      await tx.userInterest.createMany({
        data: settled.map((u, i) => ({ user_id: u.id, area_of_interest_id: areas[i % areas.length].id, promotion_id: ids.acmeId })),
      });
      await tx.activityBookmark.createMany({
        data: settled.flatMap((u) =>
          (u.email === 'participant@example.com' ? activities.slice(0, 3) : rnd.chance(0.35) ? rnd.sample(activities, rnd.int(1, 3)) : []).map((a) => ({
            user_id: u.id, activity_id: a.id, promotion_id: ids.acmeId,
          })),
        ),
      });
    },
    ctx.log,
  );
}

export interface Participant {
  id: number;
  email: string;
  role: string;
  first: string;
  last: string;
  locationId: number | null;
  engagement: Engagement;
}

/** acme's participants (User and the coordinator levels), oldest account first. */
export async function loadParticipants(ctx: SeedContext): Promise<Participant[]> {
  const rows = await ctx.db.user.findMany({
    where: { promotion_id: ctx.ids.acmeId, role: { in: ['User', 'Coordinator', 'Location Coordinator', 'Regional Coordinator'] } },
    orderBy: { id: 'asc' },
    select: { id: true, email: true, role: true, location_id: true, profile: { select: { first_name: true, last_name: true } } },
  });
  return rows.map((r) => ({
    id: r.id, email: r.email, role: r.role, first: r.profile?.first_name ?? '', last: r.profile?.last_name ?? '',
    locationId: r.location_id, engagement: engagementOf(r.email),
  }));
}
