import 'dotenv/config';
import { defineConfig } from 'prisma/config';

// The Prisma CLI is only used for `prisma generate` here (see docs/migrations.md):
// migrations are applied by scripts/migrate.ts, and created by scripts/create-migration.ts.
export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations', seed: 'tsx prisma/seed/index.ts' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/renew' },
});
