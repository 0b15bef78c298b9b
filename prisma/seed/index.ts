// npm run db:seed — seeds the demo data into DATABASE_URL, or the embedded database.
import 'dotenv/config';
import { resolveDatabase } from '../../scripts/lib/resolve-database.ts';
import { applyMigrations } from '../../scripts/lib/migrations.ts';
import { seedDemo } from './run.ts';

const database = await resolveDatabase();
try {
  await applyMigrations(database.url);
  await seedDemo(database.url);
} finally {
  await database.stop();
}
