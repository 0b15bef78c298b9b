// One answer to "which database?" for every script: DATABASE_URL when set, otherwise the embedded server — shared with
// the process already running it, never stopped under it (scripts/lib/embedded-postgres.ts decides).
import path from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { ensureDatabaseExists, withDatabase } from './database-url.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export async function resolveDatabase(log: (m: string) => void = console.log): Promise<ResolvedDatabase> {
  if (process.env.DATABASE_URL) {
    await ensureDatabaseExists(process.env.DATABASE_URL);
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  // EMBEDDED_PG_DIR: another data directory (the operations tests run their own beside the developer's).
  const dataDir = process.env.EMBEDDED_PG_DIR ? path.resolve(ROOT, process.env.EMBEDDED_PG_DIR) : path.join(ROOT, '.data/pg');
  const server = await startEmbeddedPostgres({ dataDir, port, log });
  const url = withDatabase(server.serverUrl, 'renew');
  await ensureDatabaseExists(url);
  return { url, embedded: true, stop: () => server.stop() };
}
