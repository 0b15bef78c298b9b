// The one way raw SQL is written (docs/decisions/006-sql-style.md): a named definition with the SQL and the columns
// it returns. The row type comes from the declared columns, and tests/integration/sql-shapes.test.ts describes every
// definition against the migrated schema, so a renamed column or a changed type fails a test instead of turning
// into `undefined` at run time. Nothing is checked per call: rows come back exactly as Prisma's raw queries give
// them (hot paths stay as fast as a bare $queryRaw).
import { Prisma } from '@/generated/prisma/client';
import { directPoolOf, executeOnPool, queryOnPool } from './sql-direct';

/** Marks a statement PLAN_PER_CALL: sent unnamed, planned for its values on every call (./statement-names.ts). */
export { PLAN_PER_CALL } from './statement-names';

/** What runs a statement: the client or a transaction's client. */
export type SqlRunner = Pick<Prisma.TransactionClient, '$queryRaw' | '$queryRawUnsafe' | '$executeRaw' | '$executeRawUnsafe'>;

/**
 * PostgreSQL types a column may have, with the type OIDs the test accepts for each and the value Prisma's raw
 * queries turn it into (int8 → bigint, numeric → Decimal, date and timestamps → Date, json → parsed).
 */
export const PG_TYPES = {
  bool: [16],
  int2: [21],
  int4: [23],
  int8: [20],
  float8: [701],
  numeric: [1700],
  text: [25, 1043],
  date: [1082],
  timestamptz: [1184],
  timestamp: [1114],
  json: [114],
  jsonb: [3802],
  'int4[]': [1007],
  'text[]': [1009, 1015],
} as const;
export type PgTypeName = keyof typeof PG_TYPES;

export interface Column<T> {
  readonly pgType: PgTypeName;
  readonly nullable: boolean;
  /** Type only: the value's TypeScript type. */
  readonly __value?: T;
}

type NullableColumn<T> = Column<T> & { readonly orNull: Column<T | null> };

function column<T>(pgType: PgTypeName): NullableColumn<T> {
  return { pgType, nullable: false, orNull: { pgType, nullable: true } };
}

/**
 * Column kinds. `.orNull` where the value can be NULL (a nullable column, an outer join, a scalar subquery);
 * PostgreSQL does not report nullability, so that part is on the author.
 */
export const col = {
  bool: column<boolean>('bool'),
  int: column<number>('int4'),
  smallint: column<number>('int2'),
  bigint: column<bigint>('int8'),
  float: column<number>('float8'),
  numeric: column<Prisma.Decimal>('numeric'),
  text: column<string>('text'),
  date: column<Date>('date'),
  timestamptz: column<Date>('timestamptz'),
  intArray: column<number[]>('int4[]'),
  textArray: column<string[]>('text[]'),
  /** A json value built in SQL (json_build_object, json_agg); its inner shape is the declared T, not checked. */
  json: <T>() => column<T>('json'),
  jsonb: <T>() => column<T>('jsonb'),
};

export type Columns = Record<string, Column<unknown>>;
export type RowOf<C extends Columns> = { -readonly [K in keyof C]: C[K] extends Column<infer T> ? T : never };

/** SQL with positional parameters ($1, $2…) kept as one text (leaderboards/sql.ts, also run by bench/explain.ts). */
export interface PositionalSql {
  readonly text: string;
  readonly values: unknown[];
}
export const positional = (text: string, ...values: unknown[]): PositionalSql => ({ text, values });

type Statement = Prisma.Sql | PositionalSql;
const isPositional = (s: Statement): s is PositionalSql => !(s instanceof Prisma.Sql);

interface Definition<A extends unknown[]> {
  /** Unique, `<feature>.<what>`; the test reports by it. */
  name: string;
  sql: (...args: A) => Statement;
  /**
   * Arguments the shape test builds the SQL with (values are never sent: the statement is only described). One per
   * shape when the SQL text depends on the arguments, so every variant is checked.
   */
  examples: A[];
}

export interface RegisteredSql {
  readonly name: string;
  /** null: a statement whose rows are not read (writes, locks). */
  readonly columns: Columns | null;
  /** Every SQL text the examples produce, with $n placeholders. */
  texts(): string[];
}

const registry = new Map<string, RegisteredSql>();

/** Every definition made so far (the shape test imports the modules that define them first). */
export const registeredSql = (): RegisteredSql[] => [...registry.values()];

function register<A extends unknown[]>(def: Definition<A>, columns: Columns | null) {
  // Hot reload (npm run dev) evaluates an edited module again: there a second definition replaces the first. Tests and
  // production builds load each module once, so a name used twice still fails loudly.
  if (registry.has(def.name) && process.env.NODE_ENV !== 'development') throw new Error(`SQL definition '${def.name}' is defined twice`);
  registry.set(def.name, {
    name: def.name,
    columns,
    texts: () => [...new Set(def.examples.map((args) => def.sql(...args).text))],
  });
}

export interface Query<A extends unknown[], R> {
  readonly name: string;
  /** All rows. */
  all(run: SqlRunner, ...args: A): Promise<R[]>;
  /** The first row, or undefined. */
  first(run: SqlRunner, ...args: A): Promise<R | undefined>;
}

/** The row a query definition returns, for code that takes such a row from elsewhere too. */
export type QueryRow<Q> = Q extends Query<infer _A, infer R> ? R : never;

/** A statement that returns rows (SELECT, or a write with RETURNING). */
export function defineQuery<C extends Columns, A extends unknown[]>(def: Definition<A> & { columns: C }): Query<A, RowOf<C>> {
  register(def, def.columns);
  const all = (run: SqlRunner, ...args: A): Promise<RowOf<C>[]> => {
    const s = def.sql(...args);
    // Outside a transaction, straight on the client's pool (server/platform/sql-direct.ts).
    const direct = directPoolOf(run);
    if (direct) return queryOnPool<RowOf<C>>(direct, s.text, s.values);
    return isPositional(s) ? run.$queryRawUnsafe<RowOf<C>[]>(s.text, ...s.values) : run.$queryRaw<RowOf<C>[]>(s);
  };
  return {
    name: def.name,
    all,
    first: async (run, ...args) => (await all(run, ...args))[0],
  };
}

export interface Command<A extends unknown[]> {
  readonly name: string;
  /** Runs it; the number of rows it changed. */
  run(run: SqlRunner, ...args: A): Promise<number>;
}

/** A statement whose rows are not read: a write without RETURNING, a lock, a notify, DDL. */
export function defineCommand<A extends unknown[]>(def: Definition<A>): Command<A> {
  register(def, null);
  return {
    name: def.name,
    run: (run, ...args) => {
      const s = def.sql(...args);
      const direct = directPoolOf(run);
      if (direct) return executeOnPool(direct, s.text, s.values);
      return isPositional(s) ? run.$executeRawUnsafe(s.text, ...s.values) : run.$executeRaw(s);
    },
  };
}
