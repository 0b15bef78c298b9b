// The release (npm run build; docs/deployment.md "The release"): one directory that runs with plain `node`.
//   release/
//     server.js, .next/, node_modules/   Next's standalone output: the server and only the node_modules files it reaches
//     .next/static/, public/              the browser's files (the standalone output leaves them out)
//     web.mjs, sidecar.mjs, worker.mjs    the product's processes, bundled by esbuild from server/ (source maps beside)
//     migrate.mjs, seed.mjs, healthcheck.mjs
//     prisma/migrations/                  what migrate.mjs applies and /api/ready compares with the database
//     entrypoint.sh                       `entrypoint.sh web|sidecar|worker|migrate|seed` (the image's entry point)
//     release.json                        what was built (Next's config for web.mjs, Node version, time)
// The bundles hold our own code (server/, lib/, the generated Prisma client); every package stays an import, and the
// files those imports reach are traced (Next's own @vercel/nft) and copied into release/node_modules beside the ones
// the standalone output already has. Packages keep their runtime file reads (pdfkit's fonts, sharp's binaries,
// pino's worker threads) and stay patchable by OpenTelemetry's instrumentations, which hook `require` of pg and http.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, copyFileSync, readlinkSync, symlinkSync, lstatSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import { isBuildFresh, releaseDir, sourceHash, stampPath } from './build-freshness.ts';
import { isAlive } from './embedded-postgres.ts';

/** The release's processes: name → source. `worker` runs with --conditions=react-server (its handlers reach 'server-only' modules). */
export const ENTRY_POINTS: Record<string, string> = {
  web: 'server/web/server.ts',
  sidecar: 'server/realtime/sidecar.ts',
  worker: 'server/jobs/worker.ts',
  migrate: 'scripts/release/migrate.ts',
  seed: 'scripts/release/seed.ts',
  healthcheck: 'scripts/release/healthcheck.ts',
};

/** `node` arguments for a release entry point: source maps in stack traces; the worker's module conditions. */
export function nodeArgs(entry: keyof typeof ENTRY_POINTS | string): string[] {
  return ['--enable-source-maps', ...(entry === 'worker' ? ['--conditions=react-server'] : []), `${entry}.mjs`];
}

export interface BuildOptions {
  root: string;
  log: (message: string) => void;
  /** Skip Next's own type check (npm start and the test stages: CI runs `npm run typecheck` itself). */
  skipChecks: boolean;
  env?: NodeJS.ProcessEnv;
}

const distDirName = () => process.env.RENEW_DIST_DIR || '.next';

/**
 * One build at a time per release directory: a second `npm start`, test stage or Playwright run waits for the first,
 * then finds the release fresh. A lock whose owner died is taken over.
 */
