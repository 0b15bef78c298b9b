// npm run bench:realtime — realtime fan-out at scale (docs/benchmarks.md "Realtime"): the real sidecar as a child
// process, run as npm start runs it (SIDECAR_CONCURRENCY processes behind one port, server/realtime/sidecar.ts), N participants each holding one authenticated socket joined to their promotion's channel (spread over
// client processes), and newPostCreated events sent through the product's publish() (pg_notify) at a steady pace.
// Measures publish() → client latency per delivery, and the sidecar's memory per socket.
//
// Environment: DATABASE_URL (else the embedded database of npm start, as npm run bench), BENCH_REALTIME_SOCKETS
// (5000), BENCH_REALTIME_EVENTS (100), BENCH_REALTIME_INTERVAL_MS (200), BENCH_REALTIME_WORKERS (2 client processes),
// BENCH_REALTIME_SIDECARS (2 sidecar processes, the sidecar's SIDECAR_CONCURRENCY), BENCH_REALTIME_SIDECAR_ARGS (node
// flags for the sidecar, e.g. --cpu-prof).
import 'dotenv/config';
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../scripts/lib/resolve-database.ts';
import { applyMigrations } from '../scripts/lib/migrations.ts';
import { ensureAuthSecret } from '../scripts/lib/auth-secret.ts';
import { BenchRefused, benchDatabase, freePort } from './setup.ts';
import { clock, type ClientCommand, type ClientReply } from './realtime-clients.ts';
import { printRealtimeReport, type RealtimeFigures } from './realtime-report.ts';
import type { ProbeReply, ProbeRequest } from './realtime-probe.ts';

const log = (m: string) => console.log(`[bench:realtime] ${m}`);
const SOCKETS = Number(process.env.BENCH_REALTIME_SOCKETS ?? 5000);
const EVENTS = Number(process.env.BENCH_REALTIME_EVENTS ?? 100);
const INTERVAL_MS = Number(process.env.BENCH_REALTIME_INTERVAL_MS ?? 200);
const WORKERS = Number(process.env.BENCH_REALTIME_WORKERS ?? 2);
// npm start runs one sidecar process per core (scripts/start.ts); 1 is a sidecar without its cluster primary.
const SIDECARS = Number(process.env.BENCH_REALTIME_SIDECARS ?? 2);
const HANDSHAKES_IN_FLIGHT = 100; // per client process
const WARMUP_SOCKETS_PER_PROCESS = 50;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every socket is a file descriptor on both ends: the sidecar holds all of them, each client process its share. */
function checkSettings(): void {
  if (!Number.isInteger(SIDECARS) || SIDECARS < 1) throw new BenchRefused(`BENCH_REALTIME_SIDECARS must be a whole number ≥ 1 (got ${SIDECARS}).`);
}

function checkFileDescriptors(): void {
  const limit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
  if (Number.isFinite(limit) && limit < SOCKETS + 200) {
    throw new BenchRefused(`ulimit -n is ${limit}; ${SOCKETS} sockets need at least ${SOCKETS + 200} (run \`ulimit -n 65536\` first).`);
  }
}

/** A child that answers over IPC: `ask` sends a command and resolves with the next reply of the expected type. */
function asker<Reply extends { type: string }>(child: ChildProcess) {
  return <T extends Reply['type']>(command: object, expect: T): Promise<Extract<Reply, { type: T }>> =>
    new Promise((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if (reply.type !== expect) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(reply as Extract<Reply, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`child exited (${code}) while waiting for ${expect}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(command);
    });
}

async function startSidecar(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  // node itself (not the tsx binary, which runs the script in a grandchild) so the IPC channel reaches the sidecar.
  // The flags reach every process of a clustered sidecar too: cluster.fork() repeats the primary's.
  // BENCH_REALTIME_SIDECAR_ARGS: more node flags for the sidecar, e.g. `--cpu-prof --cpu-prof-dir=.data/bench`.
  const extra = (process.env.BENCH_REALTIME_SIDECAR_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--expose-gc', '--import', 'tsx', '--import', './bench/realtime-probe.ts', 'server/realtime/sidecar.ts'], {
    cwd: ROOT,
    // The primary starts listening only once every process LISTENs, so /healthz answering means all of them are up.
    env: { ...env, SOCKET_PORT: String(port), SIDECAR_CONCURRENCY: String(SIDECARS), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const until = Date.now() + 30_000;
  for (;;) {
    const status = await new Promise<number>((resolve) => {
      http.get(`http://127.0.0.1:${port}/healthz`, (res) => { res.resume(); resolve(res.statusCode ?? 0); }).on('error', () => resolve(0));
    });
    if (status === 200) return child;
    if (child.exitCode !== null || Date.now() > until) throw new BenchRefused('The realtime sidecar did not start.');
    await sleep(200);
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => { child.kill('SIGKILL'); resolve(); }, 10_000);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    child.kill('SIGTERM');
  });
}

