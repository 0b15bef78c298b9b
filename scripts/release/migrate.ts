// release/migrate.mjs: applies the committed migrations to DATABASE_URL and exits. Run it once per deploy, before the
// new web processes start (the compose stack's one-shot `migrate` service, a Kubernetes Job; docs/deployment.md
// "Upgrades"). Concurrent runs are safe: one migrator at a time under an advisory lock (scripts/lib/migrations.ts).
// No demo data unless SEED_DEMO=1 (its accounts share a published password): then an empty database is also seeded.
import { ensureDatabaseExists } from '../lib/database-url.ts';
import { applyMigrations } from '../lib/migrations.ts';
import { isDatabaseEmpty, seedDemo } from '../../prisma/seed/run.ts';

const log = (message: string) => console.log(`[migrate] ${message}`);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('[migrate] DATABASE_URL is required (postgresql://user:password@host:5432/renew).');
  process.exit(1);
}
try {
  // A role without CREATEDB (or without access to the "postgres" database) migrates a database made for it.
  await ensureDatabaseExists(url).catch((error: Error) => log(`could not check that the database exists (${error.message}); migrating it as it is`));
  const applied = await applyMigrations(url, log);
  log(applied.length ? `${applied.length} migration(s) applied.` : 'The database is up to date.');
  if (process.env.SEED_DEMO === '1' && (await isDatabaseEmpty(url))) {
    log('SEED_DEMO=1 and the database is empty: seeding the demo data…');
    await seedDemo(url, log);
  }
} catch (error) {
  console.error(`[migrate] ${(error as Error).message}`);
  process.exit(1);
}
