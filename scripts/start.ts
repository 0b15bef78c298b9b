// npm start / npm run dev: the whole product in one command (README "Set-up").
//   database (DATABASE_URL, or embedded PostgreSQL in .data/) → migrations → demo seed when empty →
//   the release built when the sources changed (production; scripts/lib/release.ts) → its web server, realtime sidecar
//   and job worker run with plain node, each restarted with backoff when it crashes.
//   Ctrl-C stops all, Postgres last (unless a script beside it still uses the embedded one). docs/operations.md.
// Flags: --dev (the sources through tsx and `next dev`, hot reload), --e2e (fresh throw-away database and ports for the
// Playwright run, on the same release as `npm start` and the release test stage).
// The orchestration itself (this file: embedded PostgreSQL, migrations, seed) runs from the checkout; the image runs the
// release's own entry points instead (docs/deployment.md).
import 'dotenv/config';
import { type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT, resolveDatabase, type ResolvedDatabase } from './lib/resolve-database.ts';
import { applyMigrations } from './lib/migrations.ts';
import { ensureAuthSecret } from './lib/auth-secret.ts';
import { claimInstance } from './lib/instance.ts';
import { supervise } from './lib/supervisor.ts';
import { weakAuthSecretReason } from '../lib/env.ts';
import { ensureRelease, nodeArgs, releaseDir } from './lib/release.ts';
import { prepareE2eDatabase } from './lib/e2e-database.ts';
import { isDatabaseEmpty, seedDemo } from '../prisma/seed/run.ts';
import { webConcurrency, webNodeOptions } from '../server/web/concurrency.ts';

const dev = process.argv.includes('--dev');
const e2e = process.argv.includes('--e2e');
const log = (m: string) => console.log(`[renew] ${m}`);

const port = Number(process.env.PORT ?? (e2e ? 3100 : 3000));
if (e2e) {
  process.env.E2E_DATABASE ??= `renew_e2e_${port}`;
  // A run on its own E2E_PORT (several at once on one machine) builds into its own directories. The default run (CI)
  // shares .next and release/ with `npm start` and the release test stage: the same build, made once.
  if (process.env.E2E_PORT) {
    process.env.RENEW_DIST_DIR ??= `.next-e2e-${port}`;
    process.env.RENEW_RELEASE_DIR ??= `release-e2e-${port}`;
  }
}
const socketPort = Number(process.env.SOCKET_PORT ?? (e2e ? 3101 : 3001));
const appHost = process.env.APP_HOST ?? 'localhost';

const children: ChildProcess[] = []; // the running ones (a supervised restart replaces its entry)
let database: ResolvedDatabase | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  log('Stopping…');
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => { clearTimeout(timer); resolve(); });
          child.kill('SIGTERM');
        }),
    ),
  );
  if (database) await database.stop().catch((e) => log(`PostgreSQL did not stop cleanly: ${(e as Error).message}`));
  log('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  supervise(name, command, args, {
    cwd: ROOT, env, log,
    stopping: () => stopping,
    onGiveUp: (code) => void shutdown(code),
    onSpawn: (child) => children.push(child),
    onExit: (child) => {
      const index = children.indexOf(child);
      if (index >= 0) children.splice(index, 1);
    },
  });
}

// A second `npm start` in this checkout would fight the first over ports and the data directory: say where it runs.
const claim = claimInstance(path.resolve(ROOT, process.env.RENEW_RUN_DIR ?? '.data/run'), e2e ? `e2e-${port}` : 'renew', {
  mode: e2e ? 'e2e' : dev ? 'dev' : 'production',
  url: `http://${appHost}:${port}`,
});
if (!claim.ok) {
  const { running } = claim;
  console.error(
    `[renew] Renew is already running in this checkout (${running.mode === 'dev' ? 'npm run dev' : 'npm start'}, pid ${running.pid}, ` +
      `since ${running.since}) on ${running.url}. Stop it first (Ctrl-C in its terminal, or kill ${running.pid}).`,
  );
  process.exit(1);
}
process.on('exit', () => claim.release());

