// npm run build: the release directory (scripts/lib/release.ts; docs/deployment.md "The release").
//   --skip-checks   skip Next's own type check (CI runs `npm run typecheck` on its own; npm start always skips it)
//   --if-stale      build only when the sources changed since the release was built
import { ensureRelease, directorySize, releaseDir } from './lib/release.ts';
import { ROOT } from './lib/resolve-database.ts';

const log = (message: string) => console.log(`[build] ${message}`);
try {
  const built = await ensureRelease({
    root: ROOT,
    log,
    skipChecks: process.argv.includes('--skip-checks'),
    force: !process.argv.includes('--if-stale'),
  });
  const dir = releaseDir(ROOT);
  if (!built) log(`The release in ${dir} is up to date.`);
  log(`Release size: ${(directorySize(dir) / 1024 / 1024).toFixed(0)} MB (${dir})`);
} catch (error) {
  console.error(`[build] ${(error as Error).message}`);
  process.exit(1);
}
