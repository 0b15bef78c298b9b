// Loads a running web server with the cheap reads, for a V8 profile of the server (docs/benchmarks.md "Session 15").
// Start the server with `--cpu-prof` (one process: WEB_CONCURRENCY=1), run this, stop the server, then read the
// profile with bench/cpu-shares.ts.
//   BENCH_URL=http://127.0.0.1:3000 tsx bench/web-load.ts [headerCounts,me,board,promotion] [seconds per call=15]
// Same database and AUTH_SECRET as the server (it mints the readers' session cookies, as npm run bench does).
// BENCH_SERVER_PID (the server's process; with WEB_CONCURRENCY=1 the only one) adds the server's CPU per request, read
// from /proc, user and system apart: unlike requests/s, it hardly moves with what else the machine is doing.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { benchDatabase, findScale, pickReaders, SCALE_SUBDOMAIN } from './setup.ts';
import { ensureAuthSecret } from '../scripts/lib/auth-secret.ts';
import { ROOT } from '../scripts/lib/resolve-database.ts';
import { runLoad } from './load.ts';

const log = (m: string) => console.log(`[web-load] ${m}`);
const CALLS = (process.argv[2] ?? 'headerCounts,me,board').split(',');
const SECONDS = Number(process.argv[3] ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SERVER_PID = process.env.BENCH_SERVER_PID;

/**
 * User and system CPU of a process in ms (/proc/<pid>/stat, clock ticks of 10 ms). Apart, because a V8 profile
 * over-weights system calls (session 25: `writev` was 29 % of the samples while the kernel's share of the process's
 * CPU was 13 %), so which side a gap sits on is read here, not from the profile.
 */
function cpuMs(pid: string): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

async function main() {
  const url = process.env.BENCH_URL;
  if (!url) throw new Error('BENCH_URL names the running server.');
  const database = await benchDatabase(log);
  const admin = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const scale = await findScale(admin);
    Object.assign(process.env, { DATABASE_URL: database.url, AUTH_SECRET: process.env.AUTH_SECRET ?? ensureAuthSecret(ROOT), APP_HOST: process.env.APP_HOST ?? 'localhost' });
    const readers = await pickReaders(admin, scale.id, 200);
    const versions = new Map((await admin.query('SELECT id, session_version FROM users WHERE id = ANY($1::int[])', [readers])).rows.map((r) => [r.id as number, r.session_version as number]));
    const { createSessionCookie } = await import('../server/auth/session.ts');
    const cookies: string[] = [];
    for (const id of readers) {
      const c = await createSessionCookie({ userId: id, stay: false, sessionVersion: versions.get(id) ?? 0, promotionId: scale.id });
      cookies.push(`${c.name}=${c.value}`);
    }
    const host = `${SCALE_SUBDOMAIN}.${process.env.APP_HOST}:${new URL(url).port || 80}`;
    const paths: Record<string, (i: number) => string> = {
      headerCounts: () => '/api/header_counts',
      me: () => `/api/promotions/${scale.id}/leaderboard/me`,
      board: (i) => `/api/promotions/${scale.id}/leaderboard?page=${1 + (i % 20)}`,
      logging: () => '/api/logging',
      // No SQL at all (the promotion comes from the 5 s cache): the framework's cost alone.
      promotion: () => '/api/promotions/current',
    };
    for (const call of CALLS) {
      const path = paths[call];
      if (!path) throw new Error(`Unknown call ${call}; one of ${Object.keys(paths).join(', ')}.`);
      let n = 0;
      const next = () => {
        const i = n++;
        return { method: 'GET', path: path(i), headers: { host, cookie: cookies[i % cookies.length]! } };
      };
      await runLoad({ url, connections: 10, durationSeconds: 2, next });
      const cpuBefore = SERVER_PID ? cpuMs(SERVER_PID) : null;
      const result = await runLoad({ url, connections: CONNECTIONS, durationSeconds: SECONDS, next });
      let cpu = '';
      if (SERVER_PID && cpuBefore) {
        const after = cpuMs(SERVER_PID);
        const per = (ms: number) => (ms / (result.requests + result.non2xx)).toFixed(3);
        const user = after.user - cpuBefore.user;
        const system = after.system - cpuBefore.system;
        cpu = `, server CPU ${per(user + system)} ms/request (user ${per(user)}, system ${per(system)})`;
      }
      log(`${call.padEnd(13)} ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, non-2xx ${result.non2xx}, errors ${result.errors}${cpu}`);
    }
  } finally {
    await admin.end();
    await database.stop();
  }
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
