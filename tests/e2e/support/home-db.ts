// Test data the home journeys need and the demo seed does not have: fresh participants with a clean day (so the
// daily maximum and the scenes are the test's own), inserted straight into the Playwright run's database.
// The database is the one scripts/start.ts --e2e creates: renew_e2e_{port} (E2E_DATABASE) on TEST_DATABASE_URL /
// DATABASE_URL's server, or on the embedded test server (scripts/lib/e2e-database.ts).
import pg from 'pg';
import { PRIVACY_POLICY_VERSION } from '../../../lib/privacy/constants';

function e2eDatabaseUrl(): string {
  const port = Number(process.env.E2E_PORT ?? 3100);
  const name = process.env.E2E_DATABASE ?? `renew_e2e_${port}`;
  const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? `postgresql://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_TEST_PG_PORT ?? 54330}/postgres`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** acme: started, API version 2, layered scenes; renew: the default promotion (bare host), version 1, grid scenes;
 * globex: not started yet. */
export type Subdomain = 'acme' | 'renew' | 'globex';

export interface NewParticipant {
  id: number;
  email: string;
}

/**
 * A participant of the promotion on `subdomain` ('acme': started, API version 2, layered scenes; 'renew': the default
 * promotion on the bare host, API version 1, grid scenes) who has been home, with the demo password (copied from a
 * seeded account, so no hashing here). `flags` are merged over the onboarding flags.
 */
export async function createParticipant(subdomain: Subdomain, label: string, flags: Record<string, boolean> = {}): Promise<NewParticipant> {
  const email = `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@e2e.example.com`;
  const allFlags = { has_been_home: true, has_seen_home_walkthrough: true, has_seen_activities_tutorial: true, ...flags };
  return withClient(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      // Registered as the form registers: the current privacy policy accepted, so its prompt interrupts no journey.
      `INSERT INTO users (promotion_id, email, role, password_hash, flags, updated_at, privacy_policy_version, privacy_policy_accepted_at)
       SELECT p.id, $2, 'User', (SELECT password_hash FROM users WHERE email = 'participant@example.com' LIMIT 1), $3::jsonb, now(), $4, now()
       FROM promotions p WHERE p.subdomain = $1
       RETURNING id`,
      [subdomain, email, JSON.stringify(allFlags), PRIVACY_POLICY_VERSION],
    );
    const id = rows[0]!.id;
    await client.query(`INSERT INTO profiles (user_id, first_name, last_name, updated_at) VALUES ($1, $2, 'Tester', now())`, [id, label[0]!.toUpperCase() + label.slice(1)]);
    return { id, email };
  });
}

/** Activities of a promotion unlocked in week 1, by name, for logging through the API. */
export async function weekOneActivities(subdomain: Subdomain): Promise<Array<{ id: number; name: string; has_quiz: boolean; correct_answer: number | null; answers: string[] }>> {
  return withClient(async (client) => {
    const { rows } = await client.query(
      `SELECT a.id, a.name, a.question IS NOT NULL AS has_quiz, a.correct_answer, a.answers
       FROM activities a JOIN promotions p ON p.id = a.promotion_id
       WHERE p.subdomain = $1 AND a.week_available = 1 AND a.is_logging
       ORDER BY a.sequence, a.id`,
      [subdomain],
    );
    return rows;
  });
}

/** The promotion's calendar today ('YYYY-MM-DD'), as the server computes it. */
export async function promotionToday(subdomain: Subdomain): Promise<{ today: string; startsOn: string }> {
  return withClient(async (client) => {
    const { rows } = await client.query(
      `SELECT to_char(coalesce(current_date_override, (now() AT TIME ZONE time_zone)::date), 'YYYY-MM-DD') AS today,
              to_char(starts_on, 'YYYY-MM-DD') AS starts_on
       FROM promotions WHERE subdomain = $1`,
      [subdomain],
    );
    return { today: rows[0].today, startsOn: rows[0].starts_on };
  });
}

/**
 * Turns a promotion's activity_feels on or off (a column of promotions). The server caches promotions for up to 5 s
 * (server/tenancy/promotion-context.ts), so poll GET /promotions/current before relying on the change.
 */
export async function setActivityFeels(subdomain: Subdomain, on: boolean): Promise<void> {
  await withClient((client) => client.query('UPDATE promotions SET activity_feels = $2 WHERE subdomain = $1', [subdomain, on]));
}

/**
 * Moves a participant's registration `days` back: past the first day (the just-registered window), a pending
 * evaluation sends them to it instead of offering it (components/onboarding/pending-evaluation.tsx).
 */
export async function backdateRegistration(userId: number, days: number): Promise<void> {
  await withClient((client) => client.query(`UPDATE profiles SET created_at = now() - make_interval(days => $2::int) WHERE user_id = $1`, [userId, days]));
}
