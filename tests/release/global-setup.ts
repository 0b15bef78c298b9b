// Once per release stage: the release built (unless fresh: `npm start`, scripts/release.sh or an earlier stage built it
// from the same sources), and a PostgreSQL server for the tests' fresh databases (TEST_DATABASE_URL / DATABASE_URL,
// else the separate embedded one the other stages use, .data/test-pg).
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureRelease, releaseDir } from '../../scripts/lib/release';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/lib/embedded-postgres';
import { withDatabase } from '../../scripts/lib/database-url';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUN_ID = `${process.pid.toString(36)}${randomBytes(2).toString('hex')}`;

declare module 'vitest' {
  export interface ProvidedContext {
    releaseDir: string;
    releaseServerUrl: string;
    releaseRunId: string;
  }
}

let embedded: EmbeddedDatabase | undefined;
let serverUrl = '';

export async function setup(project: TestProject) {
  // Next's own type check is skipped, as in `npm start`: CI runs `npm run typecheck` before this stage.
  await ensureRelease({ root: ROOT, skipChecks: true, log: (m) => console.log(`[release] ${m}`) });
  const external = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (external) {
    serverUrl = withDatabase(external, 'postgres');
  } else {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(ROOT, '.data/test-pg'),
      port: Number(process.env.EMBEDDED_TEST_PG_PORT ?? 54330),
      log: () => {},
    });
    serverUrl = embedded.serverUrl;
  }
  project.provide('releaseDir', releaseDir(ROOT));
  project.provide('releaseServerUrl', serverUrl);
  project.provide('releaseRunId', RUN_ID);
}

export async function teardown() {
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`renew_release_${RUN_ID}_%`]);
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await admin.end();
  }
  await embedded?.stop();
}
