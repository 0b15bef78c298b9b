// Where the web server finds Next's build. In a checkout (tsx server/web/server.ts, the benchmarks) it is the checkout,
// and Next reads next.config.mjs. In the release (node release/web.mjs, docs/deployment.md) the bundle sits in Next's
// standalone tree beside release.json: there the config was fixed at build time, and it is handed to Next the way the
// standalone server.js that Next writes does it. The working directory stays the caller's, so relative settings
// (UPLOADS_DIR, MAIL_CAPTURE_DIR) mean the same for the web server, the sidecar and the worker.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function nextAppDir(moduleDir: string): string {
  const manifest = path.join(moduleDir, 'release.json');
  if (!existsSync(manifest)) return path.resolve(moduleDir, '../..');
  const { nextConfig } = JSON.parse(readFileSync(manifest, 'utf8')) as { nextConfig: Record<string, unknown> };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(nextConfig);
  return moduleDir;
}

/** Next's build directory for an app directory from nextAppDir: the release's fixed one, or the checkout's (next.config.mjs). */
export function nextBuildDir(appDir: string): string {
  const standalone = process.env.__NEXT_PRIVATE_STANDALONE_CONFIG;
  const distDir = standalone ? (JSON.parse(standalone) as { distDir?: string }).distDir : undefined;
  return path.resolve(appDir, distDir || process.env.RENEW_DIST_DIR || '.next');
}
