// The end of a run: fresh planner statistics for every table, then the database's size and its biggest tables.
import type pg from 'pg';

export interface SizeReport {
  databaseBytes: number;
  tables: { table: string; bytes: number; rows: number }[];
}

export async function analyzeAndMeasure(pool: pg.Pool): Promise<SizeReport> {
  await pool.query('ANALYZE');
  const database = await pool.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes');
  // reltuples is ANALYZE's estimate, exact enough for a size table and free to read.
  const tables = await pool.query<{ table: string; bytes: string; rows: string }>(
    `SELECT c.relname AS table, pg_total_relation_size(c.oid) AS bytes, greatest(c.reltuples, 0)::bigint AS rows
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = current_schema()
      ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 10`,
  );
  return {
    databaseBytes: Number(database.rows[0].bytes),
    tables: tables.rows.map((r) => ({ table: r.table, bytes: Number(r.bytes), rows: Number(r.rows) })),
  };
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}
