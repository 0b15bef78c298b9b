// Migrations refuse a database migrated by newer code (docs/operations.md "Migrations"): starting old code on a newer
// schema could write rows the newer code no longer understands. db:migrate and npm start both stop before changing
// anything, and say what to do.
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { applyMigrations, listMigrations, SchemaAheadError, schemaAhead } from '../../../scripts/lib/migrations';
import { freePort, runScript, scratchDir } from '../../helpers/processes';

const url = process.env.DATABASE_URL!;
const FUTURE = '99991231000000_from_newer_code';

beforeAll(async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
     VALUES (gen_random_uuid()::text, 'x', $1, now(), now(), 1)`,
    [FUTURE],
  );
  await client.end();
});

describe('a schema ahead of the code', () => {
  it('is told apart from a renamed older migration', () => {
    const onDisk = listMigrations().map((m) => m.name);
    expect(schemaAhead(onDisk, [...onDisk, FUTURE])).toEqual([FUTURE]);
    expect(schemaAhead(onDisk, [...onDisk, '20200101000000_renamed_long_ago'])).toEqual([]);
  });

  it('makes applyMigrations refuse before running anything', async () => {
    await expect(applyMigrations(url, () => {})).rejects.toBeInstanceOf(SchemaAheadError);
    await expect(applyMigrations(url, () => {})).rejects.toThrow(/schema is ahead of this code: it has 1 migration\(s\) this checkout does not know \(99991231000000_from_newer_code\)/);
  });

  it('makes npm run db:migrate and npm start exit non-zero with the reason', async () => {
    const env = { ...process.env, DATABASE_URL: url };
    const migrate = await runScript(['scripts/migrate.ts'], env);
    expect(migrate.code).not.toBe(0);
    expect(migrate.output).toContain("The database's schema is ahead of this code");

    const scratch = scratchDir('ops-ahead');
    try {
      const start = await runScript(['scripts/start.ts', '--dev'], {
        ...env, RENEW_RUN_DIR: scratch.dir, PORT: String(await freePort()), SOCKET_PORT: String(await freePort()),
      });
      expect(start.code).toBe(1);
      expect(start.output).toContain("[renew] The database's schema is ahead of this code");
      expect(start.output).not.toContain('Renew is starting');
    } finally {
      scratch.remove();
    }
  }, 120_000);
});
