// release/seed.mjs: the demo data (README "Demo sign-ins") into DATABASE_URL, after its migrations. Idempotent. For
// trials and demos only: its accounts share a published password.
import { applyMigrations } from '../lib/migrations.ts';
import { seedDemo } from '../../prisma/seed/run.ts';

const log = (message: string) => console.log(`[seed] ${message}`);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('[seed] DATABASE_URL is required (postgresql://user:password@host:5432/renew).');
  process.exit(1);
}
try {
  await applyMigrations(url, log);
  await seedDemo(url, log);
} catch (error) {
  console.error(`[seed] ${(error as Error).message}`);
  process.exit(1);
}
