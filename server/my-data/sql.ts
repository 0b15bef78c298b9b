// The raw SQL of My data (docs/decisions/006-sql-style.md). The export reads every table that references the user
// from the catalog, so a table added later is in the next export without anyone remembering to add it here.
import { Prisma } from '@/generated/prisma/client';
import { col, defineQuery, positional } from '@/server/platform/sql';

/** Every single-column foreign key to users(id): the tables that hold something about a user, and the column. */
export const userReferencesSql = defineQuery({
  name: 'myData.userReferences',
  columns: { table_name: col.text, column_name: col.text },
  sql: () => Prisma.sql`
    SELECT c.conrelid::regclass::text AS table_name, a.attname::text AS column_name
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass AND cardinality(c.conkey) = 1
     ORDER BY 1, 2`,
  examples: [[]],
});

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Catalog names only (never input); checked anyway, since they are spliced into the text. */
function identifiers(table: string, column: string): [string, string] {
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) throw new Error(`Unexpected identifier ${table}.${column}`);
  return [table, column];
}

/** The rows of one table about the user, each as JSON, oldest first where the table has an id. */
export const userRowsSql = defineQuery({
  name: 'myData.userRows',
  columns: { row: col.jsonb<Record<string, unknown>>() },
  sql: (table: string, column: string, userId: number) => {
    const [t, c] = identifiers(table, column);
    return positional(`SELECT to_jsonb(t) AS row FROM ${t} t WHERE t.${c} = $1 ORDER BY 1`, userId);
  },
  examples: [['entries', 'user_id', 1]],
});

/** How many rows of one table are about the user (whether the export is built in the request or by a job). */
export const countUserRowsSql = defineQuery({
  name: 'myData.countUserRows',
  columns: { count: col.int },
  sql: (table: string, column: string, userId: number) => {
    const [t, c] = identifiers(table, column);
    return positional(`SELECT count(*)::int AS count FROM ${t} WHERE ${c} = $1`, userId);
  },
  examples: [['entries', 'user_id', 1]],
});
