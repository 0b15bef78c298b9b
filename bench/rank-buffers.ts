// tsx bench/rank-buffers.ts <url> [<url>…] — the own rank's statement before and after the tie marks (issue 35,
// docs/benchmarks.md "Session 18"): PostgreSQL buffers touched (shared hit + read, EXPLAIN (ANALYZE, BUFFERS)) by
// the live part of the own rank for a sample of the 'scale' promotion's participants, by the histogram's refresh,
// and by the board pages people read (pages 1 and 20 of 50: their own statement, unchanged).
// Constant work per request shows as the same buffer counts at every size; a linear cost grows with the promotion.
import pg from 'pg';
import { findScale } from './setup.ts';
import { INDIVIDUAL_PAGE_SQL, MY_SCORE_SQL, SCORE_COUNTS_SQL, SCORE_HISTOGRAM_SQL } from '../server/leaderboards/sql.ts';

/** server/leaderboards/rank-snapshot.ts TIE_STEP (that module imports the app's database client); TIE_STEP= to try another. */
const TIE_STEP = Number(process.env.TIE_STEP ?? 256);
const SAMPLE = Number(process.env.SAMPLE ?? 200);

/** The statement as it was before the tie marks: the whole "same points, lower id" range counted live. */
const MY_SCORE_BEFORE_SQL = `
WITH me AS (
  SELECT COALESCE((SELECT total_points FROM user_points WHERE user_id = $2::int AND promotion_id = $1::int), 0) AS total
)
SELECT me.total::int AS score,
       (SELECT count(*) FROM user_points WHERE promotion_id = $1::int AND total_points = me.total AND user_id < $2::int)::int AS ties_ahead
FROM me`;
const HISTOGRAM_BEFORE_SQL = `
SELECT total_points AS total, count(*)::int AS n FROM user_points WHERE promotion_id = $1::int
GROUP BY total_points ORDER BY total_points DESC`;

interface Plan { buffers: number; ms: number }

async function explain(pool: pg.Pool, sql: string, params: unknown[]): Promise<Plan> {
  const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, params);
  const top = rows[0]['QUERY PLAN'][0];
  return { buffers: top.Plan['Shared Hit Blocks'] + top.Plan['Shared Read Blocks'], ms: top['Execution Time'] };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const max = (xs: number[]) => Math.max(...xs);

async function measure(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const scale = await findScale(pool);
    const p = scale.id;
    const { rows: histogram } = await pool.query(SCORE_HISTOGRAM_SQL, [p, TIE_STEP]);
    const marksFor = (userId: number) => {
      const from = histogram
        .map((row: { total: number; marks: number[] }) => [row.total, row.marks.filter((id) => id <= userId).at(-1)])
        .filter(([, id]) => id !== undefined);
      return [from.map(([total]) => total), from.map(([, id]) => id)];
    };
    // Every k-th participant of the points table, and the last id of each of the three largest tie blocks.
    const { rows: sample } = await pool.query(
      `SELECT user_id FROM (SELECT user_id, row_number() OVER (ORDER BY total_points DESC, user_id) AS place
         FROM user_points WHERE promotion_id = $1) r
        WHERE place % greatest(1, (SELECT count(*) FROM user_points WHERE promotion_id = $1) / $2) = 0
       UNION
       SELECT max(user_id) FROM user_points WHERE promotion_id = $1 AND total_points IN (
         SELECT total_points FROM user_points WHERE promotion_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 3)
       GROUP BY total_points`,
      [p, SAMPLE],
    );
    const before: Plan[] = [];
    const after: Plan[] = [];
    for (const { user_id: userId } of sample) {
      before.push(await explain(pool, MY_SCORE_BEFORE_SQL, [p, userId]));
      after.push(await explain(pool, MY_SCORE_SQL, [p, userId, ...marksFor(userId)]));
    }
    const refreshBefore = await explain(pool, HISTOGRAM_BEFORE_SQL, [p]);
    const refreshAfter = await explain(pool, SCORE_HISTOGRAM_SQL, [p, TIE_STEP]);
    // The usual refresh: the marks just chosen, recounted (rank-snapshot.ts markKeys: user_id - total · 2^31).
    const keys = histogram.flatMap((row: { total: number; marks: number[] }) => row.marks.map((id) => id - row.total * 2 ** 31));
    const recount = await explain(pool, SCORE_COUNTS_SQL, [p, keys]);
    const pages = [];
    for (const offset of [0, 950]) pages.push(await explain(pool, INDIVIDUAL_PAGE_SQL, [p, 50, offset, null, null]));
    const largest = Math.max(...histogram.map((row: { n: number }) => row.n));
    const marks = histogram.reduce((sum: number, row: { marks: number[] }) => sum + row.marks.length, 0);
    console.log(`\n${scale.participants.toLocaleString('en-US')} participants: ${histogram.length} distinct totals, largest tie block ${largest}, ${marks} tie marks; ${sample.length} callers`);
    const line = (label: string, plans: Plan[]) =>
      console.log(`  ${label}: buffers median ${median(plans.map((x) => x.buffers))}, max ${max(plans.map((x) => x.buffers))}; ms median ${median(plans.map((x) => x.ms)).toFixed(3)}, max ${max(plans.map((x) => x.ms)).toFixed(3)}`);
    line('own rank, before (whole tie block live)', before);
    line('own rank, after (from the tie mark)     ', after);
    console.log(`  histogram refresh: before ${refreshBefore.buffers} buffers ${refreshBefore.ms.toFixed(1)} ms; after, recounting the marks ${recount.buffers} buffers ${recount.ms.toFixed(1)} ms, choosing them (every 30 s) ${refreshAfter.buffers} buffers ${refreshAfter.ms.toFixed(1)} ms; snapshot JSON ${JSON.stringify(histogram).length} bytes`);
    console.log(`  board page 1: ${pages[0].buffers} buffers ${pages[0].ms.toFixed(1)} ms; page 20: ${pages[1].buffers} buffers ${pages[1].ms.toFixed(1)} ms`);
  } finally {
    await pool.end();
  }
}

async function main() {
  const urls = process.argv.slice(2);
  if (urls.length === 0) throw new Error('Usage: tsx bench/rank-buffers.ts <database url> [<database url>…]');
  for (const url of urls) await measure(url);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