async function withBuildLock<T>(dir: string, log: (m: string) => void, body: () => Promise<T>): Promise<T> {
  const lock = `${dir}.lock`;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'owner'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(existsSync(path.join(lock, 'owner')) ? readFileSync(path.join(lock, 'owner'), 'utf8') : NaN);
      // A lock without an owner file for a minute, or whose owner is gone, is left over from a killed build.
      const stat = statSync(lock, { throwIfNoEntry: false });
      const age = stat ? Date.now() - stat.mtimeMs : 0;
      if ((Number.isInteger(owner) && !isAlive(owner)) || (!Number.isInteger(owner) && age > 60_000)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) log(`Waiting for the release build already running (pid ${owner || '?'})…`);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
  try {
    return await body();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): void {
  const result = spawnSync(command, args, { ...options, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed (${result.signal ?? result.status})`);
}

/** Copies one traced file (or symlink) into the release, unless the standalone output already has it. */
function copyTraced(root: string, staging: string, file: string): void {
  const target = path.join(staging, file);
  if (existsSync(target)) return;
  const source = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  if (lstatSync(source).isSymbolicLink()) symlinkSync(readlinkSync(source), target);
  else if (statSync(source).isFile()) copyFileSync(source, target);
}

async function bundleEntryPoints(root: string, staging: string): Promise<string[]> {
  const outputs = Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, source]) => [name, path.join(root, source)]));
  await build({
    entryPoints: outputs,
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external', // resolved at run time from release/node_modules (traced below)
    sourcemap: true,
    sourcesContent: false,
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
    // Migrations sit beside the bundle here, not two folders up as scripts/lib/migrations.ts finds them in a checkout.
    banner: { js: `process.env.RENEW_MIGRATIONS_DIR ??= import.meta.dirname + '/prisma/migrations';` },
  });
  return Object.keys(ENTRY_POINTS).map((name) => path.join(staging, `${name}.mjs`));
}

async function traceDependencies(root: string, staging: string, bundles: string[]): Promise<number> {
  const require = createRequire(path.join(root, 'package.json'));
  const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft') as {
    nodeFileTrace: (files: string[], options: Record<string, unknown>) => Promise<{ fileList: Set<string> }>;
  };
  // The bundles are traced where their imports resolve like the release's: from the checkout's node_modules.
  const probes = bundles.map((bundle) => {
    const probe = path.join(root, `.release-trace-${process.pid}-${path.basename(bundle)}`);
    copyFileSync(bundle, probe);
    return probe;
  });
  try {
    let copied = 0;
    // Each bundle with the conditions it runs with: the worker and the health check with react-server ('server-only'
    // → its empty module), the others without. 'node' in both: nft's conditions replace its defaults, and without it
    // a package's "imports" map falls to its browser files (@opentelemetry/core's #platform, which the tracing SDK
    // loads). Next itself is left out: the standalone output already holds the part of it that runs.
    const reactServer = (probe: string) => /-(worker|healthcheck)\.mjs$/.test(probe);
    for (const [conditions, files] of [
      [['node', 'react-server'], probes.filter(reactServer)],
      [['node'], probes.filter((probe) => !reactServer(probe))],
    ] as const) {
      const { fileList } = await nodeFileTrace([...files], {
        base: root, processCwd: root, conditions, ignore: (file: string) => file.startsWith('node_modules/next/'),
      });
      for (const file of fileList) {
        if (!file.startsWith('node_modules/')) continue;
        copyTraced(root, staging, file);
        copied++;
      }
    }
    return copied;
  } finally {
    for (const probe of probes) rmSync(probe, { force: true });
  }
}

/** Builds the release into a staging directory, then puts it in place of the old one. */
async function buildRelease({ root, log, skipChecks, env = process.env }: BuildOptions): Promise<void> {
  const started = Date.now();
  const hash = sourceHash(root); // before the build: a source edited during it makes the next start build again
  run(path.join(root, 'node_modules/.bin/next'), ['build'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      ...(skipChecks ? { RENEW_SKIP_BUILD_CHECKS: '1' } : {}),
      // Collecting the pages' configuration loads server modules, which validate the environment (lib/env.ts) as they
      // load. The build connects to nothing and a build machine (the image's, CI's) has no settings: stand-ins, used
      // only when unset, and never written into the output.
      DATABASE_URL: env.DATABASE_URL || 'postgresql://build@127.0.0.1:9/renew_build',
      AUTH_SECRET: env.AUTH_SECRET || randomBytes(32).toString('base64url'),
    },
  });
  log(`next build took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await assembleRelease({ root, log, hash, started });
}

/** The release from a finished `next build`: the standalone tree, the browser's files, the bundles and their packages. */
export async function assembleRelease({ root, log, hash, started = Date.now() }: { root: string; log: (m: string) => void; hash: string; started?: number }): Promise<void> {
  const dir = releaseDir(root);
  const distDir = distDirName();
  const staging = `${dir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  renameSync(path.join(root, distDir, 'standalone'), staging);
  rmSync(path.join(staging, 'server.js')); // Next's own server; web.mjs (server/web/server.ts) serves instead
  cpSync(path.join(root, distDir, 'static'), path.join(staging, distDir, 'static'), { recursive: true });
  if (existsSync(path.join(root, 'public'))) cpSync(path.join(root, 'public'), path.join(staging, 'public'), { recursive: true });
  cpSync(path.join(root, 'prisma/migrations'), path.join(staging, 'prisma/migrations'), { recursive: true });
  cpSync(path.join(root, 'scripts/release/entrypoint.sh'), path.join(staging, 'entrypoint.sh'));

  const bundles = await bundleEntryPoints(root, staging);
  const traced = await traceDependencies(root, staging, bundles);

  const required = JSON.parse(readFileSync(path.join(root, distDir, 'required-server-files.json'), 'utf8')) as { config: Record<string, unknown> };
  writeFileSync(
    path.join(staging, 'release.json'),
    JSON.stringify({ built_at: new Date().toISOString(), node: process.version, distDir, entryPoints: Object.keys(ENTRY_POINTS), nextConfig: { ...required.config, distDir: `./${distDir}` } }, null, 2),
  );
  writeFileSync(path.join(staging, 'renew-build-hash'), hash);

  // Into place: the old release goes only once the new one is complete.
  const old = `${dir}.old-${process.pid}`;
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(staging, dir);
  rmSync(old, { recursive: true, force: true });
  log(`Release built in ${((Date.now() - started) / 1000).toFixed(0)} s (${traced} traced package files): ${path.relative(root, dir) || dir}`);
}

/** Builds the release unless it is fresh (same sources as its stamp). Returns whether it built. */
export async function ensureRelease(options: BuildOptions & { force?: boolean }): Promise<boolean> {
  if (!options.force && isBuildFresh(options.root)) return false;
  const dir = releaseDir(options.root);
  mkdirSync(path.dirname(dir), { recursive: true });
  return withBuildLock(dir, options.log, async () => {
    if (!options.force && isBuildFresh(options.root)) return false; // another process built it while we waited
    await buildRelease(options);
    return true;
  });
}

/** Total size of a directory in bytes (symlinks counted as links). */
export function directorySize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += directorySize(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

export { isBuildFresh, releaseDir, stampPath };
