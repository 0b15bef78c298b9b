// npm run bench — load benchmarks of the hot participant calls on the 100,000-participant 'scale' promotion
// (docs/benchmarks.md). For each call: the production app under 50 connections for ~10 s, then a bare node:http + pg
// server running exactly the SQL the app ran for the same requests (bench/capture.ts, bench/bare-server.ts), and the
// ratio between them. Targets are printed beside the results; nothing here fails a build.
//
// Environment: DATABASE_URL (else the embedded database of npm start), BENCH_URL to reuse a running app (same
// database and AUTH_SECRET), BENCH_PORT (default: a free port), BENCH_DURATION (10 s), BENCH_CONNECTIONS (50),
// BENCH_BARE_WRITES (2000 single-use log traces for the bare server), BENCH_ONLY (comma-separated scenario keys of
// bench/report.ts, e.g. wall,wallFriends,wallFollowing, plus reportCsv for the export of every participant; default
// all), BENCH_EXPORT_RUNS (3 exports).
import 'dotenv/config';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import pg from 'pg';
import { ROOT } from '../scripts/lib/resolve-database.ts';
import { ensureAuthSecret } from '../scripts/lib/auth-secret.ts';
import { BenchRefused, benchDatabase, findScale, freePort, pickReaders, pickWriters, startApp, type LogJob } from './setup.ts';
import { capture, installCapture } from './capture.ts';
import { runLoad } from './load.ts';
import { printReport, printSummary, SCENARIOS, type ScenarioKey, type ScenarioResult } from './report.ts';
import { calibrate, calibrationLine, type Calibration } from './calibration.ts';
import type { TraceFile } from './bare-server.ts';
import { webNodeOptions } from '../server/web/concurrency.ts';
import { WALL_KINDS, followForReaders, wallPaths } from './wall.ts';
import { SOCIAL_READ_KINDS, THREAD_PAGE_SIZE, pickSenders, sendBody, socialParams, socialPaths, threadsOf, type SendJob, type SocialReadKind } from './social.ts';
import { TEAM_READ_KINDS, isTeamKind, teamBench, teamParams, teamPaths, type TeamReadKind } from './teams.ts';
import { benchConditions } from './conditions.ts';
import { ADMIN_READ_KINDS, adminBench, adminPaths, adminReaders, isAdminKind } from './admin.ts';
import { benchExport, printExport, type ExportRun } from './admin-export.ts';

const log = (m: string) => console.log(`[bench] ${m}`);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const READERS = 200;
const BOARD_PAGES = 20; // the board pages people read: ranks 1..1000
const BARE_WRITES = Number(process.env.BENCH_BARE_WRITES ?? 2000);
const PRODUCT_WRITERS = 6000;
const BARE_SENDS = 1000; // recorded message sends replayed by the bare server
const PRODUCT_SENDS = 6000; // senders for the product's run (each sends a few messages at most)
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10); // the product's Prisma pool (server/db.ts, lib/env.ts)
const ONLY = process.env.BENCH_ONLY?.split(',').map((k) => k.trim()).filter(Boolean);
const wanted = (key: ScenarioKey | 'reportCsv') => !ONLY || ONLY.includes(key);
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);

