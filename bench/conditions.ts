// What the machine and the database were like when a bench ran (docs/operations.md "Comparing bench runs"): two runs'
// figures only compare when these match. Printed before the load and saved with the results:
//   - the load average against the cores (another product or test run on a shared box lowers every ratio);
//   - whether the hot tables were vacuumed and analyzed since their rows last changed a lot (freshly loaded scale data
//     without statistics plans badly; dead rows slow every scan). BENCH_VACUUM=1 runs VACUUM (ANALYZE) first.
import os from 'node:os';
import type pg from 'pg';

export interface TableCondition {
  table: string;
  live_rows: number;
  dead_rows: number;
  /** Rows changed since the last ANALYZE (planner statistics are stale when this is large). */
  modified_since_analyze: number;
  last_vacuum: string | null;
  last_analyze: string | null;
}

export interface BenchConditions {
  cores: number;
  load_average: [number, number, number];
  vacuumed_by_bench: boolean;
  tables: TableCondition[];
  /** Tables whose statistics or dead rows make the figures suspect. */
  needs_vacuum: string[];
}

/** The largest tables: the ones the scale data fills and the bench reads. */
const LARGEST = 12;

export async function benchConditions(admin: pg.Pool, log: (m: string) => void): Promise<BenchConditions> {
  const vacuum = process.env.BENCH_VACUUM === '1';
  if (vacuum) {
    log('VACUUM (ANALYZE) of the database before the run (BENCH_VACUUM=1)…');
    await admin.query('VACUUM (ANALYZE)');
  }
  const { rows } = await admin.query<{
    table: string; live_rows: string; dead_rows: string; modified_since_analyze: string; last_vacuum: Date | null; last_analyze: Date | null;
  }>(
    `SELECT relname AS table, n_live_tup AS live_rows, n_dead_tup AS dead_rows, n_mod_since_analyze AS modified_since_analyze,
            greatest(last_vacuum, last_autovacuum) AS last_vacuum, greatest(last_analyze, last_autoanalyze) AS last_analyze
       FROM pg_stat_user_tables WHERE schemaname = 'public' ORDER BY n_live_tup DESC LIMIT $1`,
    [LARGEST],
  );
  const tables = rows.map((r) => ({
    table: r.table,
    live_rows: Number(r.live_rows),
    dead_rows: Number(r.dead_rows),
    modified_since_analyze: Number(r.modified_since_analyze),
    last_vacuum: r.last_vacuum?.toISOString() ?? null,
    last_analyze: r.last_analyze?.toISOString() ?? null,
  }));
  // Suspect: never analyzed, more than 10 % of rows changed since the last ANALYZE, or more than 10 % dead rows.
  const needsVacuum = tables
    .filter((t) => t.live_rows > 1000 && (!t.last_analyze || t.modified_since_analyze > t.live_rows * 0.1 || t.dead_rows > t.live_rows * 0.1))
    .map((t) => t.table);
  const load = os.loadavg().map((n) => Math.round(n * 100) / 100) as [number, number, number];
  const cores = os.availableParallelism();
  const conditions: BenchConditions = { cores, load_average: load, vacuumed_by_bench: vacuum, tables, needs_vacuum: needsVacuum };
  printConditions(conditions, log);
  return conditions;
}

function printConditions(c: BenchConditions, log: (m: string) => void): void {
  const busy = c.load_average[0] > c.cores * 0.5;
  log(
    `Machine: ${c.cores} cores, load average ${c.load_average.join(' / ')} (1 / 5 / 15 min)` +
      (busy ? ` — already busy before the run: ratios will be lower than on an idle machine.` : ' — idle enough to compare.'),
  );
  if (c.vacuumed_by_bench) log('Database: vacuumed and analyzed just now.');
  else if (c.needs_vacuum.length) {
    log(`Database: not vacuumed/analyzed since large changes in ${c.needs_vacuum.join(', ')} — run with BENCH_VACUUM=1 for comparable figures.`);
  } else log('Database: statistics current and few dead rows in the largest tables.');
  for (const t of c.tables.filter((t) => t.live_rows > 1000)) {
    const ago = (iso: string | null) => (iso ? `${Math.round((Date.now() - Date.parse(iso)) / 60_000)} min ago` : 'never');
    log(`  ${t.table}: ${t.live_rows.toLocaleString('en-US')} rows, ${t.dead_rows.toLocaleString('en-US')} dead, analyzed ${ago(t.last_analyze)}, vacuumed ${ago(t.last_vacuum)}`);
  }
}
