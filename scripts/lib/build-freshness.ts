// `npm start` builds when .next is missing or older than the sources: a hash of every file the build reads.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['app', 'components', 'lib', 'server', 'public', 'prisma/schema', 'proxy.ts', 'next.config.mjs', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json'];
const distDir = () => process.env.RENEW_DIST_DIR || '.next';

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

export function isBuildFresh(root: string): boolean {
  const stamp = stampPath(root);
  return existsSync(path.join(root, distDir(), 'BUILD_ID')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(root);
}

export function stampPath(root: string): string {
  return path.join(root, distDir(), 'renew-build-hash');
}
