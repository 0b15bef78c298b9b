// Backups (docs/operations.md "Backups"): the demo database is backed up by the real commands, restored into a fresh
// database, and every table of the app's schema has the same number of rows; the sequences continue where they were.
// The built-in format always runs; pg_dump's format runs when a pg_dump of the server's major version is installed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../../../scripts/lib/database-url';
import { backupDatabase, restoreDatabase, serverMajor, toolMajor } from '../../../scripts/lib/backup';
import { seedDemo } from '../../../prisma/seed/run';
import { runScript, scratchDir } from '../../helpers/processes';

const scratch = scratchDir('ops-backup');
const source = process.env.DATABASE_URL!;
const fresh = (suffix: string) => withDatabase(source, `renew_test_${inject('testRunId')}_${suffix}`);
let pgDumpMatches = false;

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      counts[name] = (await client.query(`SELECT count(*)::int AS n FROM "${name}"`)).rows[0].n;
    }
    const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(
      `SELECT sequencename AS name, last_value::text AS last_value FROM pg_sequences WHERE schemaname = 'public'`,
    );
    for (const s of sequences) counts[`sequence ${s.name}`] = Number(s.last_value ?? 0);
    return counts;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await seedDemo(source, () => {});
  pgDumpMatches = toolMajor('pg_dump') === (await serverMajor(source));
}, 180_000);

afterAll(() => scratch.remove());

describe('db:backup and db:restore', () => {
  it('the built-in backup, through the real commands, restores every row into a fresh database', async () => {
    const before = await rowCounts(source);
    expect(before.users).toBeGreaterThan(5); // the demo data is there
    const env = { ...process.env, DATABASE_URL: source };
    const backup = await runScript(['scripts/backup.ts', '--format', 'builtin', '--dir', scratch.dir], env);
    expect(backup.code, backup.output).toBe(0);
    const files = readdirSync(scratch.dir).filter((f) => f.endsWith('.renew.gz'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^renew_test_.+-\d{8}T\d{6}Z\.renew\.gz$/);

    const target = fresh('restored_builtin');
    const name = new URL(target).pathname.slice(1);
    const restore = await runScript(['scripts/restore.ts', path.join(scratch.dir, files[0]!), '--database', name, '--yes'], env);
    expect(restore.code, restore.output).toBe(0);
    expect(await rowCounts(target)).toEqual(before);

    // A second restore into the now-filled database is refused, and changes nothing.
    const again = await runScript(['scripts/restore.ts', path.join(scratch.dir, files[0]!), '--database', name, '--yes'], env);
    expect(again.code).toBe(1);
    expect(again.output).toContain('The target database is not empty.');
    expect(await rowCounts(target)).toEqual(before);
  }, 240_000);

  it('refuses to restore without confirmation when nobody can answer', async () => {
    const env = { ...process.env, DATABASE_URL: source };
    const { file } = await backupDatabase(source, { dir: path.join(scratch.dir, 'unconfirmed'), format: 'builtin', log: () => {} });
    const result = await runScript(['scripts/restore.ts', file, '--database', new URL(fresh('unconfirmed')).pathname.slice(1)], env);
    expect(result.code).toBe(1);
    expect(result.output).toContain('Not restoring without confirmation: add --yes');
  }, 60_000);

  it("pg_dump's format restores every row too (when a matching pg_dump is installed)", async ({ skip }) => {
    if (!pgDumpMatches) skip('no pg_dump of the server major version on the PATH');
    const before = await rowCounts(source);
    const { file, format } = await backupDatabase(source, { dir: scratch.dir, log: () => {} });
    expect(format).toBe('pg_dump');
    const target = fresh('restored_dump');
    const admin = new pg.Client({ connectionString: withDatabase(source, 'postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${new URL(target).pathname.slice(1)}"`);
    await admin.end();
    await restoreDatabase(target, file, { log: () => {} });
    expect(await rowCounts(target)).toEqual(before);
  }, 240_000);
});
