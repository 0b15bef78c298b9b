import { defineConfig } from 'vitest/config';
import { sharedResolve, TEST_TIME_ZONE } from './vitest.shared';

// Unit tests run in an awkward time zone (UTC+12:45/+13:45 with DST): "today", weeks and daily logging
// must never depend on the server's zone: an odd offset makes any slip show at once.
process.env.TZ = TEST_TIME_ZONE;

export default defineConfig({
  resolve: sharedResolve,
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/per-file.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
