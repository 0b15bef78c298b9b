// Readiness (GET /api/ready, docs/operations.md): is this instance able to serve? Each part is checked with a short
// timeout and reported on its own, so a load balancer, docker compose or a person reading the JSON sees which one fails.
//   database   — a round trip through the app's own pool;
//   migrations — every migration on disk applied, none newer than the code;
//   worker     — a job worker's row in pg-boss's instance registry had a heartbeat recently;
//   sidecar    — the realtime sidecar's /healthz answers.
import 'server-only';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { db } from '@/server/db';
import { env } from '@/lib/env';
import { isDatabaseUnavailable } from './availability';

export type PartName = 'database' | 'migrations' | 'worker' | 'sidecar';
export const PART_NAMES: readonly PartName[] = ['database', 'migrations', 'worker', 'sidecar'];

export interface PartState {
  state: 'ok' | 'failing';
  detail?: string;
  [key: string]: unknown;
}

const CHECK_TIMEOUT_MS = 3_000;
/** A pg-boss instance refreshes its registry row every 30 s; six missed beats mean the worker is gone. */
export const WORKER_STALE_AFTER_SECONDS = 180;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const failing = (detail: string, extra: Record<string, unknown> = {}): PartState => ({ state: 'failing', detail, ...extra });

function describeError(error: unknown): string {
  return isDatabaseUnavailable(error) ? 'unreachable' : String((error as Error)?.message ?? error).split('\n').find(Boolean)?.slice(0, 200) ?? 'error';
}

async function checkDatabase(): Promise<PartState> {
  const started = performance.now();
  try {
    await withTimeout(db.$queryRaw`SELECT 1`, 'PostgreSQL');
    return { state: 'ok', latency_ms: Math.round(performance.now() - started) };
  } catch (error) {
    return failing(describeError(error));
  }
}

let migrationsOnDisk: { at: number; names: string[] } | undefined;
function listMigrationNames(): string[] {
  // Read at most every 10 s: a deploy adds migrations to disk while the process runs.
  if (!migrationsOnDisk || Date.now() - migrationsOnDisk.at > 10_000) {
    // The release names its own copy (RENEW_MIGRATIONS_DIR, set by its entry points: scripts/lib/release.ts).
    const dir = process.env.RENEW_MIGRATIONS_DIR || path.join(process.cwd(), 'prisma/migrations');
    let names: string[] = [];
    try {
      // Not traced into the build: the release copies prisma/migrations itself (scripts/lib/release.ts).
      names = readdirSync(/* turbopackIgnore: true */ dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    } catch {
      names = [];
    }
    migrationsOnDisk = { at: Date.now(), names };
  }
  return migrationsOnDisk.names;
}

async function checkMigrations(): Promise<PartState> {
  try {
    // _prisma_migrations is the migrator's bookkeeping, outside the Prisma schema (so no defineQuery: sql-shapes
    // describes only the app's tables).
    const rows = await withTimeout(
      db.$queryRaw<{ migration_name: string }[]>`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      'PostgreSQL',
    );
    const onDisk = listMigrationNames();
    const applied = new Set(rows.map((r) => r.migration_name));
    const pending = onDisk.filter((name) => !applied.has(name));
    const newest = onDisk.at(-1) ?? '';
    const ahead = [...applied].filter((name) => name > newest && !onDisk.includes(name));
    if (pending.length) return failing(`${pending.length} migration(s) not applied (npm run db:migrate)`, { pending: pending.length, ahead: ahead.length });
    if (ahead.length) return failing(`the database has ${ahead.length} migration(s) newer than this code`, { pending: 0, ahead: ahead.length });
    return { state: 'ok', applied: applied.size };
  } catch (error) {
    return failing(describeError(error));
  }
}

async function checkWorker(): Promise<PartState> {
  try {
    // pg-boss's own registry of running instances (created by pg-boss at run time, outside the Prisma schema): each
    // refreshes its row every 30 s, and a worker stopped gracefully marks it stopped.
    const rows = await withTimeout(
      db.$queryRaw<{ seconds_ago: number | null }[]>`
        SELECT EXTRACT(EPOCH FROM now() - max(heartbeat_on))::float8 AS seconds_ago
        FROM pgboss.instance WHERE name = 'renew-worker' AND stopped_on IS NULL`,
      'PostgreSQL',
    );
    const secondsAgo = rows[0]?.seconds_ago;
    if (secondsAgo == null) return failing('the job worker has not started yet');
    const heartbeat = { last_heartbeat_seconds_ago: Math.round(secondsAgo) };
    return secondsAgo <= WORKER_STALE_AFTER_SECONDS ? { state: 'ok', ...heartbeat } : failing('no heartbeat from the job worker', heartbeat);
  } catch (error) {
    const text = String((error as Error)?.message ?? '');
    return failing(/pgboss\.instance|does not exist/.test(text) ? 'the job worker has not started yet' : describeError(error));
  }
}

async function checkSidecar(): Promise<PartState> {
  const base = env().SOCKET_INTERNAL_URL ?? `http://127.0.0.1:${env().SOCKET_PORT}`;
  try {
    const response = await fetch(new URL('/healthz', base), { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS), cache: 'no-store' });
    return response.ok ? { state: 'ok' } : failing(`answered ${response.status}`);
  } catch {
    return failing('unreachable');
  }
}

const CHECKS: Record<PartName, () => Promise<PartState>> = {
  database: checkDatabase,
  migrations: checkMigrations,
  worker: checkWorker,
  sidecar: checkSidecar,
};

export interface Readiness {
  ready: boolean;
  checks: Partial<Record<PartName, PartState>>;
}

/** Runs the named checks at once; ready when every one is ok. */
export async function checkReadiness(parts: readonly PartName[] = PART_NAMES): Promise<Readiness> {
  const results = await Promise.all(parts.map(async (name) => [name, await CHECKS[name]()] as const));
  return { ready: results.every(([, part]) => part.state === 'ok'), checks: Object.fromEntries(results) };
}