type Handler = (request: import('next/server').NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function importHandlers() {
  const load = async (specifier: string, method: 'GET' | 'POST') => {
    try {
      return ((await import(specifier)) as Record<string, Handler>)[method] ?? null;
    } catch (error) {
      log(`${specifier} is not available (${(error as Error).message.split('\n')[0]}): its scenarios fail.`);
      return null;
    }
  };
  return {
    logging: await load('../app/api/logging/route.ts', 'GET'),
    board: await load('../app/api/promotions/[id]/leaderboard/route.ts', 'GET'),
    me: await load('../app/api/promotions/[id]/leaderboard/me/route.ts', 'GET'),
    log: await load('../app/api/user_activities/route.ts', 'POST'),
    posts: await load('../app/api/posts/route.ts', 'GET'),
    headerCounts: await load('../app/api/header_counts/route.ts', 'GET'),
    conversations: await load('../app/api/users/[id]/conversations/route.ts', 'GET'),
    thread: await load('../app/api/conversations/[id]/messages/route.ts', 'GET'),
    send: await load('../app/api/conversations/[id]/messages/route.ts', 'POST'),
    teamsJoin: await load('../app/api/teams/route.ts', 'GET'),
    myTeam: await load('../app/api/teams/[id]/route.ts', 'GET'),
    teamActivity: await load('../app/api/teams/[id]/all_activity/route.ts', 'GET'),
    weeklyWinners: await load('../app/api/teams/weekly_winners/route.ts', 'GET'),
    participants: await load('../app/api/promotions/[id]/participants/route.ts', 'GET'),
    stats: await load('../app/api/promotions/[id]/stats/route.ts', 'GET'),
  };
}

async function pool<T, R>(items: T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

function startBare(file: string, databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'bench/bare-server.ts'), file, String(port)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', NODE_OPTIONS: webNodeOptions(process.env.NODE_OPTIONS) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const until = Date.now() + 30_000;
    const probe = () =>
      http.get(`http://127.0.0.1:${port}/health`, (res) => { res.resume(); resolve(child); }).on('error', () => {
        if (Date.now() > until) reject(new BenchRefused('The bare server did not start.'));
        else setTimeout(probe, 200);
      });
    probe();
  });
}

