// `npm start`, the release test stage and Playwright build the release when it is missing or older than the sources:
// a hash of every file the build reads, stamped into the release directory (scripts/lib/release.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'app', 'components', 'lib', 'server', 'public', 'generated', 'proxy.ts', 'instrumentation-client.ts',
  'next.config.mjs', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json',
  // The release's own entry points and what they bundle besides server/ (scripts/build-release.ts).
  'prisma/schema', 'prisma/migrations', 'prisma/seed', 'scripts/release', 'scripts/build-release.ts', 'scripts/lib/release.ts',
  'scripts/lib/migrations.ts',
];

/** The release directory: `release/` unless RENEW_RELEASE_DIR names another (an e2e run on its own port). */
export function releaseDir(root: string): string {
  return path.resolve(root, process.env.RENEW_RELEASE_DIR || 'release');
}

function walk(root: string, file: string, hash: ReturnType<typeof createHash>) {
  const full = path.join(root, file);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(full).sort()) walk(root, path.join(file, entry), hash);
  } else {
    hash.update(file).update(readFileSync(full));
  }
}

export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) walk(root, input, hash);
  return hash.digest('hex');
}

export function stampPath(root: string): string {
  return path.join(releaseDir(root), 'renew-build-hash');
}

export function isBuildFresh(root: string): boolean {
  const stamp = stampPath(root);
  return existsSync(path.join(releaseDir(root), 'release.json')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(root);
}
