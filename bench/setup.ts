// What npm run bench needs before it can load anything: the database, the 'scale' promotion and its participants,
// session cookies, and the production app (started here, or the one BENCH_URL names).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import http from 'node:http';
import pg from 'pg';
import { ROOT, resolveDatabase } from '../scripts/lib/resolve-database.ts';
import { ensureRelease, releaseDir } from '../scripts/lib/release.ts';
import { daysBetween, isoDate, todayIn } from '../lib/promotion-dates.ts';
import { webNodeOptions } from '../server/web/concurrency.ts';

export const SCALE_SUBDOMAIN = 'scale';
export const MISSING_SCALE =
  "The 'scale' promotion is missing from this database. Generate it first:\n  npm run db:seed:scale -- --participants 100000";

export class BenchRefused extends Error {}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

/** A port nobody listens on right now (the OS picks it), so the bench never collides with a running app. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** DATABASE_URL; else npm start's embedded server when it is up (never restarted under it); else start it. */
export async function benchDatabase(log: (m: string) => void): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  if (await portOpen(port)) return { url: `postgresql://postgres:postgres@127.0.0.1:${port}/renew`, stop: async () => {} };
  const db = await resolveDatabase(log);
  return { url: db.url, stop: () => db.stop() };
}

export interface ScalePromotion {
  id: number;
  participants: number;
  today: string;
  week: number;
  maxPerDay: number;
  individualBoard: boolean;
}

export async function findScale(pool: pg.Pool): Promise<ScalePromotion> {
  const { rows } = await pool.query(
    `SELECT p.id, p.time_zone, p.starts_on, p.ends_on, p.current_date_override, p.max_activities_day, p.flags,
            (SELECT count(*)::int FROM users u WHERE u.promotion_id = p.id AND u.role = 'User') AS participants
       FROM promotions p WHERE p.subdomain = $1`,
    [SCALE_SUBDOMAIN],
  );
  const p = rows[0];
  if (!p || p.participants === 0) throw new BenchRefused(MISSING_SCALE);
  const startsOn = isoDate(p.starts_on)!;
  const endsOn = isoDate(p.ends_on)!;
  const current = isoDate(p.current_date_override) ?? todayIn(p.time_zone);
  const today = current > endsOn ? endsOn : current;
  return {
    id: p.id,
    participants: p.participants,
    today,
    week: Math.max(1, Math.floor(daysBetween(startsOn, today) / 7) + 1),
    maxPerDay: p.max_activities_day,
    individualBoard: (p.flags as Record<string, unknown>)?.is_show_individual_leaderboard !== false,
  };
}

export interface LogJob {
  userId: number;
  activityId: number;
}

/** Random opted-in participants who read (the same ones for the product and the bare server). */
export async function pickReaders(pool: pg.Pool, promotionId: number, count: number): Promise<number[]> {
  const { rows } = await pool.query(
    `SELECT id FROM users WHERE promotion_id = $1 AND role = 'User' AND opted_in_individual_leaderboard AND deleted_at IS NULL
      ORDER BY random() LIMIT $2`,
    [promotionId, count],
  );
  return rows.map((r) => r.id as number);
}

/**
 * Logging work: participants who can still log today, each with activities (available this week, not quizzes) they
 * have not logged today. `single` users get one job each (write traces are single-use: two traces of one user were
 * both recorded against the same state); the others get as many as they have room for.
 */
export async function pickWriters(pool: pg.Pool, scale: ScalePromotion, exclude: number[], single: number, multi: number) {
  const { rows: activities } = await pool.query(
    `SELECT id FROM activities WHERE promotion_id = $1 AND is_logging AND question IS NULL AND week_available <= $2 ORDER BY id`,
    [scale.id, scale.week],
  );
  const activityIds = activities.map((a) => a.id as number);
  const { rows } = await pool.query(
    `SELECT u.id, coalesce(array_agg(ua.activity_id) FILTER (WHERE ua.id IS NOT NULL), '{}') AS logged
       FROM users u
       LEFT JOIN user_activities ua ON ua.user_id = u.id AND ua.recorded_on = $2::date
       LEFT JOIN entries e ON e.user_id = u.id AND e.recorded_on = $2::date
      WHERE u.promotion_id = $1 AND u.role = 'User' AND u.deleted_at IS NULL AND u.id <> ALL($3::int[])
        AND coalesce(e.locked, false) = false
      GROUP BY u.id
     HAVING count(ua.id) < $4
      ORDER BY random() LIMIT $5`,
    [scale.id, scale.today, exclude, scale.maxPerDay, single + multi],
  );
  const jobsOf = (row: { id: number; logged: number[] }, max: number): LogJob[] => {
    const room = Math.min(max, scale.maxPerDay - row.logged.length);
    const free = activityIds.filter((a) => !row.logged.includes(a));
    // A different activity per job, spread over the catalogue.
    const offset = row.id % Math.max(1, free.length);
    return free.slice(offset).concat(free.slice(0, offset)).slice(0, room).map((activityId) => ({ userId: row.id, activityId }));
  };
  const bare = rows.slice(0, single).flatMap((r) => jobsOf(r, 1));
  // Round by round (everyone's first log, then everyone's second…): one person never logs twice at the same moment,
  // which would only measure the wait on their day's entry lock.
  const perUser = rows.slice(single).map((r) => jobsOf(r, scale.maxPerDay));
  const product: LogJob[] = [];
  for (let round = 0; round < scale.maxPerDay; round++) for (const jobs of perUser) if (jobs[round]) product.push(jobs[round]);
  return { bare, product, activityCount: activityIds.length };
}

/** The production app: BENCH_URL as given, or the release's web server (after building the release when it is stale). */
export async function startApp(env: NodeJS.ProcessEnv, port: number, host: string, log: (m: string) => void): Promise<{ url: string; child: ChildProcess | null }> {
  if (process.env.BENCH_URL) {
    const url = process.env.BENCH_URL.replace(/\/$/, '');
    await waitForApp(url, host, 30_000);
    return { url, child: null };
  }
  try {
    if (await ensureRelease({ root: ROOT, log, skipChecks: true, env })) log('Built the release (sources changed since the last build).');
  } catch (error) {
    throw new BenchRefused(`The release did not build (${(error as Error).message}); the benchmark needs a production build.`);
  }
  // The product's production server (release/web.mjs: WEB_CONCURRENCY processes, as `npm start` runs it).
  const child = spawn(process.execPath, [path.join(releaseDir(ROOT), 'web.mjs')], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'production', PORT: String(port), HOSTNAME_BIND: '127.0.0.1', NODE_OPTIONS: webNodeOptions(env.NODE_OPTIONS) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForApp(url, host, 60_000);
  return { url, child };
}

function get(url: string, host: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/api/promotions/current`, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.setTimeout(5_000, () => req.destroy());
  });
}

async function waitForApp(url: string, host: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const status = await get(url, host);
    if (status === 200) return;
    if (status === 404) throw new BenchRefused(`${url} answers 404 for the 'scale' promotion: is it using the same database?`);
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new BenchRefused(`The app at ${url} did not answer within ${timeoutMs / 1000} s.`);
}

