// Once per test run: a PostgreSQL server (TEST_DATABASE_URL / DATABASE_URL, else a separate embedded one),
// and a migrated template database that every test file clones (tests/setup/per-file.ts).
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../scripts/lib/embedded-postgres';
import { recreateDatabase } from '../../scripts/lib/e2e-database';
import { withDatabase } from '../../scripts/lib/database-url';
import { applyMigrations } from '../../scripts/lib/migrations';

import { randomBytes } from 'node:crypto';

// Names are scoped to this run so that two test runs on one server never drop each other's databases.
const RUN_ID = `${process.pid.toString(36)}${randomBytes(2).toString('hex')}`;
const TEMPLATE_DATABASE = `renew_test_${RUN_ID}_template`;

declare module 'vitest' {
  export interface ProvidedContext {
    testServerUrl: string;
    testRunId: string;
    testTemplateDatabase: string;
  }
}

let embedded: EmbeddedDatabase | undefined;
let serverUrl = '';

export async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (external) {
    serverUrl = withDatabase(external, 'postgres');
  } else {
    embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(import.meta.dirname, '../../.data/test-pg'),
      port: Number(process.env.EMBEDDED_TEST_PG_PORT ?? 54330),
      log: () => {},
    });
    serverUrl = embedded.serverUrl;
  }
  const templateUrl = await recreateDatabase(serverUrl, TEMPLATE_DATABASE);
  await applyMigrations(templateUrl, () => {});
  project.provide('testServerUrl', serverUrl);
  project.provide('testRunId', RUN_ID);
  project.provide('testTemplateDatabase', TEMPLATE_DATABASE);
}

export async function teardown() {
  // Drop what crashed test files left behind.
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`renew_test_${RUN_ID}_%`]);
  for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
  await admin.end();
  await embedded?.stop();
}
