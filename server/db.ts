// The Prisma clients of a process. Only server/** imports them.
//   db      the primary (DATABASE_URL): every write, and every read that must see the caller's own write.
//   dbRead  the read replica when DATABASE_REPLICA_URL is set, else the same client as db: the heavy read-only paths
//           (reports and their exports, coordinator stats, leaderboards) whose readers accept a replica's lag
//           (docs/deployment.md "Read replicas").
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from '@/generated/prisma/client';
import { env } from '@/lib/env';
import { statementName } from '@/server/platform/statement-names';
import { runStatementsOnPool } from '@/server/platform/sql-direct';
import { trackPool } from '@/server/observability/pools';

const globalForPrisma = globalThis as unknown as { renewPrisma?: PrismaClient; renewPrismaRead?: PrismaClient };

/** The URL of connections that keep session state (LISTEN, session advisory locks): never through a transaction pooler. */
export function directDatabaseUrl(): string {
  const e = env();
  return e.DATABASE_DIRECT_URL ?? e.DATABASE_URL;
}

/**
 * An idle pooled connection the server closed (a restart, a failover, the database dropped): the pool has discarded it
 * and opens another on demand; an outage that lasts is reported where a query fails (server/platform/availability.ts).
 * Prisma's adapter listens for this only once Prisma itself has connected, and a process whose statements all go
 * straight to the pool (server/platform/sql-direct.ts; the sidecar's publish) never does: without this listener the
 * pool's 'error' event would end the process.
 */
export function forgetClosedIdleConnection(): void {}

/**
 * Prisma's defaults give a transaction 2 s to get a pool connection and 5 s to finish, then fail it (P2028). A burst of
 * requests on a busy pool (a fuzz run at load 20 did it: twenty saves of one user at once) then answered 500s for work
 * that only had to queue. Queueing longer is the better answer; past it, server/http/errors.ts answers 503 with
 * Retry-After, never a 500.
 */
const TRANSACTION_DEFAULTS = { maxWait: 10_000, timeout: 15_000 };

function create(connectionString: string, pooled: boolean, name: 'app' | 'replica'): PrismaClient {
  // The pool is made here rather than by the adapter so the metrics can read its counts (in use, waiting).
  const pool = new pg.Pool({
    connectionString,
    max: env().DATABASE_POOL_SIZE,
    // The pg adapter reads timestamptz values as if they were in the session time zone; pinning it to UTC keeps
    // timestamps right whatever the server's `timezone` setting (an initdb run in another zone sets it). A transaction
    // pooler refuses startup options: its database entry sets `timezone=UTC` instead (docs/deployment.md "Connections").
    ...(pooled ? {} : { options: '-c TimeZone=UTC' }),
  });
  trackPool(name, pool);
  pool.on('error', forgetClosedIdleConnection);
  const adapter = new PrismaPg(pool, {
    // $disconnect() ends the pool, as it did when the adapter made it.
    disposeExternalPool: true,
    ...(pooled ? {} : {
      // Named statements are prepared once per connection and reused: on the hot paths planning costs more
      // than running the query. The name is a hash of the SQL, so the same text always maps to one statement.
      // Statements marked PLAN_PER_CALL get no name ('' is pg's unnamed statement): planned for their values each time
      // (server/platform/sql.ts). Behind a transaction pooler every statement is unnamed (no generator): consecutive
      // queries may run on different server connections, where a statement prepared on another one does not exist.
      statementNameGenerator: (query) => statementName(query.sql),
    }),
  });
  const client = new PrismaClient({ adapter, transactionOptions: TRANSACTION_DEFAULTS });
  // The product's raw statements outside a transaction skip Prisma's runtime for the same pool and names.
  runStatementsOnPool(client, { pool, nameOf: pooled ? null : statementName });
  return client;
}

const pooler = env().DATABASE_POOLER === 'transaction';
export const db: PrismaClient = globalForPrisma.renewPrisma ?? create(env().DATABASE_URL, pooler, 'app');
// The replica is reached directly (its few heavy readers need no pooler), so its statements are named too.
const replicaUrl = env().DATABASE_REPLICA_URL;
export const dbRead: PrismaClient = globalForPrisma.renewPrismaRead ?? (replicaUrl ? create(replicaUrl, false, 'replica') : db);
// Hot reload in development would otherwise open a new pool per reload.
if (env().NODE_ENV !== 'production') {
  globalForPrisma.renewPrisma = db;
  globalForPrisma.renewPrismaRead = dbRead;
}

/** Whether dbRead is a replica of its own (DATABASE_REPLICA_URL set). */
export const readsFromReplica = (): boolean => dbRead !== db;

export type Db = PrismaClient;
export type { Prisma } from '@/generated/prisma/client';

/** The client inside `db.$transaction(async (tx) => …)`: the one name for it (a service that writes takes `tx: Tx`). */
export type Tx = Prisma.TransactionClient;
/** A reader or writer that is either the pool or a transaction (a query that runs inside or outside one). */
export type DbClient = Tx | typeof db;
