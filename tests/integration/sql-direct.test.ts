// Raw statements outside a transaction run on the pool itself (server/platform/sql-direct.ts), inside one through
// Prisma. A caller must not be able to tell which: the same values of every column type the definitions may declare,
// the same reading of arguments, the same error for a failed statement.
import { describe, expect, it } from 'vitest';
import { db, dbRead, forgetClosedIdleConnection } from '@/server/db';
import { directPoolOf } from '@/server/platform/sql-direct';
import { col, defineCommand, defineQuery, positional } from '@/server/platform/sql';
import { Prisma } from '@/generated/prisma/client';

const everyType = defineQuery({
  name: 'test.sqlDirect.everyType',
  columns: {
    a: col.smallint, b: col.int, c: col.bigint, d: col.float, e: col.numeric, f: col.text, g: col.text, h: col.date,
    i: col.timestamptz, j: col.timestamptz, k: col.json<unknown>(), l: col.jsonb<unknown>(), m: col.intArray, n: col.textArray, o: col.bool,
    p: col.int.orNull, q: col.timestamptz.orNull, r: col.intArray, s: col.textArray, t: col.bigint, u: col.numeric,
  },
  sql: () => positional(`SELECT 1::int2 a, 2::int4 b, 3::int8 c, 1.5::float8 d, 2.50::numeric e, 'x'::text f, 'y'::varchar g,
    '2026-03-04'::date h, '2026-03-04 05:06:07.123456+00'::timestamptz i, '2026-03-04 05:06:07.5'::timestamp j,
    '{"k":[1,2]}'::json k, '{"k":1}'::jsonb l, '{1,2}'::int4[] m, '{a,b}'::text[] n, true o, NULL::int p,
    NULL::timestamptz q, '{}'::int4[] r, '{a,NULL}'::varchar[] s, 9007199254740993::int8 t, '1e-20'::numeric u`),
  examples: [[]],
});

const echo = defineQuery({
  name: 'test.sqlDirect.echo',
  columns: {
    at: col.timestamptz, day: col.date, wall: col.timestamptz, big: col.bigint, dec: col.numeric, doc: col.jsonb<unknown>(),
    ints: col.intArray, texts: col.textArray, yes: col.bool, none: col.int.orNull, days: col.textArray,
  },
  sql: (at: Date, day: Date, big: bigint, dec: Prisma.Decimal, doc: string, ints: number[], texts: string[], yes: boolean, none: null, days: Date[]) =>
    Prisma.sql`SELECT ${at}::timestamptz AS at, ${day}::date AS day, ${at}::timestamp AS wall, ${big}::int8 AS big, ${dec}::numeric AS dec,
      ${doc}::jsonb AS doc, ${ints}::int4[] AS ints, ${texts}::text[] AS texts, ${yes}::bool AS yes, ${none}::int AS none,
      ${days}::date[]::text[] AS days`,
  examples: [[new Date(), new Date(), 1n, new Prisma.Decimal(1), '{}', [1], ['a'], true, null, [new Date()]]],
});

const failing = defineQuery({
  name: 'test.sqlDirect.failing',
  columns: { a: col.int },
  sql: (value: number) => positional('SELECT $1::int AS a', value),
  examples: [[1]],
});

const counting = defineCommand({
  name: 'test.sqlDirect.counting',
  sql: () => positional('SELECT 1 FROM generate_series(1, 3)'),
  examples: [[]],
});

/** The same statement on the pool (db) and through Prisma (a transaction of db). */
async function bothWays<T>(run: (runner: typeof db | Prisma.TransactionClient) => Promise<T>): Promise<{ direct: T; prisma: T }> {
  const direct = await run(db);
  const prisma = await db.$transaction((tx) => run(tx));
  return { direct, prisma };
}

const typeNames = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? 'null' : (v as object).constructor.name]));

describe('raw statements outside a transaction, on the pool', () => {
  it('are taken by the pool for db and dbRead, and by Prisma inside a transaction', async () => {
    expect(directPoolOf(db)).toBeDefined();
    expect(directPoolOf(dbRead)).toBeDefined();
    // An idle connection closed by the server must not end a process that never ran a Prisma query (server/db.ts).
    expect(directPoolOf(db)!.pool.listeners('error')).toContain(forgetClosedIdleConnection);
    await db.$transaction(async (tx) => expect(directPoolOf(tx)).toBeUndefined());
  });

  it('read every column type as Prisma does', async () => {
    const { direct, prisma } = await bothWays((run) => everyType.first(run));
    expect(typeNames(direct!)).toEqual(typeNames(prisma!));
    expect(direct).toEqual(prisma);
    // Spelled out, so a change on both sides at once is seen too.
    expect(direct).toMatchObject({ c: 3n, t: 9007199254740993n, h: new Date('2026-03-04T00:00:00Z'), j: new Date('2026-03-04T05:06:07.500Z'), i: new Date('2026-03-04T05:06:07.123Z') });
    expect(Prisma.Decimal.isDecimal(direct!.e) && direct!.e.toString()).toBe('2.5');
  });

  it('write arguments as Prisma does: a Date as UTC whatever the process time zone, bigint, Decimal, arrays, null', async () => {
    const at = new Date('2026-03-04T23:30:00.250Z');
    const args: Parameters<typeof echo.all> extends [unknown, ...infer A] ? A : never =
      [at, new Date('2026-03-04T00:00:00Z'), 12345678901234n, new Prisma.Decimal('1.25'), JSON.stringify({ a: [1] }), [1, 2], ['x', 'y'], true, null, [new Date('2026-01-02T00:00:00Z')]];
    const previous = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const { direct, prisma } = await bothWays((run) => echo.first(run, ...args));
      expect(direct).toEqual(prisma);
      expect(direct).toMatchObject({ at, day: new Date('2026-03-04T00:00:00Z'), wall: at, big: 12345678901234n, doc: { a: [1] }, ints: [1, 2], none: null, days: ['2026-01-02'] });
    } finally {
      process.env.TZ = previous;
    }
  });

  it('fail as Prisma fails: P2010 with the SQLSTATE, so a value out of range is still a 422', async () => {
    const { direct, prisma } = await bothWays((run) => failing.first(run, 2 ** 40).then(() => null, (error: unknown) => error));
    for (const error of [direct, prisma]) {
      expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
      expect(error).toMatchObject({ code: 'P2010', meta: { driverAdapterError: { cause: { originalCode: '22003' } } } });
    }
  });

  it('count the rows a command touched as Prisma counts them', async () => {
    const { direct, prisma } = await bothWays((run) => counting.run(run));
    expect(direct).toBe(3);
    expect(prisma).toBe(3);
  });
});
