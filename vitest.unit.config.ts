import { defineConfig } from 'vitest/config';
import { sharedResolve, TEST_TIME_ZONE } from './vitest.shared';

// The fast tests alone (tests/unit: pure rules, no database), in seconds rather than minutes: no PostgreSQL server, no
// template database cloned per file, no event wiring (vitest.config.ts does all three for every file it runs, these
// included). `npm run test:fast`; `npm test` still runs them with the rest. A unit test that reaches for the database
// fails here at once: DATABASE_URL names a port nothing listens on.
// The same awkward time zone as vitest.config.ts (UTC+12:45/+13:45 with DST), for the same reason.
process.env.TZ = TEST_TIME_ZONE;

export default defineConfig({
  resolve: sharedResolve,
  test: {
    include: ['tests/unit/**/*.test.ts'],
    env: {
      DATABASE_URL: 'postgresql://nobody@127.0.0.1:9/no_database_in_unit_tests',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-next-auth-0123456789',
      APP_HOST: 'localhost',
      RENEW_SILENT_LOGS: '1',
    },
    pool: 'forks',
    maxWorkers: 2,
  },
});
