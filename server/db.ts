// The one Prisma client of a process. Only server/** imports it.
import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/generated/prisma/client';
import { env } from '@/lib/env';
import { PLAN_PER_CALL } from '@/server/platform/sql';

const globalForPrisma = globalThis as unknown as { renewPrisma?: PrismaClient };

function create(): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: env().DATABASE_URL,
    max: Number(process.env.DB_POOL_SIZE ?? 10),
    // The pg adapter reads timestamptz values as if they were in the session time zone; pinning it to UTC keeps
    // timestamps right whatever the server's `timezone` setting (an initdb run in another zone sets it).
    options: '-c TimeZone=UTC',
  }, {
    // Named statements are prepared once per connection and reused: on the hot paths planning costs more
    // than running the query. The name is a hash of the SQL, so the same text always maps to one statement.
    // Statements marked PLAN_PER_CALL get no name ('' is pg's unnamed statement): planned for their values each time
    // (server/platform/sql.ts).
    statementNameGenerator: (query) =>
      query.sql.startsWith(PLAN_PER_CALL) ? '' : `r${createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}`,
  });
  return new PrismaClient({ adapter });
}

export const db: PrismaClient = globalForPrisma.renewPrisma ?? create();
// Hot reload in development would otherwise open a new pool per reload.
if (env().NODE_ENV !== 'production') globalForPrisma.renewPrisma = db;

export type Db = PrismaClient;
export type { Prisma } from '@/generated/prisma/client';