async function main() {
  const database = await benchDatabase(log);
  const children: ChildProcess[] = [];
  const admin = new pg.Pool({ connectionString: database.url, max: 4 });
  let unfollow: (() => Promise<void>) | undefined;
  try {
    const scale = await findScale(admin);
    const conditions = await benchConditions(admin, log);
    if (scale.participants < 100_000) log(`Note: the 'scale' promotion has ${scale.participants.toLocaleString('en-US')} participants (the targets are for 100,000).`);
    if (!scale.individualBoard) throw new BenchRefused("The 'scale' promotion has the individual leaderboard switched off.");

    // The product's modules read their configuration from the environment once, at first use.
    const secret = ensureAuthSecret(ROOT);
    Object.assign(process.env, { DATABASE_URL: database.url, AUTH_SECRET: secret, APP_HOST: process.env.APP_HOST ?? 'localhost', RENEW_SILENT_LOGS: '1' });
    const PORT = process.env.BENCH_URL ? Number(new URL(process.env.BENCH_URL).port || 80) : Number(process.env.BENCH_PORT ?? (await freePort()));
    const BARE_PORT = await freePort();
    const host = `scale.${process.env.APP_HOST}:${PORT}`;
    installCapture();
    const handlers = await importHandlers();
    const { NextRequest } = await import('next/server');
    const { createSessionCookie } = await import('../server/auth/session.ts');

    log(`Scale promotion ${scale.id}: ${scale.participants.toLocaleString('en-US')} participants, today ${scale.today} (week ${scale.week}).`);
    const readers = await pickReaders(admin, scale.id, READERS);
    const writers = handlers.log && wanted('log') ? await pickWriters(admin, scale, readers, BARE_WRITES, PRODUCT_WRITERS) : { bare: [], product: [] as LogJob[], activityCount: 0 };
    const threadOf = await threadsOf(admin, readers);
    // Team calls are read by members of live teams (bench/teams.ts).
    const teams = TEAM_READ_KINDS.some(wanted) ? await teamBench(admin, scale.id, scale.today, readers) : null;
    // The coordinator dashboard's calls are read by the promotion's coordinator (bench/admin.ts).
    const coordinator = ADMIN_READ_KINDS.some(wanted) || wanted('reportCsv') ? await adminBench(admin, scale.id) : null;
    const readersOf = (kind: string) => (isAdminKind(kind) ? adminReaders(coordinator) : isTeamKind(kind) && teams ? teams.readers : readers);
    const senders: SendJob[] = handlers.send && wanted('sendMessage') ? await pickSenders(admin, scale.id, readers, BARE_SENDS + PRODUCT_SENDS) : [];
    const everyone = [...new Set([
      ...readers, ...(teams?.readers ?? []), ...writers.bare.map((j) => j.userId), ...writers.product.map((j) => j.userId), ...senders.map((j) => j.userId),
      ...(coordinator ? [coordinator.coordinatorId] : []),
    ])];
    const versions = new Map(
      (await admin.query('SELECT id, session_version FROM users WHERE id = ANY($1::int[])', [everyone])).rows.map((r) => [r.id as number, r.session_version as number]),
    );
    const cookies = new Map<number, string>();
    for (const id of everyone) {
      const c = await createSessionCookie({ userId: id, stay: false, sessionVersion: versions.get(id) ?? 0, promotionId: scale.id });
      cookies.set(id, `${c.name}=${c.value}`);
    }

    const call = async (handler: Handler, method: string, pathQuery: string, userId: number, body?: unknown, params: Record<string, string> = {}) => {
      const headers = new Headers({ host, cookie: cookies.get(userId)! });
      if (body !== undefined) {
        headers.set('content-type', 'application/json');
        headers.set('origin', `http://${host}`);
      }
      const request = new NextRequest(`http://${host}${pathQuery}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const response = await handler(request, { params: Promise.resolve(params) });
      await response.arrayBuffer();
      return response.status;
    };

    const paths = {
      logging: () => '/api/logging',
      board: (i: number) => `/api/promotions/${scale.id}/leaderboard?page=${1 + (i % BOARD_PAGES)}`,
      me: () => `/api/promotions/${scale.id}/leaderboard/me`,
      ...wallPaths,
      ...socialPaths,
      ...teamPaths(teams),
      ...adminPaths(coordinator, scale.id),
      thread: (i: number) => `/api/conversations/${threadOf.get(readers[i]) ?? 0}/messages?page_size=${THREAD_PAGE_SIZE}`,
    };
    type ReadKind = keyof typeof paths;
    const readHandler = (kind: ReadKind) => (isAdminKind(kind) ? (coordinator ? handlers[kind === 'stats' ? 'stats' : 'participants'] : null)
      : WALL_KINDS.includes(kind as (typeof WALL_KINDS)[number]) ? handlers.posts : handlers[kind as 'logging' | 'board' | 'me' | SocialReadKind | TeamReadKind]);
    const paramsFor = (kind: ReadKind, i: number) =>
      isTeamKind(kind) ? teamParams(teams, kind, i)
      : SOCIAL_READ_KINDS.includes(kind as SocialReadKind) ? socialParams(kind as SocialReadKind, threadOf.get(readers[i])) : { id: String(scale.id) };
    if (handlers.posts) unfollow = await followForReaders(admin, scale.id, readers);
    const logBody = (job: LogJob) => ({ activity_id: job.activityId, recorded_on: scale.today });

    // 0. The calibration line: runs on different machines compare through it (bench/calibration.ts).
    let calibration: Calibration | null = null;
    if (handlers.logging && handlers.board && handlers.me) {
      const who = readers[0];
      calibration = await calibrate(await freePort(), CONNECTIONS, {
        logging: () => call(handlers.logging!, 'GET', paths.logging(), who),
        board: () => call(handlers.board!, 'GET', paths.board(0), who, undefined, { id: String(scale.id) }),
        'own rank': () => call(handlers.me!, 'GET', paths.me(), who, undefined, { id: String(scale.id) }),
      });
      log(calibrationLine(calibration));
    }
    const problems: string[] = [];

    // 1. Record what the product runs for each request (reads as they are; writes dry, rolled back).
    log(`Recording the product's SQL for ${readers.length} readers and ${writers.bare.length} log requests…`);
    const traces: TraceFile = { reads: {}, writes: [], poolSize: POOL_SIZE };
    const unrecorded = new Map<string, string>();
    const readKinds = (['logging', 'board', 'me', ...WALL_KINDS, ...SOCIAL_READ_KINDS, ...TEAM_READ_KINDS, ...ADMIN_READ_KINDS] as const).filter((k) => readHandler(k) && wanted(k));
    for (const kind of readKinds) {
      await call(readHandler(kind)!, 'GET', paths[kind](0), readersOf(kind)[0], undefined, paramsFor(kind, 0)); // warm caches first
      const statuses = await pool(readersOf(kind), 1, async (userId, i) => {
        const { trace, result } = await capture(() => call(readHandler(kind)!, 'GET', paths[kind](i), userId, undefined, paramsFor(kind, i)));
        traces.reads[`${kind}:${i}`] = trace;
        return result;
      });
      const bad = statuses.filter((s) => s !== 200);
      if (bad.length) log(`  ${kind}: ${bad.length} of ${statuses.length} recordings did not answer 200 (${String(bad[0])}).`);
      if (bad.length === statuses.length) unrecorded.set(kind, `no recording answered 200 (${String(bad[0])})`);
    }
    if (handlers.log && wanted('log')) {
      const recorded = await pool(writers.bare, 1, async (job) => capture(() => call(handlers.log!, 'POST', '/api/user_activities', job.userId, logBody(job)), { dry: true }));
      // A recording that stopped before its transaction (refused by a rule) would not replay as a log.
      traces.writes = recorded.filter((r) => r.trace.some((s) => s.text.trim().toUpperCase() === 'COMMIT')).map((r) => r.trace);
      log(`  ${traces.writes.length} log traces (${recorded.length - traces.writes.length} refused by a rule and dropped).`);
      if (!traces.writes.length) unrecorded.set('log', `none of ${recorded.length} recorded logs reached its COMMIT`);
    }
    // Message sends follow the log traces in the same single-use list. A send is one statement (no transaction to
    // roll back): recording it sends the message, which is harmless in the scale data.
    const sendOffset = traces.writes.length;
    const bareSenders = senders.slice(0, BARE_SENDS);
    const productSenders = senders.slice(BARE_SENDS);
    const sendPath = (job: SendJob) => `/api/conversations/${job.conversationId}/messages`;
    if (bareSenders.length) {
      const recorded = await pool(bareSenders, 1, async (job, i) =>
        capture(() => call(handlers.send!, 'POST', sendPath(job), job.userId, sendBody(i), { id: String(job.conversationId) })));
      const sent = recorded.filter((r) => r.result === 201);
      traces.writes.push(...sent.map((r) => r.trace));
      log(`  ${sent.length} message-send traces (${recorded.length - sent.length} refused and dropped).`);
      if (!sent.length) unrecorded.set('sendMessage', `none of ${recorded.length} recorded sends answered 201`);
    }
    const sendCount = traces.writes.length - sendOffset;
    const dir = path.join(ROOT, '.data/bench');
    mkdirSync(dir, { recursive: true });
    const traceFile = path.join(dir, 'traces.json');
    writeFileSync(traceFile, JSON.stringify(traces));
    const statementsPer = (kind: string) => {
      const list = Object.entries(traces.reads).filter(([k]) => k.startsWith(`${kind}:`)).map(([, t]) => t.length);
      return list.length ? Math.round(list.reduce((a, b) => a + b, 0) / list.length) : 0;
    };

    // 2. The two servers.
    const bare = await startBare(traceFile, database.url, BARE_PORT);
    children.push(bare);
    const env = { ...process.env, DATABASE_URL: database.url, AUTH_SECRET: secret, NEXT_TELEMETRY_DISABLED: '1', RENEW_SILENT_LOGS: '1' };
    const app = await startApp(env, PORT, host, log);
    if (app.child) children.push(app.child);
    log(`App on ${app.url}, bare server on http://127.0.0.1:${BARE_PORT}; ${CONNECTIONS} connections, ${DURATION} s per run.`);

    // 3. Load: each call on the app, then on the bare server.
    const results: ScenarioResult[] = [];
    const productHeaders = (userId: number) => ({ host, cookie: cookies.get(userId)! });
    // Each call: saturated (50 connections as fast as answers come back: latency there is connections ÷ throughput,
    // Little's law), then one connection at a time (the latency of a request on an otherwise idle server).
    // autocannon's rate limit fires in bursts per tick, so it cannot give "below saturation" latencies itself.
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
    const SINGLE_SECONDS = Math.max(3, Math.round(DURATION / 2));
    // The log runs last: its writes change what the reads after it would read (and its bare replay performs them).
    const order = (Object.keys(SCENARIOS) as ScenarioKey[]).filter(wanted).sort((a, b) => Number(a === 'log') - Number(b === 'log'));
    for (const key of order) {
      const scenario = SCENARIOS[key];
      const missing = unrecorded.get(key) ?? (key === 'log' ? (!handlers.log ? 'the route did not load' : writers.product.length === 0 ? 'no writers found' : null)
        : key === 'sendMessage' ? (!handlers.send ? 'the route did not load' : productSenders.length === 0 || sendCount === 0 ? 'no senders or no recorded sends' : null)
        : !readHandler(key) ? 'the route did not load' : null);
      if (missing) {
        results.push({ key, failed: missing });
        problems.push(`${scenario.label}: ${missing}`);
        continue;
      }
      log(`${scenario.label}…`);
      if (key === 'log') {
        let j = 0;
        const nextLog = () => {
          const job = writers.product[j++ % writers.product.length];
          return {
            method: 'POST', path: '/api/user_activities',
            headers: { ...productHeaders(job.userId), 'content-type': 'application/json', origin: `http://${host}` },
            body: JSON.stringify(logBody(job)),
          };
        };
        // Each bare write trace is single-use: number them here, so whichever bare process answers replays a new one.
        let written = 0;
        const nextWrite = () => ({ method: 'GET', path: `/w/${written++}`, headers: {} });
        const product = await runLoad({ url: app.url, connections: CONNECTIONS, durationSeconds: DURATION, next: nextLog });
        const bareResult = await runLoad({ url: bareUrl, connections: CONNECTIONS, durationSeconds: DURATION, amount: sendOffset, next: nextWrite });
        // Requests in flight when a run stops still used their trace.
        const left = sendOffset - written;
        const paced = {
          connections: 1,
          product: await runLoad({ url: app.url, connections: 1, durationSeconds: SINGLE_SECONDS, next: nextLog }),
          bare: left > 0 ? await runLoad({ url: bareUrl, connections: 1, durationSeconds: SINGLE_SECONDS, amount: left, next: nextWrite }) : null,
        };
        const statements = Math.round(traces.writes.slice(0, sendOffset).reduce((a, t) => a + t.length, 0) / Math.max(1, sendOffset));
        results.push({ key, product, bare: bareResult, statements, paced });
        continue;
      }
      if (key === 'sendMessage') {
        let j = 0;
        const nextSend = () => {
          const job = productSenders[j % productSenders.length];
          const body = JSON.stringify(sendBody(j++));
          return { method: 'POST', path: sendPath(job), headers: { ...productHeaders(job.userId), 'content-type': 'application/json', origin: `http://${host}` }, body };
        };
        let written = sendOffset;
        const nextWrite = () => ({ method: 'GET', path: `/w/${written++}`, headers: {} });
        const product = await runLoad({ url: app.url, connections: CONNECTIONS, durationSeconds: DURATION, next: nextSend });
        const bareResult = await runLoad({ url: bareUrl, connections: CONNECTIONS, durationSeconds: DURATION, amount: sendCount, next: nextWrite });
        const left = sendOffset + sendCount - written;
        const paced = {
          connections: 1,
          product: await runLoad({ url: app.url, connections: 1, durationSeconds: SINGLE_SECONDS, next: nextSend }),
          bare: left > 0 ? await runLoad({ url: bareUrl, connections: 1, durationSeconds: SINGLE_SECONDS, amount: left, next: nextWrite }) : null,
        };
        const statements = Math.round(traces.writes.slice(sendOffset).reduce((a, t) => a + t.length, 0) / Math.max(1, sendCount));
        results.push({ key, product, bare: bareResult, statements, paced });
        continue;
      }
      const kind = key;
      let n = 0;
      const nextProduct = () => {
        const who = readersOf(kind);
        const i = n++ % who.length;
        return { method: 'GET', path: paths[kind](i), headers: productHeaders(who[i]) };
      };
      let m = 0;
      const nextBare = () => ({ method: 'GET', path: `/r/${kind}:${m++ % readersOf(kind).length}`, headers: {} });
      await runLoad({ url: app.url, connections: 10, durationSeconds: 2, next: nextProduct }); // warm-up
      const product = await runLoad({ url: app.url, connections: CONNECTIONS, durationSeconds: DURATION, next: nextProduct });
      await runLoad({ url: bareUrl, connections: 10, durationSeconds: 2, next: nextBare });
      const bareResult = await runLoad({ url: bareUrl, connections: CONNECTIONS, durationSeconds: DURATION, next: nextBare });
      const paced = {
        connections: 1,
        product: await runLoad({ url: app.url, connections: 1, durationSeconds: SINGLE_SECONDS, next: nextProduct }),
        bare: await runLoad({ url: bareUrl, connections: 1, durationSeconds: SINGLE_SECONDS, next: nextBare }),
      };
      results.push({ key, product, bare: bareResult, statements: statementsPer(kind), paced });
    }

    // 4. The CSV export of every participant, one at a time, with the server's memory watched (bench/admin-export.ts).
    let exports: ExportRun[] = [];
    if (wanted('reportCsv') && coordinator) {
      log('CSV export of every participant…');
      const serverPid = app.child?.pid ?? (process.env.BENCH_SERVER_PID ? Number(process.env.BENCH_SERVER_PID) : null);
      exports = await benchExport({ url: app.url, promotionId: scale.id, headers: { ...productHeaders(coordinator.coordinatorId), origin: `http://${host}` }, serverPid, runs: EXPORT_RUNS });
    }

    // A run whose bare side answered nothing but errors compares against nothing: that fails the run too.
    for (const r of results) {
      if (r.failed !== undefined) continue;
      if (r.bare.requests === 0 || r.bare.non2xx + r.bare.errors >= r.bare.requests) problems.push(`${SCENARIOS[r.key].label}: the bare server answered no request successfully`);
      if (r.product.requests === 0 || r.product.non2xx + r.product.errors >= r.product.requests) problems.push(`${SCENARIOS[r.key].label}: the app answered no request successfully`);
    }
    if (calibration) console.log(`\n${calibrationLine(calibration)}`);
    printReport(results, { participants: scale.participants, connections: CONNECTIONS, duration: DURATION, poolSize: POOL_SIZE });
    printSummary(results);
    printExport(exports);
    writeFileSync(path.join(dir, 'last-run.json'), JSON.stringify({ at: new Date().toISOString(), participants: scale.participants, calibration, conditions, results, exports }, null, 2));
    log(`Results saved to .data/bench/last-run.json.`);
    if (problems.length) {
      console.error(`\nThe run FAILED: ${problems.length} scenario(s) measured nothing:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    // Everything that holds a connection lets go before an embedded PostgreSQL stops: the servers, this process's
    // own pools (the recording ran the product's handlers here); otherwise an idle connection's "terminating
    // connection" error crashes the run after the results are printed.
    await Promise.all(children.map((child) => stopChild(child)));
    await unfollow?.();
    await admin.end();
    await import('../server/db.ts').then(({ db }) => db.$disconnect()).catch(() => undefined); // never loaded: nothing to close
    await database.stop();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof BenchRefused) {
      console.error(`[bench] ${error.message}`);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  },
);

