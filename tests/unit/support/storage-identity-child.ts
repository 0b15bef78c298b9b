// One process of tests/unit/storage-identity.test.ts: at each agreed instant, asks for the file store's identity of
// one directory, as a web server does at start, and prints what it got.
import { forgetEnv } from '@/lib/env';
import { storageIdentity } from '@/server/platform/node-heartbeat';

const [startAt, gap, ...dirs] = process.argv.slice(2);
const identities: string[] = [];
for (const [round, dir] of dirs.entries()) {
  const at = Number(startAt) + round * Number(gap);
  while (Date.now() < at) { /* spin: the processes start each round within a millisecond of each other */ }
  process.env.UPLOADS_DIR = dir;
  forgetEnv();
  identities.push((await storageIdentity()).identity);
}
process.stdout.write(JSON.stringify(identities));
