// tsx bench/explain.ts — EXPLAIN (ANALYZE, BUFFERS) of the leaderboard SQL on the 'scale' promotion, to check that
// every call is an index range and not a rank of everyone (docs/benchmarks.md "Query plans").
import 'dotenv/config';
import pg from 'pg';
import { benchDatabase, BenchRefused, findScale } from './setup.ts';
import {
  INDIVIDUAL_COUNT_SQL, INDIVIDUAL_PAGE_SQL, LOCATION_TOTALS_SQL, MY_SCORE_SQL, SCORE_COUNTS_SQL, SCORE_HISTOGRAM_SQL, TEAM_COUNT_SQL,
  TEAM_PAGE_SQL,
} from '../server/leaderboards/sql.ts';

/** server/leaderboards/rank-snapshot.ts TIE_STEP (that module imports the app's database client). */
const TIE_STEP = 256;

async function main() {
  const database = await benchDatabase(console.log);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    const scale = await findScale(pool);
    const p = scale.id;
    // A participant in the middle of the table: the median own-rank count.
    const { rows: [mid] } = await pool.query(
      'SELECT user_id, total_points FROM user_points WHERE promotion_id = $1 ORDER BY total_points DESC, user_id OFFSET (SELECT count(*) / 2 FROM user_points WHERE promotion_id = $1) LIMIT 1',
      [p],
    );
    // The own rank's live part starts at the caller's tie mark (server/leaderboards/rank-snapshot.ts tieMarksFor):
    // the histogram's marks, per total the greatest at or below the caller's id. The worst caller: the last id of
    // the largest tie block.
    const { rows: histogram } = await pool.query(SCORE_HISTOGRAM_SQL, [p, TIE_STEP]);
    const marksFor = (userId: number) => {
      const from = histogram
        .map((row: { total: number; marks: number[] }) => [row.total, row.marks.filter((id) => id <= userId).at(-1)])
        .filter(([, id]) => id !== undefined);
      return [from.map(([total]) => total), from.map(([, id]) => id)];
    };
    const markKeys = histogram.flatMap((row: { total: number; marks: number[] }) => row.marks.map((id) => id - row.total * 2 ** 31));
    const largest = histogram.reduce((a: { n: number }, b: { n: number }) => (b.n > a.n ? b : a));
    const { rows: [last] } = await pool.query(
      'SELECT max(user_id) AS user_id FROM user_points WHERE promotion_id = $1 AND total_points = $2',
      [p, largest.total],
    );
    const { rows: [competition] } = await pool.query('SELECT id FROM competitions WHERE promotion_id = $1 LIMIT 1', [p]);
    const { rows: locations } = await pool.query('SELECT id FROM locations WHERE promotion_id = $1', [p]);

    const plans: [string, string, unknown[]][] = [
      ['own score and ties since the tie mark, the median participant (MY_SCORE_SQL)', MY_SCORE_SQL, [p, mid.user_id, ...marksFor(mid.user_id)]],
      [`own score and ties since the tie mark, the last of the largest tie block (${largest.n} at ${largest.total} points)`, MY_SCORE_SQL, [p, last.user_id, ...marksFor(last.user_id)]],
      ['score histogram choosing tie marks, every 30 s for the cluster (SCORE_HISTOGRAM_SQL)', SCORE_HISTOGRAM_SQL, [p, TIE_STEP]],
      ['score histogram recounting its tie marks, every 2 s for the cluster (SCORE_COUNTS_SQL)', SCORE_COUNTS_SQL, [p, markKeys]],
      ['board page 1 with ranks (INDIVIDUAL_PAGE_SQL)', INDIVIDUAL_PAGE_SQL, [p, 50, 0, null, null]],
      ['board page 20 with ranks (INDIVIDUAL_PAGE_SQL)', INDIVIDUAL_PAGE_SQL, [p, 50, 950, null, null]],
      ['board page 1 of a region (INDIVIDUAL_PAGE_SQL, location filter)', INDIVIDUAL_PAGE_SQL, [p, 50, 0, locations.slice(0, 5).map((l) => l.id), null]],
      ['total_records (INDIVIDUAL_COUNT_SQL, cached 10 s when large)', INDIVIDUAL_COUNT_SQL, [p, null, null]],
      ['team board page 1 (TEAM_PAGE_SQL)', TEAM_PAGE_SQL, [p, competition?.id ?? 0, 50, 0, null, null]],
      ['team board total_records (TEAM_COUNT_SQL)', TEAM_COUNT_SQL, [p, competition?.id ?? 0, null, null]],
      ['location board totals (LOCATION_TOTALS_SQL)', LOCATION_TOTALS_SQL, [p, locations.map((l) => l.id)]],
    ];
    for (const [title, sql, params] of plans) {
      await pool.query(sql, params); // warm
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
      console.log(`\n=== ${title}`);
      for (const r of rows) console.log(r['QUERY PLAN']);
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchRefused ? error.message : error);
  process.exit(1);
});
