// How many web server processes to run, and with which V8 settings (server/web/server.ts; the benchmark's bare
// server uses the same, so the two are compared like for like).
import os from 'node:os';

/** WEB_CONCURRENCY when it is a positive whole number, else one per core, at most 4. */
export function webConcurrency(setting: string | undefined): number {
  const asked = Number(setting);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.max(1, Math.min(os.availableParallelism(), 4));
}

/**
 * NODE_OPTIONS for a web server process. A request allocates a lot of short-lived objects (Next's request and
 * response wrappers, Prisma's results, JSON); with V8's default 16 MB semi-space the young generation fills every
 * few hundred requests and scavenges took ~11 % of the CPU. 32 MB halves them: +20–30 % requests/s in
 * `npm run bench` (docs/benchmarks.md), for up to ~100 MB more memory per process.
 */
export function webNodeOptions(existing: string | undefined): string {
  return [existing, '--max-semi-space-size=32'].filter(Boolean).join(' ');
}
