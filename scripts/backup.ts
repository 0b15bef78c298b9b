// npm run db:backup [-- --format builtin|pg_dump] [--dir <folder>] — a compressed, consistent backup of DATABASE_URL or
// the embedded database (shared with a running product, never stopped under it) into .data/backups/, with a timestamped
// name (docs/operations.md "Backups"; scripts/lib/backup.ts says which format and why).
import 'dotenv/config';
import path from 'node:path';
import { ROOT, resolveDatabase } from './lib/resolve-database.ts';
import { backupDatabase, type BackupFormat } from './lib/backup.ts';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const format = option('format') as BackupFormat | undefined;
if (format && format !== 'builtin' && format !== 'pg_dump') {
  console.error('Usage: npm run db:backup [-- --format builtin|pg_dump] [--dir <folder>]');
  process.exit(2);
}
const database = await resolveDatabase();
let exitCode = 0;
try {
  await backupDatabase(database.url, { dir: path.resolve(ROOT, option('dir') ?? '.data/backups'), format });
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await database.stop();
}
process.exit(exitCode);
