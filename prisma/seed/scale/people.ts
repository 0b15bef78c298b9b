// Participants (users + profiles) and a few coordinators. Participant u has id userBase + u and signs in as
// scale-user-{u+1}@example.com; everyone shares one password hash, hashed once.
import { type ScaleContext, bulkInsert, reserveIds, run } from './context.ts';
import { LEAF_COUNT, OFFICES, REGIONS, leafLocation } from './setup.ts';
import { SALT, int, momentOf, rnd, text, textArray } from './sql.ts';
import { TODAY } from './shape.ts';

const FIRST_NAMES = ['Maya', 'Jordan', 'Priya', 'Dana', 'Luis', 'Grace', 'Sam', 'Helen', 'Victor', 'Nadia', 'Alex', 'Omar',
  'Chloe', 'Ravi', 'Elena', 'Tom', 'Aisha', 'Ben', 'Lena', 'Kofi', 'Mei', 'Noah', 'Sofia', 'Ivan', 'Zara'];
const LAST_NAMES = ['Thompson', 'Reyes', 'Shah', 'Whitfield', 'Ortega', 'Okafor', 'Lindqvist', 'Marsh', 'Chen', 'Rahman',
  'Morgan', 'Novak', 'Kowalski', 'Silva', 'Haddad', 'Murphy', 'Tanaka', 'Fischer', 'Rossi', 'Dubois', 'Mensah', 'Kim',
  'Larsen', 'Petrov', 'Ali'];

/** Onboarding done, so a benchmark lands on home instead of the walkthrough. */
const PARTICIPANT_FLAGS = JSON.stringify({
  has_been_home: true, has_seen_home_walkthrough: true, has_seen_welcome_msg: true, has_seen_activities_tutorial: true,
  has_seen_logging_tutorial: true, has_seen_points_tutorial: true, has_seen_journey_tutorial: true, has_seen_friends: true,
  stats_available: true,
});

export function participantEmail(u: number): string {
  return `scale-user-${u + 1}@example.com`;
}

export const COORDINATOR_EMAILS = {
  coordinator: 'scale-coordinator@example.com',
  regional: 'scale-regional-coordinator@example.com',
  location: 'scale-location-coordinator@example.com',
};

export function userId(ctx: ScaleContext, u: string): string {
  return `(${int(ctx.ids.userBase)} + (${u}))`;
}

export async function createUsers(ctx: ScaleContext, passwordHash: string): Promise<number> {
  const p = int(ctx.ids.promotionId);
  ctx.ids.userBase = await reserveIds(ctx.pool, 'users', ctx.participants);
  // Registered during the two weeks before the start; last signed in during the last three days.
  return bulkInsert(ctx, 'users', (from, to) => `
    INSERT INTO users (id, promotion_id, email, role, password_hash, location_id, flags, opted_in_individual_leaderboard,
                       opted_in_friends_leaderboard, last_sign_in_at, created_at, updated_at)
    SELECT ${userId(ctx, 'u')}, ${p}, 'scale-user-' || (u + 1) || '@example.com', 'User', ${text(passwordHash)},
           ${leafLocation(ctx, rnd(LEAF_COUNT, SALT.location, 'u'))}, ${text(PARTICIPANT_FLAGS)}::jsonb,
           ${rnd(10, SALT.optOut, 'u')} <> 0, true,
           ${momentOf(ctx.calendar, `${TODAY} - ${rnd(3, SALT.signIn, 'u')}`, `420 + ${rnd(720, SALT.signIn, 'u', '1')}`)},
           r.at, r.at
      FROM generate_series(${from}, ${to}) u,
           LATERAL (SELECT ${momentOf(ctx.calendar, `-14 + ${rnd(14, SALT.registered, 'u')}`, `480 + ${rnd(600, SALT.registered, 'u', '1')}`)} AS at) r`);
}

export async function createProfiles(ctx: ScaleContext): Promise<number> {
  return bulkInsert(ctx, 'profiles', (from, to) => `
    INSERT INTO profiles (user_id, first_name, last_name, created_at, updated_at)
    SELECT u.id, (${textArray(FIRST_NAMES)})[1 + ${rnd(FIRST_NAMES.length, SALT.firstName, 'i')}],
           (${textArray(LAST_NAMES)})[1 + ${rnd(LAST_NAMES.length, SALT.lastName, 'i')}], u.created_at, u.created_at
      FROM generate_series(${from}, ${to}) i JOIN users u ON u.id = ${userId(ctx, 'i')}`);
}

/** One coordinator of each promotion-scoped level, with the participants' password and (empty) running totals. */
export async function createCoordinators(ctx: ScaleContext, passwordHash: string): Promise<number> {
  const { locationBase, promotionId } = ctx.ids;
  const accounts = [
    { email: COORDINATOR_EMAILS.coordinator, role: 'Coordinator', location: null, first: 'Casey', last: 'Coordinator' },
    // As in the demo seed: a regional coordinator on an office, a location coordinator on a department.
    { email: COORDINATOR_EMAILS.regional, role: 'Regional Coordinator', location: locationBase + REGIONS.length, first: 'Robin', last: 'Regional' },
    { email: COORDINATOR_EMAILS.location, role: 'Location Coordinator', location: locationBase + REGIONS.length + OFFICES.length, first: 'Lee', last: 'Local' },
  ];
  let rows = 0;
  for (const a of accounts) {
    rows += await run(ctx, `
      WITH created AS (
        INSERT INTO users (promotion_id, email, role, password_hash, location_id, flags, updated_at)
        VALUES ($1, $2, $3, $4, $5, $6::jsonb, now()) RETURNING id
      ), profile AS (
        INSERT INTO profiles (user_id, first_name, last_name, updated_at) SELECT id, $7, $8, now() FROM created
      )
      INSERT INTO user_points (user_id, promotion_id, updated_at) SELECT id, $1, now() FROM created`,
      [promotionId, a.email, a.role, passwordHash, a.location, PARTICIPANT_FLAGS, a.first, a.last]);
  }
  return rows * 3;
}
