// The Playwright run's database: a fresh "renew_e2e" on TEST_DATABASE_URL / DATABASE_URL's server,
// or on a separate embedded server (.data/test-pg) so it never touches the developer's data.
import path from 'node:path';
import pg from 'pg';
import { ROOT, type ResolvedDatabase } from './resolve-database.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { withDatabase } from './database-url.ts';

export async function recreateDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}

export async function prepareE2eDatabase(log: (m: string) => void): Promise<ResolvedDatabase> {
  // E2E_DATABASE lets two Playwright runs (on different E2E ports) share one server without colliding.
  const name = process.env.E2E_DATABASE ?? 'renew_e2e';
  const external = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (external) return { url: await recreateDatabase(external, name), embedded: false, stop: async () => {} };
  const server = await startEmbeddedPostgres({
    dataDir: path.join(ROOT, '.data/test-pg'), port: Number(process.env.EMBEDDED_TEST_PG_PORT ?? 54330), log,
  });
  return { url: await recreateDatabase(server.serverUrl, name), embedded: true, stop: () => server.stop() };
}
