// Raw statements outside a transaction go straight to the client's pg pool instead of through Prisma's raw-query path.
// Measured in one process (docs/benchmarks.md "Session 17: raw statements without Prisma's runtime"): a one-row
// statement costs ~200–340 µs of CPU through Prisma's raw query and ~80–130 µs on the pool it ends up on anyway — on a
// hot read of three or four statements, a tenth of the request. Inside `db.$transaction` the statement stays on
// Prisma's transaction client, which owns that connection.
//
// What a caller gets is exactly what Prisma's raw queries give (tests/integration/sql-direct.test.ts compares both
// paths column type by column type): values typed as Prisma types them (int8 → bigint, numeric → Decimal, date and
// timestamp read as UTC), arguments written as its adapter writes them (a Date as UTC wall time), a PostgreSQL error
// as Prisma's P2010 with the SQLSTATE where server/http/errors.ts and the other readers look for it, and statement
// names from the same generator, so a connection prepares each text once whichever path sends it.
import pg from 'pg';
import { Prisma } from '@/generated/prisma/client';

export interface DirectPool {
  pool: pg.Pool;
  /** The prepared statement's name for a text ('' for unnamed), or null behind a transaction pooler (never named). */
  nameOf: ((sql: string) => string) | null;
}

// On globalThis: a development reload re-evaluates this module while server/db.ts keeps its clients.
const store = globalThis as unknown as { renewDirectPools?: WeakMap<object, DirectPool> };
const pools = (store.renewDirectPools ??= new WeakMap());

/** Statements run on `client` itself (not a transaction of it) go to `pool`. Called by server/db.ts per client. */
export function runStatementsOnPool(client: object, direct: DirectPool): void {
  pools.set(client, direct);
}

export const directPoolOf = (runner: object): DirectPool | undefined => pools.get(runner);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date as Prisma's pg adapter writes it: UTC wall time, no offset (the session's time zone is UTC). */
function utcWallTime(date: Date): string {
  const ms = date.getUTCMilliseconds();
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}${ms ? `.${pad(ms, 3)}` : ''}`;
}

function argument(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return utcWallTime(value);
  if (typeof value === 'bigint') return value.toString();
  if (Prisma.Decimal.isDecimal(value)) return value.toString();
  if (Array.isArray(value)) return value.map(argument);
  if (ArrayBuffer.isView(value) && !Buffer.isBuffer(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return value;
}

const asBigInt = (text: string) => BigInt(text);
const asDecimal = (text: string) => new Prisma.Decimal(text);
const asUtcDate = (text: string) => new Date(`${text}T00:00:00Z`);
const asUtcTimestamp = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

/** Values as Prisma's raw queries type them; everything else as pg reads it. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case 20: return asBigInt;
      case 1700: return asDecimal;
      case 1082: return asUtcDate;
      case 1114: return asUtcTimestamp;
      default: return pg.types.getTypeParser(oid, format);
    }
  },
} as pg.CustomTypesConfig;

/** An error PostgreSQL answered (a SQLSTATE and a severity), not a broken connection. */
function isDatabaseError(error: unknown): error is pg.DatabaseError & { code: string } {
  const e = error as { code?: unknown; severity?: unknown } | null;
  return typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

/** A PostgreSQL error in the shape Prisma gives a failed raw query (P2010, the SQLSTATE in the adapter's cause). */
function asPrismaError(error: unknown): unknown {
  // By shape, not instanceof: a bundle may hold its own copy of pg.
  if (!isDatabaseError(error)) return error;
  const wrapped = new Prisma.PrismaClientKnownRequestError(`Raw query failed. Code: \`${error.code}\`. Message: \`${error.message}\``, {
    code: 'P2010',
    clientVersion: Prisma.prismaVersion.client,
    meta: {
      driverAdapterError: {
        name: 'DriverAdapterError',
        cause: { originalCode: error.code, originalMessage: error.message, kind: 'postgres', code: error.code, severity: error.severity, message: error.message },
      },
    },
  });
  wrapped.cause = error;
  return wrapped;
}

async function send(direct: DirectPool, text: string, values: unknown[]): Promise<pg.QueryResult> {
  const name = direct.nameOf?.(text) || undefined;
  try {
    return await direct.pool.query({ text, values: values.map(argument), name, types });
  } catch (error) {
    throw asPrismaError(error);
  }
}

export async function queryOnPool<R>(direct: DirectPool, text: string, values: unknown[]): Promise<R[]> {
  return (await send(direct, text, values)).rows as R[];
}

export async function executeOnPool(direct: DirectPool, text: string, values: unknown[]): Promise<number> {
  return (await send(direct, text, values)).rowCount ?? 0;
}
