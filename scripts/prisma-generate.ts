// `prisma generate` without network: the Prisma 7 CLI insists on locating a native schema engine,
// which it would download; generation does not use it, so any executable satisfies the check.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const stub = existsSync('/bin/true') ? '/bin/true' : process.execPath;
const result = spawnSync('npx', ['prisma', 'generate'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? stub, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
console.log('Prisma client generated in generated/prisma');
