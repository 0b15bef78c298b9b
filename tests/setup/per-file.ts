// Every test file gets its own database, cloned from the migrated template in a few hundred milliseconds.
// Invariant: a test file sees only the rows it (or its factories) created.
import { afterAll, beforeAll, inject } from 'vitest';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { withDatabase } from '../../scripts/lib/database-url';

const serverUrl = inject('testServerUrl');
const name = `renew_test_${inject('testRunId')}_f${randomBytes(4).toString('hex')}`;

const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('testTemplateDatabase')}"`);
await admin.end();

process.env.DATABASE_URL = withDatabase(serverUrl, name);
process.env.AUTH_SECRET = 'test-secret-that-is-long-enough-for-next-auth-0123456789';
process.env.APP_HOST = 'localhost';
process.env.RENEW_SILENT_LOGS ??= '1';
delete process.env.SMTP_URL;
delete process.env.REDIS_URL;
delete process.env.DEFAULT_PROMOTION;

// What follows each domain event, as every process wires it at start (server/composition/wire.ts): tests call
// services directly, not only through the route wrappers that wire it in the web. Imported after the environment above.
await import('../../server/composition/wire');
// A test file's vi.hoisted settings (OUTBOUND_ALLOW_PRIVATE_NETWORK for a provider on this machine, say) run after
// this file, and the wiring above already read the environment: read it again before the file's first hook.
beforeAll(async () => {
  const { forgetEnv } = await import('../../lib/env');
  forgetEnv();
});

afterAll(async () => {
  const { stopClusterInvalidation } = await import('../../server/platform/cluster-invalidation');
  await stopClusterInvalidation();
  const { db } = await import('../../server/db');
  await db.$disconnect();
  const cleanup = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await cleanup.end();
});
