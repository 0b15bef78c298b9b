// npm run db:migrate — applies pending migrations to DATABASE_URL (or the embedded database), then seeds
// the demo data when the database is empty (as `npm start` does).
import 'dotenv/config';
import { resolveDatabase } from './lib/resolve-database.ts';
import { applyMigrations } from './lib/migrations.ts';
import { isDatabaseEmpty, seedDemo } from '../prisma/seed/run.ts';

const database = await resolveDatabase();
try {
  const applied = await applyMigrations(database.url);
  console.log(applied.length ? `${applied.length} migration(s) applied.` : 'The database is up to date.');
  if (!process.argv.includes('--no-seed') && (await isDatabaseEmpty(database.url))) await seedDemo(database.url);
} finally {
  await database.stop();
}
