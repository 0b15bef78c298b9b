// The app through PgBouncer in transaction mode, with a read replica (docs/deployment.md "Connections", "Read
// replicas"). Before any server module loads, this file points the app at a real PgBouncer (DATABASE_URL,
// DATABASE_POOLER=transaction) in front of its database, at the database itself for session state
// (DATABASE_DIRECT_URL), and at a copy of it for the heavy reads (DATABASE_REPLICA_URL). The multi-node release test
// runs whole processes the same way; this one checks the same paths in-process, in the integration stage.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../helpers/processes';
import { pgbouncerAvailable, startPgBouncer, type PgBouncer } from '../../helpers/pgbouncer';

const direct = process.env.DATABASE_URL!;
const name = new URL(direct).pathname.slice(1);
const replicaName = `${name}_replica`;
const onServer = (database: string) => direct.replace(`/${name}`, `/${database}`);
let bouncer: PgBouncer | undefined;

async function admin<T extends pg.QueryResultRow>(text: string, database = 'postgres'): Promise<T[]> {
  const client = new pg.Client({ connectionString: onServer(database) });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const available = pgbouncerAvailable();

beforeAll(async () => {
  if (!available) return;
  const url = new URL(direct);
  bouncer = await startPgBouncer({ host: url.hostname, port: Number(url.port || 5432), user: decodeURIComponent(url.username) || 'postgres', password: decodeURIComponent(url.password) }, await freePort(), 5);
  // The copy is taken before anything connects to the database (TEMPLATE needs it idle).
  await admin(`CREATE DATABASE "${replicaName}" TEMPLATE "${name}"`);
  process.env.DATABASE_URL = bouncer.rewrite(direct);
  process.env.DATABASE_POOLER = 'transaction';
  process.env.DATABASE_DIRECT_URL = direct;
  process.env.DATABASE_REPLICA_URL = onServer(replicaName);
  // The per-file setup wired the composition root, which imported the app's modules (and made server/db's clients)
  // with the plain URL: start them over with this file's settings, or nothing here would go through the pooler.
  vi.resetModules();
  const clients = globalThis as { renewPrisma?: unknown; renewPrismaRead?: unknown };
  delete clients.renewPrisma;
  delete clients.renewPrismaRead;
});

afterAll(async () => {
  if (!available) return;
  const { closeReportPool } = await import('@/server/reports/sandbox');
  await closeReportPool();
  const { dbRead } = await import('@/server/db');
  await dbRead.$disconnect();
  await admin(`DROP DATABASE IF EXISTS "${replicaName}" WITH (FORCE)`);
  // The per-file teardown disconnects the app's pool and drops the database; the pooler goes last.
  process.env.DATABASE_URL = direct;
  await bouncer?.stop();
});

describe.skipIf(!available)('through PgBouncer in transaction mode, with a replica', () => {
  it('requests, transactions and their realtime events work through the pooler; LISTEN stays direct', async () => {
    const { db } = await import('@/server/db');
    const { createPromotion, createUser, signInCookie } = await import('../../helpers/factories');
    const { callRoute } = await import('../../helpers/http');
    const { PUT: updateUser } = await import('@/app/api/users/[id]/route');
    const promotion = await createPromotion();
    const user = await createUser({ promotionId: promotion.id });
    const cookie = await signInCookie(user, { promotionId: promotion.id });

    // The sidecar's LISTEN is on the direct URL; the change (a transaction) and its outbox row go through the pooler.
    const listener = new pg.Client({ connectionString: direct });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('LISTEN renew_realtime');
    // Consecutive requests land on whatever server connection PgBouncer hands out: a named statement prepared on one
    // of them would be missing on the next ("prepared statement … does not exist").
    for (let i = 0; i < 8; i++) {
      const res = await callRoute(updateUser, {
        method: 'PUT', host: promotion.host, path: `/api/users/${user.id}`, cookie, params: { id: String(user.id) },
        body: { profile: { first_name: `Pooled ${i}` } },
      });
      expect(res.status).toBe(200);
    }
    for (let i = 0; i < 50 && heard.filter((p) => p.includes('userUpdated')).length < 8; i++) await new Promise((r) => setTimeout(r, 20));
    await listener.end();
    const events = heard.map((p) => JSON.parse(p) as { seq: number; event: string });
    expect(events.filter((e) => e.event === 'userUpdated')).toHaveLength(8);
    expect(events.every((e) => Number.isSafeInteger(e.seq))).toBe(true);
    expect((await db.profile.findFirstOrThrow({ where: { user_id: user.id } })).first_name).toBe('Pooled 7');
    const [{ tz }] = await db.$queryRaw<{ tz: string }[]>`SELECT current_setting('TimeZone') AS tz`;
    expect(tz).toBe('UTC'); // pinned by the pooler's database entry, not by a startup option
  }, 90_000); // the route modules' first import takes seconds on a busy machine

  it('without DATABASE_POOLER the pooler refuses the app (the setting is what makes it work)', async () => {
    const client = new pg.Client({ connectionString: bouncer!.rewrite(direct), options: '-c TimeZone=UTC' });
    await expect(client.connect()).rejects.toThrow(/unsupported startup parameter: options/);
  });

  it('reads the heavy paths from the replica, and reports fall back to the primary when the replica refuses writes', async () => {
    const { db, dbRead } = await import('@/server/db');
    const { runSandboxed, closeReportPool } = await import('@/server/reports/sandbox');
    expect(dbRead).not.toBe(db);
    expect((await dbRead.$queryRaw<{ db: string }[]>`SELECT current_database() AS db`)[0]!.db).toBe(replicaName);
    expect((await db.$queryRaw<{ db: string }[]>`SELECT current_database() AS db`)[0]!.db).toBe(name);

    const scope = { promotionId: 1, locationIds: null };
    expect(await runSandboxed(scope, 'SELECT current_database() AS db', 10)).toEqual([{ db: replicaName }]);

    // A physical hot standby is read-only throughout: the sandbox's scope row is refused (25006), so the report runs
    // on the primary, and keeps doing so.
    await admin(`ALTER DATABASE "${replicaName}" SET default_transaction_read_only = on`);
    await closeReportPool();
    expect(await runSandboxed(scope, 'SELECT current_database() AS db', 10)).toEqual([{ db: name }]);
    expect(await runSandboxed(scope, 'SELECT current_database() AS db', 10)).toEqual([{ db: name }]);
  });
});
