import { defineConfig } from 'vitest/config';
import path from 'node:path';

// Unit tests run in an awkward time zone (UTC+12:45/+13:45 with DST): "today", weeks and daily logging
// must never depend on the server's zone: an odd offset makes any slip show at once.
process.env.TZ = 'Pacific/Chatham';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Tests run server modules outside React's server environment, where 'server-only' would throw on import.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
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
