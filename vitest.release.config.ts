import { defineConfig } from 'vitest/config';
import { sharedResolve } from './vitest.shared';

// The release stage of `npm test` (docs/deployment.md "The release"): the release directory is built once (when the
// sources changed since it was built) and its entry points run as real processes with plain node.
export default defineConfig({
  resolve: sharedResolve,
  test: {
    include: ['tests/release/**/*.test.ts'],
    globalSetup: ['tests/release/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Each file starts several servers: one file at a time on a 2-core CI machine.
    fileParallelism: false,
    maxWorkers: 1,
  },
});
