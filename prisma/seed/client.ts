// Seeds run as scripts, outside the app's environment validation: they only need a database URL.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../generated/prisma/client.ts';

export function seedClient(databaseUrl: string): PrismaClient {
  // Session time zone UTC: Prisma's pg adapter reads timestamptz text as if it were UTC, so on a server whose
  // timezone is anything else (the embedded test server inherits TZ=Pacific/Chatham) every timestamp read back
  // would shift by the zone's offset. Calendar days are computed in the promotion's zone explicitly instead.
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 4, options: '-c TimeZone=UTC' }) });
}

export type SeedDb = PrismaClient;
