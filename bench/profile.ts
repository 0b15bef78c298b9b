// CPU cost per request of the app's own code, without Next's HTTP server: calls the route handlers in this process
// (as bench/run.ts records them) and divides the process's CPU time by the number of requests. Repeatable enough to
// compare two versions of the route wrapper on a busy machine, where autocannon figures are not.
//   tsx --conditions=react-server bench/profile.ts [logging|board|me|myTeam|teamActivity|weeklyWinners|all] [requests=3000]      (NODE_OPTIONS=--cpu-prof for a V8 profile)
// (react-server: route handlers import 'server-only', which only that condition lets load outside Next.)
import pg from 'pg';
import { benchDatabase, findScale, pickReaders } from './setup.ts';
import { teamBench, teamParams, teamPaths, type TeamReadKind } from './teams.ts';
import { ensureAuthSecret } from '../scripts/lib/auth-secret.ts';
import { ROOT } from '../scripts/lib/resolve-database.ts';

type Handler = (request: import('next/server').NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const log = (m: string) => console.log(m);
const which = process.argv[2] ?? 'all';
const REQUESTS = Number(process.argv[3] ?? 3000);
const CONCURRENCY = 10;

async function main() {
  const database = await benchDatabase(log);
  const admin = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const scale = await findScale(admin);
    Object.assign(process.env, { DATABASE_URL: database.url, AUTH_SECRET: ensureAuthSecret(ROOT), APP_HOST: process.env.APP_HOST ?? 'localhost', RENEW_SILENT_LOGS: '1', NODE_ENV: 'production' });
    const readers = await pickReaders(admin, scale.id, 200);
    const versions = new Map((await admin.query('SELECT id, session_version FROM users WHERE id = ANY($1::int[])', [readers])).rows.map((r) => [r.id as number, r.session_version as number]));
    const { createSessionCookie } = await import('../server/auth/session.ts');
    const { NextRequest } = await import('next/server');
    const cookies = new Map<number, string>();
    for (const id of readers) {
      const c = await createSessionCookie({ userId: id, stay: false, sessionVersion: versions.get(id) ?? 0, promotionId: scale.id });
      cookies.set(id, `${c.name}=${c.value}`);
    }
    const host = `scale.${process.env.APP_HOST}:3000`;
    // The team calls are read by members of live teams (bench/teams.ts), each asking for their own team.
    const teams = await teamBench(admin, scale.id, scale.today, readers);
    const teamReaders = teams?.readers ?? [];
    for (const id of teamReaders.filter((r) => !cookies.has(r))) {
      const [row] = (await admin.query('SELECT session_version FROM users WHERE id = $1', [id])).rows;
      const c = await createSessionCookie({ userId: id, stay: false, sessionVersion: row?.session_version ?? 0, promotionId: scale.id });
      cookies.set(id, `${c.name}=${c.value}`);
    }
    const teamPath = teamPaths(teams);
    const team = (kind: TeamReadKind, module: string) => ({
      module, path: teamPath[kind], readers: teamReaders, params: (i: number) => teamParams(teams, kind, i),
    });
    const targets: Record<string, { module: string; path: (i: number) => string; readers?: number[]; params?: (i: number) => Record<string, string> }> = {
      logging: { module: '../app/api/logging/route.ts', path: () => '/api/logging' },
      board: { module: '../app/api/promotions/[id]/leaderboard/route.ts', path: (i) => `/api/promotions/${scale.id}/leaderboard?page=${1 + (i % 20)}` },
      me: { module: '../app/api/promotions/[id]/leaderboard/me/route.ts', path: () => `/api/promotions/${scale.id}/leaderboard/me` },
      myTeam: team('myTeam', '../app/api/teams/[id]/route.ts'),
      teamActivity: team('teamActivity', '../app/api/teams/[id]/all_activity/route.ts'),
      weeklyWinners: team('weeklyWinners', '../app/api/teams/weekly_winners/route.ts'),
    };
    for (const [name, target] of Object.entries(targets)) {
      if (which !== 'all' && which !== name) continue;
      const handler = ((await import(target.module)) as Record<string, Handler>).GET;
      const call = async (i: number) => {
        const who = target.readers ?? readers;
        const userId = who[i % who.length];
        const request = new NextRequest(`http://${host}${target.path(i)}`, { headers: { host, cookie: cookies.get(userId)! } });
        const response = await handler(request, { params: Promise.resolve(target.params?.(i) ?? { id: String(scale.id) }) });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
      };
      const run = async (count: number) => {
        let next = 0;
        await Promise.all(Array.from({ length: CONCURRENCY }, async () => { while (next < count) await call(next++); }));
      };
      await run(300); // warm-up: JIT, prepared statements, caches
      const cpu = process.cpuUsage();
      const started = performance.now();
      await run(REQUESTS);
      const used = process.cpuUsage(cpu);
      const wall = performance.now() - started;
      log(`${name.padEnd(8)} ${((used.user + used.system) / 1000 / REQUESTS).toFixed(3)} ms CPU/request in this process, ${(REQUESTS / (wall / 1000)).toFixed(0)} req/s (concurrency ${CONCURRENCY})`);
    }
  } finally {
    await admin.end();
    const { db } = await import('../server/db.ts');
    await db.$disconnect();
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