try {
  const authSecret = ensureAuthSecret(ROOT);
  // The production build would refuse it in every process (lib/env.ts); say so once, before anything starts.
  const weak = dev ? null : weakAuthSecretReason(authSecret);
  if (weak) throw new Error(`AUTH_SECRET ${weak}. Unset it to use the one generated in .data/auth-secret, or set a random one (openssl rand -base64 32).`);
  database = e2e ? await prepareE2eDatabase(log) : await resolveDatabase(log);
  log(database.embedded ? 'Using the embedded PostgreSQL (.data/).' : 'Using the PostgreSQL server from DATABASE_URL.');
  await applyMigrations(database.url, log);
  if (await isDatabaseEmpty(database.url)) {
    log('Empty database: seeding the demo data…');
    await seedDemo(database.url, log);
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    AUTH_SECRET: authSecret,
    APP_HOST: appHost,
    PORT: String(port),
    SOCKET_PORT: String(socketPort),
    NODE_ENV: dev ? 'development' : 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // One realtime sidecar process per core behind SOCKET_PORT, like the web server (server/realtime/sidecar.ts);
    // one under hot reload.
    SIDECAR_CONCURRENCY: process.env.SIDECAR_CONCURRENCY ?? (dev ? '1' : String(webConcurrency(undefined))),
  };
  // One box runs three kinds of process: a single METRICS_PORT becomes one port each (web, sidecar +1, worker +2),
  // unless a kind's own port is set (docs/operations.md "Metrics").
  const metricsBase = Number(process.env.METRICS_PORT);
  if (Number.isInteger(metricsBase) && metricsBase > 0) {
    env.WEB_METRICS_PORT ??= String(metricsBase);
    env.SIDECAR_METRICS_PORT ??= String(metricsBase + 1);
    env.WORKER_METRICS_PORT ??= String(metricsBase + 2);
  }

  if (dev) {
    // The binaries themselves, not `npx …`: npx does not pass SIGTERM on, which would leave them running.
    const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
    run('realtime', bin('tsx'), ['watch', 'server/realtime/sidecar.ts'], env);
    // react-server: the job handlers reach server modules that start with import 'server-only'.
    run('worker', bin('tsx'), ['watch', '--conditions=react-server', 'server/jobs/worker.ts'], env);
    run('next', bin('next'), ['dev', '-p', String(port)], env);
  } else {
    // Next's own type check is skipped here only: CI runs `npm run typecheck` (and lint), a first start should not wait.
    if (await ensureRelease({ root: ROOT, log, skipChecks: true, env })) log('Release built (first start, or sources changed).');
    // Plain node over the release, as in the image: no tsx, no dev dependencies (docs/deployment.md).
    const release = (entry: string) => nodeArgs(entry).map((arg) => (arg.endsWith('.mjs') ? path.join(releaseDir(ROOT), arg) : arg));
    run('realtime', process.execPath, release('sidecar'), env);
    run('worker', process.execPath, release('worker'), env);
    // Next's handler over the release's build, one process per core (server/web/server.ts, WEB_CONCURRENCY).
    run('web', process.execPath, release('web'), { ...env, NODE_OPTIONS: webNodeOptions(env.NODE_OPTIONS) });
  }

  const origin = (sub?: string) => `http://${sub ? `${sub}.` : ''}${appHost}:${port}`;
  console.log(`
  Renew is starting on ${origin()} (${dev ? 'development, hot reload' : `release build in ${path.relative(ROOT, releaseDir(ROOT))}/`})

    Acme (started, week 3):     ${origin('acme')}
    Globex (not started):       ${origin('globex')}   pilot password: letmein
    Dashboard (masters):        ${origin('dashboard')}
    Realtime sidecar:           http://${appHost}:${socketPort}

  Demo sign-ins (password Welcome1!):
    participant@example.com, friend@example.com, newcomer@example.com,
    coordinator@example.com, regional.coordinator@example.com, location.coordinator@example.com  (acme)
    globex.participant@example.com (globex) · super.coordinator@example.com · reseller@example.com
    poster@example.com · master@example.com (dashboard)

  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(`[renew] ${(error as Error).message}`);
  await shutdown(1);
}
