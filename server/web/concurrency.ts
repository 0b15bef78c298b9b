// How many web server processes to run (server/web/server.ts; the benchmark's bare server uses the same number).
import os from 'node:os';

/** WEB_CONCURRENCY when it is a positive whole number, else one per core, at most 4. */
export function webConcurrency(setting: string | undefined): number {
  const asked = Number(setting);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.max(1, Math.min(os.availableParallelism(), 4));
}
