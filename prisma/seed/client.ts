// Seeds run as scripts, outside the app's environment validation: they only need a database URL.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../generated/prisma/client.ts';

export function seedClient(databaseUrl: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: 4 }) });
}

export type SeedDb = PrismaClient;
