// npm run db:restore -- <file> [--database <name>] [--yes] — restores a backup from npm run db:backup into an empty
// database: the default one (DATABASE_URL or the embedded "renew"), or <name> on the same server (created when missing).
// Asks for confirmation unless --yes (docs/operations.md "Backups").
import 'dotenv/config';
import { existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { resolveDatabase } from './lib/resolve-database.ts';
import { ensureDatabaseExists, withDatabase } from './lib/database-url.ts';
import { restoreDatabase } from './lib/backup.ts';

const args = process.argv.slice(2);
const valueOf = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const databaseName = valueOf('database');
const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--database');
if (!file || !existsSync(file)) {
  console.error(file ? `No such file: ${file}` : 'Usage: npm run db:restore -- <backup file> [--database <name>] [--yes]');
  process.exit(2);
}

const database = await resolveDatabase();
let exitCode = 0;
try {
  const target = databaseName ? withDatabase(database.url, databaseName) : database.url;
  await ensureDatabaseExists(target);
  const shown = new URL(target);
  const where = `database "${decodeURIComponent(shown.pathname.slice(1))}" on ${shown.hostname}:${shown.port || 5432}`;
  if (!args.includes('--yes')) {
    if (!process.stdin.isTTY) throw new Error(`Not restoring without confirmation: add --yes to restore into ${where}.`);
    const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question(`Restore ${path.basename(file)} into ${where}? Type "restore" to continue: `);
    prompt.close();
    if (answer.trim() !== 'restore') throw new Error('Cancelled; nothing was changed.');
  }
  await restoreDatabase(target, path.resolve(file));
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await database.stop();
}
process.exit(exitCode);
