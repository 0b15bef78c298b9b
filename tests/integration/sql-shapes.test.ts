// Every raw SQL statement of server/ against the real migrated schema (docs/decisions/006-sql-style.md): each
// definition (server/platform/sql.ts defineQuery/defineCommand) is parsed and described by PostgreSQL — never run —
// and a query's result columns must match the declared names, order and types. A renamed column, a dropped table
// or a changed type fails here, not at run time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_TYPES, registeredSql, type Columns } from '@/server/platform/sql';
import { CREATE_OUTBOX_TABLE_SQL } from '@/server/realtime/outbox';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'server');
const HELPER = path.join(SERVER, 'platform/sql.ts');

// Raw SQL written straight on the client, from work in progress; each entry should move onto defineQuery/defineCommand
// and leave this list. Empty: every raw statement of server/ is a definition.
const NOT_YET_MOVED = new Set<string>([]);
/**
 * Raw SQL on tables outside the Prisma schema, which the migrated template cannot describe: the readiness probe reads
 * the migrator's _prisma_migrations and pg-boss's own pgboss.instance (created by pg-boss at run time).
 */
const OUTSIDE_THE_SCHEMA = new Set<string>(['server/platform/health.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

interface Field { name: string; dataTypeID: number }

/**
 * Parse + Describe of one statement on the extended protocol (what a prepared statement does), with untyped
 * parameters as Prisma sends them: PostgreSQL infers the parameter types and reports the result columns, and
 * nothing is executed. A pg "submittable" takes the connection for the exchange.
 */
function describeStatement(client: pg.Client, text: string): Promise<Field[]> {
  return new Promise((resolve, reject) => {
    let fields: Field[] = [];
    const submittable = {
      submit(connection: {
        parse(m: { text: string; types: number[] }): void;
        describe(m: { type: 'S'; name: string }): void;
        sync(): void;
      }) {
        connection.parse({ text, types: [] });
        connection.describe({ type: 'S', name: '' });
        connection.sync();
      },
      handleRowDescription(msg: { fields: Field[] }) {
        fields = msg.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
      },
      // pg drops the active query on an error, so ReadyForQuery after it never reaches us: settle here.
      handleError(err: Error) {
        reject(err);
      },
      handleReadyForQuery() {
        resolve(fields);
      },
      handleDataRow() {},
      handleCommandComplete() {},
      handleEmptyQuery() {},
      handlePortalSuspended() {},
    };
    (client as unknown as { query(s: unknown): void }).query(submittable);
  });
}

/** What differs between the declared columns and the described ones; empty when they match. */
function shapeProblems(columns: Columns, fields: Field[]): string[] {
  const declared = Object.keys(columns);
  const actual = fields.map((f) => f.name);
  if (declared.join(',') !== actual.join(',')) return [`columns are (${actual.join(', ')}), declared (${declared.join(', ')})`];
  return fields.flatMap((f) => {
    const want = columns[f.name]!.pgType;
    return (PG_TYPES[want] as readonly number[]).includes(f.dataTypeID) ? [] : [`${f.name} has type oid ${f.dataTypeID}, declared ${want}`];
  });
}

let client: pg.Client;

beforeAll(async () => {
  // Load every module of server/ that defines raw SQL, so the registry holds all of them.
  const definers = sourceFiles(SERVER).filter((f) => f !== HELPER && /\bdefine(Query|Command)\(/.test(readFileSync(f, 'utf8')));
  for (const file of definers) await import(pathToFileURL(file).href);
  client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  // Transport plumbing created at run time, not by a migration (server/realtime/outbox.ts).
  await client.query(CREATE_OUTBOX_TABLE_SQL);
});

afterAll(async () => {
  await client?.end();
});

describe('raw SQL against the migrated schema', () => {
  it('every definition parses, and every query returns the columns and types it declares', async () => {
    const all = registeredSql();
    expect(all.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let statements = 0;
    for (const def of all) {
      const texts = def.texts();
      if (texts.length === 0) problems.push(`${def.name}: no examples, so nothing is checked`);
      for (const text of texts) {
        statements++;
        try {
          const fields = await describeStatement(client, text);
          if (def.columns) problems.push(...shapeProblems(def.columns, fields).map((p) => `${def.name}: ${p}`));
        } catch (error) {
          problems.push(`${def.name}: ${(error as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(statements).toBeGreaterThanOrEqual(all.length);
  });

  it('catches a renamed column and a changed type', async () => {
    const columns: Columns = { id: { pgType: 'int4', nullable: false }, email: { pgType: 'text', nullable: false } };
    expect(shapeProblems(columns, await describeStatement(client, 'SELECT id, email FROM users WHERE id = $1'))).toEqual([]);
    expect(shapeProblems(columns, await describeStatement(client, 'SELECT id, email AS mail FROM users'))).toEqual([
      'columns are (id, mail), declared (id, email)',
    ]);
    expect(shapeProblems(columns, await describeStatement(client, 'SELECT id::bigint AS id, email FROM users'))).toEqual([
      'id has type oid 20, declared int4',
    ]);
    await expect(describeStatement(client, 'SELECT id, emial FROM users')).rejects.toThrow(/emial/);
  });

  it('is the only way server/ runs raw SQL', () => {
    const raw = /\$(queryRaw|executeRaw)(Unsafe)?\b/;
    const offenders = sourceFiles(SERVER)
      .filter((f) => f !== HELPER && raw.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(ROOT, f))
      .filter((f) => !NOT_YET_MOVED.has(f) && !OUTSIDE_THE_SCHEMA.has(f));
    expect(offenders).toEqual([]);
  });
});
