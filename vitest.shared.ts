import path from 'node:path';

// What every vitest configuration shares (vitest.config.ts, vitest.unit.config.ts, vitest.release.config.ts).
export const sharedResolve = {
  alias: {
    '@': path.resolve(import.meta.dirname),
    // Tests run server modules outside React's server environment, where 'server-only' would throw on import.
    'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
  },
};

/** Unit tests run in an awkward time zone (UTC+12:45/+13:45 with DST): "today", weeks and daily logging must never
 * depend on the server's zone: an odd offset makes any slip show at once. */
export const TEST_TIME_ZONE = 'Pacific/Chatham';
