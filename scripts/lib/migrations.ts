// Applies prisma/migrations/*/migration.sql in order, the way `prisma migrate deploy` would, and records them in
// the standard _prisma_migrations table so the real CLI agrees wherever it can run (docs/migrations.md). Each migration
// runs in its own transaction; a database migrated by newer code (schema ahead) is refused before anything runs.
import pg from 'pg';
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

// In a checkout, prisma/migrations; the release (release/migrate.mjs) carries its own copy and names it
// (RENEW_MIGRATIONS_DIR, set at the top of each bundle by scripts/lib/release.ts).
const migrationsDir = () => process.env.RENEW_MIGRATIONS_DIR || path.resolve(import.meta.dirname, '../../prisma/migrations');
const LOCK_KEY = 72_707_301; // arbitrary advisory-lock key: one migrator at a time per database

const BOOKKEEPING = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function listMigrations(): { name: string; sql: string; checksum: string }[] {
  const dir = migrationsDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/** The database was migrated by newer code: starting this code on it could corrupt data the newer code wrote. */
export class SchemaAheadError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `The database's schema is ahead of this code: it has ${unknown.length} migration(s) this checkout does not know ` +
        `(${unknown.slice(0, 3).join(', ')}${unknown.length > 3 ? ', …' : ''}). Update the code to the version that wrote them ` +
        `(git pull), or restore a backup taken before (npm run db:restore). Nothing was changed.`,
    );
  }
}

/** Applied migrations newer than the newest one on disk (an unknown older one is a renamed file, not a newer schema). */
export function schemaAhead(onDisk: string[], applied: string[]): string[] {
  const newest = [...onDisk].sort().at(-1) ?? '';
  const known = new Set(onDisk);
  return applied.filter((name) => !known.has(name) && name > newest).sort();
}

export async function applyMigrations(
  databaseUrl: string,
  log: (m: string) => void = console.log,
  /** Apply only these (a restore recreates the schema a backup was taken at, not a newer one). */
  only?: ReadonlySet<string>,
): Promise<string[]> {
  // The lock below is session-level, held across every migration's transaction: a transaction pooler would lose it
  // between them, so the app's own database is migrated through DATABASE_DIRECT_URL when one is set.
  const direct = process.env.DATABASE_DIRECT_URL;
  const client = new pg.Client({ connectionString: direct && databaseUrl === process.env.DATABASE_URL ? direct : databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(BOOKKEEPING);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    const known = listMigrations();
    const ahead = schemaAhead(known.map((m) => m.name), [...done.keys()]);
    if (ahead.length) throw new SchemaAheadError(ahead);
    for (const migration of known) {
      if (only && !only.has(migration.name)) continue;
      const previous = done.get(migration.name);
      if (previous) {
        if (previous !== migration.checksum) {
          log(`warning: migration ${migration.name} was edited after it was applied (checksum differs)`);
        }
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      applied.push(migration.name);
      log(`Applied migration ${migration.name}`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    await client.end();
  }
  return applied;
}