async function main() {
  checkSettings();
  checkFileDescriptors();
  const loadAtStart = loadavg()[0];
  const database = await benchDatabase(log);
  const admin = new pg.Pool({ connectionString: database.url, max: 2 });
  const children: ChildProcess[] = [];
  let dropFixture: (() => Promise<void>) | undefined;
  try {
    await applyMigrations(database.url);
    const secret = ensureAuthSecret(ROOT);
    const appHost = process.env.APP_HOST ?? 'localhost';
    // The product's modules (publish(), the session helpers) read their configuration once, at first use.
    Object.assign(process.env, { DATABASE_URL: database.url, AUTH_SECRET: secret, APP_HOST: appHost, LOG_LEVEL: 'warn' });
    const { createRealtimeFixture, dropRealtimeFixture } = await import('./realtime-fixtures.ts');
    const { publish } = await import('../server/realtime/publish.ts');
    const port = await freePort();

    log(`Creating a promotion with ${SOCKETS.toLocaleString('en-US')} participants and their sessions…`);
    const fixture = await createRealtimeFixture(admin, { participants: SOCKETS, appHost, port, secret });
    dropFixture = () => dropRealtimeFixture(admin);

    const sidecar = await startSidecar({ ...process.env }, port);
    children.push(sidecar);
    const askSidecar = asker<ProbeReply>(sidecar);
    // Every figure is summed over the sidecar's processes: a missing one would make the sums wrong, so it fails the run.
    const probe = async (request: Omit<ProbeRequest, 'type'>) => {
      const reply = await askSidecar({ type: 'probe', ...request }, 'probe');
      if (reply.error) throw new Error(`sidecar probe: ${reply.error}`);
      return reply;
    };
    const workers = Array.from({ length: WORKERS }, () =>
      fork(path.join(ROOT, 'bench/realtime-clients.ts'), [], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    );
    children.push(...workers);
    const ask = workers.map((w) => asker<ClientReply>(w));
    const url = `http://127.0.0.1:${port}`;
    const connect = (i: number, tokens: string[], thenClose = false) =>
      ask[i]({
        type: 'connect', url, host: fixture.host, channel: fixture.channel, tokens, thenClose,
        concurrency: HANDSHAKES_IN_FLIGHT,
      } satisfies ClientCommand, 'connected');

    // Warm-up, 50 sockets per sidecar process: the first handshakes compile code and fill caches that are not
    // per-socket memory. The sockets stay until all have joined (so least-connection spreads them), then close.
    const warm = await connect(0, fixture.participants.slice(0, WARMUP_SOCKETS_PER_PROCESS * SIDECARS).map((p) => p.token), true);
    log(`Warm-up: ${warm.ok} sockets joined and closed in ${(warm.ms / 1000).toFixed(1)} s` + (warm.failed ? ` (${warm.failed} failed: ${warm.firstError})` : ''));
    await publish({ channel: 'bench_warmup', event: 'newPostCreated', data: { id: 0, user_id: 0, wallable_type: 'Promotion', wallable_id: 0, parent_post_id: null, depth: 0 } });
    await sleep(500);
    const before = await probe({ gc: true, mark: true });

    log(`Sidecar (${SIDECARS} process${SIDECARS > 1 ? 'es' : ''}) on ${url}; opening ${SOCKETS.toLocaleString('en-US')} sockets from ${WORKERS} client processes…`);
    workers.forEach((w) => w.send({ type: 'mark' } satisfies ClientCommand));
    const started = clock();
    const shares = workers.map((_, i) => fixture.participants.filter((_, k) => k % WORKERS === i).map((p) => p.token));
    const connected = await Promise.all(shares.map((tokens, i) => connect(i, tokens)));
    const connectMs = clock() - started;
    const sidecarConnect = await probe({ mark: true });
    const workersConnect = (await Promise.all(ask.map((a) => a({ type: 'collect' }, 'collected')))).map((c) => c.elu);
    await sleep(1000);
    const after = await probe({ gc: true, mark: true });
    const ok = connected.reduce((a, c) => a + c.ok, 0);
    log(`${ok} sockets connected and joined in ${(connectMs / 1000).toFixed(1)} s; publishing ${EVENTS} events, ${INTERVAL_MS} ms apart…`);

    // Publish at fixed times (not "interval after the previous one"), recording the moment just before publish().
    workers.forEach((w) => w.send({ type: 'mark' } satisfies ClientCommand));
    await probe({ mark: true });
    const sentAt = new Map<number, number>();
    const publisher = fixture.participants[0].id;
    const first = clock();
    for (let i = 0; i < EVENTS; i++) {
      const wait = first + i * INTERVAL_MS - clock();
      if (wait > 0) await sleep(wait);
      const id = i + 1;
      sentAt.set(id, clock());
      await publish({
        channel: fixture.channel, event: 'newPostCreated',
        data: { id, user_id: publisher, wallable_type: 'Promotion', wallable_id: fixture.promotionId, parent_post_id: null, depth: 0 },
      });
    }
    const expected = ok * EVENTS;
    const deadline = clock() + 15_000;
    for (;;) {
      const counts = await Promise.all(ask.map((a) => a({ type: 'count' }, 'count')));
      if (counts.reduce((a, c) => a + c.received, 0) >= expected || clock() > deadline) break;
      await sleep(100);
    }
    const sidecarPublish = await probe({});
    const collected = await Promise.all(ask.map((a) => a({ type: 'collect' }, 'collected')));
    const counts = await Promise.all(ask.map((a) => a({ type: 'count' }, 'count')));

    const latencies: number[] = [];
    const firstPer = new Map<number, number>();
    const lastPer = new Map<number, number>();
    for (const c of collected) {
      c.ids.forEach((id, k) => {
        const latency = c.times[k] - sentAt.get(id)!;
        latencies.push(latency);
        firstPer.set(id, Math.min(firstPer.get(id) ?? Infinity, latency));
        lastPer.set(id, Math.max(lastPer.get(id) ?? -Infinity, latency));
      });
    }
    latencies.sort((a, b) => a - b);
    const figures: RealtimeFigures = {
      sockets: SOCKETS, sidecars: SIDECARS, connected: ok, connectFailed: connected.reduce((a, c) => a + c.failed, 0),
      firstConnectError: connected.find((c) => c.firstError)?.firstError ?? null, connectMs,
      events: EVENTS, intervalMs: INTERVAL_MS, expected, received: latencies.length,
      disconnectedDuringRun: counts.reduce((a, c) => a + c.disconnected, 0),
      latencies, firstPerEvent: [...firstPer.values()], lastPerEvent: [...lastPer.values()],
      before, after, sidecarConnect, sidecarPublish, workersConnect, load: [loadAtStart, loadavg()[0]],
      workersPublish: collected.map((c) => ({ elu: c.elu, cpuMs: c.cpuMs, windowMs: c.windowMs, rssMb: c.memory.rss / 1024 / 1024 })),
    };
    printRealtimeReport(figures);
    const dir = path.join(ROOT, '.data/bench');
    mkdirSync(dir, { recursive: true });
    // Every delivery's latency would be 500,000 numbers: the file keeps the figures, not the samples.
    writeFileSync(path.join(dir, 'realtime-last-run.json'), JSON.stringify({ at: new Date().toISOString(), ...figures, latencies: undefined }, null, 2));
    log('Results saved to .data/bench/realtime-last-run.json.');
    workers.forEach((w) => w.connected && w.send({ type: 'close' } satisfies ClientCommand));
  } finally {
    await Promise.all(children.map((child) => stopChild(child)));
    await dropFixture?.().catch((error: unknown) => log(`Could not drop the bench promotion: ${(error as Error).message}`));
    await admin.end();
    await import('../server/db.ts').then(({ db }) => db.$disconnect()).catch(() => undefined);
    await database.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof BenchRefused ? `[bench:realtime] ${error.message}` : error);
    process.exit(1);
  },
);
